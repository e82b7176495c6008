import * as z from "zod/mini";
import { DISPLAY_NAME_MAX_LENGTH } from "./display-name";
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, unmetPasswordRules } from "./validation";

/**
 * One zod schema per account form, imported by the form (Conform checks with it in the
 * browser) and by its route action (the authority). Written with zod/mini, which reaches
 * the browser at a fraction of classic zod's size. A field left empty arrives missing
 * (Conform reads "" as no value), so each field's type error carries the field's message too.
 */
export const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail),
    z.regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
    z.toLowerCase(),
  );

/** Sign-in has no password rules (SPEC.md §5), only a sane size; any failure reads as SPEC.md §8's one message. */
const currentPassword = z
  .string({ error: AUTH_MESSAGES.signInFailed })
  .check(z.minLength(1, AUTH_MESSAGES.signInFailed), z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.signInFailed));

/** SPEC.md §5's rules; the form lists each unmet one under the field as it is typed. */
export const newPassword = z.string({ error: AUTH_MESSAGES.passwordRequirements }).check(
  z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequirements),
  z.refine((password) => unmetPasswordRules(password).length === 0, AUTH_MESSAGES.passwordRequirements),
);

export const DISPLAY_NAME_TOO_LONG = `Keep your display name to ${DISPLAY_NAME_MAX_LENGTH} characters.`;
/** Optional (Conform reads an empty box as missing): the name others in a household see. */
export const displayName = z.optional(
  z.string().check(z.trim(), z.maxLength(DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_TOO_LONG)),
);

export const signInSchema = z.object({ email, password: currentPassword });
export const signUpSchema = z.object({ name: displayName, email, password: newPassword });
export const forgotPasswordSchema = z.object({ email });
/** "Send a new verification link", offered where an expired or bad verification link lands. */
export const resendVerificationSchema = z.object({ email });
/** The token comes from the emailed link, in a hidden field; without one the link is what failed. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkInvalid })
    .check(z.minLength(1, AUTH_MESSAGES.resetLinkInvalid), z.maxLength(512, AUTH_MESSAGES.resetLinkInvalid)),
  password: newPassword,
});
