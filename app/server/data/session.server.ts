import { redirect, type RouterContextProvider } from "react-router";
import { responseCookiesContext } from "~/lib/request-context";
import type { SessionUser } from "~/features/auth/session-user";
import { servicesIfStarted, type Services } from "./services.server";

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
  if (!services || !request.headers.get("cookie")) return null;
  try {
    const { headers, response } = await services.auth.api.getSession({ headers: request.headers, returnHeaders: true });
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

/** Guard for pages only signed-out visitors need (the sign-in page): send others home. */
export async function requireAnonymous(request: Request, context?: Readonly<RouterContextProvider>): Promise<void> {
  if (await getSessionUser(request, context)) throw redirect("/");
}
