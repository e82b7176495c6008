/**
 * A step of `npm run build` after `react-router build`: the service worker
 * (app/features/offline/service-worker.ts, docs/decisions/0037) bundled with the app's own Vite
 * into one classic script, then Workbox's injectManifest writes the list of files to precache
 * into it (the client build's scripts, styles and fonts, each with its revision) as
 * build/client/sw.js. The worker is not a route's chunk: no page's size budget counts it.
 *
 * Usage: tsx scripts/build-service-worker.ts   (after `react-router build`; tsx resolves `~/`)
 */
import { readFileSync, rmSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { planGuidePaths } from "~/features/offline/plan-guide-paths";

const CLIENT_DIR = "build/client";
const BUNDLE_DIR = "build/service-worker";
const BUNDLE = path.join(BUNDLE_DIR, "sw.js");
const SERVICE_WORKER = path.join(CLIENT_DIR, "sw.js");

await build({
  configFile: false,
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
  // Workbox logs to the console in development builds only.
  define: {
    "process.env.NODE_ENV": JSON.stringify("production"),
    __PLAN_GUIDE_PATHS__: JSON.stringify(planGuidePaths()),
  },
  build: {
    outDir: BUNDLE_DIR,
    emptyOutDir: true,
    // A classic script: every browser with service workers runs it (module workers are newer).
    lib: {
      entry: "app/features/offline/service-worker.ts",
      formats: ["iife"],
      name: "alohaServiceWorker",
      fileName: () => "sw.js",
    },
    minify: true,
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: BUNDLE,
  swDest: SERVICE_WORKER,
  globDirectory: CLIENT_DIR,
  // The JavaScript, CSS and fonts of every page (lazy chunks included: the plan's offline
  // parts load only when needed); not the compressed copies, which the server picks itself.
  globPatterns: ["assets/**/*.{js,css,woff2}"],
  // The admin pages are not for a family without signal.
  globIgnores: ["assets/admin*"],
  // Their names carry a content hash: no revision query needed.
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`Service worker: ${warning}`);
rmSync(BUNDLE_DIR, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const worker = readFileSync(SERVICE_WORKER);
console.log(
  `Service worker: ${SERVICE_WORKER} (${kb(statSync(SERVICE_WORKER).size)}, ${kb(gzipSync(worker).length)} gzip), precaching ${count} files (${kb(size)})`,
);
