import { redirect, type RouterContextProvider } from "react-router";
import { replacedCookieHeaderContext, responseCookiesContext } from "~/lib/request-context";
import type { SessionUser } from "~/features/auth/session-user";
import { servicesIfStarted, type Services } from "~/server/services.server";

type SessionLookup = NonNullable<Awaited<ReturnType<Services["auth"]["api"]["getSession"]>>>;

/**
 * better-auth's session for this request (its user has the admin and two-factor plugins'
 * fields), or null. Never throws for a bad or expired cookie. When better-auth refreshes the
 * session it returns a new cookie, which goes out with this response. While prerendering there
 * are no services and no session.
 */
export async function lookUpSession(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<SessionLookup | null> {
  const services = servicesIfStarted();
  const replaced = context?.get(replacedCookieHeaderContext) ?? null;
  const cookie = replaced ?? request.headers.get("cookie");
  if (!services || !cookie) return null;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("cookie", cookie);
  try {
    const { headers, response } = await services.auth.api.getSession({ headers: requestHeaders, returnHeaders: true });
    const refreshed = headers.getSetCookie();
    if (refreshed.length && context) context.get(responseCookiesContext)?.push(...refreshed);
    return response ?? null;
  } catch (error) {
    console.error("[auth] session lookup failed", error);
    return null;
  }
}

/** The signed-in user, or null (see `lookUpSession`). */
export async function getSessionUser(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<SessionUser | null> {
  const session = await lookUpSession(request, context);
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, image: session.user.image ?? null };
}

/**
 * An action's better-auth call replaced the session (its Set-Cookie values): they go out with
 * the response, and the loaders that run after the action use the new cookie.
 */
export function replaceSessionCookies(
  request: Request,
  context: Readonly<RouterContextProvider>,
  setCookies: readonly string[],
): void {
  const jar = new Map<string, string>();
  const current = context.get(replacedCookieHeaderContext) ?? request.headers.get("cookie") ?? "";
  for (const pair of current.split(";")) {
    const trimmed = pair.trim();
    if (trimmed) jar.set(trimmed.split("=")[0]!, trimmed);
  }
  for (const set of setCookies) {
    const pair = set.split(";")[0]!.trim();
    const name = pair.split("=")[0]!;
    const cleared = pair.endsWith("=") || /;\s*max-age=0/i.test(set);
    if (cleared) jar.delete(name);
    else jar.set(name, pair);
  }
  context.get(responseCookiesContext)?.push(...setCookies);
  context.set(replacedCookieHeaderContext, [...jar.values()].join("; "));
}

/** Guard for pages only signed-out visitors need (the sign-in page): send others home. */
export async function requireAnonymous(request: Request, context?: Readonly<RouterContextProvider>): Promise<void> {
  if (await getSessionUser(request, context)) throw redirect("/");
}
