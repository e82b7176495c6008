import { randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import type { FormAnswer } from "~/features/forms/form-answer";
import type { ContactInput, SuggestionInput } from "~/features/forms/form-schemas";
import { messagePath } from "~/features/inbox/inbox";
import {
  FORM_MESSAGES,
  FORM_SUBMISSION_LIMIT,
  FORM_SUBMISSION_WINDOW_MS,
  HONEYPOT_FIELD,
} from "~/features/forms/forms";
import { clientAddressContext } from "~/lib/request-context";
import { parseSubmission, readFormData, refusedForm, FORM_UNREADABLE } from "~/server/http/form-data.server";
import { requestServices, type Services } from "~/server/services.server";

const SUBMISSION_RULE = { limit: FORM_SUBMISSION_LIMIT, windowMs: FORM_SUBMISSION_WINDOW_MS };

/**
 * The one path every public form takes: read, refuse bots, validate with the form's schema,
 * count the submission against the sender's limit, store. A refusal answers with Conform's
 * reply (the field messages, and what was typed so nothing is lost); a send empties the form.
 * Over-long or malformed input is refused with 400 and nothing is stored.
 */
export async function acceptSubmission<Schema extends $ZodType>({
  request,
  context,
  schema,
  store,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  schema: Schema;
  /** Keeps the message; given the services of this request. */
  store: (input: output<Schema>, clientAddress: string, services: Services) => Promise<string>;
}): Promise<{ status: number; answer: FormAnswer }> {
  const form = await readFormData(request);
  if ("error" in form) return { status: 400, answer: { result: refusedForm(form.error) } };
  const submission = parseSubmission(form.formData, schema);
  if (!submission) return { status: 400, answer: { result: refusedForm(FORM_UNREADABLE) } };
  if (form.formData.get(HONEYPOT_FIELD)) {
    return { status: 400, answer: { result: submission.reply({ formErrors: [FORM_MESSAGES.automated] }) } };
  }

  if (submission.status !== "success") return { status: 400, answer: { result: submission.reply() } };

  // Counted before it is stored, in one statement, so parallel posts cannot all get through.
  const clientAddress = context.get(clientAddressContext);
  const services = requestServices(context);
  const { counters } = services;
  const limitKey = `form:${clientAddress}`;
  if (!(await counters.reserve(limitKey, SUBMISSION_RULE))) {
    return { status: 429, answer: { result: submission.reply({ formErrors: [FORM_MESSAGES.tooMany] }) } };
  }

  let receipt: string;
  try {
    receipt = await store(submission.value, clientAddress, services);
  } catch (error) {
    console.error("[forms] could not store a submission", error);
    await counters.release(limitKey);
    return { status: 500, answer: { result: submission.reply({ formErrors: [FORM_MESSAGES.saveFailed] }) } };
  }
  return { status: 200, answer: { result: submission.reply({ resetForm: true }), receipt } };
}

/**
 * Kept in the database, with its mail to the site's contact address queued in the same
 * transaction: either both are written or neither (and the family is told it failed).
 */
export async function storeContactMessage(
  input: ContactInput,
  clientAddress: string,
  { database, mailer, env }: Pick<Services, "database" | "mailer" | "env">,
): Promise<string> {
  const id = randomUUID();
  const { site } = env;
  const adminPage = new URL(messagePath("contact", id), env.PUBLIC_URL).href;
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        full_name: input.fullName,
        email: input.email,
        base: input.base || null,
        message: input.message,
        client_address: clientAddress || null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await mailer.send(
      {
        kind: "contact",
        to: site.email,
        replyTo: input.email,
        subject: `Message from ${input.fullName}`,
        text: `A family sent a message through ${site.name}.\n\nName: ${input.fullName}\nEmail: ${input.email}\nBase: ${input.base || "(not given)"}\n\n${input.message}\n\nReply to this email to answer them, or answer and file it in the inbox:\n${adminPage}`,
      },
      trx,
    );
  });
  // Committed: the worker can see the mail now.
  mailer.wake();
  return id;
}

export async function storeSuggestion(
  input: SuggestionInput,
  clientAddress: string,
  { database }: Pick<Services, "database">,
): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto("suggestions")
    .values({
      id,
      suggestion: input.suggestion,
      email: input.email || null,
      category: input.category || null,
      client_address: clientAddress || null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
