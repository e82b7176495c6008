import { data, redirect, type RouterContextProvider } from "react-router";
import type { AdminUser } from "~/features/admin/admin-user";
import { ADMIN_ROLE } from "./auth.server";
import { lookUpSession } from "./session.server";

export type { AdminUser };

/** Where an admin without two-factor sign-in is sent before any other admin page opens. */
export const TWO_FACTOR_SETUP_PATH = "/admin/two-factor";

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
 * page. An admin without two-factor sign-in is sent to set it up (303), except on that page.
 */
export async function requireAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { allowWithoutTwoFactor = false }: { allowWithoutTwoFactor?: boolean } = {},
): Promise<AdminUser> {
  const session = await lookUpSession(request, context);
  if (!session || !hasAdminRole(session.user.role) || session.user.banned) throw notFound();
  if (!session.user.twoFactorEnabled && !allowWithoutTwoFactor) throw redirect(TWO_FACTOR_SETUP_PATH, 303);
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}
