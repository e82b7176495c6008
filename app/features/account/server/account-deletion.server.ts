import { adminAudit } from "~/features/admin/server/admin-audit.server";
import type { Mailer } from "~/features/mail/server/mail.server";
import type { Kysely } from "kysely";
import { lockUser } from "~/features/plan/server/plan-repository.server";
import type { Database, DatabaseClient } from "~/server/db/db.server";

/** What the audit log keeps of a deleted account: that it happened, and when; no email, no id. */
export const ACCOUNT_DELETED_AUDIT = {
  actor: { id: null, email: "account holder" },
  action: "delete own account",
  targetKind: "account",
  targetId: "deleted",
} as const;

/**
 * Who an owner's plan goes to when they delete their account: the member who joined first (by
 * user id among those who joined at the same moment); undefined without a member. The account
 * page says so before the deletion (account-page.server.ts), which does it.
 */
export function planHeir(db: Kysely<Database>, planId: string) {
  return db
    .selectFrom("plan_members")
    .innerJoin("user", "user.id", "plan_members.user_id")
    .select(["plan_members.user_id as id", "user.email", "user.name"])
    .where("plan_members.plan_id", "=", planId)
    .orderBy("plan_members.joined_at_ms")
    .orderBy("plan_members.user_id")
    .executeTakeFirst();
}

/**
 * The app's side of deleting an account, run by better-auth's `deleteUser.beforeDelete` once the
 * password was checked and before better-auth deletes the user (whose rows then go by the
 * foreign keys' cascades: sessions, the plan if still theirs, memberships, reminders, the
 * invitations they sent, their own checklist rows). In one transaction:
 * - an owner whose plan has another adult hands it to them (the one who joined first): the plan,
 *   its ticks and its checklist rows become theirs, its calendar feed address and its sponsor
 *   links stop working, and they are told by email; without another adult the plan goes with the
 *   account (its sponsor links with it, by the foreign key's cascade);
 * - every reset or deletion link still open for the account stops working;
 * - the audit log records that an account was deleted, and nothing that names it.
 */
export function accountDeletion({
  database: { db },
  mailer,
  publicUrl,
  siteName,
  now = Date.now,
}: {
  database: Pick<DatabaseClient, "db">;
  mailer: Mailer;
  publicUrl: string;
  siteName: () => string;
  now?: () => number;
}) {
  return async function beforeDeleteUser(user: { id: string; email: string }): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      // Found from the user better-auth is deleting (the session's own, its password checked),
      // not through a plan access: the plan is reached only to hand it over or let it go.
      const plan = await trx.selectFrom("move_plans").select("id").where("owner_id", "=", user.id).executeTakeFirst();
      const heir = plan ? await planHeir(trx, plan.id) : undefined;
      if (plan && heir) {
        await trx.deleteFrom("plan_members").where("user_id", "=", heir.id).execute();
        // The heir's own checklist rows were set aside while they shared this plan (a member
        // reads the owner's); the plan's rows take their place.
        await trx.deleteFrom("checklist_progress").where("user_id", "=", heir.id).execute();
        await trx.updateTable("checklist_progress").set({ user_id: heir.id }).where("user_id", "=", user.id).execute();
        await trx
          .updateTable("move_plans")
          .set({ owner_id: heir.id, feed_token_hash: null, updated_at_ms: now() })
          .where("id", "=", plan.id)
          .execute();
        // The sponsor links were the leaver's to give: they stop working, like the feed.
        await trx.deleteFrom("sponsor_links").where("plan_id", "=", plan.id).execute();
        await mailer.send(
          {
            kind: "plan-handover",
            to: heir.email,
            subject: `Your Hawaii PCS plan on ${siteName()} is yours now`,
            text: `Aloha,\n\nThe person who made the Hawaii PCS plan you share deleted their account, so the plan is now yours: its move, its dates, what is ticked and your own items stay as they were. You can change the move, invite someone to share it, turn the calendar feed on again and make a packet for your sponsor (the old calendar address and sponsor links no longer work):\n\n${publicUrl}/plan\n\nMahalo,\n${siteName()}`,
          },
          trx,
        );
      }
      // better-auth keeps reset and account-deletion links as verification rows whose value is the user id.
      await trx.deleteFrom("verification").where("value", "=", user.id).execute();
      await adminAudit({ db: trx }, now).record({ ...ACCOUNT_DELETED_AUDIT });
    });
    mailer.wake();
  };
}
