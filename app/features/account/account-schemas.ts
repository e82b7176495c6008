import * as z from "zod/mini";
import { PASSWORD_MAX_LENGTH } from "~/features/auth/validation";
import { DISPLAY_NAME_TOO_LONG, displayName, email, newPassword } from "~/features/auth/schemas";

/** What /account says, one message per problem (a field's under the field) and per outcome. */
export const ACCOUNT_MESSAGES = {
  nameTooLong: DISPLAY_NAME_TOO_LONG,
  nameSaved: "Your display name is saved.",
  nameRemoved: "Your display name is removed: people in your household see your email instead.",
  currentPasswordMissing: "Enter your current password.",
  currentPasswordWrong: "That is not your current password.",
  passwordChanged: "Password changed. Every other device you were signed in on is signed out.",
  emailSame: "That is already your email.",
  emailChangeSent: (maskedNewEmail: string) =>
    `We sent a link to ${maskedNewEmail}. Your email changes when you open it; until then, keep signing in with your current one.`,
  signedOutEverywhere: "You are signed out on every device, this one included.",
  deleted: "Your account is deleted. Mahalo for using the site.",
  tooManyAttempts: "Too many attempts. Please wait 15 minutes and try again.",
  failed: "That did not work. Please reload the page and try again.",
} as const;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordMissing })
  .check(
    z.minLength(1, ACCOUNT_MESSAGES.currentPasswordMissing),
    z.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong),
  );

/** Optional: an empty box removes the name. Conform reads "" as missing. */
export const displayNameSchema = z.object({ name: displayName });
export const changePasswordSchema = z.object({ currentPassword, newPassword });
export const changeEmailSchema = z.object({ newEmail: email });
export const deleteAccountSchema = z.object({ password: currentPassword });
