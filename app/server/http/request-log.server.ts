import type { IncomingMessage } from "node:http";
import { inspect } from "node:util";
import morgan from "morgan";

/**
 * A URL, or any text quoting one (an error's message and stack), as the logs may keep it: the
 * secrets some URLs carry (a calendar feed's token, which stays valid for months; a plan
 * invitation's; a reminder's unsubscribe token; a sponsor packet's; the token of an emailed
 * verification or reset link) are blanked, so nobody who reads the logs can subscribe to or join
 * a family's plan, read the packet they gave their sponsor, or use their link. The access log and the error log both write through it.
 */
export function redactSecrets(text: string): string {
  // A token ends where its URL does, or at what surrounds a URL quoted in text (quotes, brackets, ":line").
  return text
    .replace(/(\/plan\/(?:feed|join|reminders\/unsubscribe)\/)[^/?#\s"'`<>():]+/g, "$1[redacted]")
    .replace(/(\/sponsor\/)[^/?#\s"'`<>():]+/g, "$1[redacted]")
    .replace(/([?&]token=)[^&#\s"'`<>()]*/g, "$1[redacted]");
}

/**
 * The error log's line for a failed request or render: what was being done (a request's method
 * and URL) and the error in full (stack, cause, fields), both without URL secrets.
 */
export function logServerError(doing: string, error: unknown): void {
  console.error(`[error] ${redactSecrets(doing)}`, redactSecrets(inspect(error)));
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
