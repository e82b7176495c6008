import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * Lines wait up to this long (or until this many bytes), so a busy server writes its log in
 * batches rather than making a system call per request. At most this much of the log is lost
 * if the process is killed outright; a normal exit writes what is pending.
 */
const LOG_FLUSH_MS = 100;
const LOG_FLUSH_BYTES = 64 * 1024;

let pendingLines = "";
let flushTimer: NodeJS.Timeout | undefined;

export function flushRequestLog(): void {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (!pendingLines) return;
  const lines = pendingLines;
  pendingLines = "";
  process.stdout.write(lines);
}

process.on("exit", flushRequestLog);

function writeLine(line: string): void {
  pendingLines += line;
  if (pendingLines.length >= LOG_FLUSH_BYTES) flushRequestLog();
  else flushTimer ??= setTimeout(flushRequestLog, LOG_FLUSH_MS).unref();
}

/** Writes one line for this request when its response is finished. */
export function logWhenFinished(method: string | undefined, url: string, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    writeLine(`${method} ${url} ${res.statusCode} ${ms.toFixed(1)}ms\n`);
  });
}

/** One line per request, written when the response is finished. */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    logWhenFinished(req.method, req.originalUrl, res);
    next();
  };
}
