import { AUTH_ATTEMPT_LIMITS, AUTH_ATTEMPT_WINDOW_MS, type AuthAction } from "~/features/auth/client-rate-limit";
import type { DatabaseClient } from "./db.server";

export type AttemptRule = { limit: number; windowMs: number };

/**
 * Attempt counters kept in the database, so a limit holds across every instance. A key's
 * window restarts once its last attempt is older than the window (SPEC.md §5); blocked
 * attempts are not counted; `clear` forgets the key (after a success).
 */
export function attemptCounter({ db }: Pick<DatabaseClient, "db">, now: () => number = Date.now) {
  async function current(key: string, rule: AttemptRule): Promise<number> {
    const row = await db
      .selectFrom("attempt_counters")
      .select(["attempts", "last_attempt_ms"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || now() - Number(row.last_attempt_ms) > rule.windowMs) return 0;
    return row.attempts;
  }

  return {
    async isAllowed(key: string, rule: AttemptRule): Promise<boolean> {
      return (await current(key, rule)) < rule.limit;
    },

    async record(key: string, rule: AttemptRule): Promise<void> {
      const at = now();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("attempt_counters")
          .select(["attempts", "last_attempt_ms"])
          .where("key", "=", key)
          .executeTakeFirst();
        const attempts = !row || at - Number(row.last_attempt_ms) > rule.windowMs ? 1 : row.attempts + 1;
        await trx
          .insertInto("attempt_counters")
          .values({ key, attempts, last_attempt_ms: at })
          .onConflict((conflict) => conflict.column("key").doUpdateSet({ attempts, last_attempt_ms: at }))
          .execute();
      });
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom("attempt_counters").where("key", "=", key).execute();
    },
  };
}

export type AttemptCounter = ReturnType<typeof attemptCounter>;

/** The server's per-email sign-in and sign-up limits: the browser's numbers (SPEC.md §9). */
export function authAttemptLimiter(counter: AttemptCounter) {
  const keyOf = (action: AuthAction, email: string) => `${action}:${email.trim().toLowerCase()}`;
  const ruleOf = (action: AuthAction): AttemptRule => ({
    limit: AUTH_ATTEMPT_LIMITS[action],
    windowMs: AUTH_ATTEMPT_WINDOW_MS,
  });
  return {
    isAllowed: (action: AuthAction, email: string) => counter.isAllowed(keyOf(action, email), ruleOf(action)),
    recordAttempt: (action: AuthAction, email: string) => counter.record(keyOf(action, email), ruleOf(action)),
    recordSuccess: (action: AuthAction, email: string) => counter.clear(keyOf(action, email)),
  };
}
