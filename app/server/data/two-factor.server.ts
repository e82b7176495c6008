import type { RouterContextProvider } from "react-router";
import { callAuth, errorCode } from "./account.server";
import { services } from "./services.server";

/** Where a password sign-in of an account with two-factor sign-in (an admin) continues. */
export const SIGN_IN_CODE_PATH = "/auth/two-factor";

/**
 * better-auth's two-factor challenge cookie, set when a right password still needs a code
 * (`__Secure-` first over https). Its value is signed: only better-auth can read it.
 */
export const TWO_FACTOR_CHALLENGE_COOKIE = "better-auth.two_factor";

export const TWO_FACTOR_MESSAGES = {
  wrongPassword: "That password is not right. Type the password you sign in with.",
  alreadyOn: "Two-factor sign-in is already on for your account.",
  wrongCode: "That code did not match. Type the 6-digit code your authenticator app shows now.",
  wrongBackupCode: "That backup code did not match, or it has been used already.",
  challengeEnded: "Your sign-in has timed out or had too many wrong codes. Sign in with your password again.",
  locked: "Too many wrong codes: two-factor sign-in for this account is locked for 15 minutes.",
  tooMany: "Too many attempts. Wait a minute, then try again.",
  failed: "Something went wrong on our side. Please try again.",
} as const;

export type TwoFactorFailure = { ok: false; status: number; message: string };

async function refusal(response: Response, wrong: string): Promise<TwoFactorFailure> {
  if (response.status === 429) return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.tooMany };
  if (response.status >= 500) {
    console.error(`[auth] two-factor call failed with ${response.status}`);
    return { ok: false, status: 503, message: TWO_FACTOR_MESSAGES.failed };
  }
  switch (await errorCode(response)) {
    case "INVALID_PASSWORD":
      return { ok: false, status: 400, message: TWO_FACTOR_MESSAGES.wrongPassword };
    case "TOTP_ALREADY_ENABLED":
      return { ok: false, status: 409, message: TWO_FACTOR_MESSAGES.alreadyOn };
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return { ok: false, status: 400, message: wrong };
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.locked };
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return { ok: false, status: 401, message: TWO_FACTOR_MESSAGES.challengeEnded };
    default:
      return { ok: false, status: 400, message: wrong };
  }
}

/** The base32 secret in an otpauth:// URI, for people who type it into their app. */
export function secretOfTotpUri(totpUri: string): string {
  return new URL(totpUri).searchParams.get("secret") ?? "";
}

/**
 * Set-up step 1: the password confirms it is the account's owner; better-auth makes a TOTP
 * secret (kept encrypted, not yet in force) and answers with its otpauth:// URI.
 */
export async function startTwoFactorSetup(
  password: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; totpUri: string } | TwoFactorFailure> {
  const response = await callAuth("/two-factor/enable", { password }, request, context);
  if (!response.ok) return refusal(response, TWO_FACTOR_MESSAGES.wrongPassword);
  const body = (await response.json()) as { totpURI?: string };
  if (!body.totpURI) return { ok: false, status: 503, message: TWO_FACTOR_MESSAGES.failed };
  return { ok: true, totpUri: body.totpURI };
}

/**
 * Set-up step 2: the first code from the app turns two-factor sign-in on. better-auth replaces
 * the session (new cookie); the backup codes are read once, to be shown once.
 */
export async function confirmTwoFactorSetup(
  { code, userId }: { code: string; userId: string },
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; cookies: string[]; backupCodes: string[] } | TwoFactorFailure> {
  const response = await callAuth("/two-factor/verify-totp", { code }, request, context);
  if (!response.ok) return refusal(response, TWO_FACTOR_MESSAGES.wrongCode);
  const { backupCodes } = await services().auth.api.viewBackupCodes({ body: { userId } });
  return { ok: true, cookies: response.headers.getSetCookie(), backupCodes };
}

/**
 * The second step of a sign-in: a code from the app or a one-time backup code, checked against
 * better-auth's challenge cookie. Success signs in (a session cookie).
 */
export async function verifySignInCode(
  { code, kind }: { code: string; kind: "totp" | "backup" },
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; cookies: string[] } | TwoFactorFailure> {
  const route = kind === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const response = await callAuth(route, { code }, request, context);
  if (!response.ok) {
    return refusal(response, kind === "totp" ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongBackupCode);
  }
  return { ok: true, cookies: response.headers.getSetCookie() };
}

/** Whether the request carries better-auth's two-factor challenge cookie (a sign-in halfway). */
export function hasTwoFactorChallenge(request: Request): boolean {
  const cookies = request.headers.get("cookie") ?? "";
  return cookies.split(";").some((part) => {
    const name = part.trim().split("=")[0] ?? "";
    return name === TWO_FACTOR_CHALLENGE_COOKIE || name === `__Secure-${TWO_FACTOR_CHALLENGE_COOKIE}`;
  });
}
