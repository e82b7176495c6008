import type { RequestHandler } from "express";

/** One line per request, written when the response is finished. */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stdout.write(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms\n`);
    });
    next();
  };
}
