import type { IncomingMessage } from "node:http";
import morgan from "morgan";

/**
 * A URL as the log may keep it: the secrets some URLs carry (a calendar feed's token, which
 * stays valid for months; a plan invitation's; a reminder's unsubscribe token; the token of an
 * emailed verification or reset link) are blanked, so nobody who reads the logs can subscribe to
 * or join a family's plan or use their link.
 */
export function redactSecrets(url: string): string {
  return url
    .replace(/(\/plan\/(?:feed|join|reminders\/unsubscribe)\/)[^/?#]+/, "$1[redacted]")
    .replace(/([?&]token=)[^&#]*/g, "$1[redacted]");
}

morgan.token("safe-url", (req: IncomingMessage & { originalUrl?: string }) =>
  redactSecrets(req.originalUrl ?? req.url ?? ""),
);

/**
 * One line per request when its response is finished: method, the URL as asked (before any
 * rewrite to a prerendered file) without its secrets, status and time.
 */
export function requestLog() {
  return morgan(":method :safe-url :status :response-time ms");
}
