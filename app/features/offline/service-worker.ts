/// <reference lib="webworker" />
/**
 * The site's service worker (docs/decisions/0037), built with Workbox by
 * scripts/build-service-worker.ts into build/client/sw.js after `react-router build`:
 * - the app's scripts, styles and fonts are precached (Workbox injects the list);
 * - the plan (document and data) is read network first and kept, for the family without signal;
 * - the guide pages the plan links are kept as an anonymous visitor sees them;
 * - a tick that cannot be sent is queued with its time (IndexedDB, Workbox's background-sync
 *   queue) and sent when the network is back; the page shows it as waiting meanwhile;
 * - any other page asked for without a network gets the offline page instead of the browser's error.
 * Signing out clears all of it (Clear-Site-Data on the sign-out responses).
 */
import { Queue } from "workbox-background-sync";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import { SERVICE_WORKER_MESSAGES } from "~/lib/service-worker-messages";
import { tickOf } from "~/lib/tick-submission";
import { offlinePageResponse } from "./offline-page";
import {
  GUIDES_CACHE,
  isDataRequest,
  isPlanActionPost,
  isPlanRead,
  PLAN_CACHE,
  PLAN_NETWORK_TIMEOUT_SECONDS,
  reloadAsDocument,
  TICK_QUEUE,
  TICK_RETENTION_MINUTES,
  tickToQueue,
} from "./offline-requests";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The guide pages the plan links (plan-guide-paths.ts), written in by the build. */
declare const __PLAN_GUIDE_PATHS__: string[];

const GUIDE_PATHS = new Set(__PLAN_GUIDE_PATHS__);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over open pages at once: the old one's assets are gone from the server anyway.
void self.skipWaiting();
clientsClaim();

/** Without a network and nothing kept: the offline page, not the browser's error. */
const offlinePageOnError: WorkboxPlugin = {
  handlerDidError: async () => offlinePageResponse(),
};

/** Only whole answers are kept (never an error page in place of the plan). */
const keepOnlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * The plan as the server shows it now, kept (on install, and after each of its forms, so the
 * kept copy has them): the document for a reload, its data for a link to it from another page.
 */
const PLAN_DOCUMENT = "/plan";
const PLAN_DATA = "/plan.data";
let planRefresh: Promise<unknown> = Promise.resolve();
function refreshKeptPlan(urls = [PLAN_DOCUMENT, PLAN_DATA]): Promise<unknown> {
  planRefresh = planRefresh.then(async () => {
    const cache = await caches.open(PLAN_CACHE);
    for (const url of urls) {
      const response = await fetch(url, { credentials: "same-origin" }).catch(() => null);
      if (response?.status === 200) await cache.put(url, response);
    }
  });
  return planRefresh;
}

/**
 * The windows whose plan document is the kept copy (no network, or one too slow to answer), for
 * the page to ask (SERVICE_WORKER_MESSAGES.askKeptCopy): an airport's Wi-Fi that answers nothing
 * still reads as online to the browser. Lost if the worker stops; the page then goes by
 * `navigator.onLine` alone.
 */
const keptCopyWindows = new Set<string>();
const noteKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    if (cachedResponse && event instanceof FetchEvent && event.request.mode === "navigate")
      keptCopyWindows.add(event.resultingClientId);
    return cachedResponse;
  },
};

/** A plan document loaded online: its data is kept too, so a link to the plan works offline as a reload does. */
const keepDataWithDocument: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    if (new URL(request.url).pathname === PLAN_DOCUMENT) await refreshKeptPlan([PLAN_DATA]);
  },
};

/** The linked guides, without cookies: the prerendered page an anonymous visitor gets. */
async function keepGuides(): Promise<void> {
  const cache = await caches.open(GUIDES_CACHE);
  await Promise.all(
    [...GUIDE_PATHS].map(async (path) => {
      const response = await fetch(path, { credentials: "omit" });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

self.addEventListener("install", (event) => {
  // One online visit is enough: the plan and its guides are kept as the worker installs.
  event.waitUntil(Promise.all([keepGuides(), refreshKeptPlan()]));
});

registerRoute(
  ({ url, request }) => isPlanRead(url, request.method, self.location.origin),
  new NetworkFirst({
    cacheName: PLAN_CACHE,
    // A network that answers nothing within this is treated as none: the kept plan is shown.
    networkTimeoutSeconds: PLAN_NETWORK_TIMEOUT_SECONDS,
    plugins: [keepOnlyOk, keepDataWithDocument, noteKeptCopy, offlinePageOnError],
  }),
);

registerRoute(
  ({ url, request }) => request.mode === "navigate" && GUIDE_PATHS.has(url.pathname) && url.search === "",
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) =>
          (await caches.match(new URL(request.url).pathname, { cacheName: GUIDES_CACHE })) ?? offlinePageResponse(),
      },
    ],
  }),
);

// Every other page needs the network: without one, the offline page says so.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly({ plugins: [offlinePageOnError] }));

// A link followed in the page (React Router fetches the next page's data, GET) without a network:
// the page is loaded as a document instead, so it is answered as above. The plan's own data was
// matched first (kept); forms (POST) other than the plan's go straight to the network.
registerRoute(
  ({ url }) => isDataRequest(url, self.location.origin),
  new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => reloadAsDocument(new URL(request.url)) }] }),
);

/** Sends the kept ticks in the order they were made, then keeps the plan as it now is and tells the pages. */
async function sendKeptTicks(queue: Queue): Promise<void> {
  if ((await queue.size()) === 0) return;
  // A tick that still cannot be sent goes back in the queue, and this throws: sent next time.
  await queue.replayRequests();
  await refreshKeptPlan();
  for (const client of await self.clients.matchAll({ type: "window" }))
    client.postMessage({ type: SERVICE_WORKER_MESSAGES.keptTicksSent });
}

const tickQueue = new Queue(TICK_QUEUE, {
  maxRetentionTime: TICK_RETENTION_MINUTES,
  onSync: ({ queue }) => sendKeptTicks(queue),
});

/**
 * The plan's action: passed on as it is. A tick that cannot reach the server is queued with the
 * time it was made, and the page is told it failed (its clientAction shows it as waiting).
 */
registerRoute(
  ({ url, request }) => isPlanActionPost(url, request.method, self.location.origin),
  async ({ request }) => {
    const madeAtMs = Date.now();
    const kept = tickToQueue(await request.clone().formData(), madeAtMs);
    try {
      const response = await fetch(request);
      // Any of the plan's forms may change it (a tick, the move, an item): the kept copy follows.
      if (response.ok) void refreshKeptPlan();
      return response;
    } catch (error) {
      // Any other form needs an answer now: the kept plan is shown again, saying it is offline.
      if (!kept) return reloadAsDocument(new URL(request.url));
      await tickQueue.pushRequest({
        request: new Request(request.url, { method: "POST", body: kept, credentials: "same-origin" }),
        timestamp: madeAtMs,
      });
      throw error;
    }
  },
  "POST",
);

/** The ticks still queued, in the order made, to a page opened again before the network came back. */
async function tellKeptTicks(page: WindowClient): Promise<void> {
  const ticks = [];
  for (const entry of await tickQueue.getAll()) {
    // The body as tickToQueue wrote it.
    const tick = tickOf(new URLSearchParams(await entry.request.text()));
    if (tick) ticks.push(tick);
  }
  page.postMessage({ type: SERVICE_WORKER_MESSAGES.keptTicks, ticks });
}

self.addEventListener("message", (event) => {
  const asked = event.data?.type;
  // A tick still unsent stays queued for the next try (Background Sync's, or the next message).
  if (asked === SERVICE_WORKER_MESSAGES.sendKeptTicks) event.waitUntil(sendKeptTicks(tickQueue).catch(() => undefined));
  if (asked === SERVICE_WORKER_MESSAGES.askKeptCopy && event.source instanceof WindowClient)
    event.source.postMessage({ type: SERVICE_WORKER_MESSAGES.keptCopy, kept: keptCopyWindows.has(event.source.id) });
  if (asked === SERVICE_WORKER_MESSAGES.askKeptTicks && event.source instanceof WindowClient)
    event.waitUntil(tellKeptTicks(event.source));
});
