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
      await db
        .insertInto("checklist_progress")
        .values({
          user_id: userId,
          checklist_type: CHECKLIST_TYPE,
          item_index: itemIndex,
          completed: engine === "postgres" ? completed : Number(completed),
          updated_at: new Date().toISOString(),
        })
        .onConflict((conflict) =>
          conflict.columns(["user_id", "checklist_type", "item_index"]).doUpdateSet((eb) => ({
            completed: eb.ref("excluded.completed"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
    },
  };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
