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
  emailVerified: "Email verified. Sign in with your password to save your checklist.",
  /** The browser that signed up opened its link: it is signed in (auth.server.ts). */
  emailVerifiedSignedIn: "Email verified. You're signed in.",
  signOutSuccess: "Signed out successfully",
  resetLinkSent: "If an account uses that email, we've sent a link to reset its password. Check your inbox.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one.",
  /** The server could not save it (not the link's fault): the same link can try again. */
  resetFailed: "We couldn't save your new password just now. Please wait a minute and try again with the same link.",
  passwordUpdated: "Password updated. Please sign in with your new password.",
  verificationLinkInvalid:
    "This verification link has expired or isn't valid. Enter your email and we'll send you a new one.",
  verificationLinkResent: "A new link is on its way.",
  tooManyResends: "That's a lot of links in a short while. Please wait 15 minutes, then ask again.",
  verificationLinkSent:
    "If that email has an account waiting to be verified, we've sent it a new verification link. Check your inbox.",
} as const;

/** After sign-up, and after "send it again": where the link went, the address masked (j…@example.com). */
export function verificationSentMessage(maskedEmail: string): string {
  return `We sent a link to ${maskedEmail}. Open it on this device to finish: you'll be signed in and taken on to where you were going.`;
}

/** An unverified account signed in with the right password: better-auth has mailed a new link. */
export function emailNotVerifiedMessage(email: string): string {
  return `Your email isn't verified yet. We sent a new verification link to ${email}: open it, then sign in.`;
}

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
