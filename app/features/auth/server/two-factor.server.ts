import { parseCookies, SECURE_COOKIE_PREFIX } from "better-auth/cookies";
import type { RouterContextProvider } from "react-router";
import { callAuth, errorCode } from "./account.server";
import type { AttemptRule } from "~/server/attempt-limit.server";
import { TWO_FACTOR_LOCKOUT } from "./auth.server";
import { requestServices } from "~/server/services.server";

/** Where a password sign-in of an account with two-factor sign-in (an admin) continues. */
export const SIGN_IN_CODE_PATH = "/auth/two-factor";

/**
 * better-auth's two-factor challenge cookie, set when a right password still needs a code
 * (`__Secure-` first over https). Its value is signed: only better-auth can read it.
 */
export const TWO_FACTOR_CHALLENGE_COOKIE = "better-auth.two_factor";

/** "15 minutes": how long a lock lasts, in the words the messages use. */
export function lockDurationInWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const LOCK_DURATION = lockDurationInWords(TWO_FACTOR_LOCKOUT.durationSeconds);

export const TWO_FACTOR_MESSAGES = {
  wrongPassword: "That password is not right. Type the password you sign in with.",
  alreadyOn: "Two-factor sign-in is already on for your account.",
  notOn: "Two-factor sign-in is not on for your account yet: set it up first.",
  wrongCode: "That code did not match. Type the 6-digit code your authenticator app shows now.",
  wrongBackupCode: "That backup code did not match, or it has been used already.",
  challengeEnded: "Your sign-in has timed out or had too many wrong codes. Sign in with your password again.",
  locked: `Too many wrong codes: two-factor sign-in for this account is locked for ${LOCK_DURATION}. Try again after that.`,
  tooMany: "Too many attempts. Wait a minute, then try again.",
  passwordWithCodes:
    "That password is not right. Type the password you sign in with to make new backup codes; your old ones still work.",
  failed: "Something went wrong on our side. Please try again.",
} as const;

export type TwoFactorFailure = { ok: false; status: number; message: string };

async function refusal(
  response: Response,
  wrong: string,
  wrongPassword: string = TWO_FACTOR_MESSAGES.wrongPassword,
): Promise<TwoFactorFailure> {
  if (response.status >= 500) {
    console.error(`[auth] two-factor call failed with ${response.status}`);
    return { ok: false, status: 503, message: TWO_FACTOR_MESSAGES.failed };
  }
  // The account's lock is a 429 too: its code comes first, so it is not told as the
  // per-address limit's short wait.
  const code = await errorCode(response);
  if (response.status === 429 && code !== "ACCOUNT_TEMPORARILY_LOCKED") {
    return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.tooMany };
  }
  switch (code) {
    case "INVALID_PASSWORD":
      return { ok: false, status: 400, message: wrongPassword };
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
 * Codes typed in an open session (set-up's first code, a session's own code) are not counted by
 * better-auth's lock, which guards sign-ins only: they get the same budget per account, counted
 * before each check so parallel guesses cannot slip past, and cleared by a right code.
 */
const SESSION_CODE_RULE: AttemptRule = {
  limit: TWO_FACTOR_LOCKOUT.maxFailedAttempts,
  windowMs: TWO_FACTOR_LOCKOUT.durationSeconds * 1000,
};
const sessionCodeKey = (userId: string) => `two-factor-session-code:${userId}`;

async function limitedSessionCode(
  userId: string,
  wrong: string,
  context: Readonly<RouterContextProvider>,
  check: () => Promise<Response>,
): Promise<{ ok: true; response: Response } | TwoFactorFailure> {
  const { counters } = requestServices(context);
  const key = sessionCodeKey(userId);
  if (!(await counters.reserve(key, SESSION_CODE_RULE))) {
    return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.locked };
  }
  const response = await check();
  if (response.ok) {
    await counters.clear(key);
    return { ok: true, response };
  }
  // Only a wrong code counts: a failure on our side or the address's short limit gives it back.
  if (response.status >= 500 || response.status === 429) await counters.release(key);
  return refusal(response, wrong);
}

/**
 * Set-up step 2, for an account whose two-factor sign-in is not on yet (the caller checks): the
 * first code from the app turns it on. better-auth replaces the session (new cookie), marked as
 * having passed the second factor; the backup codes made at step 1 are read once, to be shown
 * once.
 */
export async function confirmTwoFactorSetup(
  { code, userId }: { code: string; userId: string },
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; cookies: string[]; backupCodes: string[] } | TwoFactorFailure> {
  const checked = await limitedSessionCode(userId, TWO_FACTOR_MESSAGES.wrongCode, context, () =>
    callAuth("/two-factor/verify-totp", { code }, request, context),
  );
  if (!checked.ok) return checked;
  const { backupCodes } = await requestServices(context).auth.api.viewBackupCodes({ body: { userId } });
  return { ok: true, cookies: checked.response.headers.getSetCookie(), backupCodes };
}

/**
 * A code from the app or a backup code for the current session, whose account has two-factor
 * sign-in on: better-auth checks it against the account, and its hook (auth.server.ts) marks
 * this session as having passed the second factor.
 */
export async function verifySessionCode(
  { code, kind, userId }: { code: string; kind: "totp" | "backup"; userId: string },
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; cookies: string[] } | TwoFactorFailure> {
  const route = kind === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const wrong = kind === "totp" ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongBackupCode;
  const checked = await limitedSessionCode(userId, wrong, context, () => callAuth(route, { code }, request, context));
  if (!checked.ok) return checked;
  return { ok: true, cookies: checked.response.headers.getSetCookie() };
}

/**
 * New backup codes for an account whose two-factor sign-in is on, its password confirmed:
 * better-auth replaces every old code with them, and they are shown this once.
 */
export async function regenerateBackupCodes(
  password: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true; backupCodes: string[] } | TwoFactorFailure> {
  const response = await callAuth("/two-factor/generate-backup-codes", { password }, request, context);
  if (!response.ok) {
    return refusal(response, TWO_FACTOR_MESSAGES.passwordWithCodes, TWO_FACTOR_MESSAGES.passwordWithCodes);
  }
  const body = (await response.json()) as { backupCodes?: string[] };
  if (!body.backupCodes?.length) return { ok: false, status: 503, message: TWO_FACTOR_MESSAGES.failed };
  return { ok: true, backupCodes: body.backupCodes };
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
  // better-auth's own reading of the Cookie header (its cookie, plain or __Secure-).
  const cookies = parseCookies(request.headers.get("cookie") ?? "");
  return (
    cookies.has(TWO_FACTOR_CHALLENGE_COOKIE) || cookies.has(`${SECURE_COOKIE_PREFIX}${TWO_FACTOR_CHALLENGE_COOKIE}`)
  );
}
