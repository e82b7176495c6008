import { applySetCookies } from "better-auth/cookies";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { responseCookiesContext } from "~/lib/request-context";
import type { SessionUser } from "~/features/auth/session-user";
import { displayNameOf } from "~/features/auth/display-name";
import { servicesContext, type Services } from "~/server/services.server";

export type SessionLookup = NonNullable<Awaited<ReturnType<Services["auth"]["api"]["getSession"]>>>;

/**
 * Who is asking, for one request: the Cookie header to ask better-auth with and, once someone
 * has asked, its answer. Looked up on first use, not in the middleware, so a request no loader
 * asks about (a calendar feed, robots.txt) costs no query.
 */
type RequestSession = {
  request: Request;
  cookieHeader: string | null;
  lookup?: Promise<SessionLookup | null>;
};

const requestSessionContext = createContext<RequestSession | null>(null);

/**
 * Starts this request's session slot: what the root middleware does for every request (tests
 * that call a loader directly do it through their request context).
 */
export function startRequestSession(request: Request, context: Readonly<RouterContextProvider>): void {
  context.set(requestSessionContext, { request, cookieHeader: request.headers.get("cookie") });
}

/** Root middleware: the session is looked up at most once per request, by whoever asks first. */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  startRequestSession(request, context);
  return next();
};

/**
 * better-auth's session for this request (its user has the admin and two-factor plugins'
 * fields), or null; the same answer however many loaders ask. Never throws for a bad or expired
 * cookie. When better-auth refreshes the session it returns a new cookie, which goes out with
 * this response. While prerendering there are no services and no session.
 */
export function requestSession(context: Readonly<RouterContextProvider>): Promise<SessionLookup | null> {
  const slot = context.get(requestSessionContext);
  if (!slot) throw new Error("No session in this request's context: the root's sessionMiddleware did not run");
  slot.lookup ??= lookUpSession(slot, context);
  return slot.lookup;
}

async function lookUpSession(
  { request, cookieHeader }: RequestSession,
  context: Readonly<RouterContextProvider>,
): Promise<SessionLookup | null> {
  const services = context.get(servicesContext);
  if (!services || !cookieHeader) return null;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("cookie", cookieHeader);
  try {
    const { headers, response } = await services.auth.api.getSession({ headers: requestHeaders, returnHeaders: true });
    const refreshed = headers.getSetCookie();
    if (refreshed.length) context.get(responseCookiesContext)?.push(...refreshed);
    return response ?? null;
  } catch (error) {
    console.error("[auth] session lookup failed", error);
    return null;
  }
}

/** The signed-in user, or null (see `requestSession`). */
export async function requestUser(context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  const session = await requestSession(context);
  if (!session) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    name: displayNameOf(session.user),
    image: session.user.image ?? null,
  };
}

/**
 * An action's better-auth call replaced the session (its Set-Cookie values): they go out with
 * the response, and the loaders that run after the action (a document POST runs them in the
 * same request) look the session up again with the new cookie, not the request's stale one.
 */
export function replaceSessionCookies(context: Readonly<RouterContextProvider>, setCookies: readonly string[]): void {
  const slot = context.get(requestSessionContext);
  if (!slot) throw new Error("No session in this request's context: the root's sessionMiddleware did not run");
  // better-auth's own merge of Set-Cookie values into a Cookie header (a cleared cookie ends empty).
  const jar = new Headers();
  if (slot.cookieHeader) jar.set("cookie", slot.cookieHeader);
  applySetCookies(jar, setCookies);
  context.get(responseCookiesContext)?.push(...setCookies);
  context.set(requestSessionContext, { request: slot.request, cookieHeader: jar.get("cookie") });
}

/**
 * Guard for pages only signed-out visitors need (the sign-in page): send others on, to where they
 * were going (`to`, already a safe same-site path) or home; with a one-time message if given.
 */
export async function requireAnonymous(
  context: Readonly<RouterContextProvider>,
  { to = "/", flash }: { to?: string; flash?: string } = {},
): Promise<void> {
  if (!(await requestSession(context))) return;
  const services = context.get(servicesContext);
  const headers = flash && services ? { "Set-Cookie": await services.flash.cookie(flash) } : undefined;
  throw redirect(to, headers ? { headers } : undefined);
}
