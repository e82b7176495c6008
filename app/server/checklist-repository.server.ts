import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import type { DatabaseClient } from "./db.server";

export type ChecklistRow = { itemIndex: number; completed: boolean };

/**
 * Checklist progress, always scoped to one user: callers pass the user id from the session,
 * never from the request.
 */
export function checklistRepository({ db, engine }: Pick<DatabaseClient, "db" | "engine">) {
  return {
    async load(userId: string): Promise<ChecklistRow[]> {
      const rows = await db
        .selectFrom("checklist_progress")
        .select(["item_index", "completed"])
        .where("user_id", "=", userId)
        .where("checklist_type", "=", CHECKLIST_TYPE)
        .orderBy("item_index")
        .execute();
      return rows.map((row) => ({ itemIndex: row.item_index, completed: Boolean(row.completed) }));
    },

    /** Upsert on (user, type, item): two tabs toggling the same item end in one row, last write wins. */
    async save(userId: string, itemIndex: number, completed: boolean): Promise<void> {
      const value = engine === "postgres" ? completed : Number(completed);
      const updatedAt = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("checklist_progress")
          .values({
            user_id: userId,
            checklist_type: CHECKLIST_TYPE,
            item_index: itemIndex,
            completed: value,
            updated_at: updatedAt,
          })
          .onConflict((conflict) =>
            conflict
              .columns(["user_id", "checklist_type", "item_index"])
              .doUpdateSet({ completed: value, updated_at: updatedAt }),
          )
          .execute();
      });
    },
  };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
