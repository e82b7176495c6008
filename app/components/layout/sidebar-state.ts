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
 * The `document.cookie` assignment that remembers the state for 7 days, in React Router's cookie
 * encoding (base64 JSON), which the server reads with `createCookie` (sidebar-cookie.server.ts).
 * Written here by hand because the browser alone writes it: `createCookie` in the page's
 * JavaScript would add its signing code (some 1.5 KB) to every page for one boolean. A unit
 * test holds the two to the same format.
 */
export function sidebarCookie(open: boolean): string {
  // JSON of a boolean is its name; base64 of it ("ZmFsc2U=") is a valid cookie value as it is.
  return `${SIDEBAR_COOKIE_NAME}=${btoa(String(open))}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
