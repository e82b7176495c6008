import morgan from "morgan";

/**
 * One line per request when its response is finished: method, the URL as asked (before any
 * rewrite to a prerendered file), status and time.
 */
export function requestLog() {
  return morgan(":method :url :status :response-time ms");
}
