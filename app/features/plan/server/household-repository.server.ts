import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { HOUSEHOLD_MAX_PEOPLE, INVITATION_LIFETIME_MS } from "~/features/plan/household";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import { personLabel } from "~/features/auth/display-name";
import type { PlanAccess } from "./plan-access.server";
import { lockUser, newSecretToken, secretTokenHash } from "./plan-repository.server";

/** `label`: how the member is shown (their display name, else their email). */
export type HouseholdMember = { id: string; email: string; label: string; joinedAtMs: number };
export type OpenInvitation = { id: string; email: string; expiresAtMs: number };

export type InviteOutcome =
  | { ok: true; token: string; expiresAtMs: number; replaced: boolean }
  | { ok: false; reason: "no-plan" | "not-owner" | "already-member" | "full" };

/** What an invitation link leads to. */
export type InvitationLookup =
  { state: "unknown" } | { state: "open" | "used" | "expired"; email: string; ownerEmail: string; expiresAtMs: number };

export type AcceptOutcome =
  | { ok: true }
  | {
      ok: false;
      reason: "unknown" | "used" | "expired" | "wrong-user" | "owns-plan" | "other-plan" | "already-member";
    };

/** A unique-key refusal, on either engine: two joins raced and the other won. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === "23505" || /UNIQUE constraint failed/i.test(message ?? "");
}

/**
 * The household tables of a plan (migration 006): members and emailed invitations. Every
 * method on a plan takes the visitor's `PlanAccess` (made from the session only) and reaches
 * only that plan; owner-only changes refuse a member's access, and another plan's ids change
 * nothing. An invitation link reaches its plan by its secret token.
 */
export function householdRepository({ db }: Pick<DatabaseClient, "db">) {
  const ownedPlanId = async (executor: Transaction<Database> | typeof db, ownerId: string) =>
    (await executor.selectFrom("move_plans").select("id").where("owner_id", "=", ownerId).executeTakeFirst())?.id ??
    null;
  const ownerPlanId = (access: PlanAccess) => (access.role === "owner" ? access.planId : null);

  return {
    /** The plan's members (not the owner), oldest first. */
    async members({ planId }: PlanAccess): Promise<HouseholdMember[]> {
      const rows = await db
        .selectFrom("plan_members")
        .innerJoin("user", "user.id", "plan_members.user_id")
        .select(["plan_members.user_id", "user.email", "user.name", "plan_members.joined_at_ms"])
        .where("plan_members.plan_id", "=", planId)
        .orderBy("plan_members.joined_at_ms")
        .orderBy("user.email")
        .execute();
      return rows.map((row) => ({
        id: row.user_id,
        email: row.email,
        label: personLabel(row),
        joinedAtMs: row.joined_at_ms,
      }));
    },

    /** Invitations not yet used and not expired at `nowMs`, soonest to expire first. */
    async openInvitations({ planId }: PlanAccess, nowMs: number): Promise<OpenInvitation[]> {
      const rows = await db
        .selectFrom("plan_invitations")
        .select(["id", "email", "expires_at_ms"])
        .where("plan_id", "=", planId)
        .where("accepted_at_ms", "is", null)
        .where("expires_at_ms", ">", nowMs)
        .orderBy("expires_at_ms")
        .execute();
      return rows.map((row) => ({ id: row.id, email: row.email, expiresAtMs: row.expires_at_ms }));
    },

    /**
     * Invites `email` (lower-cased) to the owner's plan. In one transaction: the plan's limit is
     * checked, an open invitation to the same address is replaced (its link stops working), the
     * new one stored and `queueMail` called with the token, so the mail is queued only with it.
     */
    async invite(
      access: PlanAccess,
      email: string,
      nowMs: number,
      queueMail: (invitation: { token: string; expiresAtMs: number }, trx: Transaction<Database>) => Promise<void>,
    ): Promise<InviteOutcome> {
      return db.transaction().execute(async (trx): Promise<InviteOutcome> => {
        if (access.role !== "owner") return { ok: false, reason: "not-owner" };
        // Invitations to one plan take turns, so two at once cannot pass the limit.
        const plan = await trx
          .selectFrom("move_plans")
          .select("id")
          .where("id", "=", access.planId)
          .forUpdate()
          .executeTakeFirst();
        if (!plan) return { ok: false, reason: "no-plan" };
        const members = await trx
          .selectFrom("plan_members")
          .innerJoin("user", "user.id", "plan_members.user_id")
          .select(sql<string>`lower(${sql.ref("user.email")})`.as("email"))
          .where("plan_members.plan_id", "=", plan.id)
          .execute();
        if (members.some((member) => member.email === email)) return { ok: false, reason: "already-member" };
        const open = await trx
          .selectFrom("plan_invitations")
          .select(["id", "email"])
          .where("plan_id", "=", plan.id)
          .where("accepted_at_ms", "is", null)
          .where("expires_at_ms", ">", nowMs)
          .execute();
        const replaced = open.filter((invitation) => invitation.email === email);
        if (members.length + open.length - replaced.length >= HOUSEHOLD_MAX_PEOPLE)
          return { ok: false, reason: "full" };
        if (replaced.length) {
          await trx
            .deleteFrom("plan_invitations")
            .where(
              "id",
              "in",
              replaced.map((invitation) => invitation.id),
            )
            .execute();
        }
        const token = newSecretToken();
        const expiresAtMs = nowMs + INVITATION_LIFETIME_MS;
        await trx
          .insertInto("plan_invitations")
          .values({
            id: randomUUID(),
            plan_id: plan.id,
            email,
            token_hash: secretTokenHash(token),
            invited_by: access.userId,
            created_at_ms: nowMs,
            expires_at_ms: expiresAtMs,
            accepted_at_ms: null,
          })
          .execute();
        await queueMail({ token, expiresAtMs }, trx);
        return { ok: true, token, expiresAtMs, replaced: replaced.length > 0 };
      });
    },

    /** Withdraws an open invitation of the owner's plan; its email, or null when there was none to withdraw. */
    async cancelInvitation(access: PlanAccess, invitationId: string): Promise<string | null> {
      const planId = ownerPlanId(access);
      if (!planId) return null;
      const row = await db
        .deleteFrom("plan_invitations")
        .where("id", "=", invitationId)
        .where("plan_id", "=", planId)
        .where("accepted_at_ms", "is", null)
        .returning("email")
        .executeTakeFirst();
      return row?.email ?? null;
    },

    /** Removes a member from the owner's plan; the member's email, or null when they were not in it. */
    async removeMember(access: PlanAccess, memberId: string): Promise<string | null> {
      const planId = ownerPlanId(access);
      if (!planId) return null;
      return db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom("plan_members")
          .innerJoin("user", "user.id", "plan_members.user_id")
          .select("user.email")
          .where("plan_members.user_id", "=", memberId)
          .where("plan_members.plan_id", "=", planId)
          .executeTakeFirst();
        if (!member) return null;
        await trx.deleteFrom("plan_members").where("user_id", "=", memberId).where("plan_id", "=", planId).execute();
        return member.email;
      });
    },

    /** The user stops sharing the plan they are a member of; false when they were not a member. */
    async leave(access: PlanAccess): Promise<boolean> {
      if (access.role !== "member") return false;
      const result = await db
        .deleteFrom("plan_members")
        .where("user_id", "=", access.userId)
        .where("plan_id", "=", access.planId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** What an invitation link leads to, by its token. */
    async lookup(token: string, nowMs: number): Promise<InvitationLookup> {
      const row = await db
        .selectFrom("plan_invitations")
        .innerJoin("move_plans", "move_plans.id", "plan_invitations.plan_id")
        .innerJoin("user", "user.id", "move_plans.owner_id")
        .select([
          "plan_invitations.email",
          "plan_invitations.expires_at_ms",
          "plan_invitations.accepted_at_ms",
          "user.email as owner_email",
        ])
        .where("plan_invitations.token_hash", "=", secretTokenHash(token))
        // A banned owner's open invitations are deleted at the ban; this holds if a ban came another way.
        .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
        .executeTakeFirst();
      if (!row) return { state: "unknown" };
      const expiresAtMs = row.expires_at_ms;
      const state = row.accepted_at_ms !== null ? "used" : expiresAtMs <= nowMs ? "expired" : "open";
      return { state, email: row.email, ownerEmail: row.owner_email, expiresAtMs };
    },

    /**
     * The signed-in user takes up an invitation: one transaction makes them a member and marks
     * the invitation used. Refused for another address, a used or expired link, and a user who
     * owns a plan or already shares one (a user belongs to one plan).
     */
    async accept(token: string, user: { id: string; email: string }, nowMs: number): Promise<AcceptOutcome> {
      try {
        return await db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
          const invitation = await trx
            .selectFrom("plan_invitations")
            .innerJoin("move_plans", "move_plans.id", "plan_invitations.plan_id")
            .innerJoin("user", "user.id", "move_plans.owner_id")
            .select([
              "plan_invitations.id",
              "plan_invitations.plan_id",
              "plan_invitations.email",
              "plan_invitations.expires_at_ms",
              "plan_invitations.accepted_at_ms",
            ])
            .where("plan_invitations.token_hash", "=", secretTokenHash(token))
            .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
            .forUpdate("plan_invitations")
            .executeTakeFirst();
          if (!invitation) return { ok: false, reason: "unknown" };
          if (invitation.accepted_at_ms !== null) {
            // Pressing "Join" twice: the second press finds the user already in the plan.
            const joined = await trx
              .selectFrom("plan_members")
              .select("user_id")
              .where("user_id", "=", user.id)
              .where("plan_id", "=", invitation.plan_id)
              .executeTakeFirst();
            return { ok: false, reason: joined ? "already-member" : "used" };
          }
          if (invitation.expires_at_ms <= nowMs) return { ok: false, reason: "expired" };
          if (invitation.email !== user.email.trim().toLowerCase()) return { ok: false, reason: "wrong-user" };
          await lockUser(trx, user.id);
          if (await ownedPlanId(trx, user.id)) return { ok: false, reason: "owns-plan" };
          const membership = await trx
            .selectFrom("plan_members")
            .select("plan_id")
            .where("user_id", "=", user.id)
            .executeTakeFirst();
          if (membership) {
            return { ok: false, reason: membership.plan_id === invitation.plan_id ? "already-member" : "other-plan" };
          }
          await trx
            .insertInto("plan_members")
            .values({ plan_id: invitation.plan_id, user_id: user.id, joined_at_ms: nowMs })
            .execute();
          await trx
            .updateTable("plan_invitations")
            .set({ accepted_at_ms: nowMs })
            .where("id", "=", invitation.id)
            .execute();
          return { ok: true };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "other-plan" };
        throw error;
      }
    },
  };
}

export type HouseholdRepository = ReturnType<typeof householdRepository>;
