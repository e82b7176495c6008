import { z } from "zod";
import { FIELD_LIMITS, FORM_MESSAGES, stripControlCharacters, SUGGESTION_CATEGORIES } from "./forms";

/** One zod schema per form: the route action's authority (the browser checks ./forms). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(
  max: number,
  { required, multiline = false, label }: { required: boolean; multiline?: boolean; label: string },
) {
  const base = z
    .string()
    .default("")
    .transform((value) => stripControlCharacters(value, { multiline }).trim())
    .refine((value) => value.length <= max, `${label} must be ${max.toLocaleString("en-US")} characters or fewer.`);
  return required ? base.refine((value) => value.length > 0, FORM_MESSAGES.missingText) : base;
}

const requiredEmail = text(FIELD_LIMITS.email, { required: true, label: "Email" }).refine(
  (value) => value === "" || EMAIL_PATTERN.test(value),
  FORM_MESSAGES.invalidEmail,
);
const optionalEmail = text(FIELD_LIMITS.email, { required: false, label: "Email" }).refine(
  (value) => value === "" || EMAIL_PATTERN.test(value),
  FORM_MESSAGES.invalidEmail,
);

export const contactSchema = z.object({
  fullName: text(FIELD_LIMITS.name, { required: true, label: "Full name" }),
  email: requiredEmail,
  base: text(FIELD_LIMITS.base, { required: false, label: "Base" }),
  message: text(FIELD_LIMITS.message, { required: true, multiline: true, label: "Message" }),
});

export const suggestionSchema = z.object({
  suggestion: text(FIELD_LIMITS.suggestion, { required: true, multiline: true, label: "Suggestion" }),
  email: optionalEmail,
  category: z
    .string()
    .default("")
    .refine(
      (value) => value === "" || (SUGGESTION_CATEGORIES as readonly string[]).includes(value),
      "Please choose a category from the list.",
    ),
});

export type ContactInput = z.output<typeof contactSchema>;
export type SuggestionInput = z.output<typeof suggestionSchema>;

/** True when any required field is empty: the form shows "Missing Information". */
export function hasMissingRequired(result: z.ZodSafeParseResult<unknown>): boolean {
  return !result.success && result.error.issues.some((issue) => issue.message === FORM_MESSAGES.missingText);
}
