import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { MoveProfile } from "~/features/plan/due-dates";
import type { CalendarDate } from "~/features/plan/calendar-date";
import type { Database, DatabaseClient } from "./db.server";

export type StoredPlan = {
  id: string;
  profile: MoveProfile;
  updatedAtMs: number;
  /** Whether a private calendar feed address exists (its token is never read back). */
  hasFeed: boolean;
};
export type PlanTick = { itemId: string; tickedBy: string | null; tickedAtMs: number };

type PlanRow = Database["move_plans"];

/** Only the hash is stored; the token itself is shown once, in the feed address. */
const feedTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes, URL-safe: unguessable, and short enough for a calendar app's address field. */
const newFeedToken = () => randomBytes(32).toString("base64url");

function storedPlan(row: PlanRow): StoredPlan {
  return { id: row.id, profile: profileOf(row), updatedAtMs: Number(row.updated_at_ms), hasFeed: row.feed_token_hash !== null };
}

function profileOf(row: PlanRow): MoveProfile {
  return {
    reportDate: row.report_date as CalendarDate,
    ...(row.arrival_date ? { arrivalDate: row.arrival_date as CalendarDate } : {}),
    departure: row.departure,
    dogs: row.dogs,
    cats: row.cats,
    vehicles: row.vehicles,
    firearms: Boolean(row.firearms),
    schoolAgeChildren: row.school_age_children,
    housing: row.housing,
  };
}

/**
 * The id of the plan the user may see and tick, or null. Every part of the plan (ticks, own
 * items, household, reminders) finds its plan through this one function, so who may reach a
 * plan is decided in one place.
 */
export async function planIdForUser(db: DatabaseClient["db"], userId: string): Promise<string | null> {
  const row = await db.selectFrom("move_plans").select("id").where("owner_id", "=", userId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A family's dated plan (issue 17), always reached through the signed-in user: callers pass
 * the user id from the session, never a plan id from the request, so nobody reaches a plan
 * that is not theirs. The 20 checklist items' ticks stay in checklist_progress; this keeps the
 * ticks of the plan's other items.
 */
export function planRepository({ db, engine }: Pick<DatabaseClient, "db" | "engine">) {
  const planIdOf = (userId: string) => planIdForUser(db, userId);

  return {
    async load(userId: string): Promise<StoredPlan | null> {
      const row = await db.selectFrom("move_plans").selectAll().where("owner_id", "=", userId).executeTakeFirst();
      return row ? storedPlan(row) : null;
    },

    /** The plan a calendar feed address leads to, or null for an unknown or revoked token. */
    async loadByFeedToken(token: string): Promise<StoredPlan | null> {
      const row = await db
        .selectFrom("move_plans")
        .selectAll()
        .where("feed_token_hash", "=", feedTokenHash(token))
        .executeTakeFirst();
      return row ? storedPlan(row) : null;
    },

    /**
     * A new private feed token for the user's plan, replacing (and so revoking) any earlier one.
     * Null when the user has no plan.
     */
    async renewFeedToken(userId: string): Promise<string | null> {
      const token = newFeedToken();
      const result = await db
        .updateTable("move_plans")
        .set({ feed_token_hash: feedTokenHash(token) })
        .where("owner_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? token : null;
    },

    /** Turns the feed off: its address stops working at once. */
    async revokeFeedToken(userId: string): Promise<void> {
      await db.updateTable("move_plans").set({ feed_token_hash: null }).where("owner_id", "=", userId).execute();
    },

    /** Creates the user's plan or replaces its move: one statement, so two tabs end in one plan. */
    async saveProfile(userId: string, profile: MoveProfile, nowMs = Date.now()): Promise<void> {
      const move = {
        report_date: profile.reportDate,
        arrival_date: profile.arrivalDate ?? null,
        departure: profile.departure,
        dogs: profile.dogs,
        cats: profile.cats,
        vehicles: profile.vehicles,
        firearms: engine === "postgres" ? profile.firearms : Number(profile.firearms),
        school_age_children: profile.schoolAgeChildren,
        housing: profile.housing,
        updated_at_ms: nowMs,
      };
      await db
        .insertInto("move_plans")
        .values({ id: randomUUID(), owner_id: userId, feed_token_hash: null, created_at_ms: nowMs, ...move })
        .onConflict((conflict) => conflict.column("owner_id").doUpdateSet(move))
        .execute();
    },

    async ticks(userId: string): Promise<PlanTick[]> {
      const rows = await db
        .selectFrom("plan_ticks")
        .innerJoin("move_plans", "move_plans.id", "plan_ticks.plan_id")
        .select(["plan_ticks.item_id", "plan_ticks.ticked_by", "plan_ticks.ticked_at_ms"])
        .where("move_plans.owner_id", "=", userId)
        .orderBy("plan_ticks.item_id")
        .execute();
      return rows.map((row) => ({
        itemId: row.item_id,
        tickedBy: row.ticked_by,
        tickedAtMs: Number(row.ticked_at_ms),
      }));
    },

    /** Marks one item done or not; false when the user has no plan (nothing is written). */
    async setTick(userId: string, itemId: string, done: boolean, nowMs = Date.now()): Promise<boolean> {
      const planId = await planIdOf(userId);
      if (!planId) return false;
      if (!done) {
        await db.deleteFrom("plan_ticks").where("plan_id", "=", planId).where("item_id", "=", itemId).execute();
        return true;
      }
      // The first tick keeps its author and time; ticking again changes nothing.
      await db
        .insertInto("plan_ticks")
        .values({ plan_id: planId, item_id: itemId, ticked_by: userId, ticked_at_ms: nowMs })
        .onConflict((conflict) => conflict.columns(["plan_id", "item_id"]).doNothing())
        .execute();
      return true;
    },
  };
}

export type PlanRepository = ReturnType<typeof planRepository>;
