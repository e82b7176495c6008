import type { LogEvent } from "kysely";

/**
 * Counts the queries a services instance runs (its Kysely `log`, which sees better-auth's
 * queries too, as they go through the same client). `during` counts one stretch of work.
 */
export function queryCounter() {
  let counting = false;
  let statements: string[] = [];
  return {
    /** Give this to startTestServices as `queryLog`. */
    log(event: LogEvent) {
      if (counting) statements.push(event.query.sql);
    },
    /** The queries `work` ran, in order (their SQL). */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      statements = [];
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
      }
      return statements;
    },
  };
}
