import path from "node:path";
import type { DatabaseClient } from "~/server/db/db.server";
import { backupDay, type BackupProblem } from "../backup-schedule";

/** A claimed backup with no outcome after this long died with its instance. */
export const UNFINISHED_AFTER_MS = 60 * 60 * 1000;

/**
 * The daily backup's claims and outcomes, one row per UTC day (migration 013). The claim is
 * the insert: the day's primary key lets one instance in and turns the others away, on SQLite
 * and PostgreSQL alike (decision 0030).
 */
export function backupRuns({ db }: Pick<DatabaseClient, "db">) {
  return {
    /** True for the one instance that gets the day. */
    async claim(now: Date, claimedBy: string): Promise<boolean> {
      const result = await db
        .insertInto("backup_runs")
        .values({ day: backupDay(now), claimed_by: claimedBy, started_at_ms: now.getTime() })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async finished(day: string, outcome: { file: string } | { error: string }, at: Date): Promise<void> {
      await db
        .updateTable("backup_runs")
        .set({
          finished_at_ms: at.getTime(),
          file: "file" in outcome ? path.basename(outcome.file) : null,
          error: "error" in outcome ? outcome.error : null,
        })
        .where("day", "=", day)
        .execute();
    },

    /** The newest day's run when it failed or never finished; null when it went well (or none ran). */
    async latestProblem(now: Date = new Date()): Promise<BackupProblem | null> {
      const latest = await db
        .selectFrom("backup_runs")
        .select(["day", "started_at_ms", "finished_at_ms", "error"])
        .orderBy("day", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!latest) return null;
      if (latest.error !== null) return { day: latest.day, reason: "failed", error: latest.error };
      const unfinished = latest.finished_at_ms === null && now.getTime() - latest.started_at_ms > UNFINISHED_AFTER_MS;
      return unfinished ? { day: latest.day, reason: "unfinished", error: null } : null;
    },
  };
}

export type BackupRuns = ReturnType<typeof backupRuns>;
