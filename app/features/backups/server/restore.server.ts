import { closeSync, createReadStream, createWriteStream, existsSync, fsyncSync, openSync, readSync } from "node:fs";
import { copyFile, link, rename, rm } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { fileStamp } from "../backup-files";
import { BackupError } from "./backup-error.server";
import { integrityProblems, SQLITE_DATABASE_FILE } from "./backup.server";
import { takeDataFolderForRestore } from "./data-folder-lock.server";
import { PostgresToolMissing, runPostgresTool } from "./postgres-tools.server";

const NOTHING_CHANGED = "Nothing was changed.";

/** Refuse a backup made by code with migrations this code does not have. */
function refuseNewerMigrations(file: string, backupMigrations: string[], knownMigrations: string[]): void {
  if (!backupMigrations.length) {
    throw new BackupError(`${file} is not a backup of this site: it has no app_migrations table. ${NOTHING_CHANGED}`);
  }
  const unknown = backupMigrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length) {
    throw new BackupError(
      `${file} was made by a newer version of the site (migration ${unknown.join(", ")} is unknown to this code): update the code to that version first. ${NOTHING_CHANGED}`,
    );
  }
}

function isGzip(file: string): boolean {
  const descriptor = openSync(file, "r");
  try {
    const magic = Buffer.alloc(2);
    return readSync(descriptor, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    closeSync(descriptor);
  }
}

/** The backup as a plain SQLite file at `fresh`, checked whole and from code this code knows. */
async function unpackSqlite(file: string, fresh: string, knownMigrations: string[]): Promise<void> {
  if (isGzip(file)) {
    try {
      await pipeline(createReadStream(file), createGunzip(), createWriteStream(fresh, { flags: "wx" }));
    } catch (error) {
      throw new BackupError(`${file} is damaged: it does not unpack (${(error as Error).message}). ${NOTHING_CHANGED}`);
    }
  } else {
    await copyFile(file, fresh);
  }
  let problems: string[];
  try {
    problems = integrityProblems(fresh);
  } catch (error) {
    problems = [(error as Error).message];
  }
  if (problems.length) {
    throw new BackupError(
      `${file} is not a whole SQLite database (integrity check: ${problems.slice(0, 3).join("; ")}). ${NOTHING_CHANGED}`,
    );
  }
  const database = new DatabaseSync(fresh);
  let migrations: string[] = [];
  try {
    const hasTable = database
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'app_migrations'")
      .get();
    if (hasTable) {
      migrations = (database.prepare("SELECT name FROM app_migrations").all() as { name: string }[]).map(
        (row) => row.name,
      );
    }
  } finally {
    database.close();
  }
  refuseNewerMigrations(file, migrations, knownMigrations);
  // On disk before it takes the database's name.
  const descriptor = openSync(fresh, "r+");
  fsyncSync(descriptor);
  closeSync(descriptor);
}

/**
 * Put the restored file in place: the current database keeps its content under a dated name
 * (a hard link, so the database's own name never stops pointing at a whole file), then one
 * rename() replaces it, which is atomic on one filesystem.
 */
async function swapIn(dataDir: string, fresh: string, now: Date): Promise<string | null> {
  const current = path.join(dataDir, SQLITE_DATABASE_FILE);
  let replaced: string | null = null;
  if (existsSync(current)) {
    replaced = `${current}.replaced-${fileStamp(now)}`;
    // A WAL left by a server that did not close cleanly holds the replaced file's last writes:
    // it goes with that file (SQLite finds it by name), never onto the restored one.
    for (const suffix of ["-wal", "-shm"]) {
      if (existsSync(current + suffix)) await rename(current + suffix, replaced + suffix);
    }
    await link(current, replaced);
  }
  await rename(fresh, current);
  const folder = openSync(dataDir, "r");
  fsyncSync(folder);
  closeSync(folder);
  return replaced;
}

async function restoreSqlite(file: string, dataDir: string, knownMigrations: string[], now: Date) {
  const fresh = path.join(dataDir, `.restoring-${fileStamp(now)}.sqlite`);
  try {
    await unpackSqlite(file, fresh, knownMigrations);
    return await swapIn(dataDir, fresh, now);
  } finally {
    for (const leftover of [fresh, `${fresh}-wal`, `${fresh}-shm`]) await rm(leftover, { force: true });
  }
}

/** The migration names in a custom-format dump's app_migrations data (its COPY block). */
function migrationsInDump(script: string): string[] {
  const lines = script.split("\n");
  const start = lines.findIndex((line) => /^COPY \S*app_migrations /.test(line));
  if (start < 0) return [];
  const end = lines.indexOf("\\.", start);
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.split("\t")[0]!);
}

async function restorePostgres(
  file: string,
  databaseUrl: string,
  dataDir: string,
  knownMigrations: string[],
  now: Date,
) {
  try {
    await runPostgresTool("pg_restore", ["--list", file]);
  } catch (error) {
    if (error instanceof PostgresToolMissing) throw error;
    throw new BackupError(
      `${file} is not a whole pg_dump custom-format file (${(error as Error).message}). ${NOTHING_CHANGED}`,
    );
  }
  const { stdout } = await runPostgresTool("pg_restore", ["--data-only", "--table=app_migrations", "--file=-", file]);
  refuseNewerMigrations(file, migrationsInDump(stdout), knownMigrations);
  // What the restore replaces, kept as a dump of its own beside the data.
  const replaced = path.join(dataDir, `aloha-pcs.replaced-${fileStamp(now)}.pgdump`);
  await runPostgresTool("pg_dump", ["--format=custom", `--file=${replaced}`], databaseUrl);
  // One transaction: the database is the backup's, or (on any error) what it was.
  await runPostgresTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", file],
    databaseUrl,
  );
  return replaced;
}

/**
 * `npm run restore -- <file>`: refused while a server uses the data folder, for a damaged
 * backup, and for one from newer code, each changing nothing. Resolves with what now holds the
 * replaced data (a renamed SQLite file, or a dump of the PostgreSQL database), or null when
 * there was none.
 */
export async function restoreBackup({
  file,
  dataDir,
  databaseUrl,
  knownMigrations,
  now = new Date(),
}: {
  file: string;
  dataDir: string;
  databaseUrl?: string;
  knownMigrations: string[];
  now?: Date;
}): Promise<{ replaced: string | null }> {
  if (!existsSync(file)) throw new BackupError(`There is no file at ${file}. ${NOTHING_CHANGED}`);
  const hold = takeDataFolderForRestore(dataDir);
  try {
    const replaced = databaseUrl
      ? await restorePostgres(file, databaseUrl, dataDir, knownMigrations, now)
      : await restoreSqlite(file, dataDir, knownMigrations, now);
    return { replaced };
  } finally {
    hold.release();
  }
}
