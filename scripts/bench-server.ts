/**
 * `npm run bench:server`: a fresh production build, the production server (a free port, fresh
 * data folder, SQLite, TRUST_PROXY=1) and a bare Node `http` baseline serving the same page's
 * bytes (another free port), both driven over loopback by autocannon in a third process:
 *   (a) a prerendered page (a static file through Express), against the baseline in the
 *       same run (order A B B A);
 *   (b) a page rendered per request;
 *   (c) checklist saves by 50 verified, signed-in users, one per connection, through the
 *       checklist page's own action as its fetcher posts them (React Router's `.data` request);
 *   (d) the signed-in /plan page of 20 owners with a saved move (issue 32's p50).
 * Writes bench/results/server.md and bench/results/server.json.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { CHECKLIST_PAGE_PATH, CHECKLIST_SAVE_URL } from "../app/features/checklist/checklist.ts";
import { verifiedSession } from "../tests/support/accounts.ts";
import type { LoadResult, LoadSpec } from "./bench/load.ts";
import { freePort, freePortBut } from "../tests/support/free-port.ts";
import { run } from "./run.ts";
import {
  machineNote,
  runLoadGenerator,
  megabytes,
  residentBytes,
  RESULTS_DIR,
  ROOT,
  rssSampler,
  startProductionServer,
  stopChild,
  timestamp,
  TMP_DIR,
} from "./bench/support.ts";

// Picked by the system, so a run beside another (or beside the tests) does not collide.
const APP_PORT = await freePort();
const STATIC_PORT = await freePortBut(APP_PORT);
const DURATION_SECONDS = 8;
const WARM_UP_SECONDS = 2;
const PAGE_CONNECTIONS = 20;
const CHECKLIST_USERS = 50;
/** Concurrent sign-ups while preparing accounts (each hashes a password). */
const SIGN_UP_CONCURRENCY = 4;

const PRERENDERED_PATH = "/pcs-toolkit/pet-travel";
const RENDERED_PATH = "/calculators/credit?price=750000";
const CHECKLIST_PATH = CHECKLIST_PAGE_PATH;
const CHECKLIST_LABEL = "checklist saves via the page's action (.data), 50 users";
const PLAN_PATH = "/plan";
const PLAN_OWNERS = 20;
const PLAN_LABEL = `GET ${PLAN_PATH}, ${PLAN_OWNERS} signed-in owners`;
/** The move each bench owner saves: a report date inside the form's window from any day. */
function benchMove(): string {
  const report = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return new URLSearchParams({
    intent: "save-move",
    reportDate: report,
    departure: "mainland",
    dogs: "1",
    cats: "0",
    vehicles: "1",
    schoolAgeChildren: "2",
    housing: "rent",
  }).toString();
}

/** Each of the first PLAN_OWNERS accounts saves a move, as the /plan form does. */
async function savePlans(origin: string, cookies: string[]): Promise<void> {
  for (const cookie of cookies.slice(0, PLAN_OWNERS)) {
    const response = await fetch(`${origin}${PLAN_PATH}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "sec-fetch-site": "same-origin",
        cookie,
      },
      body: benchMove(),
    });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 303)
      throw new Error(`saving a bench plan answered ${response.status}`);
  }
  const page = await fetch(`${origin}${PLAN_PATH}`, { headers: { cookie: cookies[0]! } });
  const html = await page.text();
  if (page.status !== 200 || !html.includes("This week"))
    throw new Error(`the bench owner's /plan did not show a dated plan (${page.status})`);
}

/** Issue 13: saves through the framework on SQLite. The prerendered ratio is reported, not targeted. */
const TARGETS = { checklistP99Ms: 50, checklistSavesPerSecond: 1_500 } as const;
const command = "npm run bench:server";

/** Headers that describe one connection or one response rather than the page. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

type Measurement = {
  label: string;
  server: "app" | "static";
  url: string;
  connections: number;
  result: LoadResult;
  peakRssBytes: number;
};

function load(spec: LoadSpec): LoadResult {
  const output = execFileSync(process.execPath, [path.join(ROOT, "scripts/bench/load.ts"), JSON.stringify(spec)], {
    encoding: "utf8",
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(output.trim().split("\n").at(-1)!) as LoadResult;
}

async function measure(
  label: string,
  target: { server: "app" | "static"; origin: string; sampler: ReturnType<typeof rssSampler> },
  spec: Omit<LoadSpec, "url" | "durationSeconds"> & { path: string },
): Promise<Measurement> {
  const url = `${target.origin}${spec.path}`;
  target.sampler.reset();
  const result = await runLoadGenerator({ ...spec, url, durationSeconds: DURATION_SECONDS });
  const measurement = {
    label,
    server: target.server,
    url: url.replace(target.origin, ""),
    connections: spec.connections,
    result,
    peakRssBytes: target.sampler.peak(),
  };
  const { latencyMs } = result;
  console.log(
    `${label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${latencyMs.p50} ms  p99 ${latencyMs.p99} ms  errors ${result.errors}  non-2xx ${result.non2xx}  peak RSS ${megabytes(measurement.peakRssBytes)}`,
  );
  return measurement;
}

async function waitForListening(url: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A verified, signed-in account, made as a family makes one (tests/support/accounts.ts). */
function verifiedAccount(origin: string, dataDir: string, index: number): Promise<string> {
  // Each account from its own client address (TRUST_PROXY=1), so the per-address sign-up
  // limit (20 per 15 minutes) does not stop the setup.
  const clientAddress = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  return verifiedSession(origin, dataDir, `bench-${index}-${Date.now()}@example.com`, clientAddress);
}

async function createAccounts(origin: string, dataDir: string): Promise<string[]> {
  const cookies: string[] = new Array(CHECKLIST_USERS);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
      while (next < CHECKLIST_USERS) {
        const index = next++;
        cookies[index] = await verifiedAccount(origin, dataDir, index);
      }
    }),
  );
  return cookies;
}

function checklistRows(dataDir: string) {
  const database = new DatabaseSync(path.join(dataDir, "aloha-pcs.sqlite"), { readOnly: true });
  try {
    return database
      .prepare(
        "select count(*) as rows, count(distinct user_id) as users, max(updated_at) as lastWrite from checklist_progress",
      )
      .get() as { rows: number; users: number; lastWrite: string | null };
  } finally {
    database.close();
  }
}

function mark(ok: boolean): string {
  return ok ? "✓ meets target" : "**✗ misses target**";
}

function table(measurements: Measurement[]): string[] {
  return [
    "| run | server | URL | connections | req/s | p50 | p99 | errors | non-2xx | peak RSS (server) |",
    "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...measurements.map(
      ({ label, server, url, connections, result, peakRssBytes }) =>
        `| ${label} | ${server === "app" ? "app (`node server.ts`)" : "bare Node http"} | \`${url}\` | ${connections} | ${result.requestsPerSecond.toFixed(0)} | ${result.latencyMs.p50} ms | ${result.latencyMs.p99} ms | ${result.errors + result.timeouts} | ${result.non2xx} | ${megabytes(peakRssBytes)} |`,
    ),
  ];
}

run("npm", ["run", "build"], { ...process.env, NODE_ENV: "production" });
mkdirSync(TMP_DIR, { recursive: true });
const machine = machineNote();
const startedAt = timestamp();

// The request log line goes to /dev/null: it is still formatted and written for every request.
const app = await startProductionServer({ port: APP_PORT, env: { TRUST_PROXY: "1" }, stdout: "ignore" });
const appPid = app.process.pid!;
const appIdleRssBytes = residentBytes(appPid) ?? 0;

// The baseline serves exactly the bytes and headers the app sent for the prerendered page.
const sample = await fetch(`${app.origin}${PRERENDERED_PATH}`, { headers: { "accept-encoding": "identity" } });
const sampleBody = Buffer.from(await sample.arrayBuffer());
if (sample.status !== 200 || sample.headers.get("content-encoding"))
  throw new Error(`unexpected sample response: ${sample.status} ${sample.headers.get("content-encoding")}`);
const sampleHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !HOP_HEADERS.has(name)));
const bodyFile = path.join(TMP_DIR, "static-body.html");
const headersFile = path.join(TMP_DIR, "static-headers.json");
writeFileSync(bodyFile, sampleBody);
writeFileSync(headersFile, JSON.stringify(sampleHeaders));
const baseline = spawn(
  process.execPath,
  [path.join(ROOT, "scripts/bench/static-server.ts"), String(STATIC_PORT), PRERENDERED_PATH, bodyFile, headersFile],
  { stdio: ["ignore", "ignore", "inherit"] },
);
const staticOrigin = `http://127.0.0.1:${STATIC_PORT}`;

const measurements: Measurement[] = [];
let checks: Record<string, unknown>;
let appPeakRssBytes: number;
let staticPeakRssBytes: number;
try {
  await waitForListening(`${staticOrigin}${PRERENDERED_PATH}`);
  const staticSample = await fetch(`${staticOrigin}${PRERENDERED_PATH}`);
  const staticBytes = (await staticSample.arrayBuffer()).byteLength;
  if (staticBytes !== sampleBody.length) throw new Error("the baseline does not serve the same bytes");

  console.log(`Creating ${CHECKLIST_USERS} verified accounts…`);
  const setupStarted = Date.now();
  const cookies = await createAccounts(app.origin, app.dataDir);
  const setupSeconds = (Date.now() - setupStarted) / 1000;
  await savePlans(app.origin, cookies);

  // What a save answers: as a plain form POST (no JavaScript: back to the item's anchor) and as
  // the page's fetcher posts it (React Router's single fetch, `.data`).
  const form = { "content-type": "application/x-www-form-urlencoded", cookie: cookies[0]! };
  const documentSave = await fetch(`${app.origin}${CHECKLIST_PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...form, "accept-encoding": "identity" },
    body: "itemIndex=0&completed=true",
  });
  const documentBytes = (await documentSave.arrayBuffer()).byteLength;
  const documentLocation = documentSave.headers.get("location");
  const dataSave = await fetch(`${app.origin}${CHECKLIST_SAVE_URL}`, {
    method: "POST",
    headers: { ...form, "accept-encoding": "identity" },
    body: "intent=tick&itemIndex=1&completed=true",
  });
  const dataBody = (await dataSave.text()).trim();
  const afterProbe = checklistRows(app.dataDir);
  if (
    documentSave.status !== 303 ||
    documentLocation !== `${CHECKLIST_PATH}#item-0` ||
    dataSave.status !== 200 ||
    !dataBody.includes('"ok",true') ||
    afterProbe.rows !== 2
  )
    throw new Error(
      `checklist save did not work: ${documentSave.status} ${documentLocation} ${dataSave.status} ${dataBody} ${JSON.stringify(afterProbe)}`,
    );
  console.log(
    `Save as a form POST: ${documentSave.status} to ${documentLocation}, ${documentBytes} bytes; as the page's fetcher (.data): ${dataSave.status}, ${dataBody.length} bytes; rows written: ${afterProbe.rows}`,
  );

  const appSampler = rssSampler(appPid);
  const staticSampler = rssSampler(baseline.pid!);
  const appTarget = { server: "app" as const, origin: app.origin, sampler: appSampler };
  const staticTarget = { server: "static" as const, origin: staticOrigin, sampler: staticSampler };
  const pageSpec = { path: PRERENDERED_PATH, connections: PAGE_CONNECTIONS };

  // Warm-up (JIT, connection pools), discarded.
  for (const target of [staticTarget, appTarget]) {
    load({
      url: `${target.origin}${PRERENDERED_PATH}`,
      connections: PAGE_CONNECTIONS,
      durationSeconds: WARM_UP_SECONDS,
    });
  }
  // A B B A, so a drift in the machine's other load weighs on both sides alike.
  measurements.push(await measure("prerendered, baseline (1)", staticTarget, pageSpec));
  measurements.push(await measure("prerendered (1)", appTarget, pageSpec));
  measurements.push(await measure("prerendered (2)", appTarget, pageSpec));
  measurements.push(await measure("prerendered, baseline (2)", staticTarget, pageSpec));
  measurements.push(
    await measure("prerendered, compression asked (as browsers do)", appTarget, {
      ...pageSpec,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    }),
  );
  measurements.push(
    await measure("rendered per request", appTarget, { path: RENDERED_PATH, connections: PAGE_CONNECTIONS }),
  );
  measurements.push(
    await measure(PLAN_LABEL, appTarget, {
      path: PLAN_PATH,
      connections: PLAN_OWNERS,
      pageCookies: cookies.slice(0, PLAN_OWNERS),
    }),
  );
  const checklistStarted = new Date().toISOString();
  measurements.push(
    await measure(CHECKLIST_LABEL, appTarget, {
      path: CHECKLIST_SAVE_URL,
      connections: CHECKLIST_USERS,
      checklistCookies: cookies,
    }),
  );
  const afterLoad = checklistRows(app.dataDir);
  appPeakRssBytes = residentBytes(appPid, "VmHWM") ?? appSampler.peak();
  staticPeakRssBytes = residentBytes(baseline.pid!, "VmHWM") ?? staticSampler.peak();
  appSampler.stop();
  staticSampler.stop();
  checks = {
    accounts: CHECKLIST_USERS,
    accountSetupSeconds: setupSeconds,
    documentSave: { status: documentSave.status, bytes: documentBytes, location: documentLocation },
    dataSave: { status: dataSave.status, bytes: dataBody.length, body: dataBody },
    rowsAfterLoad: afterLoad,
    rowsWrittenDuringLoad: (afterLoad.lastWrite ?? "") >= checklistStarted,
    baselineBytes: staticBytes,
  };
} finally {
  await stopChild(baseline);
  await app.stop();
}

const find = (label: string) => measurements.find((measurement) => measurement.label === label)!;
const rps = (...labels: string[]) =>
  labels.reduce((sum, label) => sum + find(label).result.requestsPerSecond, 0) / labels.length;
const appRps = rps("prerendered (1)", "prerendered (2)");
const staticRps = rps("prerendered, baseline (1)", "prerendered, baseline (2)");
const ratio = appRps / staticRps;
const checklist = find(CHECKLIST_LABEL);
const checklistP99 = checklist.result.latencyMs.p99;
const checklistRps = checklist.result.requestsPerSecond;
const rows = checks.rowsAfterLoad as ReturnType<typeof checklistRows>;
const { version: autocannonVersion } = createRequire(import.meta.url)("autocannon/package.json") as { version: string };

const markdownLines = [
  "# Server throughput and latency",
  "",
  `- Date: ${startedAt}`,
  `- Command: \`${command}\``,
  `- Machine: ${machine}`,
  `- Load: autocannon ${autocannonVersion} in its own process (the server and the load generator share the machine's cores), over loopback, keep-alive, no pipelining; ${DURATION_SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up of each page server; ${PAGE_CONNECTIONS} connections for pages, ${CHECKLIST_USERS} for checklist saves. Requests carry no \`Accept-Encoding\` unless the row says so, so both servers send the same ${sampleBody.length} uncompressed bytes.`,
  `- App server: \`node server.ts\`, NODE_ENV=production, SQLite in a fresh data folder, \`TRUST_PROXY=1\`; its per-request log line is written to stdout, which goes to /dev/null. Baseline: a bare Node \`http\` server (scripts/bench/static-server.ts) answering with the bytes and headers the app sent for \`${PRERENDERED_PATH}\` (a prerendered file: the same bytes and CSP every time), held in memory.`,
  `- Accounts: ${CHECKLIST_USERS} accounts made as a family makes one: the sign-up form POSTed to /auth, then the verification link from the outbox (DATA_DIR/outbox), then the sign-in form (setup took ${(checks.accountSetupSeconds as number).toFixed(1)} s). The server allows 20 sign-ups per client address per 15 minutes, so the bench server runs with \`TRUST_PROXY=1\` and each account signs up with its own \`X-Forwarded-For\` address.`,
  "",
  "## Results against the targets",
  "",
  `- Prerendered page (a static file through Express's whole chain) vs the bare static server: ${appRps.toFixed(0)} vs ${staticRps.toFixed(0)} req/s (mean of two runs each, order baseline, app, app, baseline) = **${ratio.toFixed(2)}×** (reported; no target).`,
  `- The signed-in plan page (\`${PLAN_PATH}\`), ${PLAN_OWNERS} owners with a saved move, one per connection: p50 **${find(PLAN_LABEL).result.latencyMs.p50} ms**, p99 ${find(PLAN_LABEL).result.latencyMs.p99} ms, ${find(PLAN_LABEL).result.requestsPerSecond.toFixed(0)} pages/s (reported; issue 32 compares it before and after).`,
  `- Checklist saves through React Router (\`${CHECKLIST_SAVE_URL}\`), ${CHECKLIST_USERS} signed-in users on ${CHECKLIST_USERS} connections, SQLite: p99 **${checklistP99} ms** (p50 ${checklist.result.latencyMs.p50} ms), **${checklistRps.toFixed(0)} saves/s**; targets p99 ≤ ${TARGETS.checklistP99Ms} ms: ${mark(checklistP99 <= TARGETS.checklistP99Ms)}; ≥ ${TARGETS.checklistSavesPerSecond} saves/s: ${mark(checklistRps >= TARGETS.checklistSavesPerSecond)}.`,
  `- Peak memory (VmHWM over the whole run): app server ${megabytes(appPeakRssBytes)} (${megabytes(appIdleRssBytes)} right after start), baseline ${megabytes(staticPeakRssBytes)}. Per-run peaks below are the largest RSS sampled every 200 ms from /proc/<pid>/status during that run.`,
  "",
  ...table(measurements),
  "",
  "## How a save was measured",
  "",
  `A plain form POST to \`${CHECKLIST_PATH}\` (what a browser without JavaScript sends) answered ${(checks.documentSave as { status: number }).status}, back to \`${(checks.documentSave as { location: string }).location}\` (the item's anchor). The page's fetcher posts the same form to the page's own action as React Router's data request \`${CHECKLIST_SAVE_URL}\` (the session looked up once by the root's middleware), which answered ${(checks.dataSave as { status: number }).status} with \`${(checks.dataSave as { body: string }).body}\` and wrote the row (checked in the SQLite file); the page does not load its data again after it (shouldRevalidate), so that one request is the whole save and the load uses it. Each connection is one user and sends \`itemIndex=<0–19>&completed=<true|false>\` form-encoded with its session cookie and the \`Origin\` and \`Sec-Fetch-Site: same-origin\` headers a browser's own fetch sends. After the run the table held ${rows.rows} rows for ${rows.users} users, last written ${rows.lastWrite} (${checks.rowsWrittenDuringLoad ? "during the run" : "**not during the run**"}).`,
  "",
];
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(path.join(RESULTS_DIR, "server.md"), markdownLines.join("\n"));
writeFileSync(
  path.join(RESULTS_DIR, "server.json"),
  `${JSON.stringify(
    {
      date: startedAt,
      command,
      machine,
      autocannon: autocannonVersion,
      durationSeconds: DURATION_SECONDS,
      targets: TARGETS,
      prerenderedVsBaseline: { appRps, staticRps, ratio },
      checklistP99Ms: checklistP99,
      checklistSavesPerSecond: checklistRps,
      planPageMs: find(PLAN_LABEL).result.latencyMs,
      peakRssBytes: { app: appPeakRssBytes, appIdle: appIdleRssBytes, baseline: staticPeakRssBytes },
      checks,
      runs: measurements,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\nprerendered ${ratio.toFixed(2)}× the bare static server; checklist saves p99 ${checklistP99} ms (target ≤ ${TARGETS.checklistP99Ms}), ${checklistRps.toFixed(0)}/s (target ≥ ${TARGETS.checklistSavesPerSecond}): bench/results/server.md`,
);
