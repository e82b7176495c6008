/**
 * `npm run bench:pages`: a fresh production build, the production server on port 3400 with a
 * fresh data folder, then Lighthouse (mobile default config, simulated throttling) in Debian's
 * Chromium on every route of app/content/pages.ts, one after another. Writes
 * bench/results/lighthouse.md (table, targets, misses marked) and bench/results/lighthouse.json
 * (the extracted numbers only; full reports are not kept).
 *
 * `npm run bench:pages -- --runs=3` runs each route three times and keeps the median run
 * (by performance score, then LCP); `--only=/,/auth` limits the routes (a partial run);
 * `--reports` also keeps each full Lighthouse JSON report in bench/tmp/lighthouse/ (git-ignored).
 * `--width=800` audits at that window width instead of the default phone (below 768 px a phone
 * with that width, from 768 px Lighthouse's desktop settings at that width) and writes
 * bench/results/lighthouse-800.md and .json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { PAGES } from "../app/content/pages.ts";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.ts";
import { run } from "./run.ts";
import { machineNote, RESULTS_DIR, startProductionServer, TMP_DIR, timestamp } from "./bench/support.ts";

const PORT = 3400;
const RUNTIME_ERROR_RETRIES = 2;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** Issue 13's targets: scores out of 100, LCP and TBT in milliseconds, CLS unitless. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0.01,
  tbtMs: 150,
} as const;

type RouteResult = {
  path: string;
  finalUrl: string;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  fcpMs: number | null;
  /** Lighthouse's LCP breakdown: time to first byte, resource load, render delay. */
  lcpBreakdown: string;
  scripts: { requests: number; transferBytes: number };
  benchmarkIndex: number | null;
  runtimeError?: string;
  warnings: string[];
  /** Audits below full marks in the three 100-target categories, for reading misses. */
  failingAudits: Partial<Record<Category, string[]>>;
  /** Names of the targets this route misses. */
  misses: string[];
};

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    reports: { type: "boolean", default: false },
    width: { type: "string" },
  },
});
const width = args.width ? Number.parseInt(args.width, 10) : undefined;
/** The width below which the site shows its phone layout (the sidebar becomes a drawer). */
const PHONE_LAYOUT_BELOW_PX = 768;

/** Lighthouse's own phone or desktop settings, at the asked width; none: its default phone. */
function emulationAt(width: number | undefined): Flags {
  if (width === undefined) return {};
  if (width < PHONE_LAYOUT_BELOW_PX) {
    return { screenEmulation: { ...screenEmulationMetrics.mobile, width } };
  }
  return {
    formFactor: "desktop",
    screenEmulation: { ...screenEmulationMetrics.desktop, width, height: 900 },
    emulatedUserAgent: userAgents.desktop,
    throttling: throttling.desktopDense4G,
  };
}
const RESULT_NAME = width === undefined ? "lighthouse" : `lighthouse-${width}`;
const runs = Math.max(1, Number.parseInt(args.runs ?? "1", 10) || 1);
const paths: string[] = args.only ? args.only.split(",") : PAGES.map((page) => page.path);
const command = `npm run bench:pages${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

function missesOf(result: Omit<RouteResult, "misses">): string[] {
  const misses: string[] = [];
  if (result.runtimeError) misses.push("runtime error");
  for (const category of CATEGORIES) {
    const score = result.scores[category];
    if (score === null || score < TARGETS[category]) misses.push(category);
  }
  if (result.lcpMs === null || result.lcpMs > TARGETS.lcpMs) misses.push("LCP");
  if (result.cls === null || result.cls > TARGETS.cls) misses.push("CLS");
  if (result.tbtMs === null || result.tbtMs > TARGETS.tbtMs) misses.push("TBT");
  return misses;
}

async function audit(url: string, chromePort: number): Promise<Omit<RouteResult, "path" | "misses">> {
  const runnerResult = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...emulationAt(width),
  });
  if (!runnerResult) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = runnerResult;
  if (args.reports) {
    const file = path.join(
      TMP_DIR,
      "lighthouse",
      `${url.replace(/^https?:\/\/[^/]+\/?/, "").replace(/\W+/g, "_") || "home"}.json`,
    );
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, runnerResult.report as string);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const failingAudits: Partial<Record<Category, string[]>> = {};
  for (const category of ["accessibility", "best-practices", "seo"] as const) {
    const failing = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item && typeof item.score === "number" && item.score < 1)
      .map((item) => auditSummary(item!));
    if (failing.length) failingAudits[category] = failing;
  }
  const lcpParts = (lhr.audits["lcp-breakdown-insight"]?.details as { items?: { items?: LcpPart[] }[] } | undefined)
    ?.items?.[0]?.items;
  const scripts = (
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? []
  ).filter((request) => request.resourceType === "Script");
  return {
    finalUrl: lhr.finalDisplayedUrl,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpBreakdown: (lcpParts ?? []).map((part) => `${part.label} ${Math.round(part.duration)} ms`).join(", "),
    scripts: {
      requests: scripts.length,
      transferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    },
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferBytes: numeric(lhr, "total-byte-weight"),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings,
    failingAudits,
  };
}

type LcpPart = { label: string; duration: number };

/** An audit's id with the first thing it found (an element, an issue type), for the notes. */
function auditSummary(item: { id: string; details?: unknown }): string {
  const first = (item.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
  const source = first?.source as { snippet?: string } | undefined;
  const node = first?.node as { snippet?: string } | undefined;
  const found = source?.snippet ?? node?.snippet ?? (first?.issueType as string | undefined);
  return found ? `${item.id} (${found.replace(/\s+/g, " ").slice(0, 120)})` : item.id;
}

/** The median run: sorted by performance score (best first), then LCP (fastest first). */
function medianRun<T extends { scores: Record<Category, number | null>; lcpMs: number | null }>(results: T[]): T {
  const sorted = [...results].sort(
    (a, b) =>
      (b.scores.performance ?? -1) - (a.scores.performance ?? -1) || (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function range(values: (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? `${Math.min(...known)}–${Math.max(...known)}` : "n/a";
}

function cell(text: string, missed: boolean): string {
  return missed ? `**${text}** ✗` : text;
}

function formatMs(ms: number | null): string {
  return ms === null ? "n/a" : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function markdown(
  results: RouteResult[],
  meta: { date: string; chromium: string; lighthouseVersion: string; machine: string },
) {
  const missing = results.filter((result) => result.misses.length);
  const lines = [
    width === undefined ? "# Lighthouse: every route" : `# Lighthouse at ${width} px`,
    "",
    `- Date: ${meta.date}`,
    `- Command: \`${command}\` (builds with NODE_ENV=production, serves the production build on port ${PORT} with a fresh data folder, audits each route in turn as an anonymous visitor)`,
    `- Lighthouse ${meta.lighthouseVersion}, ${
      width === undefined
        ? "default mobile configuration (simulated throttling: slow 4G, 4× CPU slowdown)"
        : width < PHONE_LAYOUT_BELOW_PX
          ? `mobile configuration at ${width} px wide (simulated throttling: slow 4G, 4× CPU slowdown)`
          : `desktop configuration at ${width} × 900 px (simulated throttling: dense 4G, no CPU slowdown)`
    }, ${runs === 1 ? "one run per route" : `median of ${runs} runs per route`}; browser: ${meta.chromium} (Debian Chromium, \`${["--headless=new", ...CHROMIUM_FLAGS].join(" ")}\`)`,
    `- Machine: ${meta.machine} Lighthouse's benchmark index (CPU speed it measured) ranged ${range(results.map((result) => result.benchmarkIndex))} over the runs.`,
    "",
    `Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.accessibility}; LCP ≤ ${TARGETS.lcpMs / 1000} s; CLS ≤ ${TARGETS.cls}; TBT ≤ ${TARGETS.tbtMs} ms. A cell that misses its target is **bold** and marked ✗. Transferred bytes (Lighthouse's total byte weight) have no target.`,
    "",
    missing.length
      ? `**${missing.length} of ${results.length} routes miss at least one target**: ${missing.map((result) => `\`${result.path}\` (${result.misses.join(", ")})`).join("; ")}.`
      : `All ${results.length} routes meet every target.`,
    "",
    "| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const result of results) {
    const score = (category: Category) =>
      cell(String(result.scores[category] ?? "n/a"), result.misses.includes(category));
    lines.push(
      `| \`${result.path}\` | ${CATEGORIES.map(score).join(" | ")} | ${cell(formatMs(result.lcpMs), result.misses.includes("LCP"))} | ${cell(formatMs(result.tbtMs), result.misses.includes("TBT"))} | ${cell(result.cls === null ? "n/a" : result.cls.toFixed(3), result.misses.includes("CLS"))} | ${result.transferBytes === null ? "n/a" : `${(result.transferBytes / 1024).toFixed(1)} KiB`} |`,
    );
  }
  const notes = results.flatMap((result) => [
    ...(result.runtimeError ? [`- \`${result.path}\`: runtime error ${result.runtimeError}`] : []),
    ...(result.misses.some((miss) => ["performance", "LCP", "TBT"].includes(miss))
      ? [
          `- \`${result.path}\` performance: FCP ${formatMs(result.fcpMs)}; LCP ${formatMs(result.lcpMs)} (${result.lcpBreakdown || "no breakdown"}); ${result.scripts.requests} script requests, ${(result.scripts.transferBytes / 1024).toFixed(1)} KiB`,
        ]
      : []),
    ...Object.entries(result.failingAudits).map(
      ([category, ids]) => `- \`${result.path}\` ${category} audits below full marks: ${ids.join(", ")}`,
    ),
    ...result.warnings.map((warning) => `- \`${result.path}\` warning: ${warning.replace(/\s+/g, " ")}`),
  ]);
  if (notes.length) lines.push("", "## Notes from Lighthouse", "", ...notes);
  lines.push(
    "",
    "Lighthouse's security audits (CSP, HSTS, clickjacking) pass whatever they find, so they say nothing here; the response headers are checked by the project's own tests.",
    "",
  );
  return lines.join("\n");
}

const chromiumPath = ensureChromium();
run("npm", ["run", "build"], { ...process.env, NODE_ENV: "production" });

const machine = machineNote();
const server = await startProductionServer({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  logLevel: "silent",
});
const results: RouteResult[] = [];
let chromium: string;
try {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
  chromium = version.Browser;
  for (const pagePath of paths) {
    const attempts = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      let result = await audit(`${server.origin}${pagePath}`, chrome.port);
      // A failed trace (NO_NAVSTART and the like) says nothing about the page: Lighthouse asks to run again.
      for (let retry = 1; result.runtimeError && retry <= RUNTIME_ERROR_RETRIES; retry++) {
        console.log(`${pagePath}: ${result.runtimeError}; running again (${retry}/${RUNTIME_ERROR_RETRIES})`);
        result = await audit(`${server.origin}${pagePath}`, chrome.port);
      }
      attempts.push(result);
    }
    const chosen = medianRun(attempts);
    const result = { path: pagePath, ...chosen, misses: missesOf({ path: pagePath, ...chosen }) };
    results.push(result);
    console.log(
      `${pagePath.padEnd(36)} perf ${result.scores.performance} a11y ${result.scores.accessibility} bp ${result.scores["best-practices"]} seo ${result.scores.seo} LCP ${formatMs(result.lcpMs)} TBT ${formatMs(result.tbtMs)} CLS ${result.cls?.toFixed(3)} ${result.misses.length ? `misses: ${result.misses.join(", ")}` : "ok"}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

const lighthouseVersion = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
const date = timestamp();
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  path.join(RESULTS_DIR, `${RESULT_NAME}.md`),
  markdown(results, { date, chromium, lighthouseVersion, machine }),
);
writeFileSync(
  path.join(RESULTS_DIR, `${RESULT_NAME}.json`),
  `${JSON.stringify(
    {
      date,
      command,
      lighthouse: lighthouseVersion,
      browser: chromium,
      runsPerRoute: runs,
      machine,
      targets: TARGETS,
      routes: results,
    },
    null,
    2,
  )}\n`,
);
const missed = results.filter((result) => result.misses.length).length;
console.log(`\n${results.length} routes audited, ${missed} miss at least one target: bench/results/${RESULT_NAME}.md`);
