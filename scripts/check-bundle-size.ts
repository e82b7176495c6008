/**
 * Deterministic size budget, read from the build output (no timing, so it cannot flake):
 * that no prerendered page asks for JavaScript while it is parsed (it all starts after the
 * first paint, decision 0006), the gzip size of the JavaScript each page loads when it opens
 * (React Router's manifest: the entry, the root route and the page's route module with their
 * static imports; lazy chunks are excluded), that each of those files opens with V8's compile
 * hint (scripts/vite/compile-hints.ts), the CSS, and the prerendered home page's HTML.
 *
 * Usage: node scripts/check-bundle-size.ts [--report]   (after `react-router build`)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { COMPILE_HINT } from "./vite/compile-hints.ts";

const CLIENT_DIR = "build/client";
const KB = 1024;

/**
 * Issue 13's targets, React DOM and React Router included (docs/decisions/0013); the route
 * budget lowered from 150 KB to keep what issue 34's chunking saved (decision 0031), then raised
 * by 1 KB for the compile hint's line, about 30 bytes gzipped in each file a page opens with.
 */
export const BUDGETS = {
  routeJs: 148 * KB,
  css: 15 * KB,
  homeHtml: 14 * KB,
} as const;

/** What would make the browser fetch or run a script while it parses the page. */
const SCRIPT_BEFORE_PAINT = [/<link[^>]*rel="modulepreload"/, /<script[^>]*\ssrc=/, /<script[^>]*type="module"/];

function prerenderedHtmlFiles(folder = CLIENT_DIR): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type RouteEntry = { id: string; path?: string; module: string; imports?: string[]; hasDefaultExport: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function readManifest(): Manifest {
  const assets = path.join(CLIENT_DIR, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("No React Router manifest in build/client/assets: run `npm run build` first");
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

/**
 * The JavaScript files a route loads when it opens (all of them fetched after the first paint
 * since docs/decisions/0006), by route id.
 */
function pageLoadFiles(manifest: Manifest): Map<string, Set<string>> {
  const root = manifest.routes.root!;
  const shared = [manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])];
  const files = new Map<string, Set<string>>();
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || !route.hasDefaultExport) continue;
    files.set(route.id, new Set([...shared, route.module, ...(route.imports ?? [])]));
  }
  return files;
}

/** Gzipped bytes of the JavaScript a route loads when it opens, by route id. */
export function pageLoadJs(manifest: Manifest): Map<string, number> {
  // Every route opens with the entry, React DOM, React Router and the shell: each file gzipped once.
  const fileBytes = new Map<string, number>();
  const bytesOf = (file: string) => {
    let bytes = fileBytes.get(file);
    if (bytes === undefined) fileBytes.set(file, (bytes = gzipBytes(path.join(CLIENT_DIR, file))));
    return bytes;
  };
  const sizes = new Map<string, number>();
  for (const [id, files] of pageLoadFiles(manifest))
    sizes.set(
      id,
      [...files].reduce((total, file) => total + bytesOf(file), 0),
    );
  return sizes;
}

/** The files a page opens with that do not start with the compile hint (each compiles lazily, on the main thread). */
function withoutCompileHint(manifest: Manifest): string[] {
  const opened = new Set([...pageLoadFiles(manifest).values()].flatMap((files) => [...files]));
  return [...opened].filter(
    (file) => !readFileSync(path.join(CLIENT_DIR, file), "utf8").startsWith(`${COMPILE_HINT}\n`),
  );
}

function main() {
  const manifest = readManifest();
  const js = pageLoadJs(manifest);
  const css = readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".css"))
    .reduce((sum, name) => sum + gzipBytes(path.join(CLIENT_DIR, "assets", name)), 0);
  const homeHtml = gzipBytes(path.join(CLIENT_DIR, "index.html"));
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

  const failures: string[] = [];
  const check = (label: string, bytes: number, limit: number) => {
    const ok = bytes <= limit;
    if (!ok) failures.push(`${label}: ${kb(bytes)} > ${kb(limit)}`);
    return `${ok ? "ok  " : "OVER"} ${label.padEnd(48)} ${kb(bytes).padStart(9)} / ${kb(limit)}`;
  };

  const pages = prerenderedHtmlFiles();
  if (pages.length === 0) failures.push("no prerendered pages in build/client");
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    const early = SCRIPT_BEFORE_PAINT.find((pattern) => pattern.test(html));
    if (early)
      failures.push(`${path.relative(CLIENT_DIR, file)} asks for JavaScript before its first paint (${early})`);
  }

  const scriptsBeforePaint = failures.length;
  const unhinted = withoutCompileHint(manifest);
  if (unhinted.length) failures.push(`without the compile hint on its first line: ${unhinted.join(", ")}`);

  const lines = [
    `${scriptsBeforePaint ? "OVER" : "ok  "} ${`no JavaScript before first paint (${pages.length} pages)`.padEnd(48)}`,
    `${unhinted.length ? "OVER" : "ok  "} ${"compile hint on every file a page opens with".padEnd(48)}`,
    ...[...js.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([id, bytes]) => check(`${id.replace("routes/", "")} JS (gzip, on opening)`, bytes, BUDGETS.routeJs)),
    check("CSS (gzip)", css, BUDGETS.css),
    check("prerendered home HTML (gzip)", homeHtml, BUDGETS.homeHtml),
  ];
  if (process.argv.includes("--report") || failures.length) console.log(lines.join("\n"));
  if (failures.length) {
    console.error(`\nSize budget exceeded:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Size budget ok: home ${kb(js.get("routes/home") ?? 0)} JS, largest route ${kb(Math.max(...js.values()))}, CSS ${kb(css)}, home HTML ${kb(homeHtml)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
