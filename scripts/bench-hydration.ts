/**
 * `npm run bench:hydration`: how long a phone on a slow connection waits for a page to become
 * interactive. A fresh production build on a free port with a fresh data folder; each route
 * loaded in Debian's Chromium at 390 px with Chrome's own throttling set to Lighthouse's phone
 * values (slow 4G: 562.5 ms a request, 1.44 Mbit/s down; CPU 4× slower), in a new browser
 * context each time (nothing cached). Per load: the first contentful paint and the moment the
 * page is hydrated (`html[data-hydrated]`, set by the root route's first effect, which is what
 * the end-to-end tests wait for before they press a key), both from navigation start, and how
 * many scripts it fetched. Medians over `--runs` (default 5); writes
 * bench/results/hydration-390.md.
 *
 * Unlike Lighthouse's TBT, which counts only tasks past a line, this is a time on a continuous
 * scale: it shows work moved, requests saved and round trips cut, whether or not a task crosses
 * 50 ms.
 *
 * `--only=/,/plan` limits the routes (default: the seven routes issue 34 audits at 390 px).
 * `--compare=<dir>` also serves the build already in another checkout (for example a
 * `git worktree` of an earlier commit, built with `npm run build`), loaded in turn with this one
 * (this build, that build, this build…), so both are measured under the same load.
 * `--no-build` serves the build already in build/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { freePort } from "../tests/support/free-port.ts";
import { PHONE_AUDITED } from "../tests/support/phone-audited.ts";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.ts";
import { run } from "./run.ts";
import {
  machineNote,
  median,
  RESULTS_DIR,
  startProductionServer,
  timestamp,
  type ProductionServer,
} from "./bench/support.ts";

const WIDTH = 390;
const HEIGHT = 844;
/** Lighthouse's slow 4G and 4× CPU, applied by Chrome itself (Lighthouse's "devtools" throttling). */
const PHONE = throttling.mobileSlow4G;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    compare: { type: "string" },
    build: { type: "boolean", default: true },
  },
  allowNegative: true,
});
const runs = Math.max(1, Number.parseInt(args.runs!, 10) || 1);
const routes = args.only ? args.only.split(",") : PHONE_AUDITED;
const command = `npm run bench:hydration${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;

type Measure = { fcpMs: number | null; hydratedMs: number; scripts: number };
type Target = { name: string; server: ProductionServer };
/** One load, as the run log lists them: in the order run. */
type Load = Measure & {
  target: Target;
  route: string;
  run: number;
  /** The machine's one-minute load average as it started. */
  loadAverage: number;
};

/** One load of `url` in a fresh context: nothing cached, throttled as a phone. */
async function measure(browser: Browser, url: string): Promise<Measure> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: screenEmulationMetrics.mobile!.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.requestLatencyMs,
      downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: "commit" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
    // Read once hydrated: the paint entry is long there, and the script count is the page's own.
    return await page.evaluate(() => ({
      hydratedMs: performance.now(),
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"),
        ).length,
    }));
  } finally {
    await context.close();
  }
}

function seconds(ms: number | null): string {
  return ms === null ? "n/a" : `${(ms / 1000).toFixed(2)} s`;
}

function markdown(
  targets: Target[],
  log: Load[],
  { started, machine, endLoad }: { started: string; machine: string; endLoad: string },
): string {
  const [site, other] = targets;
  const lines = [
    `# Time to interactive on a throttled phone (${WIDTH} px)`,
    "",
    `- Date: ${started}`,
    `- Command: \`${command}\``,
    `- Chromium with Chrome's own throttling at Lighthouse's phone values: ${PHONE.requestLatencyMs} ms a request, ${(PHONE.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s down, ${(PHONE.uploadThroughputKbps / 1024).toFixed(2)} Mbit/s up, CPU ${PHONE.cpuSlowdownMultiplier}× slower; ${WIDTH} × ${HEIGHT} px, a new browser context (empty cache) for every load. Each route ${runs} times${other ? ", this build and the compared one in turn" : ""}; medians.`,
    "- *Hydrated*: from navigation start until `html[data-hydrated]` (the root route's first effect, after React has hydrated the page). *FCP*: the first contentful paint. *Scripts*: script files the page had fetched by then.",
    `- Machine: ${machine} At the end: ${endLoad}.`,
  ];
  if (other) {
    lines.push(
      `- Compared with: the build in \`${other.name}\`.`,
      "",
      "| route | FCP | hydrated | scripts | compared: FCP | hydrated | scripts | hydrated, change |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
  } else {
    lines.push("", "| route | FCP | hydrated | scripts | hydrated, each load |", "| --- | ---: | ---: | ---: | --- |");
  }
  for (const route of routes) {
    const cells = (target: Target) => {
      const loads = log.filter((load) => load.target === target && load.route === route);
      return {
        fcp: median(loads.map((load) => load.fcpMs)),
        hydrated: median(loads.map((load) => load.hydratedMs)),
        scripts: median(loads.map((load) => load.scripts)),
        each: loads.map((load) => seconds(load.hydratedMs)).join(", "),
      };
    };
    const mine = cells(site!);
    if (!other) {
      lines.push(
        `| \`${route}\` | ${seconds(mine.fcp)} | ${seconds(mine.hydrated)} | ${mine.scripts} | ${mine.each} |`,
      );
      continue;
    }
    const theirs = cells(other);
    const change =
      mine.hydrated !== null && theirs.hydrated !== null
        ? `${mine.hydrated <= theirs.hydrated ? "−" : "+"}${seconds(Math.abs(mine.hydrated - theirs.hydrated))}`
        : "n/a";
    lines.push(
      `| \`${route}\` | ${seconds(mine.fcp)} | ${seconds(mine.hydrated)} | ${mine.scripts} | ${seconds(theirs.fcp)} | ${seconds(theirs.hydrated)} | ${theirs.scripts} | ${change} |`,
    );
  }
  lines.push(
    "",
    "## Run log",
    "",
    "In the order run. Load: the machine's one-minute load average as the load started (2 cores).",
    "",
    "| # | build | route | run | load | FCP | hydrated | scripts |",
    "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |",
  );
  log.forEach((load, index) =>
    lines.push(
      `| ${index + 1} | ${load.target === site ? "this" : "compared"} | \`${load.route}\` | ${load.run} | ${load.loadAverage.toFixed(2)} | ${seconds(load.fcpMs)} | ${seconds(load.hydratedMs)} | ${load.scripts} |`,
    ),
  );
  return `${lines.join("\n")}\n`;
}

const chromiumPath = ensureChromium();
if (args.build) run("npm", ["run", "build"], { ...process.env, NODE_ENV: "production" });
const started = timestamp();
const machine = machineNote();
const targets: Target[] = [
  {
    name: "this checkout",
    server: await startProductionServer({ port: await freePort(), stdout: "ignore" }),
  },
];
if (args.compare) {
  const appDir = path.resolve(args.compare);
  targets.push({
    name: appDir,
    server: await startProductionServer({ port: await freePort(), stdout: "ignore", appDir }),
  });
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
const log: Load[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      for (const target of targets) {
        const loadAverage = os.loadavg()[0]!;
        const load: Load = {
          ...(await measure(browser, `${target.server.origin}${route}`)),
          target,
          route,
          run,
          loadAverage,
        };
        log.push(load);
        console.log(
          `${route} ${target === targets[0] ? "this" : "compared"} run ${run}: FCP ${seconds(load.fcpMs)}, hydrated ${seconds(load.hydratedMs)}, ${load.scripts} scripts (load ${loadAverage.toFixed(2)})`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const target of targets) await target.server.stop();
}
const report = markdown(targets, log, { started, machine, endLoad: os.loadavg()[0]!.toFixed(2) });
mkdirSync(RESULTS_DIR, { recursive: true });
const file = path.join(RESULTS_DIR, `hydration-${WIDTH}.md`);
writeFileSync(file, report);
console.log(`\n${report}\nWritten to ${path.relative(process.cwd(), file)}`);
