import { COMMAND_LINE_ACTOR } from "~/features/admin/admin-user";
import { ADMIN_ROLE, USER_ROLE } from "~/features/auth/server/auth.server";
import { hasAdminRole } from "./admin-guard.server";
import type { Services } from "~/server/services.server";

export type RoleChange =
  { ok: true; email: string; userId: string; changed: boolean } | { ok: false; reason: "unknown-email" };

type RoleServices = Pick<Services, "auth" | "audit">;

/**
 * Give or take the admin role (`npm run admin -- grant|revoke <email>`): set through
 * better-auth's own adapter, so its hooks and session data agree, and written to the audit log
 * with the command line as the actor. Only the server's command line does this, never the web.
 */
async function setAdminRole(services: RoleServices, email: string, admin: boolean): Promise<RoleChange> {
  const { internalAdapter } = await services.auth.$context;
  const found = await internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) return { ok: false, reason: "unknown-email" };
  const { user } = found;
  const wasAdmin = hasAdminRole((user as { role?: string | null }).role);
  if (wasAdmin !== admin) {
    await internalAdapter.updateUser(user.id, { role: admin ? ADMIN_ROLE : USER_ROLE });
    await services.audit.record({
      actor: COMMAND_LINE_ACTOR,
      action: admin ? "grant admin" : "revoke admin",
      targetKind: "account",
      targetId: user.id,
      detail: user.email,
    });
  }
  return { ok: true, email: user.email, userId: user.id, changed: wasAdmin !== admin };
}

export const grantAdmin = (services: RoleServices, email: string) => setAdminRole(services, email, true);
export const revokeAdmin = (services: RoleServices, email: string) => setAdminRole(services, email, false);

export type AdminAccount = { email: string; twoFactorEnabled: boolean };

/** Every admin, by email. */
export async function listAdmins({ database }: Pick<Services, "database">): Promise<AdminAccount[]> {
  const rows = await database.db
    .selectFrom("user")
    .select(["email", "role", "twoFactorEnabled"])
    .where("role", "like", `%${ADMIN_ROLE}%`)
    .orderBy("email")
    .execute();
  return rows
    .filter((row) => hasAdminRole(row.role))
    .map((row) => ({ email: row.email, twoFactorEnabled: row.twoFactorEnabled === true }));
}
