import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { AdminUser } from "~/features/admin/admin-user";
import { ADMIN_ROLE } from "~/features/auth/server/auth.server";
import { requestSession } from "~/features/auth/server/session.server";

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

/** The code page's address for a page refused for want of the session's code: back here after. */
export function sessionCodeAddress(url: URL): string {
  const { pathname, search } = url;
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
 * Who may open an admin page. Anyone not signed in, or without the admin role, gets the
 * not-found page. An admin without two-factor sign-in is sent to set it up (303), except on that
 * page. A session that has not passed the second factor itself (signed in before two-factor was
 * on, on another device) is sent to take a code first (303), except on that page: two-factor is a
 * property of the session that uses the rights, not only of the account. `url` is the page asked
 * for (React Router's `url`, without `.data`), where the code page sends the admin back.
 */
export async function requireAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    allowWithoutTwoFactor = false,
    allowWithoutSessionCode = false,
    url = new URL(request.url),
  }: { allowWithoutTwoFactor?: boolean; allowWithoutSessionCode?: boolean; url?: URL } = {},
): Promise<GuardedAdmin> {
  const session = await requestSession(context);
  if (!session || !hasAdminRole(session.user.role) || session.user.banned) throw notFound();
  const twoFactorEnabled = Boolean(session.user.twoFactorEnabled);
  const sessionPassedTwoFactor = Boolean(session.session.twoFactorVerified);
  if (!twoFactorEnabled && !allowWithoutTwoFactor) throw redirect(TWO_FACTOR_SETUP_PATH, 303);
  if (twoFactorEnabled && !sessionPassedTwoFactor && !allowWithoutSessionCode) {
    throw redirect(sessionCodeAddress(url), 303);
  }
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    twoFactorEnabled,
    sessionPassedTwoFactor,
  };
}

/** The admin the admin layout's guard let through, for every loader and action under it. */
export const adminContext = createContext<GuardedAdmin>();

/**
 * The admin layout's middleware (routes/admin.layout.tsx): `requireAdmin` once for every loader
 * and action of the section, before any of them runs (a layout's loader would run beside its
 * children's, and not before actions at all). The two pages the guard itself sends admins to
 * keep their weaker rule: the set-up page opens before two-factor is on, the code page before
 * this session has passed it.
 */
export const adminGuard: MiddlewareFunction<Response> = async ({ request, url, context }) => {
  const page = url.pathname.replace(/\/+$/, "");
  const admin = await requireAdmin(request, context, {
    allowWithoutTwoFactor: page === TWO_FACTOR_SETUP_PATH,
    allowWithoutSessionCode: page === SESSION_CODE_PATH,
    url,
  });
  context.set(adminContext, admin);
};
