import { sql } from "kysely";
import type { DatabaseClient } from "./db/db.server";

export type AttemptRule = { limit: number; windowMs: number };

/**
 * Attempt counters kept in the database, so a limit holds across every instance. A key's
 * window restarts once its last attempt is older than the window (SPEC.md §5); refused
 * attempts are not counted; `clear` forgets the key (after a success).
 *
 * An attempt is reserved before the work it guards, in one statement: reading the count and
 * judging afterwards let 30 parallel sign-ins all through a limit of 5.
 */
export function attemptCounter({ db }: Pick<DatabaseClient, "db">, now: () => number = Date.now) {
  return {
    /**
     * Counts one attempt and says whether it may go ahead; a refused attempt changes nothing.
     * One upsert whose update only happens while the key is under its limit (or its window
     * has lapsed): the database serialises concurrent callers on the row, on SQLite and
     * PostgreSQL alike, so exactly `limit` reservations succeed.
     */
    async reserve(key: string, rule: AttemptRule): Promise<boolean> {
      const at = now();
      const lapsed = sql<boolean>`cast(${at} as bigint) - attempt_counters.last_attempt_ms > ${rule.windowMs}`;
      const row = await db
        .insertInto("attempt_counters")
        .values({ key, attempts: 1, last_attempt_ms: at })
        .onConflict((conflict) =>
          conflict
            .column("key")
            .doUpdateSet({
              attempts: sql<number>`case when ${lapsed} then 1 else attempt_counters.attempts + 1 end`,
              last_attempt_ms: at,
            })
            .where(sql<boolean>`${lapsed} or attempt_counters.attempts < ${rule.limit}`),
        )
        .returning("attempts")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives a reserved attempt back (the work it guarded failed on our side). */
    async release(key: string): Promise<void> {
      await db
        .updateTable("attempt_counters")
        .set({ attempts: sql<number>`attempts - 1` })
        .where("key", "=", key)
        .where("attempts", ">", 0)
        .execute();
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom("attempt_counters").where("key", "=", key).execute();
    },
  };
}

export type AttemptCounter = ReturnType<typeof attemptCounter>;
