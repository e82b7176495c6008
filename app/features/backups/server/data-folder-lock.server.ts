import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BackupError } from "./backup-error.server";

/**
 * Who is using the data folder, told by SQLite's own file locks on a small file of its own
 * (decision 0030): every server (and `npm run admin`) holds a shared lock on it for as long as
 * it runs; a restore needs the exclusive lock, which no one can have while a server holds a
 * shared one. The operating system drops a process's locks when it ends, however it ends, so
 * a crashed server never leaves a stale "in use" behind and a running one is never missed.
 */
export const DATA_FOLDER_LOCK_FILE = "in-use.lock";

/** SQLite's answer when the lock is held the other way (SQLITE_BUSY). */
const isBusy = (error: unknown) => (error as { errcode?: number }).errcode === 5;

function openLock(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  // timeout 0: answer at once rather than wait for the other side to let go.
  return new DatabaseSync(path.join(dataDir, DATA_FOLDER_LOCK_FILE), { timeout: 0 });
}

/** Another process holds the folder the other way: a server (for a restore), a restore (for a server). */
export class DataFolderBusy extends BackupError {
  override name = "DataFolderBusy";
}

/**
 * A server's hold on its data folder, shared with other servers on the same folder: an open
 * read transaction keeps SQLite's SHARED lock on the lock file until `release()`.
 */
export function holdDataFolder(dataDir: string): { release: () => void } {
  const lock = openLock(dataDir);
  try {
    lock.exec("BEGIN");
    lock.prepare("SELECT count(*) FROM sqlite_master").get();
  } catch (error) {
    lock.close();
    if (isBusy(error)) {
      throw new DataFolderBusy(
        `a restore is replacing the database in ${dataDir}: start the server when it has finished`,
      );
    }
    throw error;
  }
  return {
    release: () => {
      if (lock.isOpen) lock.close();
    },
  };
}

/**
 * The restore's hold: the exclusive lock, refused while any server holds the folder. Until
 * `release()` no server can start on the folder either.
 */
export function takeDataFolderForRestore(dataDir: string): { release: () => void } {
  const lock = openLock(dataDir);
  try {
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if (isBusy(error)) {
      throw new DataFolderBusy(
        `A server is using the data folder ${dataDir}: stop it (every instance using this folder) and run the restore again. Nothing was changed.`,
      );
    }
    throw error;
  }
  return {
    release: () => {
      if (lock.isOpen) lock.close();
    },
  };
}
