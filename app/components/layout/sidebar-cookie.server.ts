import { createCookie } from "react-router";
import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME, SIDEBAR_DEFAULT_OPEN } from "./sidebar-state";

/**
 * The sidebar's open state as the browser saves it (`sidebarCookie` in sidebar-state.ts), read
 * through React Router's cookie. Not signed: the browser writes it, and it decides nothing but
 * layout.
 */
export const sidebarStateCookie = createCookie(SIDEBAR_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  maxAge: SIDEBAR_COOKIE_MAX_AGE_SECONDS,
});

/**
 * Read the sidebar state from a Cookie header. Anything but a well-formed `true` or `false`
 * (a missing, garbled or hand-edited cookie) means the default: open.
 */
export async function sidebarOpenFromCookie(cookieHeader: string | null | undefined): Promise<boolean> {
  const value: unknown = await sidebarStateCookie.parse(cookieHeader ?? null);
  return typeof value === "boolean" ? value : SIDEBAR_DEFAULT_OPEN;
}
