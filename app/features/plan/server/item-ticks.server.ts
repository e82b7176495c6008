import type { SessionUser } from "~/features/auth/session-user";
import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import { CHECKLIST_PLAN_RULES } from "~/content/plan-rules";
import type { DatabaseClient } from "~/server/db/db.server";
import type { PlanAccess } from "./plan-access.server";

/** The 20 checklist items' plan ids by their checklist index, and back. */
export const CHECKLIST_ITEM_IDS: ReadonlyMap<number, string> = new Map(
  CHECKLIST_PLAN_RULES.map((rule) => [rule.checklistIndex!, rule.id]),
);
export const CHECKLIST_INDEXES: ReadonlyMap<string, number> = new Map(
  CHECKLIST_PLAN_RULES.map((rule) => [rule.id, rule.checklistIndex!]),
);

/**
 * Who ticks the checklist: a plan's access (a member ticks the owner's rows, so the checklist
 * page and the shared plan are one store), or the session's user when they have no plan (their
 * own rows).
 */
export type ChecklistTicker = PlanAccess | Pick<SessionUser, "id">;

const isPlanAccess = (ticker: ChecklistTicker): ticker is PlanAccess => "planId" in ticker;

/** Whose checklist_progress rows a ticker reads and writes. */
export const checklistHolderOf = (ticker: ChecklistTicker) => (isPlanAccess(ticker) ? ticker.ownerId : ticker.id);
const actorOf = (ticker: ChecklistTicker) => (isPlanAccess(ticker) ? ticker.userId : ticker.id);

/**
 * The one writer of ticks, for the checklist page and the plan alike, with one rule for who
 * ticked: the person who last changed an item from not done to done, and when. Ticking an item
 * that is already done changes nothing (a second tab, the other page, a household member a
 * moment later: the first tick stands); unticking clears who and when, so a later tick is
 * someone's new tick. The 20 checklist items live in checklist_progress (the checklist page's
 * store), every other plan item in plan_ticks (a row while done).
 */
export function itemTicks({ db }: Pick<DatabaseClient, "db">) {
  /** One checklist item, done or not, by `ticker` (see the rule above). */
  async function tickChecklistItem(ticker: ChecklistTicker, itemIndex: number, done: boolean, nowMs = Date.now()) {
    await db
      .insertInto("checklist_progress")
      .values({
        user_id: checklistHolderOf(ticker),
        checklist_type: CHECKLIST_TYPE,
        item_index: itemIndex,
        completed: done,
        updated_at: new Date(nowMs).toISOString(),
        updated_by: done ? actorOf(ticker) : null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["user_id", "checklist_type", "item_index"])
          .doUpdateSet((eb) => ({
            completed: eb.ref("excluded.completed"),
            updated_at: eb.ref("excluded.updated_at"),
            updated_by: eb.ref("excluded.updated_by"),
          }))
          // Only a change of state writes: a done item ticked again keeps who ticked it, and when.
          .whereRef("checklist_progress.completed", "<>", "excluded.completed"),
      )
      .execute();
  }

  return {
    tickChecklistItem,

    /**
     * One item of the plan `access` opens, done or not: a checklist item in checklist_progress,
     * any other in plan_ticks. The caller has checked the id is one of the plan's.
     */
    async tickPlanItem(access: PlanAccess, itemId: string, done: boolean, nowMs = Date.now()): Promise<void> {
      const checklistIndex = CHECKLIST_INDEXES.get(itemId);
      if (checklistIndex !== undefined) return tickChecklistItem(access, checklistIndex, done, nowMs);
      if (!done) {
        await db.deleteFrom("plan_ticks").where("plan_id", "=", access.planId).where("item_id", "=", itemId).execute();
        return;
      }
      await db
        .insertInto("plan_ticks")
        .values({ plan_id: access.planId, item_id: itemId, ticked_by: access.userId, ticked_at_ms: nowMs })
        // Already done: the tick that made it done stands.
        .onConflict((conflict) => conflict.columns(["plan_id", "item_id"]).doNothing())
        .execute();
    },
  };
}

export type ItemTicks = ReturnType<typeof itemTicks>;
