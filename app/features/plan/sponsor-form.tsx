import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFormAction, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { CheckboxField, SelectField } from "~/components/forms-more";
import { Button } from "~/components/ui/button";
import { SCHOOL_GRADES, SPONSOR_HELP, SPONSOR_LIMITS, type SchoolGrade } from "./sponsor-choices";

export const SPONSOR_FORM_ID = "sponsor-packet";
/**
 * Every form here goes to the page's own route ("."), without the address's answers: the plan
 * page links this page through plan-subpages.ts, and importing that module here too would make
 * it a chunk of its own on the plan page (over its size budget).
 */
const THIS_PAGE = ".";
export const SPONSOR_INTENTS = { create: "sponsor-create", revoke: "sponsor-revoke" } as const;

export const SPONSOR_PAGE_MESSAGES = {
  signedOut: "Sign in to manage your sponsor links: your session may have ended.",
  ownerOnly: "Only the plan's owner can make or withdraw sponsor links.",
  made: "Your sponsor link is ready. Copy it now: for your privacy it is shown only this once.",
  limit: `You have ${SPONSOR_LIMITS.openLinksMax} open sponsor links, the most a plan can have. Withdraw one first.`,
  refused: "Check the packet's answers: one of them cannot be shared as it is.",
  revoked: "The link is withdrawn: it no longer opens the packet.",
  unknownLink: "That link was already withdrawn or has expired.",
} as const;

/** The form's fields as posted (the schema in sponsor-packet.ts reads them), and as Conform starts them. */
export type SponsorFormValues = {
  adults?: string;
  children?: { age?: string; grade?: string }[];
  tlaKitchen?: string;
  tlaPetFriendly?: string;
  help?: string[] | string;
  expiresOn?: string;
};

const gradeLabel = (grade: SchoolGrade) =>
  grade === "none"
    ? "Not in school"
    : grade === "preschool"
      ? "Preschool"
      : grade === "K"
        ? "Kindergarten"
        : `Grade ${grade}`;
const HELP_KEYS = Object.keys(SPONSOR_HELP) as (keyof typeof SPONSOR_HELP)[];

/**
 * What the family shares with the sponsor, as a GET: the page shows exactly what the sponsor
 * will see before any link is made (the address holds only these answers, no name). Children
 * are an age and a school grade each, never a name; help is a fixed list, so no free text can
 * carry one. Checked on the server, as the move form is (move-form.tsx says why).
 */
export function SponsorForm({
  lastResult,
  defaultValue,
  expiryWindow,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: SponsorFormValues;
  expiryWindow: { earliest: string; latest: string };
}) {
  const navigation = useNavigation();
  const pagePath = useFormAction(THIS_PAGE);
  const busy = navigation.state === "loading" && navigation.location.pathname === pagePath;
  const [form, fields] = useForm<SponsorFormValues>({
    id: SPONSOR_FORM_ID,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
  });
  const children = fields.children.getFieldList();
  const chosenHelp = [defaultValue.help ?? []].flat();
  return (
    <Form
      method="get"
      action={THIS_PAGE}
      {...getFormProps(form)}
      aria-labelledby="sponsor-form-heading"
      className="space-y-5"
    >
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
          {form.errors[0]}
        </p>
      ) : null}
      <Field
        labelProps={{ children: "Adults moving" }}
        inputProps={{
          ...getInputProps(fields.adults, { type: "number" }),
          min: 1,
          max: SPONSOR_LIMITS.adultsMax,
          step: 1,
          inputMode: "numeric",
          required: true,
        }}
        errors={fields.adults.errors}
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ocean-900">Children</legend>
        <p className="text-sm text-slate-700">An age and the school grade each will be in: no names.</p>
        {children.map((child, index) => {
          const { age, grade } = child.getFieldset();
          return (
            <div key={child.key} className="grid grid-cols-2 items-end gap-3 rounded-md border border-ocean-100 p-3">
              <Field
                labelProps={{ children: `Child ${index + 1}: age` }}
                inputProps={{
                  ...getInputProps(age, { type: "number" }),
                  min: 0,
                  max: SPONSOR_LIMITS.childAgeMax,
                  step: 1,
                  inputMode: "numeric",
                  required: true,
                }}
                errors={age.errors}
              />
              <SelectField
                labelProps={{ children: `Child ${index + 1}: school grade` }}
                selectProps={{ ...getSelectProps(grade), required: true }}
                errors={grade.errors}
              >
                <option value="">Choose</option>
                {SCHOOL_GRADES.map((schoolGrade) => (
                  <option key={schoolGrade} value={schoolGrade}>
                    {gradeLabel(schoolGrade)}
                  </option>
                ))}
              </SelectField>
              <Button
                // Conform's list intents are submissions: the server applies them when no script runs.
                type="submit"
                variant="outline"
                className="col-span-2 justify-self-start"
                {...form.remove.getButtonProps({ name: fields.children.name, index })}
              >
                Remove child {index + 1}
              </Button>
            </div>
          );
        })}
        {fields.children.errors ? (
          <p role="alert" className="text-sm text-coral-700">
            {fields.children.errors[0]}
          </p>
        ) : null}
        {children.length < SPONSOR_LIMITS.childrenMax ? (
          <Button type="submit" variant="outline" {...form.insert.getButtonProps({ name: fields.children.name })}>
            Add a child
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="font-semibold text-ocean-900">Temporary lodging (TLA) needs</legend>
        <CheckboxField
          labelProps={{ children: "A kitchen" }}
          buttonProps={getInputProps(fields.tlaKitchen, { type: "checkbox" })}
          errors={fields.tlaKitchen.errors}
        />
        <CheckboxField
          labelProps={{ children: "Pet-friendly" }}
          buttonProps={getInputProps(fields.tlaPetFriendly, { type: "checkbox" })}
          errors={fields.tlaPetFriendly.errors}
        />
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="font-semibold text-ocean-900">What you would like help with</legend>
        {/* One checkbox per choice under the one name, as getCollectionProps makes them: written
            out, because that helper's code went over the plan page's size budget (they share a chunk). */}
        {HELP_KEYS.map((key) => (
          <CheckboxField
            key={key}
            labelProps={{ children: SPONSOR_HELP[key] }}
            buttonProps={{
              id: `${fields.help.id}-${key}`,
              name: fields.help.name,
              value: key,
              defaultChecked: chosenHelp.includes(key),
            }}
          />
        ))}
        {fields.help.errors ? (
          <p role="alert" className="text-sm text-coral-700">
            {fields.help.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <Field
        labelProps={{ children: "The link stops working after" }}
        inputProps={{
          ...getInputProps(fields.expiresOn, { type: "date" }),
          min: expiryWindow.earliest,
          max: expiryWindow.latest,
          required: true,
        }}
        errors={fields.expiresOn.errors}
        hint="A Hawaii date, from tomorrow to six months ahead. You can withdraw the link sooner at any time."
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Preparing..." : "Preview what the sponsor sees"}
      </Button>
    </Form>
  );
}

/** Makes the link from exactly the answers the preview showed (carried as they were checked). */
export function MakeSponsorLinkForm({ entries }: { entries: [string, string][] }) {
  const navigation = useNavigation();
  const pagePath = useFormAction(THIS_PAGE);
  const busy = navigation.state === "submitting" && navigation.formAction === pagePath;
  return (
    <Form method="post" action={THIS_PAGE} aria-label="Make the sponsor link" className="space-y-3">
      <input type="hidden" name="intent" value={SPONSOR_INTENTS.create} />
      {entries.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" disabled={busy}>
        {busy ? "Making the link..." : "Make the link"}
      </Button>
    </Form>
  );
}

/** Withdraws one link: it answers "not found" from the next request on. */
export function RevokeSponsorLinkForm({ linkId, label }: { linkId: string; label: string }) {
  return (
    <Form method="post" action={THIS_PAGE} preventScrollReset>
      <input type="hidden" name="intent" value={SPONSOR_INTENTS.revoke} />
      <input type="hidden" name="linkId" value={linkId} />
      <Button type="submit" variant="outline">
        {label}
      </Button>
    </Form>
  );
}
