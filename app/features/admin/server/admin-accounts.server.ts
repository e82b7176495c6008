import { displayNameOf } from "~/features/auth/display-name";
import { isAPIError } from "better-auth/api";
import { CHECKLIST_ITEM_COUNT, CHECKLIST_TYPE } from "~/features/checklist/checklist";
import type { AdminUser, Paged } from "~/features/admin/admin-user";
import { VERIFIED_EMAIL_LANDING } from "~/features/auth/server/auth.server";
import { hasAdminRole } from "./admin-guard.server";
import { closePlanAccessOf } from "~/features/plan/server/plan-repository.server";
import type { Services } from "~/server/services.server";

export const ACCOUNTS_PAGE_SIZE = 25;

/** One account as /admin/accounts lists it. Times are epoch milliseconds. */
export type AccountRow = {
  id: string;
  email: string;
  /** The display name the family chose (null: none). */
  displayName: string | null;
  createdAtMs: number;
  verified: boolean;
  /** The newest session's start: the last sign-in still on record (null: none). */
  lastSignInMs: number | null;
  checklistDone: number;
  checklistTotal: number;
  admin: boolean;
  banned: boolean;
};

/** A better-auth date column, ISO text on either engine (engine-types.server.ts). */
function msOf(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** Every account, newest first, with its sign-in and checklist progress. */
export async function listAccounts(
  { db }: Services["database"],
  { page }: { page: number },
): Promise<Paged<AccountRow>> {
  const { count } = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = count;
  const pageCount = Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const rows = await db
    .selectFrom("user")
    .select(["user.id", "user.email", "user.name", "user.createdAt", "user.emailVerified", "user.role", "user.banned"])
    .select((eb) => [
      eb
        .selectFrom("session")
        .select((inner) => inner.fn.max("session.createdAt").as("newest"))
        .whereRef("session.userId", "=", "user.id")
        .as("lastSignIn"),
      eb
        .selectFrom("checklist_progress")
        .select((inner) => inner.fn.countAll<number>().as("done"))
        .whereRef("checklist_progress.user_id", "=", "user.id")
        .where("checklist_progress.checklist_type", "=", CHECKLIST_TYPE)
        .where("checklist_progress.completed", "=", true)
        .as("checklistDone"),
    ])
    .orderBy("user.createdAt", "desc")
    .orderBy("user.id")
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset((shown - 1) * ACCOUNTS_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      displayName: displayNameOf(row),
      createdAtMs: msOf(row.createdAt) ?? 0,
      verified: row.emailVerified,
      lastSignInMs: msOf(row.lastSignIn),
      checklistDone: row.checklistDone ?? 0,
      checklistTotal: CHECKLIST_ITEM_COUNT,
      admin: hasAdminRole(row.role),
      banned: row.banned === true,
    })),
    page: shown,
    pageCount,
    total,
  };
}

export const ACCOUNT_ACTIONS = ["resend-verification", "revoke-sessions", "ban", "unban"] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const ACCOUNT_MESSAGES = {
  unknownAccount: "That account no longer exists. Reload the page.",
  alreadyVerified: "That email is verified already: no verification mail was sent.",
  ownAccount: "You cannot do that to your own account.",
  failed: "That did not work: nothing was changed. Please try again.",
  done: {
    "resend-verification": (email: string) => `A new verification link is on its way to ${email}.`,
    "revoke-sessions": (email: string) => `${email} is signed out everywhere.`,
    ban: (email: string) => `${email} is banned: signed out everywhere, and cannot sign in.`,
    unban: (email: string) => `${email} can sign in again.`,
  },
} as const;

const AUDIT_ACTION: Record<AccountAction, string> = {
  "resend-verification": "resend verification mail",
  "revoke-sessions": "revoke all sessions",
  ban: "ban",
  unban: "unban",
};

export type AccountActionResult = { ok: boolean; message: string };

/**
 * One admin action on one account, through better-auth's admin plugin (as the signed-in admin:
 * the plugin checks the role again) and written to the audit log when done.
 */
export async function actOnAccount(
  { auth, database, audit }: Pick<Services, "auth" | "database" | "audit">,
  admin: AdminUser,
  { action, userId, reason }: { action: AccountAction; userId: string; reason?: string },
  request: Request,
): Promise<AccountActionResult> {
  const account = await database.db
    .selectFrom("user")
    .select(["id", "email", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!account) return { ok: false, message: ACCOUNT_MESSAGES.unknownAccount };
  if (account.id === admin.id && action !== "resend-verification")
    return { ok: false, message: ACCOUNT_MESSAGES.ownAccount };
  const headers = request.headers;
  try {
    switch (action) {
      case "resend-verification":
        if (account.emailVerified) return { ok: false, message: ACCOUNT_MESSAGES.alreadyVerified };
        await auth.api.sendVerificationEmail({ body: { email: account.email, callbackURL: VERIFIED_EMAIL_LANDING } });
        break;
      case "revoke-sessions":
        await auth.api.revokeUserSessions({ body: { userId }, headers });
        break;
      case "ban":
        await auth.api.banUser({ body: { userId, ...(reason ? { banReason: reason } : {}) }, headers });
        // Signed out is not enough: the feed, the reminders and open invitations need no session.
        await closePlanAccessOf(database, userId);
        break;
      case "unban":
        await auth.api.unbanUser({ body: { userId }, headers });
        break;
    }
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      console.warn(`[admin] ${action} on ${userId} refused: ${error.message}`);
      return { ok: false, message: `${ACCOUNT_MESSAGES.failed} (${error.message})` };
    }
    console.error(`[admin] ${action} on ${userId} failed`, error);
    return { ok: false, message: ACCOUNT_MESSAGES.failed };
  }
  await audit.record({
    actor: admin,
    action: AUDIT_ACTION[action],
    targetKind: "account",
    targetId: account.id,
    detail: reason ? JSON.stringify({ email: account.email, reason }) : account.email,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.done[action](account.email) };
}
