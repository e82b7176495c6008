import { z } from "zod";
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, unmetPasswordRules } from "./validation";

/** The authority on the server; kept out of the browser bundle (the browser uses ./validation). */
const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email,
  // Sign-in has no password rules (SPEC.md §5), only a sane size.
  password: z.string().min(1, AUTH_MESSAGES.signInFailed).max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.signInFailed),
});

const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequirements)
  .refine((password) => unmetPasswordRules(password).length === 0, AUTH_MESSAGES.passwordRequirements);

export const signUpSchema = z.object({ email, password: newPassword });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(1).max(512), password: newPassword });
