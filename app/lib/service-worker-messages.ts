/**
 * What the page and the service worker (features/offline/service-worker.ts) say to each other.
 * Kept apart from both so the page's side stays a few bytes.
 */
export const SERVICE_WORKER_MESSAGES = {
  /** Page → worker: the network is back, send the ticks kept offline now (Background Sync may be later or absent). */
  sendKeptTicks: "send-kept-ticks",
  /** Worker → pages: the kept ticks reached the server (the page loads its data again). */
  keptTicksSent: "kept-ticks-sent",
  /** Page → worker: was this page's document the copy kept offline? (a network that answers nothing reports "online") */
  askKeptCopy: "ask-kept-copy",
  /** Worker → page: the answer, `{ type, kept: boolean }`. */
  keptCopy: "kept-copy",
  /** Page → worker: which ticks wait in your queue? (the plan opened again before the network came back) */
  askKeptTicks: "ask-kept-ticks",
  /** Worker → page: the answer, `{ type, ticks: { itemId, done }[] }`, in the order they were made. */
  keptTicks: "kept-ticks",
} as const;

/** The window event the page's service-worker client fires when kept ticks were sent. */
export const KEPT_TICKS_SENT_EVENT = "aloha:kept-ticks-sent";

/** The service worker's address (built by scripts/build-service-worker.ts into build/client). */
export const SERVICE_WORKER_URL = "/sw.js";

/** The web app manifest (public/site.webmanifest), linked by the page's service-worker client. */
export const WEB_APP_MANIFEST_URL = "/site.webmanifest";
