/**
 * Which backups to keep: `BACKUP_KEEP`, e.g. "7d,4w", read as restic's `--keep-daily 7
 * --keep-weekly 4` are: for the last 7 days that have a backup, the newest backup of each
 * day; for the last 4 weeks (Monday to Sunday, UTC) that have one, the newest of each week.
 * Counting days that have backups, not calendar days back from today, means a server that
 * stopped taking backups for a month never prunes its last good copies away.
 */
export type BackupKeep = { daily: number; weekly: number };

export const DEFAULT_BACKUP_KEEP = "7d,4w";
const MAX_KEPT = 1_000;

/** "7d,4w", "14d", "4w" (spaces allowed); null for anything else, or for keeping nothing. */
export function parseBackupKeep(text: string): BackupKeep | null {
  const keep: Partial<BackupKeep> = {};
  for (const part of text.split(",")) {
    const match = /^\s*(\d{1,4})\s*([dw])\s*$/i.exec(part);
    if (!match) return null;
    const count = Number(match[1]);
    const unit = match[2]!.toLowerCase() === "d" ? "daily" : "weekly";
    if (keep[unit] !== undefined || count > MAX_KEPT) return null;
    keep[unit] = count;
  }
  const parsed = { daily: keep.daily ?? 0, weekly: keep.weekly ?? 0 };
  return parsed.daily + parsed.weekly > 0 ? parsed : null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The week's Monday (UTC), YYYY-MM-DD: one key per week, across month and year ends alike. */
function weekOf(date: Date): string {
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return dayOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - daysSinceMonday)));
}

/** The names of the backups `keep` keeps; every other backup may be deleted. */
export function backupsToKeep<T extends { name: string; takenAt: Date }>(backups: T[], keep: BackupKeep): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<string>();
  for (const [limit, period] of [
    [keep.daily, dayOf],
    [keep.weekly, weekOf],
  ] as const) {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup.takenAt);
      if (periods.has(key)) continue;
      if (periods.size === limit) break;
      periods.add(key);
      kept.add(backup.name);
    }
  }
  return kept;
}
