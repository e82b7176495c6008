/**
 * Backup files are named by the moment they were taken (UTC), so the retention rule and a
 * person listing the folder read the same date: `aloha-pcs-2026-11-26T03-30-00Z.sqlite.gz`
 * (SQLite, gzip-compressed) or `….pgdump` (PostgreSQL's custom format, compressed by pg_dump).
 */
export type BackupKind = "sqlite" | "postgres";

const EXTENSION: Record<BackupKind, string> = { sqlite: ".sqlite.gz", postgres: ".pgdump" };
const BACKUP_NAME = /^aloha-pcs-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(sqlite\.gz|pgdump)$/;

/** A UTC moment as file names carry it (to the second, no colons): 2026-11-26T03-30-00Z. */
export function fileStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;
}

export function backupFileName(kind: BackupKind, takenAt: Date): string {
  return `aloha-pcs-${fileStamp(takenAt)}${EXTENSION[kind]}`;
}

/** When a backup file was taken, from its name; null for any other file (never touched by pruning). */
export function backupTakenAt(fileName: string): Date | null {
  const match = BACKUP_NAME.exec(fileName);
  if (!match) return null;
  const [, day, hour, minute, second] = match;
  const takenAt = new Date(`${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(takenAt.getTime()) ? null : takenAt;
}
