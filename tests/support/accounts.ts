import { linkInMail, mailArriving } from "./outbox.ts";

export const TEST_PASSWORD = "Aloha2026!";

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Sign up through the /auth form action, follow the verification link from the outbox in
 * `dataDir` (any of them, for instances sharing a database; the link verifies but does not
 * sign in), sign in through the form, and return the session cookie. `clientAddress` goes
 * out as X-Forwarded-For (it only counts on a server started with TRUST_PROXY).
 */
export async function verifiedSession(
  baseUrl: string,
  dataDir: string | readonly string[],
  email: string,
  clientAddress = "192.0.2.10",
): Promise<string> {
  const form = (fields: Record<string, string>) =>
    fetch(`${baseUrl}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": clientAddress },
      body: new URLSearchParams({ email, password: TEST_PASSWORD, ...fields }),
    });
  const signUp = await form({ intent: "signup" });
  if (signUp.status !== 200) throw new Error(`sign-up for ${email} answered ${signUp.status}`);
  const mail = await mailArriving(dataDir, email, (text) => Boolean(linkInMail(text, "/api/auth/verify-email")));
  const link = linkInMail(mail, "/api/auth/verify-email");
  if (!link) throw new Error(`no verification mail for ${email}`);
  // The link names PUBLIC_URL; ask the server under test, wherever it listens.
  const { pathname, search } = new URL(link);
  const verify = await fetch(`${baseUrl}${pathname}${search}`, {
    redirect: "manual",
    headers: { "x-forwarded-for": clientAddress },
  });
  if (verify.status !== 302) throw new Error(`verification for ${email} answered ${verify.status}`);
  const signIn = await form({ intent: "signin" });
  const cookie = cookieFrom(signIn);
  if (!cookie.includes("session_token")) throw new Error(`sign-in for ${email} set no session (${signIn.status})`);
  return cookie;
}

/** Each checklist item's saved state as the page's HTML shows it (aria-pressed), by index. */
export function checklistFlagsInHtml(html: string): boolean[] {
  const flags: boolean[] = [];
  for (const match of html.matchAll(/name="itemIndex" value="(\d+)"[\s\S]*?aria-pressed="(true|false)"/g)) {
    flags[Number(match[1])] = match[2] === "true";
  }
  return flags;
}

/** True when the page was rendered for a signed-in visitor (the header offers Sign out). */
export function signedInHtml(html: string): boolean {
  return html.includes(">Sign out<");
}
