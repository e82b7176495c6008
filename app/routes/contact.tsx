import { Mail, MapPin, Phone } from "lucide-react";
import type { FormEvent } from "react";
import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import {
  FormAnswerMessage,
  FormField,
  Honeypot,
  showMissingInformation,
  useAnswerToast,
} from "~/features/forms/form-fields";
import { contactSchema } from "~/features/forms/form-schemas";
import { CONTACT_REQUIRED_FIELDS, FIELD_LIMITS, FORM_MESSAGES, missingRequired } from "~/features/forms/forms";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import { acceptSubmission, storeContactMessage } from "~/server/data/submissions.server";
import type { Route } from "./+types/contact";

const PAGE = pageInfo("/contact");
const SENT = { title: FORM_MESSAGES.contactSentTitle, text: FORM_MESSAGES.contactSentText };

export const meta: Route.MetaFunction = () => pageMeta("/contact");

export async function action({ request, context }: Route.ActionArgs) {
  const { status, answer } = await acceptSubmission({
    request,
    context,
    schema: contactSchema,
    store: storeContactMessage,
  });
  return data(answer, { status });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const busy = useNavigation().state === "submitting";
  useAnswerToast(actionData, SENT);
  const failed = actionData && !actionData.ok ? actionData : undefined;

  // Fields filled with spaces pass the browser's own check; catch them before sending.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    if (missingRequired(values, CONTACT_REQUIRED_FIELDS)) {
      event.preventDefault();
      showMissingInformation();
    }
  }

  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead="Tell us about your move. A Veterans Home Program sponsor who knows Hawaii will get back to you."
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardTitle>Send a message</CardTitle>
          {/* A new receipt remounts the form: the fields are cleared after a successful send. */}
          <Form
            key={actionData?.ok ? actionData.receipt : "contact"}
            method="post"
            onSubmit={onSubmit}
            onInvalidCapture={showMissingInformation}
            className="relative mt-4 space-y-4"
            aria-label="Contact a sponsor"
          >
            <FormAnswerMessage answer={actionData} success={SENT} />
            <Honeypot />
            <FormField
              id="contact-full-name"
              name="fullName"
              label="Full name"
              autoComplete="name"
              required
              maxLength={FIELD_LIMITS.name}
              defaultValue={failed?.values?.fullName}
              error={failed?.fieldErrors?.fullName}
            />
            <FormField
              id="contact-email"
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              maxLength={FIELD_LIMITS.email}
              defaultValue={failed?.values?.email}
              error={failed?.fieldErrors?.email}
            />
            <FormField
              id="contact-base"
              name="base"
              label="Base or duty station"
              optional
              maxLength={FIELD_LIMITS.base}
              defaultValue={failed?.values?.base}
              error={failed?.fieldErrors?.base}
            />
            <FormField
              id="contact-message"
              name="message"
              label="Message"
              multiline
              required
              maxLength={FIELD_LIMITS.message}
              defaultValue={failed?.values?.message}
              error={failed?.fieldErrors?.message}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send Message"}
            </Button>
          </Form>
        </Card>
        <Card className="h-fit">
          <CardTitle>Contact information</CardTitle>
          <p className="mt-1 text-sm text-slate-700">
            {site.founder.name}, {site.founder.title}
          </p>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={telHref(site.phone)}
                className="inline-flex min-h-11 items-center gap-2 text-ocean-800 underline underline-offset-2"
              >
                <Phone aria-hidden="true" className="size-5" />
                {site.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center gap-2 text-ocean-800 underline underline-offset-2"
              >
                <Mail aria-hidden="true" className="size-5" />
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2 text-slate-800">
              <MapPin aria-hidden="true" className="size-5" />
              {site.founder.location}
            </li>
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            A sponsor replies by email. Hawaii keeps Hawaii-Aleutian Standard Time all year, 2 to 6 hours behind the
            mainland.
          </p>
        </Card>
      </div>
    </>
  );
}
