import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pLimit from "p-limit";
import { Piscina } from "piscina";
import type { GuidePdfOptions } from "../render-guide-pdf";

/** The worker in development and tests (from source, through tsx), relative to the project root. */
export const GUIDE_PDF_WORKER_SOURCE = "app/features/guide-pdf/guide-pdf-worker-source.ts";
/** The worker the build emits (vite.config.ts), relative to the build folder. */
export const GUIDE_PDF_WORKER_BUILT = "server/guide-pdf-worker.js";

/**
 * Books waiting for a worker: at ~1.3 s a book, the last one waits about eight seconds. Beyond
 * that the family is told to try again in a moment rather than wait longer.
 */
export const GUIDE_PDF_QUEUE = 6;

/**
 * A worker thread holds @react-pdf/renderer and the guide records (about 100 MB): it ends after
 * a minute without work, so a server nobody downloads books from keeps none.
 */
const IDLE_WORKER_MS = 60_000;

/**
 * Workers by default: one core stays with the event loop (pages, sign-ins, the database), and
 * two at most, since each holds its own copy of the renderer.
 */
export function defaultGuidePdfWorkers(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

export class GuidePdfBusyError extends Error {
  constructor() {
    super("Many guides are being made right now. Please try again in a moment.");
  }
}

/** `render`, run at most `atOnce` at a time with `queue` more waiting; beyond that, `GuidePdfBusyError`. */
export function boundedGuidePdfRenders(
  { atOnce, queue }: { atOnce: number; queue: number },
  render: (options: GuidePdfOptions) => Promise<Buffer>,
) {
  const limit = pLimit(atOnce);
  return (options: GuidePdfOptions): Promise<Buffer> => {
    // Counted whole (started or waiting): p-limit starts queued work a microtask later.
    if (limit.activeCount + limit.pendingCount >= atOnce + queue) return Promise.reject(new GuidePdfBusyError());
    return limit(() => render(options));
  };
}

export type GuidePdfRenderer = {
  /** The book's bytes; `GuidePdfBusyError` when every worker is busy and the queue is full. */
  render: (options: GuidePdfOptions) => Promise<Buffer>;
  /** Worker threads; 0 lays books out on the main thread (only the load benchmark's "before"). */
  workers: number;
  close: () => Promise<void>;
};

/**
 * Guide PDFs laid out in a pool of worker threads (piscina, decision 0027), with a short queue
 * in front. The pool starts no thread until the first book is asked for.
 */
export function guidePdfRenderer({
  workerFile = GUIDE_PDF_WORKER_SOURCE,
  workers = defaultGuidePdfWorkers(),
  queue = GUIDE_PDF_QUEUE,
}: { workerFile?: string; workers?: number | undefined; queue?: number } = {}): GuidePdfRenderer {
  if (workers === 0) {
    // The renderer loads on the first download: it stays out of start-up and memory till then.
    const onMainThread = async (options: GuidePdfOptions) =>
      (await import("../render-guide-pdf")).renderGuidePdf(options);
    return {
      render: boundedGuidePdfRenders({ atOnce: 1, queue }, onMainThread),
      workers,
      close: async () => {},
    };
  }
  const pool = new Piscina<GuidePdfOptions, Uint8Array>({
    filename: pathToFileURL(path.resolve(workerFile)).href,
    minThreads: 0,
    maxThreads: workers,
    idleTimeout: IDLE_WORKER_MS,
  });
  const inWorker = async (options: GuidePdfOptions) => {
    const pdf = await pool.run(options);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };
  return {
    render: boundedGuidePdfRenders({ atOnce: workers, queue }, inWorker),
    workers,
    // Called after the server has finished its open requests: no book is being made.
    close: () => pool.destroy(),
  };
}
