/**
 * `npm run bench:pages`: a fresh production build, the production server on a free port with a
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
 *
 * The framework baseline (issue 34, scripts/bench/baseline.ts): a minimal React Router app with
 * the text of `--baseline-text` (default /pcs-toolkit/pet-travel), built and audited in the same
 * run, before each run of each route (baselines, route, baselines, route…), so each route's TBT
 * and LCP stand beside the baseline's measured under the same load. It is audited two ways: served
 * as the site serves its pages (the after-paint rewrite; the TBT target is judged against this
 * one) and as React Router writes it (scripts before the first paint). `--no-baseline` skips it.
 * `--no-build` serves the build already in build/ (to try a change to its files before making it
 * in the source; results from it are not the site's).
 * Ports: BENCH_PORT for the site, BENCH_BASELINE_PORT and BENCH_BASELINE_PORT + 1 for the two
 * baselines, each while free;
 * by default the system picks free ones, so runs side by side do not collide.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import os from "node:os";
import { PAGES } from "../app/content/pages.ts";
import { freePort, freePortBut } from "../tests/support/free-port.ts";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.ts";
import { run } from "./run.ts";
import { buildBaseline, startBaselineServer, type BaselineBuild } from "./bench/baseline.ts";
import { blockingTimeOf, cpuBlockingOf } from "./bench/cpu-blocking.ts";
import {
  blockingShares,
  formatShares,
  listenToTbtEstimates,
  takeTbtEstimates,
  type BlockingShare,
} from "./bench/tbt-tasks.ts";
import { machineNote, median, RESULTS_DIR, startProductionServer, TMP_DIR, timestamp } from "./bench/support.ts";
import {
  CATEGORIES,
  compareWithBaseline,
  formatMs,
  medianRun,
  mediansOf,
  missesOf,
  seoWithoutNoindex,
  TARGETS,
  type BaselineComparison,
  type Category,
  type Medians,
} from "./bench/targets.ts";

const PORT = await freePort(Number(process.env.BENCH_PORT) || undefined);
const PREFERRED_BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT) || undefined;
const AFTER_PAINT_BASELINE_PORT = await freePortBut(PORT, PREFERRED_BASELINE_PORT);
const BASELINE_PORTS: Record<BaselineKind, number> = {
  afterPaint: AFTER_PAINT_BASELINE_PORT,
  defaults: await freePortBut(
    [PORT, AFTER_PAINT_BASELINE_PORT],
    PREFERRED_BASELINE_PORT && PREFERRED_BASELINE_PORT + 1,
  ),
};
const RUNTIME_ERROR_RETRIES = 2;
type RouteResult = {
  path: string;
  finalUrl: string;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  /**
   * Blocking time over the whole load: as TBT (each long task's time beyond 50 ms, from
   * Lighthouse's simulated long tasks) but from navigation start, before the first paint too.
   * A page whose scripts run before its first paint (the framework's default) has its blocking
   * there, where TBT does not look, and pays for it in LCP instead.
   */
  loadBlockingMs: number | null;
  /**
   * JavaScript's main-thread time (Lighthouse's "JavaScript execution time", bootup-time): each
   * script's evaluation, parsing and compiling, at the simulated 4× slowdown, wherever it falls.
   * TBT counts only tasks past 50 ms; this counts all of it, so it shows work moved off the main
   * thread (decision 0031, session 19) even where the longest task stays where it was.
   */
  scriptMs: number | null;
  /**
   * TBT's rule on the CPU time of the page's main-thread tasks after its first contentful paint,
   * from Lighthouse's own trace of the load (scripts/bench/cpu-blocking.ts): the page's cost
   * without the time its tasks waited for a core on this shared host.
   */
  cpuBlockingMs: number | null;
  /**
   * What TBT counted: each task's share, its kind and its observed wall and CPU time, read from
   * Lantern's own estimate (scripts/bench/tbt-tasks.ts); null when the shares did not add up to
   * the reported TBT (a Lighthouse that computes it another way).
   */
  tbtFrom: string | null;
  cls: number | null;
  transferBytes: number | null;
  fcpMs: number | null;
  /** Lighthouse's LCP breakdown: time to first byte, resource load, render delay. */
  lcpBreakdown: string;
  scripts: { requests: number; transferBytes: number };
  benchmarkIndex: number | null;
  runtimeError?: string;
  warnings: string[];
  /**
   * The SEO score without Lighthouse's `is-crawlable` audit, for a page whose own robots meta
   * says noindex (a family's plan: personal, kept out of search engines on purpose, which that
   * audit counts against it); null for every other page. Its SEO target is judged on this.
   */
  seoWithoutNoindex: number | null;
  /** Audits below full marks in the three 100-target categories, for reading misses. */
  failingAudits: Partial<Record<Category, string[]>>;
  /** Names of the targets this route misses. */
  misses: string[];
  /** Medians over the runs, per metric (the run above is the median run by score). */
  medians: Medians;
  /** Each baseline's runs paired with this route's (one just before each), when the baseline ran. */
  baselines?: Record<BaselineKind, BaselineComparison>;
};

/** One Lighthouse run, as the report's run log lists it. */
type RunLog = {
  order: number;
  target: string;
  run: number;
  /** The machine's one-minute load average as the run started. */
  load: number;
  benchmarkIndex: number | null;
  performance: number | null;
  tbtMs: number | null;
  loadBlockingMs: number | null;
  scriptMs: number | null;
  cpuBlockingMs: number | null;
  lcpMs: number | null;
  tbtFrom: string | null;
};

/**
 * The two ways the framework baseline is served (scripts/bench/baseline.ts). The issue asks for
 * a baseline "built and served exactly as this one is": the site runs its scripts after its first
 * paint (decision 0006), so its TBT is judged against the baseline served the same way. React
 * Router's own way, scripts run before the first paint, is audited beside it: the cost of going
 * without the rewrite, which TBT does not see and LCP does.
 */
const BASELINES = {
  afterPaint: {
    target: "baseline, served as the site is",
    described:
      "the same page with the site's after-paint rewrite (app/server/http/hydrate-after-paint.server.ts: no modulepreloads, its module code run after the first contentful paint), as the site's entry.server.tsx writes every document",
  },
  defaults: {
    target: "baseline, React Router's defaults",
    described:
      "the page as React Router writes it: its <Scripts/> with modulepreloads and a module script that runs as soon as it and its imports are fetched, before the first paint",
  },
} as const;
type BaselineKind = keyof typeof BASELINES;
const BASELINE_KINDS = Object.keys(BASELINES) as BaselineKind[];
const BASELINE_TARGETS: Set<string> = new Set(BASELINE_KINDS.map((kind) => BASELINES[kind].target));

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    reports: { type: "boolean", default: false },
    width: { type: "string" },
    baseline: { type: "boolean", default: true },
    build: { type: "boolean", default: true },
    "baseline-text": { type: "string", default: "/pcs-toolkit/pet-travel" },
  },
  allowNegative: true,
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

async function audit(
  url: string,
  chromePort: number,
): Promise<Omit<RouteResult, "path" | "misses" | "medians" | "baselines">> {
  takeTbtEstimates(); // nothing left from a run that failed
  const runnerResult = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...emulationAt(width),
  });
  if (!runnerResult) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = runnerResult;
  const tbtShares = blockingShares(takeTbtEstimates());
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
    loadBlockingMs: loadBlocking(lhr.audits["long-tasks"]?.details),
    scriptMs: numeric(lhr, "bootup-time"),
    cpuBlockingMs: cpuBlockingOf(
      runnerResult.artifacts.Trace.traceEvents,
      lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
    ),
    tbtFrom: tbtSource(tbtShares, numeric(lhr, "total-blocking-time")),
    cls: numeric(lhr, "cumulative-layout-shift"),
    transferBytes: numeric(lhr, "total-byte-weight"),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings,
    failingAudits,
    seoWithoutNoindex: seoWithoutNoindex(lhr),
  };
}

/** RouteResult.tbtFrom: the shares, when they account for the TBT Lighthouse reported. */
function tbtSource(shares: readonly BlockingShare[], tbtMs: number | null): string | null {
  const total = shares.reduce((sum, share) => sum + share.blockingMs, 0);
  return tbtMs !== null && Math.abs(total - tbtMs) < 1 ? formatShares(shares) : null;
}

type LcpPart = { label: string; duration: number };

/** Long tasks' time beyond 50 ms, summed over the whole load (see RouteResult.loadBlockingMs). */
function loadBlocking(details: unknown): number | null {
  const tasks = (details as { items?: { duration?: number }[] } | undefined)?.items;
  if (!tasks) return null;
  return tasks.reduce((sum, task) => sum + blockingTimeOf(task.duration ?? 0), 0);
}

/** An audit's id with the first thing it found (an element, an issue type), for the notes. */
function auditSummary(item: { id: string; details?: unknown }): string {
  const first = (item.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
  const source = first?.source as { snippet?: string } | undefined;
  const node = first?.node as { snippet?: string } | undefined;
  const found = source?.snippet ?? node?.snippet ?? (first?.issueType as string | undefined);
  return found ? `${item.id} (${found.replace(/\s+/g, " ").slice(0, 120)})` : item.id;
}

function range(values: (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? `${Math.min(...known)}–${Math.max(...known)}` : "n/a";
}

function cell(text: string, missed: boolean): string {
  return missed ? `**${text}** ✗` : text;
}

function markdown(
  results: RouteResult[],
  meta: { date: string; chromium: string; lighthouseVersion: string; machine: string; endLoad: number },
) {
  const missing = results.filter((result) => result.misses.length);
  const lines = [
    width === undefined ? "# Lighthouse: every route" : `# Lighthouse at ${width} px`,
    "",
    `- Date: ${meta.date}`,
    `- Command: \`${command}\` (${args.build ? "builds with NODE_ENV=production" : "serves the build already there (--no-build: an experiment)"}, serves the production build on port ${PORT} with a fresh data folder, audits each route in turn as an anonymous visitor${baselineBuild ? `; the framework baseline on ports ${BASELINE_PORTS.afterPaint} (served as the site is) and ${BASELINE_PORTS.defaults} (React Router's defaults)` : ""})`,
    `- Lighthouse ${meta.lighthouseVersion}, ${
      width === undefined
        ? "default mobile configuration (simulated throttling: slow 4G, 4× CPU slowdown)"
        : width < PHONE_LAYOUT_BELOW_PX
          ? `mobile configuration at ${width} px wide (simulated throttling: slow 4G, 4× CPU slowdown)`
          : `desktop configuration at ${width} × 900 px (simulated throttling: dense 4G, no CPU slowdown)`
    }, ${runs === 1 ? "one run per route" : `median of ${runs} runs per route`}; browser: ${meta.chromium} (Debian Chromium, \`${["--headless=new", ...CHROMIUM_FLAGS].join(" ")}\`)`,
    `- Machine: ${meta.machine} At the end: ${meta.endLoad.toFixed(2)}. Lighthouse's benchmark index (CPU speed it measured) ranged ${range(runLog.map((entry) => entry.benchmarkIndex))} over the runs; each run's load and index are in the run log below.`,
    ...(baselineBuild
      ? [
          `- Framework baseline (scripts/bench/baseline-app, issue 34): React Router ${reactRouterVersion} with React ${reactVersion}, the project's own packages and Vite, React Router's defaults (default entries, no chunking rules), its one page prerendered; the text of \`${baselineBuild.textFrom}\`'s <main> (${baselineBuild.blocks} blocks, ${baselineBuild.characters.toLocaleString("en-US")} characters) as headings and paragraphs; a 0.2 KB stylesheet, system fonts (no web font, no Tailwind); served through the site's own HTTP layer (scripts/bench/baseline-server.ts: its request log, its helmet headers with a CSP that admits the page's inline scripts by hash and Cross-Origin-Opener-Policy, compression), then express-static-gzip over brotli copies written after the build, as the site serves its prerendered pages. Audited two ways, each once before each run of each route: *${BASELINES.afterPaint.target}*, ${BASELINES.afterPaint.described}; and *${BASELINES.defaults.target}*, ${BASELINES.defaults.described}. Each route's ratios are against the baseline runs paired with it; the TBT target is judged against the first.`,
        ]
      : []),
    "",
    `Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.accessibility}; LCP ≤ ${TARGETS.lcpMs / 1000} s; CLS ≤ ${TARGETS.cls}; TBT ≤ ${TARGETS.tbtMs} ms${baselineBuild ? ` and at most ${TARGETS.tbtToBaseline}× the baseline's (served as the site is)` : ""}. A cell that misses its target is **bold** and marked ✗. Transferred bytes (Lighthouse's total byte weight) have no target.${runs > 1 ? " LCP and TBT are each the median of the runs; the scores, CLS and bytes are those of the median run by score." : ""}`,
    "",
    missing.length
      ? `**${missing.length} of ${results.length} routes miss at least one target**: ${missing.map((result) => `\`${result.path}\` (${result.misses.join(", ")})`).join("; ")}.`
      : `All ${results.length} routes meet every target.`,
    "",
    "| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const result of results) {
    const score = (category: Category) => {
      const noindex = category === "seo" && result.seoWithoutNoindex !== null;
      const shown = `${result.scores[category] ?? "n/a"}${noindex ? ` (${result.seoWithoutNoindex} without is-crawlable: noindex on purpose)` : ""}`;
      return cell(shown, result.misses.includes(category));
    };
    lines.push(
      `| \`${result.path}\` | ${CATEGORIES.map(score).join(" | ")} | ${cell(formatMs(result.lcpMs), result.misses.includes("LCP"))} | ${cell(formatMs(result.tbtMs), result.misses.includes("TBT"))} | ${cell(result.cls === null ? "n/a" : result.cls.toFixed(3), result.misses.includes("CLS"))} | ${result.transferBytes === null ? "n/a" : `${(result.transferBytes / 1024).toFixed(1)} KiB`} |`,
    );
  }
  if (baselineBuild) {
    lines.push(
      "",
      "## Against the framework baseline",
      "",
      "TBT counts long tasks from the first contentful paint on. Served as the site is, the baseline runs its scripts after its first paint as the site does (decision 0006), so TBT counts the same kind of work on both. With React Router's defaults it runs them before its first paint (the modulepreloads and module script are parsed with the page), so its TBT is near zero and its cost is in its LCP instead. *Blocking over the load* is the same sum (each long task's time beyond 50 ms, Lighthouse's simulated tasks) from navigation start: the main-thread cost of each page wherever it falls. *JavaScript* is Lighthouse's JavaScript execution time (each script's evaluation, parsing and compiling on the main thread, at the simulated slowdown), long tasks or not. *Blocking in CPU time* is TBT's rule (each task's time beyond 50 ms, at the simulated slowdown) applied to the CPU time of the page's main-thread tasks after its first contentful paint, read from Lighthouse's own trace (scripts/bench/cpu-blocking.ts): TBT measures tasks in wall time, which on this shared 2-core host includes the time a task waited for a core; this leaves that out. It is not simulated (the tasks are where the unthrottled load ran them) and it is not a target.",
    );
    const times = (value: number | null) => (value === null ? "n/a" : `${value.toFixed(2)}×`);
    for (const kind of BASELINE_KINDS) {
      const judged = kind === "afterPaint";
      lines.push(
        "",
        `### ${BASELINES[kind].target}${judged ? " (the TBT target)" : " (for reference)"}`,
        "",
        "| route | TBT | baseline TBT | ratio | blocking over the load | baseline | ratio | JavaScript | baseline | ratio | blocking in CPU time | baseline | ratio | LCP | baseline LCP | ratio | script requests (route / baseline) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      );
      for (const result of results) {
        const base = result.baselines![kind];
        const tbtRatio = times(base.tbtRatio);
        lines.push(
          `| \`${result.path}\` | ${formatMs(result.medians.tbtMs)} | ${formatMs(base.tbtMs)} | ${judged ? cell(tbtRatio, result.misses.includes("TBT vs baseline")) : tbtRatio} | ${formatMs(result.medians.loadBlockingMs)} | ${formatMs(base.loadBlockingMs)} | ${times(base.loadBlockingRatio)} | ${formatMs(result.medians.scriptMs)} | ${formatMs(base.scriptMs)} | ${times(base.scriptRatio)} | ${formatMs(result.medians.cpuBlockingMs)} | ${formatMs(base.cpuBlockingMs)} | ${times(base.cpuBlockingRatio)} | ${formatMs(result.medians.lcpMs)} | ${formatMs(base.lcpMs)} | ${times(base.lcpRatio)} | ${result.scripts.requests} / ${baselineScripts ?? "n/a"} |`,
        );
      }
    }
  }
  lines.push(
    "",
    "## Run log",
    "",
    "In the order run. Load: the machine's one-minute load average as the run started (2 cores).",
    "",
    "*TBT from*: each task Lighthouse's TBT counted, by the work inside it, with its share of TBT and its time in the trace (wall, and CPU where the trace has it): the simulation stretches a task four times (twice for one that lays out the page) and counts its time beyond 50 ms after the simulated first paint, so a task counts once it is over 12.5 ms (25 ms for a layout) in the trace.",
    "",
    "| # | target | run | load | benchmark index | performance | TBT | blocking over the load | JavaScript | blocking in CPU time | LCP | TBT from |",
    "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...runLog.map(
      (entry) =>
        `| ${entry.order} | ${BASELINE_TARGETS.has(entry.target) ? entry.target : `\`${entry.target}\``} | ${entry.run} | ${entry.load.toFixed(2)} | ${entry.benchmarkIndex === null ? "n/a" : Math.round(entry.benchmarkIndex)} | ${entry.performance ?? "n/a"} | ${formatMs(entry.tbtMs)} | ${formatMs(entry.loadBlockingMs)} | ${formatMs(entry.scriptMs)} | ${formatMs(entry.cpuBlockingMs)} | ${formatMs(entry.lcpMs)} | ${entry.tbtFrom ?? "n/a"} |`,
    ),
  );
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
// `--no-build` audits the build already there (an experiment on its files; never for results).
if (args.build) run("npm", ["run", "build"], { ...process.env, NODE_ENV: "production" });
const baselineBuild: BaselineBuild | undefined = args.baseline
  ? buildBaseline({ textFrom: args["baseline-text"]! })
  : undefined;

const machine = machineNote();
const server = await startProductionServer({ port: PORT });
const baselineServers = baselineBuild
  ? {
      afterPaint: await startBaselineServer({
        port: BASELINE_PORTS.afterPaint,
        clientDir: baselineBuild.afterPaintClientDir,
      }),
      defaults: await startBaselineServer({ port: BASELINE_PORTS.defaults, clientDir: baselineBuild.clientDir }),
    }
  : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  logLevel: "silent",
});
const results: RouteResult[] = [];
const runLog: RunLog[] = [];
listenToTbtEstimates();
type Audit = Awaited<ReturnType<typeof audit>>;
const baselineRuns: Record<BaselineKind, Audit[]> = { afterPaint: [], defaults: [] };
let chromium: string;

/** One audit, run again after a failed trace (NO_NAVSTART and the like), logged with the machine's load. */
async function logged(target: string, url: string, attempt: number) {
  const load = os.loadavg()[0]!;
  let result = await audit(url, chrome.port);
  for (let retry = 1; result.runtimeError && retry <= RUNTIME_ERROR_RETRIES; retry++) {
    console.log(`${target}: ${result.runtimeError}; running again (${retry}/${RUNTIME_ERROR_RETRIES})`);
    result = await audit(url, chrome.port);
  }
  runLog.push({
    order: runLog.length + 1,
    target,
    run: attempt + 1,
    load,
    benchmarkIndex: result.benchmarkIndex,
    performance: result.scores.performance,
    tbtMs: result.tbtMs,
    loadBlockingMs: result.loadBlockingMs,
    scriptMs: result.scriptMs,
    cpuBlockingMs: result.cpuBlockingMs,
    lcpMs: result.lcpMs,
    tbtFrom: result.tbtFrom,
  });
  return result;
}

try {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
  chromium = version.Browser;
  for (const pagePath of paths) {
    const attempts = [];
    const paired: Record<BaselineKind, Audit[]> = { afterPaint: [], defaults: [] };
    for (let attempt = 0; attempt < runs; attempt++) {
      // Baselines, route, baselines, route…: each of the route's runs beside one of each baseline's.
      for (const kind of baselineServers ? BASELINE_KINDS : []) {
        paired[kind].push(await logged(BASELINES[kind].target, `${baselineServers![kind].origin}/`, attempt));
      }
      attempts.push(await logged(pagePath, `${server.origin}${pagePath}`, attempt));
    }
    for (const kind of BASELINE_KINDS) baselineRuns[kind].push(...paired[kind]);
    const chosen = medianRun(attempts);
    const medians = mediansOf(attempts);
    const measured = {
      path: pagePath,
      ...chosen,
      // Per-metric medians: the median run by score need not be the median by TBT or LCP.
      tbtMs: medians.tbtMs,
      lcpMs: medians.lcpMs,
      medians,
      baselines: baselineServers
        ? {
            afterPaint: compareWithBaseline(medians, paired.afterPaint),
            defaults: compareWithBaseline(medians, paired.defaults),
          }
        : undefined,
    };
    const result: RouteResult = { ...measured, misses: missesOf(measured) };
    results.push(result);
    console.log(
      `${pagePath.padEnd(36)} perf ${result.scores.performance} a11y ${result.scores.accessibility} bp ${result.scores["best-practices"]} seo ${result.scores.seo} LCP ${formatMs(result.lcpMs)} TBT ${formatMs(result.tbtMs)} CLS ${result.cls?.toFixed(3)}${BASELINE_KINDS.map(
        (kind) => {
          const base = result.baselines?.[kind];
          return base
            ? ` | ${BASELINES[kind].target}: TBT ${formatMs(base.tbtMs)} (×${base.tbtRatio?.toFixed(2) ?? "n/a"}, over the load ×${base.loadBlockingRatio?.toFixed(2) ?? "n/a"}) LCP ${formatMs(base.lcpMs)}`
            : "";
        },
      ).join("")} ${result.misses.length ? `misses: ${result.misses.join(", ")}` : "ok"}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  for (const baselineServer of Object.values(baselineServers ?? {})) await baselineServer.stop();
}

const packageVersion = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
const lighthouseVersion = packageVersion("lighthouse");
const reactRouterVersion = packageVersion("react-router");
const reactVersion = packageVersion("react");
const allBaselineRuns = BASELINE_KINDS.flatMap((kind) => baselineRuns[kind]);
const baselineScripts = allBaselineRuns.length ? median(allBaselineRuns.map((a) => a.scripts.requests)) : undefined;
const date = timestamp();
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  path.join(RESULTS_DIR, `${RESULT_NAME}.md`),
  markdown(results, { date, chromium, lighthouseVersion, machine, endLoad: os.loadavg()[0]! }),
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
      baseline: baselineBuild && {
        textFrom: baselineBuild.textFrom,
        characters: baselineBuild.characters,
        medians: Object.fromEntries(
          BASELINE_KINDS.map((kind) => [
            kind,
            { ...mediansOf(baselineRuns[kind]), cls: median(baselineRuns[kind].map((a) => a.cls)) },
          ]),
        ),
      },
      routes: results,
      runs: runLog,
    },
    null,
    2,
  )}\n`,
);
const missed = results.filter((result) => result.misses.length).length;
console.log(`\n${results.length} routes audited, ${missed} miss at least one target: bench/results/${RESULT_NAME}.md`);
