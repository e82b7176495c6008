/**
 * Rules shared by the contact form and the suggestion box: one zod schema per form, used
 * by the browser for instant messages and by the route action as the authority.
 */

/** A field people never see; a bot that fills it in gives itself away. */
export const HONEYPOT_FIELD = "website";

/** Per client address: enough for any family, too few for a spammer. */
export const FORM_SUBMISSION_LIMIT = 5;
export const FORM_SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

export const FIELD_LIMITS = { name: 100, email: 254, base: 100, message: 5_000, suggestion: 2_000 } as const;

export const FORM_MESSAGES = {
  missingTitle: "Missing Information",
  missingText: "Please fill in all required fields.",
  contactSentTitle: "Message Sent!",
  contactSentText: "Your message has been sent to your VHP sponsor. We'll get back to you soon!",
  suggestionSentTitle: "Suggestion Submitted!",
  suggestionSentText: "Thank you for your feedback. We'll review your suggestion and get back to you soon.",
  invalidEmail: "Please enter a valid email address.",
  tooMany:
    "You've sent several messages in a few minutes. Please wait 10 minutes and try again, or call or email us directly.",
  automated:
    "This looked like an automated submission, so it was not sent. If you're a person, please call or email us directly.",
  saveFailed: "We couldn't send that just now. Please try again in a moment, or call or email us directly.",
} as const;

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

export const SUGGESTION_CATEGORIES = [
  "New tool or calculator",
  "New guide",
  "Housing and rentals",
  "Something isn't working",
  "Other",
] as const;

/** In the browser: whether any required field is empty once spaces are trimmed. */
export function missingRequired(values: Record<string, unknown>, required: readonly string[]): boolean {
  return required.some(
    (field) => stripControlCharacters(String(values[field] ?? ""), { multiline: true }).trim() === "",
  );
}

export const CONTACT_REQUIRED_FIELDS = ["fullName", "email", "message"] as const;
