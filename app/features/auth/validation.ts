import { z } from "zod";

/** SPEC.md §9. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer input is refused before any hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** SPEC.md §5: a simple pattern, not a full RFC parser. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md §5 and §8, word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email address.",
  passwordRequirements: "Password does not meet requirements.",
  signUpFailed: "Failed to create account. Please try again.",
  signInFailed: "Invalid email or password",
  signUpSuccess: "Account created! Please check your email to verify your account.",
  signInSuccess: "Signed in successfully!",
  signOutSuccess: "Signed out successfully",
  resetLinkSent: "If an account uses that email, we've sent a link to reset its password. Check your inbox.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one.",
  passwordUpdated: "Password updated. Please sign in with your new password.",
} as const;

export const PASSWORD_RULES = [
  { message: "Password must be at least 8 characters long", test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { message: "Password must contain at least one lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { message: "Password must contain at least one uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { message: "Password must contain at least one number", test: (p: string) => /\d/.test(p) },
] as const;

/** The sign-up password rules this password does not meet yet (empty when it is fine). */
export function unmetPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

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
