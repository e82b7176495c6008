import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/forms";
import { CheckboxField, TextareaField } from "~/components/forms-more";
import type { SiteSettingsFields } from "~/content/site";
import { VideoMessage, VideoPlayer } from "~/features/video/video-player";
import { parseVideoUrl } from "~/features/video/video-url";
import { firstMessage, useSchemaForm } from "~/lib/schema-form";
import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES } from "./founder-photo";
import { SITE_FIELD_MAX_LENGTH } from "./site-field-rules";
import { SITE_SETTINGS_LABELS, SITE_SETTINGS_PATH, SITE_SETTINGS_RULES } from "./site-settings";

type TextFieldName = keyof SiteSettingsFields;

const HINTS: Partial<Record<TextFieldName, string>> = {
  phone: "Shown in the header and footer of every page, and on the contact page.",
  email: "Shown beside the phone; replies to families come back to it.",
  founderBio: "A few sentences in the founder's own words, shown on the welcome section. Leave empty for none.",
  welcomeVideoUrl: "A YouTube or Vimeo link, or a direct .mp4, .webm or .ogg file. Leave empty for none.",
  programDisclosure:
    "What the Veterans Home Program is and how it pays for the site, in your words: shown first under “How the site is paid for” on the About page. Leave empty for none.",
};

const INPUT_TYPES: Partial<Record<TextFieldName, { type: "text" | "tel" | "email"; autoComplete: string }>> = {
  name: { type: "text", autoComplete: "organization" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  founderName: { type: "text", autoComplete: "name" },
  founderTitle: { type: "text", autoComplete: "organization-title" },
  founderLocation: { type: "text", autoComplete: "address-level2" },
};

/**
 * The owner's settings form (/admin/site): the practice, its founder, the welcome video (with
 * the video's own preview as it is typed) and the program disclosure. Checked by the shared
 * schema in the browser and again by the action, which also reads the photo's bytes.
 */
export function SiteSettingsForm({
  values,
  photoUrl,
  answer,
}: {
  values: SiteSettingsFields;
  photoUrl: string;
  answer: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === SITE_SETTINGS_PATH;
  const [form, fields] = useSchemaForm({
    id: "site-settings",
    loadSchema: () => import("./site-settings-schema").then((module) => module.siteSettingsSchema),
    lastResult: answer,
    defaultValue: values,
  });
  const refusal = firstMessage(form.allErrors);
  const [videoLink, setVideoLink] = useState(
    typeof answer?.initialValue?.welcomeVideoUrl === "string"
      ? answer.initialValue.welcomeVideoUrl
      : values.welcomeVideoUrl,
  );

  const text = (name: TextFieldName) => (
    <TextInput field={fields[name] as FieldMetadata<string | undefined>} name={name} multiline={false} />
  );

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      {refusal ? (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700"
        >
          {form.errors?.[0] ?? "Check the highlighted fields: nothing was saved."}
        </p>
      ) : null}

      <Card aria-labelledby="practice-heading">
        <CardTitle id="practice-heading">The practice</CardTitle>
        <CardDescription>How families reach you, on every page.</CardDescription>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text("name")}
          {text("phone")}
          {text("email")}
        </div>
      </Card>

      <Card aria-labelledby="founder-heading">
        <CardTitle id="founder-heading">The founder</CardTitle>
        <CardDescription>Who families are trusting: shown with the welcome.</CardDescription>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text("founderName")}
          {text("founderTitle")}
          {text("founderLocation")}
        </div>
        <div className="mt-4">
          <TextInput field={fields.founderBio as FieldMetadata<string | undefined>} name="founderBio" multiline />
        </div>
        <PhotoInput
          field={fields.photo as FieldMetadata<unknown>}
          removeField={fields.removePhoto as FieldMetadata<string | undefined>}
          photoUrl={photoUrl}
          founderName={values.founderName}
        />
      </Card>

      <Card aria-labelledby="video-heading">
        <CardTitle id="video-heading">Welcome video</CardTitle>
        <div className="mt-4">
          <TextInput
            field={fields.welcomeVideoUrl as FieldMetadata<string | undefined>}
            name="welcomeVideoUrl"
            multiline={false}
            onValue={setVideoLink}
          />
        </div>
        <VideoPreview link={videoLink} title={`Welcome to ${values.name}`} />
      </Card>

      <Card aria-labelledby="program-heading">
        <CardTitle id="program-heading">Veterans Home Program</CardTitle>
        <div className="mt-4">
          <TextInput
            field={fields.programDisclosure as FieldMetadata<string | undefined>}
            name="programDisclosure"
            multiline
          />
        </div>
      </Card>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save settings"}
        </Button>
        <p className="text-sm text-slate-700">Every page shows a change within a minute.</p>
      </div>
    </Form>
  );
}

/** A labelled text input or text area, its length capped by its rule. */
function TextInput({
  field,
  name,
  multiline,
  onValue,
}: {
  field: FieldMetadata<string | undefined>;
  name: TextFieldName;
  multiline: boolean;
  onValue?: (value: string) => void;
}) {
  const input = INPUT_TYPES[name] ?? { type: "text" as const, autoComplete: "off" };
  const maxLength = SITE_FIELD_MAX_LENGTH[SITE_SETTINGS_RULES[name]];
  const frame = { labelProps: { children: SITE_SETTINGS_LABELS[name] }, hint: HINTS[name], errors: field.errors };
  if (multiline) {
    return <TextareaField {...frame} textareaProps={{ ...getTextareaProps(field), rows: 5, maxLength }} />;
  }
  return (
    <Field
      {...frame}
      inputProps={{
        ...getInputProps(field, { type: input.type }),
        autoComplete: input.autoComplete,
        spellCheck: name === "welcomeVideoUrl" ? false : undefined,
        inputMode: name === "welcomeVideoUrl" ? "url" : undefined,
        maxLength,
        onChange: onValue ? (event) => onValue(event.target.value) : undefined,
      }}
    />
  );
}

/** The current photo, a file input for a new one, and a box to remove it. */
function PhotoInput({
  field,
  removeField,
  photoUrl,
  founderName,
}: {
  field: FieldMetadata<unknown>;
  removeField: FieldMetadata<string | undefined>;
  photoUrl: string;
  founderName: string;
}) {
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={`The photo of ${founderName} shown now`}
          className="size-24 rounded-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3">
        <Field
          labelProps={{ children: photoUrl ? "New photo" : "Photo" }}
          hint={`Optional. A JPEG, PNG or WebP image of ${PHOTO_MAX_BYTES / 1024 / 1024} MB at most.`}
          errors={field.errors}
          inputProps={{
            ...getInputProps(field as FieldMetadata<string | undefined>, { type: "file" }),
            accept: Object.keys(PHOTO_EXTENSIONS).join(","),
            // A file picker, not a text box: its button carries the look.
            className:
              "min-h-11 text-sm text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-ocean-700 file:bg-white file:px-4 file:font-semibold file:text-ocean-800",
          }}
        />
        {photoUrl ? (
          <CheckboxField
            labelProps={{ children: "Remove the photo" }}
            buttonProps={{ name: removeField.name, id: removeField.id, value: "on" }}
            errors={removeField.errors}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The video as visitors will see it, following what is typed (the welcome page's player). */
function VideoPreview({ link, title }: { link: string; title: string }) {
  const source = parseVideoUrl(link);
  return (
    <div className="mt-4">
      <p className="mb-2 text-sm font-semibold text-slate-900">Preview</p>
      {source ? (
        <VideoPlayer source={source} title={title} />
      ) : link.trim() ? (
        <VideoMessage title="Unable to embed this video" hint="Please check the URL format" />
      ) : (
        <p className="text-sm text-slate-700">No video: the welcome shows its three first steps instead.</p>
      )}
    </div>
  );
}
