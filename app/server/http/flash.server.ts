import { createCookieSessionStorage, type RouterContextProvider } from "react-router";
import { responseCookiesContext } from "~/lib/request-context";

/**
 * A one-time message carried across a redirect ("Signed in successfully!"): set with the
 * redirect, read by the root loader on the next page, then cleared.
 */
export const FLASH_COOKIE = "aloha_flash";
const FLASH_MAX_AGE_SECONDS = 60;
const MAX_FLASH_LENGTH = 200;

type FlashData = { message: string };

export type FlashMessages = {
  /** The Set-Cookie value that carries `message` to the next page. */
  cookie: (message: string) => Promise<string>;
  /** The pending message, if any; its cookie is cleared with this response. */
  take: (request: Request, context: Readonly<RouterContextProvider>) => Promise<string | null>;
  /** Whether a Cookie header carries a message (the server's signature checked). */
  pending: (cookieHeader: string | null | undefined) => Promise<boolean>;
};

/**
 * React Router's cookie session, signed with the server's secret: a message the visitor (or
 * another site) wrote into the cookie is not shown. Secure under an https PUBLIC_URL, like the
 * session cookie.
 */
export function flashMessages({ secret, secure }: { secret: string; secure: boolean }): FlashMessages {
  const storage = createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: FLASH_COOKIE,
      httpOnly: true,
      maxAge: FLASH_MAX_AGE_SECONDS,
      path: "/",
      sameSite: "lax",
      secrets: [secret],
      secure,
    },
  });
  return {
    async cookie(message) {
      const session = await storage.getSession();
      session.flash("message", message.slice(0, MAX_FLASH_LENGTH));
      return storage.commitSession(session);
    },
    async take(request, context) {
      const session = await storage.getSession(request.headers.get("cookie"));
      if (!session.has("message")) return null;
      const message = session.get("message");
      // The cookie holds nothing else: removed, rather than rewritten empty.
      context.get(responseCookiesContext)?.push(await storage.destroySession(session));
      return typeof message === "string" && message ? message.slice(0, MAX_FLASH_LENGTH) : null;
    },
    async pending(cookieHeader) {
      return (await storage.getSession(cookieHeader)).has("message");
    },
  };
}
