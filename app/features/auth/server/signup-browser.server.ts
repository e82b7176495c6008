import { createCookie, type Cookie } from "react-router";

/**
 * The browser that signed up, remembered so that opening the emailed verification link in that
 * same browser signs it in (issue 33). Signed with the server's secret by React Router's
 * `createCookie`, so nobody can make one for another account; it names the account better-auth
 * created (its id, which a sign-up for an address already registered never learns: better-auth
 * answers that one with a made-up id) and the address, for "resend the link".
 */
export const SIGN_UP_BROWSER_COOKIE = "aloha_signup";
/** As long as a verification link works (better-auth's default, one hour). */
export const VERIFICATION_LINK_SECONDS = 60 * 60;

export type SignUpBrowser = { userId: string; email: string };

export function signUpBrowserCookie(secret: string, publicUrl: string): Cookie {
  return createCookie(SIGN_UP_BROWSER_COOKIE, {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: VERIFICATION_LINK_SECONDS,
    secure: publicUrl.startsWith("https://"),
  });
}

/** The account this browser signed up for, if its cookie is there and its signature holds. */
export async function readSignUpBrowser(cookie: Cookie, cookieHeader: string | null): Promise<SignUpBrowser | null> {
  const value: unknown = await cookie.parse(cookieHeader);
  if (!value || typeof value !== "object") return null;
  const { userId, email } = value as Record<string, unknown>;
  return typeof userId === "string" && typeof email === "string" ? { userId, email } : null;
}

/** The Set-Cookie value that forgets the sign-up (it was used, or signing in made it moot). */
export function forgetSignUpBrowser(cookie: Cookie): Promise<string> {
  return cookie.serialize("", { maxAge: 0 });
}
