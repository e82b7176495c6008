import { TICK_INTENT, TICKED_AT_FIELD } from "~/lib/tick-submission";

/**
 * What the service worker (./service-worker.ts) keeps for a family without signal, as plain
 * rules the worker and the tests share (docs/decisions/0037). Only the plan is personal, and it
 * is kept in a cache of its own; the guides it links are kept as an anonymous visitor sees them.
 */

/** The signed-in family's plan: its document and its data, kept from the last time they loaded online. */
export const PLAN_CACHE = "aloha-plan";
/** The guide pages the plan's items link to, fetched without cookies: nothing personal in them. */
export const GUIDES_CACHE = "aloha-guides";
/** Ticks made without signal, waiting to be sent (Workbox's background-sync queue, in IndexedDB). */
export const TICK_QUEUE = "aloha-plan-ticks";
/**
 * How long the plan waits for the network before showing the kept copy: long enough for a slow
 * phone connection to answer, short enough on Wi-Fi that answers nothing (seconds).
 */
export const PLAN_NETWORK_TIMEOUT_SECONDS = 6;
/** A queued tick older than this is dropped, in minutes: a week, Workbox's own default. */
export const TICK_RETENTION_MINUTES = 7 * 24 * 60;

const PLAN_PATH = "/plan";
/** React Router's single-fetch address for the plan route's data and its action. */
const PLAN_DATA_PATH = "/plan.data";

/**
 * The plan's document (with no query: a query is a visitor's move or an edit form) or its data,
 * read network first and kept for offline.
 */
export function isPlanRead(url: URL, method: string, origin: string): boolean {
  if (method !== "GET" || url.origin !== origin) return false;
  return (url.pathname === PLAN_PATH && url.search === "") || url.pathname === PLAN_DATA_PATH;
}

/** A post to the plan's action from a fetcher (React Router's data request): where ticks go. */
export function isPlanActionPost(url: URL, method: string, origin: string): boolean {
  return method === "POST" && url.origin === origin && url.pathname === PLAN_DATA_PATH;
}

/**
 * A plan form that could not be sent, as it is queued: a tick gets the time it was made, so the
 * server can tell it from a later change by the other household member (latest tick wins).
 * Any other form is not kept (it needs an answer now): null.
 */
export function tickToQueue(form: Iterable<[string, FormDataEntryValue]>, madeAtMs: number): URLSearchParams | null {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  if (fields.get("intent") !== TICK_INTENT) return null;
  fields.set(TICKED_AT_FIELD, String(Math.trunc(madeAtMs)));
  return fields;
}

/** A React Router data request (a client-side navigation's, or a form's) to this site. */
export function isDataRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.endsWith(".data");
}

/** The page a data request is for: `/pcs-toolkit/pet-travel.data` → `/pcs-toolkit/pet-travel`, `/_.data` → `/`. */
export function documentPathOf(dataUrl: URL): string {
  const path = dataUrl.pathname.endsWith("/_.data")
    ? dataUrl.pathname.slice(0, -"_.data".length)
    : dataUrl.pathname.slice(0, -".data".length);
  const query = new URLSearchParams(dataUrl.search);
  // React Router's own hints, not the page's query.
  query.delete("_routes");
  query.delete("index");
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The answer to a data request that found no network: React Router's single-fetch redirect
 * (React Router 8's wire format, pinned in package.json) to the same page, reloaded as a
 * document. The browser then asks the worker for the page itself, which answers it with what is
 * kept (the plan, a guide) or the offline page, instead of the app's "Something went wrong".
 */
export function reloadAsDocument(dataUrl: URL): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": documentPathOf(dataUrl),
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
    },
  });
}
