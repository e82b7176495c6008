/** `BACKUP_SCHEDULE`: the time of day (UTC) the server takes its daily backup, or off. */
export type BackupTime = { hour: number; minute: number };

/** "03:30" → 03:30 UTC; "", "off" (or another false word) → null (no scheduled backup); anything else: undefined. */
export function parseBackupSchedule(text: string | undefined): BackupTime | null | undefined {
  const value = (text ?? "").trim().toLowerCase();
  if (["", "off", "no", "false", "0"].includes(value)) return null;
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

/** The next moment at `time` strictly after `now`. */
export function nextBackupAt(now: Date, { hour, minute }: BackupTime): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(today > now.getTime() ? today : today + 24 * 60 * 60 * 1000);
}

/** The day a scheduled backup belongs to (UTC), YYYY-MM-DD: one claim per day across instances. */
export function backupDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The owner's admin shows the newest scheduled backup when it did not end well. */
export type BackupProblem = { day: string; reason: "failed" | "unfinished"; error: string | null };
