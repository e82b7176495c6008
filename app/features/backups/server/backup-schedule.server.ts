import { hostname } from "node:os";
import path from "node:path";
import type { DatabaseClient } from "~/server/db/db.server";
import type { Env } from "~/server/env.server";
import { DEFAULT_BACKUP_KEEP, parseBackupKeep, type BackupKeep } from "../backup-retention";
import { backupDay, nextBackupAt, type BackupTime } from "../backup-schedule";
import { takeBackup, type BackupSource } from "./backup.server";
import { backupRuns } from "./backup-runs.server";

export type BackupSettings = { source: BackupSource; backupDir: string; keep: BackupKeep };

export type ScheduledBackupOutcome =
  { outcome: "taken"; file: string } | { outcome: "claimed elsewhere" } | { outcome: "failed"; error: string };

/** This instance, as the claim records it. */
const INSTANCE = `${hostname()}:${process.pid}`;

/**
 * The day's backup, taken by whichever instance claims the day first (the others return at
 * once). Its outcome is recorded for the owner's admin and logged; a failure is never thrown
 * into the server.
 */
export async function runScheduledBackup(
  database: Pick<DatabaseClient, "db">,
  settings: BackupSettings,
  now: Date = new Date(),
  claimedBy: string = INSTANCE,
): Promise<ScheduledBackupOutcome> {
  const runs = backupRuns(database);
  if (!(await runs.claim(now, claimedBy))) return { outcome: "claimed elsewhere" };
  try {
    const { file, removed } = await takeBackup({ ...settings, now });
    await runs.finished(backupDay(now), { file }, new Date());
    console.log(`[backups] the daily backup is ${file}${removed.length ? `; pruned ${removed.join(", ")}` : ""}`);
    return { outcome: "taken", file };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("[backups] the daily backup failed", error);
    await runs.finished(backupDay(now), { error: message }, new Date()).catch((recording: unknown) => {
      console.error("[backups] the failed backup could not be recorded", recording);
    });
    return { outcome: "failed", error: message };
  }
}

/** Run `backUp` at `time` (UTC) every day until stopped; `now` is the clock (tests move it). */
export function startBackupSchedule(
  backUp: (now: Date) => Promise<unknown>,
  time: BackupTime,
  now: () => Date = () => new Date(),
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const scheduleNext = () => {
    const at = nextBackupAt(now(), time);
    timer = setTimeout(() => {
      running = backUp(at).finally(() => {
        running = undefined;
        if (!stopped) scheduleNext();
      });
    }, at.getTime() - now().getTime());
    // The schedule alone keeps no process alive.
    timer.unref();
  };
  scheduleNext();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The server's daily backup, from its settings: at BACKUP_SCHEDULE (UTC) every day, into
 * BACKUP_DIR, pruned by BACKUP_KEEP. Undefined when BACKUP_SCHEDULE is off.
 */
export function startDailyBackups(
  database: Pick<DatabaseClient, "db">,
  config: Pick<Env, "DATA_DIR" | "DATABASE_URL"> & Partial<Pick<Env, "BACKUP_DIR" | "BACKUP_KEEP" | "BACKUP_SCHEDULE">>,
) {
  if (!config.BACKUP_SCHEDULE) return undefined;
  const settings: BackupSettings = {
    source: config.DATABASE_URL
      ? { engine: "postgres", databaseUrl: config.DATABASE_URL }
      : { engine: "sqlite", dataDir: config.DATA_DIR },
    backupDir: config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups"),
    keep: config.BACKUP_KEEP ?? parseBackupKeep(DEFAULT_BACKUP_KEEP)!,
  };
  return startBackupSchedule(
    (at) =>
      runScheduledBackup(database, settings, at).catch((error: unknown) =>
        console.error("[backups] the daily backup could not be claimed", error),
      ),
    config.BACKUP_SCHEDULE,
  );
}
