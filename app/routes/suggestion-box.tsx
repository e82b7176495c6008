import { Term } from "~/components/ui/term";
import { NAMES } from "~/content/names";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Lightbulb, Sparkles } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Optional, SelectField, TextareaField } from "~/components/forms-more";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import { COMING_SOON, POPULAR_SUGGESTIONS } from "~/content/suggestions";
import type { FormAnswer } from "~/features/forms/form-answer";
import { FormNotice, Honeypot, useSentToast } from "~/features/forms/form-fields";
import { suggestionSchema } from "~/features/forms/form-schemas";
import { FIELD_LIMITS, FORM_MESSAGES, isBlank, SUGGESTION_CATEGORIES } from "~/features/forms/forms";
import { pageMeta } from "~/lib/page-meta";
import { useSchemaForm } from "~/lib/schema-form";
import { usePublicContact } from "~/lib/use-site";
import { acceptSubmission, storeSuggestion } from "~/features/inbox/server/submissions.server";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/suggestion-box";

const PAGE = pageInfo("/suggestion-box");
/** The description as the page's lead, its acronyms spelled out (issue 30); the meta description stays short. */
const LEAD = (
  <>
    Tell us which tool or guide for a <Term acronym="PCS">permanent change of station</Term> to Hawaii would help your
    family next.
  </>
);
const SUBMITTED = { title: FORM_MESSAGES.suggestionSentTitle, text: FORM_MESSAGES.suggestionSentText };

export const meta: Route.MetaFunction = () => pageMeta("/suggestion-box");

export async function action({ request, context }: Route.ActionArgs) {
  const { status, answer } = await acceptSubmission({
    request,
    context,
    schema: suggestionSchema,
    store: storeSuggestion,
  });
  return data(answer, { status });
}

export default function SuggestionBoxPage({ actionData }: Route.ComponentProps) {
  const contact = usePublicContact();
  useSentToast(actionData, SUBMITTED);

  return (
    <>
      <PageHeader heading={PAGE.heading} lead={LEAD} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardTitle>Share your idea</CardTitle>
          <SuggestionForm answer={actionData} />
        </Card>
        <div className="space-y-6">
          <Card>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb aria-hidden="true" className="size-5 text-ocean-700" />
              Popular suggestions
            </CardTitle>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-800">
              {POPULAR_SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ol>
          </Card>
          <Card>
            <CardTitle className="flex items-center gap-2">
              <Sparkles aria-hidden="true" className="size-5 text-ocean-700" />
              Coming soon
            </CardTitle>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
              {COMING_SOON.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardTitle>Other ways to reach us</CardTitle>
            <ul className="mt-3 space-y-2 text-slate-800">
              {contact.phone ? (
                <li>
                  Call{" "}
                  <a className="text-ocean-800 underline underline-offset-2" href={telHref(contact.phone)}>
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  Email{" "}
                  <a className="break-all text-ocean-800 underline underline-offset-2" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </li>
              ) : null}
              <li>
                <Link className="text-ocean-800 underline underline-offset-2" to="/contact">
                  {NAMES.contact}
                </Link>{" "}
                about your own move
              </li>
            </ul>
          </Card>
        </div>
      </div>
    </>
  );
}

function SuggestionForm({ answer }: { answer?: FormAnswer }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm({
    id: "suggestion",
    loadSchema: () => import("~/features/forms/form-schemas").then((module) => module.suggestionSchema),
    lastResult: answer?.result,
  });
  // Disabled while blank only once JavaScript runs: without it the server does the check.
  const hydrated = useHydrated();
  const blank = isBlank(fields.suggestion.value);

  return (
    <Form
      method="post"
      action={PAGE.path}
      {...getFormProps(form)}
      className="relative mt-4 space-y-4"
      aria-label="Suggestion box"
    >
      <FormNotice form={form} answer={answer} sent={SUBMITTED} />
      <Honeypot />
      <TextareaField
        labelProps={{ children: "Your suggestion" }}
        textareaProps={{
          ...getTextareaProps(fields.suggestion),
          required: true,
          maxLength: FIELD_LIMITS.suggestion,
        }}
        errors={fields.suggestion.errors}
      />
      <Field
        labelProps={{
          children: (
            <>
              Email
              <Optional />
            </>
          ),
        }}
        inputProps={{
          ...getInputProps(fields.email, { type: "email" }),
          autoComplete: "email",
          maxLength: FIELD_LIMITS.email,
        }}
        errors={fields.email.errors}
      />
      <SelectField
        labelProps={{
          children: (
            <>
              Category
              <Optional />
            </>
          ),
        }}
        selectProps={getSelectProps(fields.category)}
        errors={fields.category.errors}
      >
        <option value="">Choose a category</option>
        {SUGGESTION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={busy || (hydrated && blank)}>
        {busy ? "Submitting..." : "Submit Suggestion"}
      </Button>
    </Form>
  );
}
