import * as z from "zod/mini";
import { decimalText } from "~/lib/number-text";
import { FIELD_LIMITS, FORM_MESSAGES, normalizeText, REQUIRED_FIELD_MESSAGES, SUGGESTION_CATEGORIES } from "./forms";

/**
 * One zod schema per form, imported by the page (Conform validates with it as people type
 * and submit) and by the route action (the authority). Every field message lives here.
 * Written with zod/mini: these schemas reach the browser, and mini's functions tree-shake.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Free text as people type it: a missing field counts as empty, controls go, spaces are trimmed.
 * A required field left empty says so in its own words (`missing`).
 */
function text(
  max: number,
  { missing, multiline = false, label }: { missing?: string; multiline?: boolean; label: string },
) {
  const tooLong = `${label} must be ${decimalText(max, 0)} characters or fewer.`;
  const normalized = z.pipe(
    // A repeated field arrives as a list: only a hand-made post does that.
    z._default(z.string({ error: `${label} must be a single piece of text.` }), ""),
    z.transform((value: string) => normalizeText(value, { multiline })),
  );
  return missing
    ? normalized.check(
        z.refine((value) => value.length <= max, tooLong),
        z.refine((value) => value.length > 0, missing),
      )
    : normalized.check(z.refine((value) => value.length <= max, tooLong));
}

const looksLikeEmail = z.refine<string>(
  (value) => value === "" || EMAIL_PATTERN.test(value),
  FORM_MESSAGES.invalidEmail,
);

export const contactSchema = z.object({
  fullName: text(FIELD_LIMITS.name, { missing: REQUIRED_FIELD_MESSAGES.fullName, label: "Full name" }),
  email: text(FIELD_LIMITS.email, { missing: REQUIRED_FIELD_MESSAGES.email, label: "Email" }).check(looksLikeEmail),
  base: text(FIELD_LIMITS.base, { label: "Base" }),
  message: text(FIELD_LIMITS.message, {
    missing: REQUIRED_FIELD_MESSAGES.message,
    multiline: true,
    label: "Message",
  }),
});

export const suggestionSchema = z.object({
  suggestion: text(FIELD_LIMITS.suggestion, {
    missing: REQUIRED_FIELD_MESSAGES.suggestion,
    multiline: true,
    label: "Suggestion",
  }),
  email: text(FIELD_LIMITS.email, { label: "Email" }).check(looksLikeEmail),
  category: z
    ._default(z.string({ error: FORM_MESSAGES.unknownCategory }), "")
    .check(
      z.refine(
        (value) => value === "" || (SUGGESTION_CATEGORIES as readonly string[]).includes(value),
        FORM_MESSAGES.unknownCategory,
      ),
    ),
});

export type ContactInput = z.output<typeof contactSchema>;
export type SuggestionInput = z.output<typeof suggestionSchema>;
