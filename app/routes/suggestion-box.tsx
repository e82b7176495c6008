import { Lightbulb, Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import { COMING_SOON, POPULAR_SUGGESTIONS } from "~/content/suggestions";
import {
  FormAnswerMessage,
  FormField,
  Honeypot,
  inputClass,
  showMissingInformation,
  useAnswerToast,
  useHydrated,
} from "~/features/forms/form-fields";
import { suggestionSchema } from "~/features/forms/form-schemas";
import { FIELD_LIMITS, FORM_MESSAGES, SUGGESTION_CATEGORIES } from "~/features/forms/forms";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import { acceptSubmission, storeSuggestion } from "~/server/data/submissions.server";
import type { Route } from "./+types/suggestion-box";

const PAGE = pageInfo("/suggestion-box");
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
  const site = useSite();
  const busy = useNavigation().state === "submitting";
  useAnswerToast(actionData, SUBMITTED);
  const failed = actionData && !actionData.ok ? actionData : undefined;

  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardTitle>Share your idea</CardTitle>
          <SuggestionForm
            key={actionData?.ok ? actionData.receipt : "suggestion"}
            failed={failed}
            busy={busy}
            actionData={actionData}
          />
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
              <li>
                Call{" "}
                <a className="text-ocean-800 underline underline-offset-2" href={telHref(site.phone)}>
                  {site.phone}
                </a>
              </li>
              <li>
                Email{" "}
                <a className="text-ocean-800 underline underline-offset-2" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </li>
              <li>
                <Link className="text-ocean-800 underline underline-offset-2" to="/contact">
                  Contact a sponsor
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

function SuggestionForm({
  failed,
  busy,
  actionData,
}: {
  failed?: Extract<Route.ComponentProps["actionData"], { ok: false }>;
  busy: boolean;
  actionData: Route.ComponentProps["actionData"];
}) {
  const [suggestion, setSuggestion] = useState(failed?.values?.suggestion ?? "");
  // Disabled while blank only once JavaScript runs: without it the server does the check.
  const hydrated = useHydrated();
  const blank = suggestion.trim() === "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (blank) {
      event.preventDefault();
      showMissingInformation();
    }
  }

  return (
    <Form method="post" onSubmit={onSubmit} className="relative mt-4 space-y-4" aria-label="Suggestion box">
      <FormAnswerMessage answer={actionData} success={SUBMITTED} />
      <Honeypot />
      <FormField
        id="suggestion-text"
        name="suggestion"
        label="Your suggestion"
        multiline
        required
        maxLength={FIELD_LIMITS.suggestion}
        value={suggestion}
        onChange={(event) => setSuggestion(event.currentTarget.value)}
        error={failed?.fieldErrors?.suggestion}
      />
      <FormField
        id="suggestion-email"
        name="email"
        label="Email"
        optional
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        defaultValue={failed?.values?.email}
        error={failed?.fieldErrors?.email}
      />
      <div>
        <label htmlFor="suggestion-category" className="block text-sm font-semibold text-slate-800">
          Category <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <select
          id="suggestion-category"
          name="category"
          defaultValue={failed?.values?.category ?? ""}
          className={inputClass}
        >
          <option value="">Choose a category</option>
          {SUGGESTION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy || (hydrated && blank)}>
        {busy ? "Submitting..." : "Submit Suggestion"}
      </Button>
    </Form>
  );
}
