import type { FieldMessages } from "~/lib/schema-form";

/**
 * Rules shared by the contact form and the suggestion box. Their zod schemas
 * (./form-schemas) are used by the browser for instant messages and by the route action as
 * the authority; what is here is plain data and the pure helpers those schemas use.
 */

/** A field people never see; a bot that fills it in gives itself away. */
export const HONEYPOT_FIELD = "website";

/** Per client address: enough for any family, too few for a spammer. */
export const FORM_SUBMISSION_LIMIT = 5;
export const FORM_SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

export const FIELD_LIMITS = { name: 100, email: 254, base: 100, message: 5_000, suggestion: 2_000 } as const;

export const FORM_MESSAGES = {
  // The form's summary when a required field is empty (SPEC.md §8); each field says which under it.
  missingTitle: "Missing Information",
  missingText: "Please fill in all required fields.",
  contactSentTitle: "Message Sent!",
  // What happens to it (submissions.server.ts): kept in the owner's inbox, answered by email.
  contactSentText: "It's in the practice's inbox, and the reply will come to the email address you gave.",
  suggestionSentTitle: "Suggestion Submitted!",
  suggestionSentText: "Thank you for your feedback. We'll review your suggestion and get back to you soon.",
  invalidEmail: "Please enter a valid email address.",
  unknownCategory: "Please choose a category from the list.",
  tooMany:
    "You've sent several messages in a few minutes. Please wait 10 minutes and try again, or call or email us directly.",
  automated:
    "This looked like an automated submission, so it was not sent. If you're a person, please call or email us directly.",
  saveFailed: "We couldn't send that just now. Please try again in a moment, or call or email us directly.",
} as const;

/**
 * Each required field's own message, shown under it (issue 33: one message per problem, so an
 * empty field no longer repeats the form's summary beside every other empty field).
 */
export const REQUIRED_FIELD_MESSAGES = {
  fullName: "Please enter your name.",
  email: "Please enter your email address.",
  message: "Please write your message.",
  suggestion: "Please write your suggestion.",
} as const;

const MISSING_FIELD_MESSAGES: ReadonlySet<string> = new Set(Object.values(REQUIRED_FIELD_MESSAGES));

/** The contact form's confirmation: true wherever the site runs, since every message reaches the inbox. */
export const CONTACT_SENT = { title: FORM_MESSAGES.contactSentTitle, text: FORM_MESSAGES.contactSentText } as const;

export const SUGGESTION_CATEGORIES = [
  "New tool or calculator",
  "New guide",
  "Housing and rentals",
  "Something isn't working",
  "Other",
] as const;

/**
 * Control characters (and the invisible direction overrides used to disguise text) are
 * removed; line breaks and tabs survive only where a field allows several lines.
 */
export function stripControlCharacters(text: string, { multiline }: { multiline: boolean }): string {
  /* eslint-disable no-control-regex -- matching control characters is the point */
  const pattern = multiline
    ? /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g
    : /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
  /* eslint-enable no-control-regex */
  return text.replace(pattern, multiline ? "" : " ").replace(/\r\n?/g, "\n");
}

/** Text as it is kept: control characters out, surrounding spaces trimmed. */
export function normalizeText(text: string, { multiline }: { multiline: boolean }): string {
  return stripControlCharacters(text, { multiline }).trim();
}

/** Whether nothing would be left of this text once normalised (spaces, line breaks, controls). */
export function isBlank(text: string | undefined): boolean {
  return normalizeText(text ?? "", { multiline: true }) === "";
}

/**
 * The form's one summary of a refusal (issue 33: one message per problem, and never a toast):
 * the form's own message (sent too often, looked automated); else, when a required field is
 * empty, SPEC.md §8's notice ("Missing Information"), the fields each saying which under them;
 * else nothing, since a field's message (a bad email, too long) is shown under the field only.
 */
export function refusalNotice(errors: FieldMessages | undefined): { title?: string; text: string } | null {
  if (!errors) return null;
  const formMessage = errors[""]?.[0];
  if (formMessage) return { text: formMessage };
  const messages = Object.values(errors).flatMap((fieldMessages) => fieldMessages ?? []);
  if (messages.some((message) => MISSING_FIELD_MESSAGES.has(message))) {
    return { title: FORM_MESSAGES.missingTitle, text: FORM_MESSAGES.missingText };
  }
  return null;
}
