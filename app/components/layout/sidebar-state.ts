import { createCookie } from "react-router";

/** The sidebar's open state, kept in a cookie so the server renders it right on first paint. */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
/** SPEC.md §9: the state cookie is kept 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 604_800;
export const SIDEBAR_DEFAULT_OPEN = true;
/** SPEC.md §9: below this width the sidebar is an off-canvas drawer. */
export const MOBILE_BREAKPOINT_PX = 768;
/** SPEC.md §9: tooltips on collapsed icons appear after this delay. */
export const SIDEBAR_TOOLTIP_DELAY_MS = 700;
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";
/** The sidebar, which the header's menu button opens as a popover before the scripts run. */
export const SITE_MENU_ID = "site-menu";
/** The header's menu button, where focus returns when the drawer closes. */
export const MENU_BUTTON_ID = "menu-button";

/**
 * The open state as React Router's cookie encodes it, on the whole site for 7 days. Not signed:
 * the browser writes it when the visitor toggles the menu, and it decides nothing but layout.
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

/** The `document.cookie` assignment that remembers the state for 7 days. */
export function sidebarCookie(open: boolean): Promise<string> {
  return sidebarStateCookie.serialize(open);
}
