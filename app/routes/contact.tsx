import { NAMES } from "~/content/names";
import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Mail, MapPin, Phone } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Optional, TextareaField } from "~/components/forms-more";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import { FormNotice, Honeypot, useSentToast } from "~/features/forms/form-fields";
import { contactSchema } from "~/features/forms/form-schemas";
import { CONTACT_SENT, FIELD_LIMITS } from "~/features/forms/forms";
import { pageMeta } from "~/lib/page-meta";
import { useSchemaForm } from "~/lib/schema-form";
import { usePublicContact, useSite } from "~/lib/use-site";
import { acceptSubmission, storeContactMessage } from "~/features/inbox/server/submissions.server";
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
  const contact = usePublicContact();
  const sent = CONTACT_SENT;
  const busy = useNavigation().state === "submitting";
  useSentToast(actionData, sent);
  // After a send the reply empties the fields; after a refusal it brings back what was typed.
  const [form, fields] = useSchemaForm({
    id: "contact",
    loadSchema: () => import("~/features/forms/form-schemas").then((module) => module.contactSchema),
    lastResult: actionData?.result,
  });

  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={`Tell us about your permanent change of station (PCS) move, or the home you hope to buy or rent. Your message goes straight to the inbox of the practice that runs ${site.name}, and the reply comes by email to the address you give.`}
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
            <Field
              labelProps={{ children: "Full name" }}
              inputProps={{
                ...getInputProps(fields.fullName, { type: "text" }),
                autoComplete: "name",
                required: true,
                maxLength: FIELD_LIMITS.name,
              }}
              errors={fields.fullName.errors}
            />
            <Field
              labelProps={{ children: "Email" }}
              inputProps={{
                ...getInputProps(fields.email, { type: "email" }),
                autoComplete: "email",
                required: true,
                maxLength: FIELD_LIMITS.email,
              }}
              errors={fields.email.errors}
            />
            <Field
              labelProps={{
                children: (
                  <>
                    Base or duty station
                    <Optional />
                  </>
                ),
              }}
              inputProps={{ ...getInputProps(fields.base, { type: "text" }), maxLength: FIELD_LIMITS.base }}
              errors={fields.base.errors}
            />
            <TextareaField
              labelProps={{ children: "Message" }}
              textareaProps={{ ...getTextareaProps(fields.message), required: true, maxLength: FIELD_LIMITS.message }}
              errors={fields.message.errors}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send Message"}
            </Button>
          </Form>
        </Card>
        <Card className="h-fit">
          <CardTitle>Contact information</CardTitle>
          <p className="mt-1 text-sm text-slate-700">
            {contact.founderName ? `${contact.founderName}, ` : null}
            {site.founder.title}
          </p>
          <ul className="mt-4 space-y-3">
            {contact.phone ? (
              <li>
                <a
                  href={telHref(contact.phone)}
                  className="inline-flex min-h-11 items-center gap-2 text-ocean-800 underline underline-offset-2"
                >
                  <Phone aria-hidden="true" className="size-5" />
                  {contact.phone}
                </a>
              </li>
            ) : null}
            {contact.email ? (
              <li>
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex min-h-11 items-center gap-2 break-all text-ocean-800 underline underline-offset-2"
                >
                  <Mail aria-hidden="true" className="size-5" />
                  {contact.email}
                </a>
              </li>
            ) : null}
            <li className="flex items-center gap-2 text-slate-800">
              <MapPin aria-hidden="true" className="size-5" />
              {site.founder.location}
            </li>
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            Hawaii keeps Hawaii-Aleutian Standard Time all year, 2 to 6 hours behind the mainland.
          </p>
        </Card>
      </div>
    </>
  );
}
