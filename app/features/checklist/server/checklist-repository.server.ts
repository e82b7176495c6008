import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import type { DatabaseClient } from "~/server/db/db.server";
import { checklistHolder } from "~/features/plan/server/plan-repository.server";

export type ChecklistRow = { itemIndex: number; completed: boolean };

/**
 * Checklist progress, always scoped to the user from the session (never from the request) and
 * to their household: a member of someone's plan reads and writes the plan owner's rows, so
 * the checklist page and the plan tick one store (issue 17). Without a plan, a user's own rows.
 */
export function checklistRepository({ db }: Pick<DatabaseClient, "db">) {
  return {
    async load(userId: string): Promise<ChecklistRow[]> {
      const holderId = await checklistHolder(db, userId);
      const rows = await db
        .selectFrom("checklist_progress")
        .select(["item_index", "completed"])
        .where("user_id", "=", holderId)
        .where("checklist_type", "=", CHECKLIST_TYPE)
        .orderBy("item_index")
        .execute();
      return rows.map((row) => ({ itemIndex: row.item_index, completed: row.completed }));
    },

    /** Upsert on (user, type, item): two tabs toggling the same item end in one row, last write wins. */
    async save(userId: string, itemIndex: number, completed: boolean): Promise<void> {
      const holderId = await checklistHolder(db, userId);
      await db
        .insertInto("checklist_progress")
        .values({
          user_id: holderId,
          checklist_type: CHECKLIST_TYPE,
          item_index: itemIndex,
          completed,
          updated_at: new Date().toISOString(),
          updated_by: userId,
        })
        .onConflict((conflict) =>
          conflict.columns(["user_id", "checklist_type", "item_index"]).doUpdateSet((eb) => ({
            completed: eb.ref("excluded.completed"),
            updated_at: eb.ref("excluded.updated_at"),
            updated_by: eb.ref("excluded.updated_by"),
          })),
        )
        .execute();
    },
  };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
