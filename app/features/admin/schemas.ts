import * as z from "zod/mini";

/**
 * The admin forms' schemas, shared by each form (Conform checks in the browser) and its route
 * action (the authority). A field left empty arrives missing, so each type error carries the
 * field's message too.
 */
export const ADMIN_FORM_MESSAGES = {
  passwordRequired: "Type your password to confirm it is you.",
  totpCode: "Type the 6-digit code your authenticator app shows.",
  backupCode: "Type one of your backup codes.",
  account: "That account could not be found. Reload the page and try again.",
  banReason: "Keep the reason to 200 characters or fewer.",
} as const;

const password = z
  .string({ error: ADMIN_FORM_MESSAGES.passwordRequired })
  .check(z.minLength(1, ADMIN_FORM_MESSAGES.passwordRequired), z.maxLength(128, ADMIN_FORM_MESSAGES.passwordRequired));

/** "123 456", as some apps show it, is fine too (the space is dropped before checking). */
const totpCode = z
  .string({ error: ADMIN_FORM_MESSAGES.totpCode })
  .check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, ADMIN_FORM_MESSAGES.totpCode));

/** The code as better-auth checks it: six digits, no space. */
export const digitsOf = (code: string) => code.replace(/\s+/g, "");

const backupCode = z
  .string({ error: ADMIN_FORM_MESSAGES.backupCode })
  .check(z.trim(), z.minLength(1, ADMIN_FORM_MESSAGES.backupCode), z.maxLength(64, ADMIN_FORM_MESSAGES.backupCode));

/** Two-factor set-up, step 1: the password confirms it. */
export const twoFactorPasswordSchema = z.object({ password });
/** Step 2: the first code. The otpauth URI comes back only so a wrong code can show it again. */
export const twoFactorConfirmSchema = z.object({
  code: totpCode,
  totpUri: z.optional(z.string().check(z.maxLength(1000))),
});
/** The second step of an admin's sign-in. */
export const signInTotpSchema = z.object({ code: totpCode });
export const signInBackupCodeSchema = z.object({ code: backupCode });

/** One action on one account (/admin/accounts); the intent picks the action. */
export const accountActionSchema = z.object({
  userId: z
    .string({ error: ADMIN_FORM_MESSAGES.account })
    .check(z.minLength(1, ADMIN_FORM_MESSAGES.account), z.maxLength(100, ADMIN_FORM_MESSAGES.account)),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200, ADMIN_FORM_MESSAGES.banReason))),
});
