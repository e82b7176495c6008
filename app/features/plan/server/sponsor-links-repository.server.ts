import { randomUUID } from "node:crypto";
import { todayInHawaii, type CalendarDate } from "~/features/plan/calendar-date";
import type { MoveProfile } from "~/features/plan/move-profile";
import { SPONSOR_LIMITS, sponsorLinkOpen, type SponsorAnswers } from "~/features/plan/sponsor-packet";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import type { PlanAccess } from "./plan-access.server";
import { newSecretToken, secretTokenHash, storedPlan } from "./plan-repository.server";

/** A link as its family sees it: never its token, which is shown once, when it is made. */
export type SponsorLink = { id: string; answers: SponsorAnswers; createdAtMs: number };

/** What making a link came to: the token (shown once) and the link, or why nothing was written. */
export type SponsorLinkMade =
  { ok: true; token: string; link: SponsorLink } | { ok: false; reason: "owner-only" | "limit" };

/** What the sponsor's page is built from: the plan's move as it is now, and the family's answers. */
export type OpenSponsorPacket = { move: MoveProfile; answers: SponsorAnswers };

type SponsorLinkRow = Database["sponsor_links"];
/** The stored answers: the expiry is a column of its own (the lookup compares it). */
type StoredAnswers = Omit<SponsorAnswers, "expiresOn">;

function linkOf(row: Pick<SponsorLinkRow, "id" | "answers" | "expires_on" | "created_at_ms">): SponsorLink {
  // Written only by `create`, from answers the packet's form schema accepted.
  const stored = JSON.parse(row.answers) as StoredAnswers;
  return {
    id: row.id,
    answers: { ...stored, expiresOn: row.expires_on as CalendarDate },
    createdAtMs: row.created_at_ms,
  };
}

/**
 * The plan's sponsor links (issue 35). The family reaches them through its `PlanAccess` (made
 * from the session only), so every statement is limited to its own plan; only the owner makes
 * and withdraws them, as with the calendar feed's address. The sponsor reaches one packet by its
 * secret token, and only while it is open (not past its day, not withdrawn).
 */
export function sponsorLinksRepository({ db }: Pick<DatabaseClient, "db">) {
  return {
    /** The plan's links still open on `today`, newest first (owner and members alike). */
    async list(access: PlanAccess, today: CalendarDate): Promise<SponsorLink[]> {
      const rows = await db
        .selectFrom("sponsor_links")
        .select(["id", "answers", "expires_on", "created_at_ms"])
        .where("plan_id", "=", access.planId)
        .where("expires_on", ">=", today)
        .orderBy("created_at_ms", "desc")
        .orderBy("id")
        .execute();
      return rows.map(linkOf);
    },

    /**
     * Every link the plan still stores, expired ones too (with whether each still opens at `now`, in Hawaii): for the account's
     * data export, which lists what the site keeps.
     */
    async stored(access: PlanAccess, now = new Date()): Promise<(SponsorLink & { open: boolean })[]> {
      const today = todayInHawaii(now);
      const rows = await db
        .selectFrom("sponsor_links")
        .select(["id", "answers", "expires_on", "created_at_ms"])
        .where("plan_id", "=", access.planId)
        .orderBy("created_at_ms")
        .orderBy("id")
        .execute();
      return rows.map((row) => {
        const link = linkOf(row);
        return { ...link, open: sponsorLinkOpen({ expiresOn: link.answers.expiresOn, revoked: false }, today) };
      });
    },

    /**
     * A new link with the form's answers. The owner's alone; at most SPONSOR_LIMITS.openLinksMax
     * open at once (the expired ones are deleted first: they open nothing). The plan's row is
     * locked so two tabs cannot both pass the limit.
     */
    async create(
      access: PlanAccess,
      answers: SponsorAnswers,
      today: CalendarDate,
      nowMs = Date.now(),
    ): Promise<SponsorLinkMade> {
      if (access.role !== "owner") return { ok: false, reason: "owner-only" };
      return db.transaction().execute(async (trx): Promise<SponsorLinkMade> => {
        await trx.selectFrom("move_plans").select("id").where("id", "=", access.planId).forUpdate().execute();
        await trx
          .deleteFrom("sponsor_links")
          .where("plan_id", "=", access.planId)
          .where("expires_on", "<", today)
          .execute();
        const { count } = await trx
          .selectFrom("sponsor_links")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("plan_id", "=", access.planId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= SPONSOR_LIMITS.openLinksMax) return { ok: false, reason: "limit" };
        const token = newSecretToken();
        const { expiresOn, ...stored } = answers;
        const row = {
          id: randomUUID(),
          plan_id: access.planId,
          token_hash: secretTokenHash(token),
          answers: JSON.stringify(stored satisfies StoredAnswers),
          expires_on: expiresOn,
          created_at_ms: nowMs,
        };
        await trx.insertInto("sponsor_links").values(row).execute();
        return { ok: true, token, link: linkOf(row) };
      });
    },

    /** Withdraws one of the plan's links at once (its row goes); false for a member or another plan's link. */
    async revoke(access: PlanAccess, linkId: string): Promise<boolean> {
      if (access.role !== "owner") return false;
      const result = await db
        .deleteFrom("sponsor_links")
        .where("id", "=", linkId)
        .where("plan_id", "=", access.planId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The packet a sponsor's link opens on `today`: null for an unknown, expired or withdrawn
     * token, a banned owner's plan, or a plan whose stored move cannot be dated.
     */
    async openByToken(token: string, today: CalendarDate): Promise<OpenSponsorPacket | null> {
      const row = await db
        .selectFrom("sponsor_links")
        .innerJoin("move_plans", "move_plans.id", "sponsor_links.plan_id")
        .innerJoin("user", "user.id", "move_plans.owner_id")
        .selectAll("move_plans")
        .select([
          "sponsor_links.id as link_id",
          "sponsor_links.answers as link_answers",
          "sponsor_links.expires_on as link_expires_on",
          "sponsor_links.created_at_ms as link_created_at_ms",
        ])
        .where("sponsor_links.token_hash", "=", secretTokenHash(token))
        // A ban deletes the plan's links (closePlanAccessOf); this holds if a ban came another way.
        .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
        .executeTakeFirst();
      if (!row) return null;
      const { link_id, link_answers, link_expires_on, link_created_at_ms, ...plan } = row;
      const link = linkOf({
        id: link_id,
        answers: link_answers,
        expires_on: link_expires_on,
        created_at_ms: link_created_at_ms,
      });
      if (!sponsorLinkOpen({ expiresOn: link.answers.expiresOn, revoked: false }, today)) return null;
      const move = storedPlan(plan).profile;
      return move ? { move, answers: link.answers } : null;
    },
  };
}

export type SponsorLinksRepository = ReturnType<typeof sponsorLinksRepository>;
