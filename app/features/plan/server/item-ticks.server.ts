import type { SessionUser } from "~/features/auth/session-user";
import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import { CHECKLIST_PLAN_RULES } from "~/content/plan-rules";
import type { Transaction } from "kysely";
import type { Database, DatabaseClient } from "~/server/db/db.server";
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
 *
 * A tick sent late (kept offline, docs/decisions/0037) carries when it was made (`madeAtMs`
 * before `nowMs`): it does not undo a change made after it (latest tick wins). A checklist
 * item's row keeps the time of its last change either way; for the plan's other items,
 * plan_ticks keeps a done item's tick and plan_unticks when an item was last marked not done.
 */
export function itemTicks({ db }: Pick<DatabaseClient, "db">) {
  /** One checklist item, done or not, by `ticker` (see the rule above). */
  async function tickChecklistItem(
    ticker: ChecklistTicker,
    itemIndex: number,
    done: boolean,
    nowMs = Date.now(),
    madeAtMs = nowMs,
  ) {
    const madeAt = new Date(madeAtMs).toISOString();
    await db
      .insertInto("checklist_progress")
      .values({
        user_id: checklistHolderOf(ticker),
        checklist_type: CHECKLIST_TYPE,
        item_index: itemIndex,
        completed: done,
        updated_at: madeAt,
        updated_by: done ? actorOf(ticker) : null,
      })
      .onConflict((conflict) => {
        const update = conflict
          .columns(["user_id", "checklist_type", "item_index"])
          .doUpdateSet((eb) => ({
            completed: eb.ref("excluded.completed"),
            updated_at: eb.ref("excluded.updated_at"),
            updated_by: eb.ref("excluded.updated_by"),
          }))
          // Only a change of state writes: a done item ticked again keeps who ticked it, and when.
          .whereRef("checklist_progress.completed", "<>", "excluded.completed");
        // A late tick: not over a change made after it.
        return madeAtMs < nowMs ? update.where("checklist_progress.updated_at", "<=", madeAt) : update;
      })
      .execute();
  }

  return {
    tickChecklistItem,

    /**
     * One item of the plan `access` opens, done or not: a checklist item in checklist_progress,
     * any other in plan_ticks. The caller has checked the id is one of the plan's.
     */
    async tickPlanItem(
      access: PlanAccess,
      itemId: string,
      done: boolean,
      nowMs = Date.now(),
      madeAtMs = nowMs,
    ): Promise<void> {
      const checklistIndex = CHECKLIST_INDEXES.get(itemId);
      if (checklistIndex !== undefined) return tickChecklistItem(access, checklistIndex, done, nowMs, madeAtMs);
      const late = madeAtMs < nowMs;
      const item = { plan_id: access.planId, item_id: itemId };
      if (!done) {
        await db.transaction().execute(async (trx) => {
          const cleared = await trx
            .deleteFrom("plan_ticks")
            .where("plan_id", "=", access.planId)
            .where("item_id", "=", itemId)
            // A late untick leaves a tick made after it.
            .$if(late, (query) => query.where("ticked_at_ms", "<=", madeAtMs))
            .executeTakeFirst();
          const tickedSince = late && cleared.numDeletedRows === 0n && (await doneSince(trx, access.planId, itemId));
          if (tickedSince) return;
          await trx
            .insertInto("plan_unticks")
            .values({ ...item, unticked_at_ms: madeAtMs })
            .onConflict((conflict) =>
              conflict
                .columns(["plan_id", "item_id"])
                .doUpdateSet({ unticked_at_ms: madeAtMs })
                .where("plan_unticks.unticked_at_ms", "<", madeAtMs),
            )
            .execute();
        });
        return;
      }
      if (late) {
        const untickedAfter = await db
          .selectFrom("plan_unticks")
          .select("unticked_at_ms")
          .where("plan_id", "=", access.planId)
          .where("item_id", "=", itemId)
          .where("unticked_at_ms", ">", madeAtMs)
          .executeTakeFirst();
        // Marked not done after this tick was made: that later change stands.
        if (untickedAfter) return;
      }
      await db
        .insertInto("plan_ticks")
        .values({ ...item, ticked_by: access.userId, ticked_at_ms: madeAtMs })
        // Already done: the tick that made it done stands.
        .onConflict((conflict) => conflict.columns(["plan_id", "item_id"]).doNothing())
        .execute();
    },
  };
}

/** Whether the item is done now (a tick made after a late untick, which then leaves it done). */
async function doneSince(trx: Transaction<Database>, planId: string, itemId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("plan_ticks")
    .select("item_id")
    .where("plan_id", "=", planId)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return row !== undefined;
}

export type ItemTicks = ReturnType<typeof itemTicks>;
