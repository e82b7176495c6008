import { AUTH_ATTEMPT_LIMITS, AUTH_ATTEMPT_WINDOW_MS, type AuthAction } from "~/features/auth/client-rate-limit";
import type { DatabaseClient } from "./db.server";

/**
 * The server's own per-email attempt limit, with the same numbers and window as the
 * browser's (SPEC.md §9), kept in the database so it holds across instances. Blocked
 * attempts are not counted; success clears the count.
 */
export function attemptLimiter({ db }: Pick<DatabaseClient, "db">, now: () => number = Date.now) {
  const keyOf = (action: AuthAction, email: string) => `${action}:${email.trim().toLowerCase()}`;
  return {
    async isAllowed(action: AuthAction, email: string): Promise<boolean> {
      const row = await db
        .selectFrom("auth_attempts")
        .select(["attempts", "last_attempt_ms"])
        .where("key", "=", keyOf(action, email))
        .executeTakeFirst();
      if (!row) return true;
      if (now() - Number(row.last_attempt_ms) > AUTH_ATTEMPT_WINDOW_MS) return true;
      return row.attempts < AUTH_ATTEMPT_LIMITS[action];
    },

    async recordAttempt(action: AuthAction, email: string): Promise<void> {
      const key = keyOf(action, email);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("auth_attempts")
          .select(["attempts", "last_attempt_ms"])
          .where("key", "=", key)
          .executeTakeFirst();
        const fresh = !row || at - Number(row.last_attempt_ms) > AUTH_ATTEMPT_WINDOW_MS;
        const attempts = fresh ? 1 : row.attempts + 1;
        await trx
          .insertInto("auth_attempts")
          .values({ key, attempts, last_attempt_ms: at })
          .onConflict((conflict) => conflict.column("key").doUpdateSet({ attempts, last_attempt_ms: at }))
          .execute();
      });
    },

    async recordSuccess(action: AuthAction, email: string): Promise<void> {
      await db.deleteFrom("auth_attempts").where("key", "=", keyOf(action, email)).execute();
    },
  };
}
