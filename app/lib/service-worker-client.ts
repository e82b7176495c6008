import {
  KEPT_TICKS_SENT_EVENT,
  SERVICE_WORKER_MESSAGES,
  SERVICE_WORKER_URL,
  WEB_APP_MANIFEST_URL,
} from "./service-worker-messages";

/**
 * The page's side of the service worker (docs/decisions/0037), a lazy chunk entry.client.tsx
 * imports: it registers the worker once the page has loaded and the browser is idle, so the
 * worker's install (which fetches the precached files) never competes with the page's own
 * loading (issue 34 measures TBT and LCP on phones).
 */
/**
 * The manifest is linked here, with the worker, rather than in every page's head: Chromium
 * fetches a linked manifest, and the icon it names, while the page loads, two requests that
 * share a phone's connections with the page's first screen (in Lighthouse's simulated slow 4G,
 * LCP 1.20 s with the link in the head, 1.05–1.11 s without; issue 34). The site is installable
 * once the worker runs anyway, and Chromium reads a manifest linked later.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = WEB_APP_MANIFEST_URL;
  document.head.append(link);
}

function start(worker: ServiceWorkerContainer) {
  linkManifest();
  void worker.register(SERVICE_WORKER_URL).catch(() => {
    // No worker (a private window that refuses one): the site works as before, online only.
  });
  // Background Sync sends kept ticks when Chromium thinks best; the page's own `online` sends them now.
  addEventListener("online", () => worker.controller?.postMessage({ type: SERVICE_WORKER_MESSAGES.sendKeptTicks }));
  worker.addEventListener("message", (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === SERVICE_WORKER_MESSAGES.keptTicksSent) dispatchEvent(new Event(KEPT_TICKS_SENT_EVENT));
  });
}

function whenIdle(then: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(then);
  else setTimeout(then);
}

if ("serviceWorker" in navigator) {
  const startWorker = () => whenIdle(() => start(navigator.serviceWorker));
  if (document.readyState === "complete") startWorker();
  else addEventListener("load", startWorker, { once: true });
}
