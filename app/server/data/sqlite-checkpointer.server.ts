import { Worker } from "node:worker_threads";

/** How often the WAL is copied back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * A safety net on the app's own connection: should the background checkpoints stop, SQLite
 * checkpoints by itself once the WAL holds this many pages (about 40 MB).
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Runs in the worker: its own connection, checkpointing PASSIVE (never waiting for, or
 * blocking, the app's readers and writers). Plain JavaScript, because a worker started
 * from a string is not compiled by the build.
 */
const WORKER_SOURCE = `
const { DatabaseSync } = require("node:sqlite");
const { parentPort, workerData } = require("node:worker_threads");
const database = new DatabaseSync(workerData.file);
database.exec("PRAGMA busy_timeout = 5000");
const timer = setInterval(() => {
  try {
    database.exec("PRAGMA wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the SQLite file from a worker thread. SQLite's own automatic checkpoint runs
 * inside whichever write crosses the threshold, syncing the file to disk while the event
 * loop waits: every save queued behind it waited too (a seventh of the save throughput
 * under load). Returns a function that stops the worker.
 */
export function startCheckpointer(file: string, intervalMs = CHECKPOINT_INTERVAL_MS): () => Promise<void> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs } });
  worker.on("message", (message) => console.error("[sqlite] background checkpoint failed:", message));
  worker.on("error", (error) => console.error("[sqlite] checkpoint worker stopped:", error));
  worker.unref();
  return () =>
    new Promise((resolve) => {
      if (worker.threadId === -1) return resolve();
      worker.once("exit", () => resolve());
      // Unreferenced, the worker would not keep the process alive while we wait for it.
      worker.ref();
      worker.postMessage("stop");
    });
}
