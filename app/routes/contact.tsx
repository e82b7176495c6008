import { NAMES } from "~/content/names";
import { getFormProps } from "@conform-to/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { SampleContactNote } from "~/components/ui/sample-contact-note";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import {
  FormNotice,
  Honeypot,
  showRefusal,
  TextAreaField,
  TextField,
  useAnswerToast,
} from "~/features/forms/form-fields";
import { contactSchema } from "~/features/forms/form-schemas";
import { contactConfirmation, FIELD_LIMITS, messagesReachSponsor } from "~/features/forms/forms";
import { pageMeta } from "~/lib/page-meta";
import { useSchemaForm } from "~/lib/schema-form";
import { useSite } from "~/lib/use-site";
import { acceptSubmission, storeContactMessage } from "~/server/data/submissions.server";
import type { Route } from "./+types/contact";

const PAGE = pageInfo("/contact");

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
  const reachesSponsor = messagesReachSponsor(site);
  const sent = contactConfirmation(site);
  const busy = useNavigation().state === "submitting";
  useAnswerToast(actionData, sent);
  // After a send the reply empties the fields; after a refusal it brings back what was typed.
  const [form, fields] = useSchemaForm({
    id: "contact",
    loadSchema: () => import("~/features/forms/form-schemas").then((module) => module.contactSchema),
    lastResult: actionData?.result,
    onRefused: showRefusal,
  });

  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          reachesSponsor
            ? "Tell us about your move. A Veterans Home Program sponsor who knows Hawaii will get back to you."
            : "Tell us about your move. While this site shows sample contact details, messages are saved here but do not reach a sponsor."
        }
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardTitle>Send a message</CardTitle>
          <Form
            method="post"
            // Its own path: a prerendered page's form would otherwise post to "/contact/".
            action={PAGE.path}
            {...getFormProps(form)}
            className="relative mt-4 space-y-4"
            aria-label={NAMES.contact}
          >
            <FormNotice form={form} answer={actionData} sent={sent} />
            <Honeypot />
            <TextField
              field={fields.fullName}
              label="Full name"
              autoComplete="name"
              required
              maxLength={FIELD_LIMITS.name}
            />
            <TextField
              field={fields.email}
              label="Email"
              type="email"
              autoComplete="email"
              required
              maxLength={FIELD_LIMITS.email}
            />
            <TextField field={fields.base} label="Base or duty station" optional maxLength={FIELD_LIMITS.base} />
            <TextAreaField field={fields.message} label="Message" required maxLength={FIELD_LIMITS.message} />
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
          <SampleContactNote contact={site} className="mt-3" />
          <p className="mt-4 text-sm text-slate-700">
            {reachesSponsor ? "A sponsor replies by email. " : null}Hawaii keeps Hawaii-Aleutian Standard Time all year,
            2 to 6 hours behind the mainland.
          </p>
        </Card>
      </div>
    </>
  );
}
