import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import { sql } from "kysely";
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

    /**
     * Upsert on (user, type, item): two tabs toggling the same item end in one row, last write
     * wins. One statement, atomic on its own in both engines, so no transaction around it.
     */
    async save(userId: string, itemIndex: number, completed: boolean): Promise<void> {
      const value = engine === "postgres" ? completed : Number(completed);
      const updatedAt = new Date().toISOString();
      // Written as SQL rather than built: this runs for every toggle, and building and
      // compiling the query each time cost more than the database's own work.
      await sql`
        insert into checklist_progress (user_id, checklist_type, item_index, completed, updated_at)
        values (${userId}, ${CHECKLIST_TYPE}, ${itemIndex}, ${value}, ${updatedAt})
        on conflict (user_id, checklist_type, item_index)
        do update set completed = excluded.completed, updated_at = excluded.updated_at`.execute(db);
    },
  };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
