import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import type { DatabaseClient } from "~/server/db/db.server";
import { checklistHolderOf, itemTicks, type ChecklistTicker } from "~/features/plan/server/item-ticks.server";

export type ChecklistRow = { itemIndex: number; completed: boolean };

/**
 * Checklist progress, always scoped to the session's user and their household: with a plan
 * (its `PlanAccess`), the plan owner's rows, so the checklist page and the plan tick one store
 * (issue 17); without one, the user's own rows. Ticks go through the one tick writer
 * (item-ticks.server.ts), with the plan's rule for who ticked.
 */
export function checklistRepository(database: Pick<DatabaseClient, "db">) {
  const { db } = database;
  const ticks = itemTicks(database);
  return {
    async load(ticker: ChecklistTicker): Promise<ChecklistRow[]> {
      const rows = await db
        .selectFrom("checklist_progress")
        .select(["item_index", "completed"])
        .where("user_id", "=", checklistHolderOf(ticker))
        .where("checklist_type", "=", CHECKLIST_TYPE)
        .orderBy("item_index")
        .execute();
      return rows.map((row) => ({ itemIndex: row.item_index, completed: row.completed }));
    },

    /** One item done or not: an upsert on (holder, type, item), so two tabs end in one row. */
    tick(ticker: ChecklistTicker, itemIndex: number, completed: boolean, nowMs = Date.now()): Promise<void> {
      return ticks.tickChecklistItem(ticker, itemIndex, completed, nowMs);
    },

    /** Several items done at once, all or none (a visitor's browser ticks joining the account). */
    tickAll(ticker: ChecklistTicker, itemIndexes: number[], nowMs = Date.now()): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const writer = itemTicks({ db: trx });
        for (const itemIndex of itemIndexes) await writer.tickChecklistItem(ticker, itemIndex, true, nowMs);
      });
    },
  };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
