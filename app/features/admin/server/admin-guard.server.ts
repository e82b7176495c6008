import { data, redirect, type RouterContextProvider } from "react-router";
import type { AdminUser } from "~/features/admin/admin-user";
import { ADMIN_ROLE } from "../../auth/server/auth.server";
import { requestSession } from "../../auth/server/session.server";

export type { AdminUser };

/** The admin a guard let through, with where their account and this session stand on two-factor. */
export type GuardedAdmin = AdminUser & { twoFactorEnabled: boolean; sessionPassedTwoFactor: boolean };

/** Where an admin without two-factor sign-in is sent before any other admin page opens. */
export const TWO_FACTOR_SETUP_PATH = "/admin/two-factor";
/** Where a session that has not passed the second factor takes a code before any admin page opens. */
export const SESSION_CODE_PATH = "/admin/session-code";
const ADMIN_PATH = "/admin";

/**
 * The admin address to go back to after the session's code (from `?next=`): only a path on this
 * site under /admin, so the page cannot be made to send anyone elsewhere.
 */
export function adminReturnPath(next: string | null): string {
  if (!next?.startsWith(ADMIN_PATH) || next.startsWith(SESSION_CODE_PATH)) return ADMIN_PATH;
  const base = "https://admin.invalid";
  const url = new URL(next, base);
  if (url.origin !== base || (url.pathname !== ADMIN_PATH && !url.pathname.startsWith(`${ADMIN_PATH}/`))) {
    return ADMIN_PATH;
  }
  return `${url.pathname}${url.search}`;
}

/** The code page's address for a request refused for want of the session's code: back here after. */
export function sessionCodeAddress(request: Request): string {
  const { pathname, search } = new URL(request.url);
  return `${SESSION_CODE_PATH}?${new URLSearchParams({ next: adminReturnPath(`${pathname}${search}`) })}`;
}

/**
 * The site's not-found answer (routes/not-found.tsx throws the same): the root error boundary
 * renders "Page not found" with 404, so an admin page looks exactly like no page at all.
 */
export function notFound() {
  return data("Not found", { status: 404 });
}

/** Whether a better-auth user has the admin role (roles are comma-separated in the plugin). */
export function hasAdminRole(role: string | null | undefined): boolean {
  return (role ?? "").split(",").some((name) => name.trim() === ADMIN_ROLE);
}

/**
 * The first line of every admin loader AND action (a layout's loader runs beside its children's,
 * so it cannot guard them). Anyone not signed in, or without the admin role, gets the not-found
 * page. An admin without two-factor sign-in is sent to set it up (303), except on that page. A
 * session that has not passed the second factor itself (signed in before two-factor was on, on
 * another device) is sent to take a code first (303), except on that page: two-factor is a
 * property of the session that uses the rights, not only of the account.
 */
export async function requireAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    allowWithoutTwoFactor = false,
    allowWithoutSessionCode = false,
  }: { allowWithoutTwoFactor?: boolean; allowWithoutSessionCode?: boolean } = {},
): Promise<GuardedAdmin> {
  const session = await requestSession(context);
  if (!session || !hasAdminRole(session.user.role) || session.user.banned) throw notFound();
  const twoFactorEnabled = Boolean(session.user.twoFactorEnabled);
  const sessionPassedTwoFactor = Boolean(session.session.twoFactorVerified);
  if (!twoFactorEnabled && !allowWithoutTwoFactor) throw redirect(TWO_FACTOR_SETUP_PATH, 303);
  if (twoFactorEnabled && !sessionPassedTwoFactor && !allowWithoutSessionCode) {
    throw redirect(sessionCodeAddress(request), 303);
  }
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    twoFactorEnabled,
    sessionPassedTwoFactor,
  };
}
