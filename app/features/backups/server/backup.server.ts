import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { backupFileName, backupTakenAt } from "../backup-files";
import { backupsToKeep, type BackupKeep } from "../backup-retention";
import { BackupError } from "./backup-error.server";
import { runPostgresTool } from "./postgres-tools.server";

/** The SQLite file connectDatabase keeps in the data folder. */
export const SQLITE_DATABASE_FILE = "aloha-pcs.sqlite";

/** What to back up: the data folder's SQLite file, or the PostgreSQL database DATABASE_URL names. */
export type BackupSource = { engine: "sqlite"; dataDir: string } | { engine: "postgres"; databaseUrl: string };

/**
 * One step for the whole file: the copy is made in one read transaction, so it is the database
 * as of one moment however many writes other processes make meanwhile (the backup API starts
 * again after another connection's write between steps). In WAL mode writers do not wait for it.
 */
const WHOLE_FILE_IN_ONE_STEP = 2 ** 31 - 1;

/** Every problem `PRAGMA integrity_check` reports; empty when the file is whole. */
export function integrityProblems(file: string): string[] {
  const database = new DatabaseSync(file);
  try {
    const rows = database.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((result) => result !== "ok");
  } finally {
    database.close();
  }
}

async function backUpSqlite(databaseFile: string, target: string): Promise<void> {
  const copy = `${target}.partial.sqlite`;
  try {
    const source = new DatabaseSync(databaseFile, { timeout: 5_000 });
    try {
      await backup(source, copy, { rate: WHOLE_FILE_IN_ONE_STEP });
    } finally {
      source.close();
    }
    const problems = integrityProblems(copy);
    if (problems.length)
      throw new BackupError(`The copy failed its integrity check: ${problems.slice(0, 3).join("; ")}`);
    await pipeline(createReadStream(copy), createGzip(), createWriteStream(`${target}.partial`, { flags: "wx" }));
    await rename(`${target}.partial`, target);
  } finally {
    for (const leftover of [copy, `${copy}-wal`, `${copy}-shm`, `${target}.partial`])
      await rm(leftover, { force: true });
  }
}

async function backUpPostgres(databaseUrl: string, target: string): Promise<void> {
  try {
    // Custom format: compressed by pg_dump, restored selectively and in one transaction by pg_restore.
    await runPostgresTool("pg_dump", ["--format=custom", `--file=${target}.partial`], databaseUrl);
    // The dump's table of contents reads back whole, or the dump is not kept.
    await runPostgresTool("pg_restore", ["--list", `${target}.partial`]);
    await rename(`${target}.partial`, target);
  } finally {
    await rm(`${target}.partial`, { force: true });
  }
}

/** Delete the backups BACKUP_KEEP does not keep; other files in the folder are never touched. */
export async function pruneBackups(backupDir: string, keep: BackupKeep): Promise<string[]> {
  const backups = (await readdir(backupDir)).flatMap((name) => {
    const takenAt = backupTakenAt(name);
    return takenAt ? [{ name, takenAt }] : [];
  });
  const kept = backupsToKeep(backups, keep);
  const removed = backups.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
  for (const name of removed) await rm(path.join(backupDir, name));
  return removed;
}

/**
 * Take a backup into `backupDir` (a dated file; see backup-files.ts), check it, and prune the
 * folder by `keep`. Resolves with the new file and the names of the backups pruned.
 */
export async function takeBackup({
  source,
  backupDir,
  keep,
  now = new Date(),
}: {
  source: BackupSource;
  backupDir: string;
  keep: BackupKeep;
  now?: Date;
}): Promise<{ file: string; removed: string[] }> {
  const sqliteFile = source.engine === "sqlite" ? path.join(source.dataDir, SQLITE_DATABASE_FILE) : null;
  // Opening a missing file would create an empty database, and back that up.
  if (sqliteFile && !existsSync(sqliteFile)) {
    throw new BackupError(`There is no database at ${sqliteFile} (check DATA_DIR).`);
  }
  await mkdir(backupDir, { recursive: true });
  const file = path.join(backupDir, backupFileName(source.engine, now));
  if (existsSync(file)) throw new BackupError(`${file} already exists: one backup per second at most.`);
  if (source.engine === "sqlite") await backUpSqlite(sqliteFile!, file);
  else await backUpPostgres(source.databaseUrl, file);
  return { file, removed: await pruneBackups(backupDir, keep) };
}
