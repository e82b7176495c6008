import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** Writes one line for this request when its response is finished. */
export function logWhenFinished(method: string | undefined, url: string, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    process.stdout.write(`${method} ${url} ${res.statusCode} ${ms.toFixed(1)}ms\n`);
  });
}

/** One line per request, written when the response is finished. */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    logWhenFinished(req.method, req.originalUrl, res);
    next();
  };
}
