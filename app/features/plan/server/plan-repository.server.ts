import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import { ORDERS_RULE_ID, PLAN_RULES } from "~/content/plan-rules";
import type { MoveProfile } from "~/features/plan/due-dates";
import { compareDates, parseCalendarDate, todayInHawaii, type CalendarDate } from "~/features/plan/calendar-date";
import { PLAN_DATE_RANGE } from "~/features/plan/move-limits";
import type { PlanRole } from "~/features/plan/household";
import { OWN_ITEM_LIMITS, OWN_TICK_PREFIX } from "~/features/plan/own-items";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import { CHECKLIST_INDEXES, CHECKLIST_ITEM_IDS, itemTicks } from "./item-ticks.server";
import type { PlanAccess } from "./plan-access.server";
import { personLabel } from "~/features/auth/display-name";

export type StoredPlan = {
  id: string;
  /** Whose checklist_progress rows the plan's checklist items are. */
  ownerId: string;
  /**
   * The move the plan is dated from; null when its stored dates cannot date a plan (a report
   * date of year 9999 saved before the form's window existed): every reader then asks for the
   * move again instead of computing on it.
   */
  profile: MoveProfile | null;
  /** The report date as stored, to name it when it must be entered again. */
  storedReportDate: string;
  /**
   * The Hawaii date the plan's dates were set: the day it was made, or its report or arrival
   * date last changed. Items due before it are "Start now", not "Overdue" (plan-buckets.ts).
   */
  datesSetOn: CalendarDate;
  updatedAtMs: number;
  /** Whether a private calendar feed address exists (its token is never read back). */
  hasFeed: boolean;
};
export type PlanTick = { itemId: string; tickedBy: string | null; tickedAtMs: number };
/** The plan as the signed-in user reaches it: their own, or the one they share as a member. */
export type LoadedPlan = StoredPlan & {
  role: PlanRole;
  ownerEmail: string;
  /** The owner as others see them: their display name, else their email. */
  ownerLabel: string;
};
/**
 * Who ticked a done item, as people are shown (their display name, else their email), and when
 * (null: an account since deleted, or a tick from before households).
 */
export type DoneItem = { by: string | null; atMs: number };

const tickedBy = (row: { email: string | null; name: string | null }) =>
  row.email === null ? null : personLabel({ name: row.name, email: row.email });

type PlanRow = Database["move_plans"];

/** Only the hash is stored; the token itself is shown once, in the feed address (and the invitation link). */
export const secretTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes, URL-safe: unguessable, and short enough for a calendar app's address field. */
export const newSecretToken = () => randomBytes(32).toString("base64url");
const feedTokenHash = secretTokenHash;
const newFeedToken = newSecretToken;

const ORDERS_CHECKLIST_INDEX = CHECKLIST_INDEXES.get(ORDERS_RULE_ID)!;

const PLAN_RULE_IDS = new Set(PLAN_RULES.map((rule) => rule.id));
/** A family's own item (own-items branch): `own:` and a UUID. */
const OWN_ITEM_ID = /^own:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The most ticks one plan can hold: each rule once, each own item once (OWN_ITEM_LIMITS). `tick`
 * writes no other id, so plan_ticks stays within this; a request sending more is refused whole.
 */
export const PLAN_TICK_LIMIT = PLAN_RULES.length + OWN_ITEM_LIMITS.perPlan;

/** Ids `tick` accepts: a plan rule's, or an own item's; anything else is refused. */
export function isTickableItemId(itemId: string): boolean {
  return PLAN_RULE_IDS.has(itemId) || OWN_ITEM_ID.test(itemId);
}

/** A visitor's first day kept in the browser, if it is a real date no later than today; else today. */
function firstDatedOnOrToday(firstDatedOn: CalendarDate | undefined, today: CalendarDate): CalendarDate {
  return firstDatedOn !== undefined && compareDates(firstDatedOn, today) <= 0 ? firstDatedOn : today;
}

export function storedPlan(row: PlanRow): StoredPlan {
  return {
    id: row.id,
    ownerId: row.owner_id,
    profile: profileOf(row),
    storedReportDate: row.report_date,
    datesSetOn: datesSetOnOf(row),
    updatedAtMs: row.updated_at_ms,
    hasFeed: row.feed_token_hash !== null,
  };
}

/** The day the plan's dates were set; a row written without it (migration 015 fills the older ones) counts from its creation. */
function datesSetOnOf(row: Pick<PlanRow, "dates_set_on" | "created_at_ms">): CalendarDate {
  return (
    (row.dates_set_on === null ? null : parseCalendarDate(row.dates_set_on)) ??
    todayInHawaii(new Date(row.created_at_ms))
  );
}

/** A stored date the plan can be computed from (PLAN_DATE_RANGE), or null. */
function plannableDate(text: string): CalendarDate | null {
  const date = parseCalendarDate(text);
  if (date === null) return null;
  const inRange = compareDates(date, PLAN_DATE_RANGE.earliest) >= 0 && compareDates(date, PLAN_DATE_RANGE.latest) <= 0;
  return inRange ? date : null;
}

function profileOf(row: PlanRow): MoveProfile | null {
  const reportDate = plannableDate(row.report_date);
  const arrivalDate = row.arrival_date === null ? undefined : plannableDate(row.arrival_date);
  if (reportDate === null || arrivalDate === null) return null;
  return {
    reportDate,
    ...(arrivalDate ? { arrivalDate } : {}),
    departure: row.departure,
    dogs: row.dogs,
    cats: row.cats,
    vehicles: row.vehicles,
    firearms: row.firearms,
    schoolAgeChildren: row.school_age_children,
    housing: row.housing,
    ordersInHand: row.orders_in_hand,
    branch: row.branch,
    installation: row.installation,
  };
}

/**
 * The user's plan: the one they own, or the one they share as a member (plan_members: at most
 * one per user), with their role and the owner's email; null without either. Who may reach a
 * plan is decided here and nowhere else: `requestPlan` (plan-access.server.ts) asks it for the
 * session's user, and the weekly reminders for each subscriber.
 */
export async function findPlanOf(db: Kysely<Database>, userId: string): Promise<LoadedPlan | null> {
  const row = await db
    .selectFrom("move_plans")
    .innerJoin("user", "user.id", "move_plans.owner_id")
    .selectAll("move_plans")
    .select(["user.email as owner_email", "user.name as owner_name"])
    .where((eb) =>
      eb.or([
        eb("move_plans.owner_id", "=", userId),
        eb("move_plans.id", "in", eb.selectFrom("plan_members").select("plan_id").where("user_id", "=", userId)),
      ]),
    )
    .executeTakeFirst();
  if (!row) return null;
  const { owner_email: ownerEmail, owner_name: ownerName, ...plan } = row;
  return {
    ...storedPlan(plan),
    role: plan.owner_id === userId ? "owner" : "member",
    ownerEmail,
    ownerLabel: personLabel({ name: ownerName, email: ownerEmail }),
  };
}

/**
 * Holds the user's row until the transaction ends, so joining a plan and saving a plan of one's
 * own take turns (a user is never both owner and member). SQLite runs one transaction at a time
 * already: there the lock is dropped (engine-types.server.ts).
 */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.selectFrom("user").select("id").where("id", "=", userId).forUpdate().execute();
}

/**
 * A family's dated plan (issue 17). Every read and change of a plan takes its `PlanAccess`,
 * which only `requestPlan` makes from the session's user, so nobody reaches a plan that is not
 * theirs; the calendar feed reaches one by its secret token, and saving a move creates the
 * user's own. The 20 checklist items' ticks stay in checklist_progress; plan_ticks keeps the
 * ticks of the plan's other items (item-ticks.server.ts writes both).
 */
export function planRepository(database: Pick<DatabaseClient, "db">) {
  const { db } = database;
  const ticks = itemTicks(database);

  async function hasOwnItem(planId: string, tickId: string): Promise<boolean> {
    const row = await db
      .selectFrom("plan_own_items")
      .select("id")
      .where("id", "=", tickId.slice(OWN_TICK_PREFIX.length))
      .where("plan_id", "=", planId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A plan's done items: the checklist items from its owner's rows, every other from plan_ticks. */
  async function doneItemsOf(planId: string, ownerId: string): Promise<Map<string, DoneItem>> {
    const done = new Map<string, DoneItem>();
    const [checklistRows, tickRows] = await Promise.all([
      db
        .selectFrom("checklist_progress")
        .leftJoin("user", "user.id", "checklist_progress.updated_by")
        .select(["checklist_progress.item_index", "checklist_progress.updated_at", "user.email", "user.name"])
        .where("checklist_progress.user_id", "=", ownerId)
        .where("checklist_progress.checklist_type", "=", CHECKLIST_TYPE)
        .where("checklist_progress.completed", "=", true)
        .execute(),
      db
        .selectFrom("plan_ticks")
        .leftJoin("user", "user.id", "plan_ticks.ticked_by")
        .select(["plan_ticks.item_id", "plan_ticks.ticked_at_ms", "user.email", "user.name"])
        .where("plan_ticks.plan_id", "=", planId)
        .execute(),
    ]);
    for (const row of checklistRows) {
      const itemId = CHECKLIST_ITEM_IDS.get(row.item_index);
      if (itemId) done.set(itemId, { by: tickedBy(row), atMs: Date.parse(row.updated_at) });
    }
    for (const row of tickRows) {
      // A checklist item's state lives in checklist_progress only: one store per item.
      if (CHECKLIST_INDEXES.has(row.item_id)) continue;
      done.set(row.item_id, { by: tickedBy(row), atMs: row.ticked_at_ms });
    }
    return done;
  }

  return {
    /** The plan a calendar feed address leads to, or null for an unknown or revoked token or a banned owner. */
    async loadByFeedToken(token: string): Promise<StoredPlan | null> {
      const row = await db
        .selectFrom("move_plans")
        .innerJoin("user", "user.id", "move_plans.owner_id")
        .selectAll("move_plans")
        .where("move_plans.feed_token_hash", "=", feedTokenHash(token))
        // A banned owner's feed is revoked at the ban; this holds if a ban came another way.
        .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
        .executeTakeFirst();
      return row ? storedPlan(row) : null;
    },

    /**
     * A new private feed token for the plan, replacing (and so revoking) any earlier one. The
     * owner's alone: null for a member.
     */
    async renewFeedToken(access: PlanAccess): Promise<string | null> {
      if (access.role !== "owner") return null;
      const token = newFeedToken();
      const result = await db
        .updateTable("move_plans")
        .set({ feed_token_hash: feedTokenHash(token) })
        .where("id", "=", access.planId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? token : null;
    },

    /** Turns the feed off (the owner's alone: false for a member): its address stops working at once. */
    async revokeFeedToken(access: PlanAccess): Promise<boolean> {
      if (access.role !== "owner") return false;
      await db.updateTable("move_plans").set({ feed_token_hash: null }).where("id", "=", access.planId).execute();
      return true;
    },

    /**
     * Creates the signed-in user's plan or replaces its move (`userId` from the session): one
     * transaction, under the user's lock, so two tabs end in one plan. Owner only: false, and
     * nothing written, for a member of someone else's plan. `alsoInTransaction` writes what must
     * commit with the move (the household's mail when the dates change), or nothing if the move
     * is refused. A new plan is dated today in Hawaii, or `firstDatedOn` (a visitor's plan made
     * earlier in the browser, never later than today); a saved one is dated again only when its
     * report or arrival date changes, so editing the household never turns overdue items into
     * "Start now". Orders newly in hand tick the orders item; orders no longer in hand untick it.
     */
    async saveProfile(
      userId: string,
      profile: MoveProfile,
      nowMs = Date.now(),
      options: {
        alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>;
        firstDatedOn?: CalendarDate;
      } = {},
    ): Promise<boolean> {
      const today = todayInHawaii(new Date(nowMs));
      const move = {
        report_date: profile.reportDate,
        arrival_date: profile.arrivalDate ?? null,
        departure: profile.departure,
        dogs: profile.dogs,
        cats: profile.cats,
        vehicles: profile.vehicles,
        firearms: profile.firearms,
        school_age_children: profile.schoolAgeChildren,
        housing: profile.housing,
        orders_in_hand: profile.ordersInHand,
        branch: profile.branch,
        installation: profile.installation,
        updated_at_ms: nowMs,
      };
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId);
        const member = await trx
          .selectFrom("plan_members")
          .select("plan_id")
          .where("user_id", "=", userId)
          .executeTakeFirst();
        if (member) return false;
        const saved = await trx
          .selectFrom("move_plans")
          .select(["id", "report_date", "arrival_date", "orders_in_hand"])
          .where("owner_id", "=", userId)
          .executeTakeFirst();
        if (saved) {
          const redated = saved.report_date !== move.report_date || saved.arrival_date !== move.arrival_date;
          await trx
            .updateTable("move_plans")
            .set({ ...move, ...(redated ? { dates_set_on: today } : {}) })
            .where("id", "=", saved.id)
            .execute();
        } else {
          const datedOn = firstDatedOnOrToday(options.firstDatedOn, today);
          await trx
            .insertInto("move_plans")
            .values({
              id: randomUUID(),
              owner_id: userId,
              feed_token_hash: null,
              created_at_ms: nowMs,
              dates_set_on: datedOn,
              ...move,
            })
            .execute();
        }
        // One rule for "done": an item is done when it is ticked. The answer "orders in hand"
        // ticks the orders item through the one tick writer (so the checklist page, the feed,
        // the reminders and the exports all see it done) instead of each reader reading the answer.
        const wasInHand = saved?.orders_in_hand ?? false;
        // The orders item is a checklist item: its tick is the owner's own checklist row.
        if (profile.ordersInHand !== wasInHand)
          await itemTicks({ db: trx }).tickChecklistItem(
            { id: userId },
            ORDERS_CHECKLIST_INDEX,
            profile.ordersInHand,
            nowMs,
          );
        await options.alsoInTransaction?.(trx);
        return true;
      });
    },

    /** The plan_ticks rows of the plan; `doneItems` is the whole picture. */
    async ticks(access: PlanAccess): Promise<PlanTick[]> {
      const rows = await db
        .selectFrom("plan_ticks")
        .select(["item_id", "ticked_by", "ticked_at_ms"])
        .where("plan_id", "=", access.planId)
        .orderBy("item_id")
        .execute();
      return rows.map((row) => ({
        itemId: row.item_id,
        tickedBy: row.ticked_by,
        tickedAtMs: row.ticked_at_ms,
      }));
    },

    /**
     * The plan's done items, whoever ticked them: the 20 checklist items from the owner's
     * checklist_progress (the checklist page's store), every other item from plan_ticks.
     */
    doneItems(access: PlanAccess): Promise<Map<string, DoneItem>> {
      return doneItemsOf(access.planId, access.ownerId);
    },

    /**
     * The done items of a plan the server itself reached (the weekly reminders, from each
     * subscriber's plan). Never call it with a plan that came from a request.
     */
    doneItemsForPlan(plan: Pick<StoredPlan, "id" | "ownerId">): Promise<Map<string, DoneItem>> {
      return doneItemsOf(plan.id, plan.ownerId);
    },

    /**
     * Marks one item of the plan done or not (item-ticks.server.ts: who ticked is whoever made
     * it done). False, and nothing written, when the id is neither a plan rule's nor that of an
     * own item on this plan (`own:<uuid>`).
     */
    async tick(
      access: PlanAccess,
      itemId: string,
      done: boolean,
      nowMs = Date.now(),
      madeAtMs = nowMs,
    ): Promise<boolean> {
      if (!isTickableItemId(itemId)) return false;
      // An own item's tick only for an item on this plan: made-up ids would add rows without end.
      if (itemId.startsWith(OWN_TICK_PREFIX) && !(await hasOwnItem(access.planId, itemId))) return false;
      await ticks.tickPlanItem(access, itemId, done, nowMs, madeAtMs);
      return true;
    },
  };
}

export type PlanRepository = ReturnType<typeof planRepository>;

/**
 * What a banned account leaves behind on the plans (issue 28): its plan's calendar feed
 * address and sponsor links stop working, its weekly reminders stop, and the invitations it
 * sent that are still open can no longer be used. One transaction; called where the ban is made
 * (admin-accounts.server.ts). Readers also skip banned users, in case a ban comes another way.
 */
export async function closePlanAccessOf({ db }: Pick<DatabaseClient, "db">, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("move_plans").set({ feed_token_hash: null }).where("owner_id", "=", userId).execute();
    await trx
      .deleteFrom("sponsor_links")
      .where("plan_id", "in", (eb) => eb.selectFrom("move_plans").select("id").where("owner_id", "=", userId))
      .execute();
    await trx.deleteFrom("plan_reminders").where("user_id", "=", userId).execute();
    await trx
      .deleteFrom("plan_invitations")
      .where("accepted_at_ms", "is", null)
      .where((eb) =>
        eb.or([
          eb("invited_by", "=", userId),
          eb("plan_id", "in", eb.selectFrom("move_plans").select("id").where("owner_id", "=", userId)),
        ]),
      )
      .execute();
  });
}
