import type { RouterContextProvider } from "react-router";
import { tooManyAttemptsMessage, type AuthAction } from "~/features/auth/client-rate-limit";
import { AUTH_MESSAGES, emailNotVerifiedMessage } from "~/features/auth/validation";
import { REDIRECT_TO_PARAM, safeRedirect } from "~/features/auth/safe-redirect";
import { clientAddressContext } from "~/lib/request-context";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, VERIFIED_EMAIL_LANDING } from "./auth.server";
import { PASSWORD_HASHING_BUSY } from "./password-hashing.server";
import { requestServices } from "~/server/services.server";

export type AccountResult =
  | {
      ok: true;
      cookies: string[];
      twoFactorRequired?: boolean;
      /** Sign-up: the id better-auth answered with (a made-up one for an address already registered). */
      userId?: string;
    }
  | { ok: false; status: number; message: string };

/** Call one of better-auth's endpoints in-process, as this request's client (its limits apply). */
export async function callAuth(
  route: string,
  body: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const { auth, env } = requestServices(context);
  return auth.handler(
    new Request(`${env.PUBLIC_URL}${AUTH_BASE_PATH}${route}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: env.PUBLIC_URL,
        cookie: request.headers.get("cookie") ?? "",
        [CLIENT_ADDRESS_HEADER]: context.get(clientAddressContext),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** better-auth's error code from a refusal's JSON body (`{ code, message }`), if any. */
export async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** The user id in a sign-up's answer (`{ user: { id } }`), if any. */
async function answeredUserId(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (!body || typeof body !== "object" || !("user" in body)) return undefined;
    const { user } = body as { user: unknown };
    return user && typeof user === "object" && "id" in user && typeof user.id === "string" ? user.id : undefined;
  } catch {
    return undefined;
  }
}

/** Whether better-auth answered a right password with "now the second factor" (`twoFactorRedirect`). */
async function twoFactorRedirect(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return Boolean(body && typeof body === "object" && "twoFactorRedirect" in body && body.twoFactorRedirect === true);
  } catch {
    return false;
  }
}

/**
 * Sign-in and sign-up share their shape: the attempt is counted against the email first (so
 * parallel attempts cannot all get through), then better-auth judges it (and applies the
 * per-address limit). Every failure gets the one message SPEC.md §8 gives for the action, but
 * for an unverified account with the right password, which is told a new link is on its way;
 * a busy server asks to try again and gives the attempt back.
 */
async function limitedAttempt(
  action: AuthAction,
  email: string,
  failureMessage: string,
  context: Readonly<RouterContextProvider>,
  attempt: () => Promise<Response>,
): Promise<AccountResult> {
  const { attempts } = requestServices(context);
  if (!(await attempts.reserve(action, email))) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(action) };
  }
  const response = await attempt();
  if (response.status === 429) return { ok: false, status: 429, message: tooManyAttemptsMessage(action) };
  if (response.status === 503) {
    await attempts.release(action, email);
    return { ok: false, status: 503, message: PASSWORD_HASHING_BUSY };
  }
  // Only the right password reaches better-auth's verification check (a wrong one is refused
  // first), so saying the email is unverified reveals nothing to someone guessing.
  if (action === "signin" && response.status === 403 && (await errorCode(response)) === "EMAIL_NOT_VERIFIED") {
    return { ok: false, status: 403, message: emailNotVerifiedMessage(email) };
  }
  if (!response.ok) return { ok: false, status: action === "signin" ? 401 : 400, message: failureMessage };
  // A sign-up "succeeds" for a registered email too (nothing may reveal which exist), so only
  // a sign-in, which proves the password, clears the count.
  if (action === "signin") await attempts.recordSuccess(action, email);
  // An account with two-factor sign-in (an admin) is not signed in yet: better-auth set a
  // short-lived challenge cookie instead, for the code page (/auth/two-factor).
  const twoFactorRequired = action === "signin" && (await twoFactorRedirect(response));
  const userId = action === "signup" ? await answeredUserId(response) : undefined;
  return { ok: true, cookies: response.headers.getSetCookie(), twoFactorRequired, userId };
}

/**
 * Where a verification link lands: the sign-in form saying the email is verified, carrying where
 * the family was going (`redirectTo`, same-site only), so signing in there, or the session the
 * signing-up browser gets (auth.server.ts), goes on to it.
 */
export function verifiedLanding(redirectTo?: string | null): string {
  const target = safeRedirect(redirectTo, "");
  return target && target !== "/"
    ? `${VERIFIED_EMAIL_LANDING}&${REDIRECT_TO_PARAM}=${encodeURIComponent(target)}`
    : VERIFIED_EMAIL_LANDING;
}

export function signIn(
  input: { email: string; password: string; redirectTo?: string | null },
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  return limitedAttempt("signin", input.email, AUTH_MESSAGES.signInFailed, context, () =>
    // An unverified account with the right password is mailed a new link landing there.
    callAuth(
      "/sign-in/email",
      {
        email: input.email,
        password: input.password,
        rememberMe: true,
        callbackURL: verifiedLanding(input.redirectTo),
      },
      request,
      context,
    ),
  );
}

/**
 * better-auth answers a sign-up for a registered email exactly as for a new one (so nobody
 * can probe which emails exist); its owner is mailed instead (`onExistingUserSignUp` in
 * auth.server.ts), so "check your email" is true for them too.
 */
export function signUp(
  input: { email: string; password: string; name?: string; redirectTo?: string | null },
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  return limitedAttempt("signup", input.email, AUTH_MESSAGES.signUpFailed, context, () =>
    // The verification link lands on the sign-in form; it signs in only the browser that signed
    // up (auth.server.ts). No display name is stored as "" (better-auth requires a name).
    callAuth(
      "/sign-up/email",
      {
        email: input.email,
        password: input.password,
        name: input.name ?? "",
        callbackURL: verifiedLanding(input.redirectTo),
      },
      request,
      context,
    ),
  );
}

/**
 * A new verification link for an account that was never verified. Always "sent" to the
 * caller: better-auth sends nothing for an unknown or verified address and answers the same,
 * after the same minimum time.
 */
export async function resendVerification(
  email: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
  redirectTo?: string | null,
) {
  const response = await callAuth(
    "/send-verification-email",
    { email, callbackURL: verifiedLanding(redirectTo) },
    request,
    context,
  );
  if (response.status >= 500) console.error(`[auth] verification resend failed with ${response.status}`);
  return { limited: response.status === 429 };
}

/** Always "sent" to the caller, whether or not the account exists. */
export async function requestPasswordReset(email: string, request: Request, context: Readonly<RouterContextProvider>) {
  const response = await callAuth(
    "/request-password-reset",
    { email, redirectTo: "/auth/reset-password" },
    request,
    context,
  );
  // A 4xx is better-auth refusing the address itself: the visitor's input, not our fault.
  if (response.status >= 500) console.error(`[auth] password reset request failed with ${response.status}`);
  return { limited: response.status === 429 };
}

/**
 * Only a link better-auth refused (400: unknown, expired or used) is told to ask for a new one;
 * a busy or failing server asks to try again, the link left as it was (its token is used up
 * only once the new password is saved).
 */
export async function resetPassword(
  input: { token: string; password: string },
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const response = await callAuth(
    "/reset-password",
    { token: input.token, newPassword: input.password },
    request,
    context,
  );
  if (response.ok) return { ok: true };
  if (response.status === 503) return { ok: false, status: 503, message: PASSWORD_HASHING_BUSY };
  if (response.status === 400) return { ok: false, status: 400, message: AUTH_MESSAGES.resetLinkInvalid };
  if (response.status >= 500) console.error(`[auth] password reset failed with ${response.status}`);
  return { ok: false, status: response.status, message: AUTH_MESSAGES.resetFailed };
}

export async function signOut(request: Request, context: Readonly<RouterContextProvider>): Promise<string[]> {
  const response = await callAuth("/sign-out", {}, request, context);
  return response.headers.getSetCookie();
}
