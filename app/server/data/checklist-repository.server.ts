import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import { sql, type Kysely } from "kysely";
import type { Database, DatabaseClient } from "./db.server";
import { groupCommit } from "./group-commit.server";

export type ChecklistRow = { itemIndex: number; completed: boolean };

type Toggle = { userId: string; itemIndex: number; completed: boolean; updatedAt: string };

/**
 * Upsert on (user, type, item): two tabs toggling the same item end in one row, last write
 * wins. Written as SQL rather than built: this runs for every toggle, and building and
 * compiling the query each time cost more than the database's own work.
 */
async function upsert(db: Kysely<Database>, engine: DatabaseClient["engine"], toggle: Toggle): Promise<void> {
  const value = engine === "postgres" ? toggle.completed : Number(toggle.completed);
  await sql`
    insert into checklist_progress (user_id, checklist_type, item_index, completed, updated_at)
    values (${toggle.userId}, ${CHECKLIST_TYPE}, ${toggle.itemIndex}, ${value}, ${toggle.updatedAt})
    on conflict (user_id, checklist_type, item_index)
    do update set completed = excluded.completed, updated_at = excluded.updated_at`.execute(db);
}

/**
 * Checklist progress, always scoped to one user: callers pass the user id from the session,
 * never from the request.
 */
export function checklistRepository({ db, engine }: Pick<DatabaseClient, "db" | "engine">) {
  const saveOne = (toggle: Toggle) => upsert(db, engine, toggle);
  // SQLite writes one commit at a time: saves arriving together share one (in arrival order,
  // so the last toggle still wins). PostgreSQL commits concurrently on its pool.
  const saveToggle =
    engine === "sqlite"
      ? groupCommit<Toggle>({
          commitAll: (toggles) =>
            db.transaction().execute(async (trx) => {
              for (const toggle of toggles) await upsert(trx, engine, toggle);
            }),
          commitOne: saveOne,
        })
      : saveOne;
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

    /** Resolves once the toggle is committed. */
    save(userId: string, itemIndex: number, completed: boolean): Promise<void> {
      return saveToggle({ userId, itemIndex, completed, updatedAt: new Date().toISOString() });
    },
  };
}

export type ChecklistRepository = ReturnType<typeof checklistRepository>;
