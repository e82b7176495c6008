import type { RouterContextProvider } from "react-router";
import { cookieValue } from "~/lib/cookies";
import { responseCookiesContext } from "~/lib/request-context";
import { servicesIfStarted } from "../services.server";

/**
 * A one-time message carried across a redirect ("Signed in successfully!"): set with the
 * redirect, read by the root loader on the next page, then cleared.
 */
export const FLASH_COOKIE = "aloha_flash";
const FLASH_MAX_AGE_SECONDS = 60;
const MAX_FLASH_LENGTH = 200;

/** Under an https PUBLIC_URL the cookie is Secure, like the session cookie. */
function attributes(maxAgeSeconds: number): string {
  const secure = servicesIfStarted()?.env.PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function flashCookie(message: string): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(message.slice(0, MAX_FLASH_LENGTH))}; ${attributes(FLASH_MAX_AGE_SECONDS)}`;
}

/** The pending flash message, if any; schedules its removal with this response. */
export function takeFlash(request: Request, context: Readonly<RouterContextProvider>): string | null {
  const value = cookieValue(request.headers.get("cookie"), FLASH_COOKIE);
  if (value === undefined) return null;
  context.get(responseCookiesContext)?.push(`${FLASH_COOKIE}=; ${attributes(0)}`);
  try {
    return decodeURIComponent(value).slice(0, MAX_FLASH_LENGTH) || null;
  } catch {
    return null;
  }
}
