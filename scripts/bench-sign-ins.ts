/**
 * `npm run bench:sign-ins`: does the site keep answering everyone else while passwords are
 * checked? A fresh production build and server (port 3403, fresh data folder, SQLite,
 * TRUST_PROXY=1), then GET / by 5 connections for 8 s with autocannon in its own process:
 * once idle, and once while this script keeps 30 sign-ins in flight at a time (each for an
 * email with no account, from its own address, so every one reaches a real scrypt check and
 * no limit stops it).
 *
 * `-- --app=<dir> --label=<name>` measures another checkout (built there first), so an earlier
 * version can be compared in the same results file: bench/results/sign-in-load.{md,json}.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadResult } from "./bench/load.ts";
import { machineNote, RESULTS_DIR, ROOT, runLoadGenerator, startProductionServer, timestamp } from "./bench/support.ts";

const PORT = 3403;
const PAGE_CONNECTIONS = 5;
const DURATION_SECONDS = 8;
const SIGN_INS_AT_ONCE = 30;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const appDir = path.resolve(option("app") ?? ROOT);
const label = option("label") ?? (appDir === ROOT ? "this checkout" : path.basename(appDir));

type SignInTally = { answered: number; byStatus: Record<string, number>; p50Ms: number; p99Ms: number };
type Run = {
  label: string;
  commit: string;
  date: string;
  machine: string;
  idle: LoadResult;
  duringSignIns: LoadResult;
  signIns: SignInTally;
};

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/** Keeps SIGN_INS_AT_ONCE sign-ins in flight until `stop` resolves. */
async function signInsUntil(origin: string, stop: Promise<unknown>): Promise<SignInTally> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const durations: number[] = [];
  const byStatus: Record<string, number> = {};
  let next = 0;
  async function oneAfterAnother() {
    while (!stopped) {
      const n = next++;
      const started = performance.now();
      const response = await fetch(`${origin}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: new URLSearchParams({ intent: "signin", email: `nobody-${n}@example.com`, password: `Wrong${n}Pass` }),
      });
      await response.arrayBuffer();
      durations.push(performance.now() - started);
      byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: SIGN_INS_AT_ONCE }, oneAfterAnother));
  durations.sort((a, b) => a - b);
  return {
    answered: durations.length,
    byStatus,
    p50Ms: Math.round(percentile(durations, 50)),
    p99Ms: Math.round(percentile(durations, 99)),
  };
}

function markdown(runs: Run[]): string {
  const row = (run: Run, phase: "idle" | "duringSignIns") => {
    const result = run[phase];
    return `| ${run.label} (${run.commit}) | ${phase === "idle" ? "idle" : `${SIGN_INS_AT_ONCE} sign-ins at once`} | ${result.requestsPerSecond.toFixed(0)} | ${result.latencyMs.p50} | ${result.latencyMs.p99} | ${result.latencyMs.max} | ${result.errors + result.timeouts} |`;
  };
  return [
    "# GET / while passwords are checked",
    "",
    `- Command: \`npm run bench:sign-ins\` (this checkout) and \`npm run bench:sign-ins -- --app=<dir> --label=<name>\` (another checkout, built there). Production server, SQLite, fresh data folder, \`TRUST_PROXY=1\`; GET / (the prerendered home page) by ${PAGE_CONNECTIONS} connections for ${DURATION_SECONDS} s with autocannon in its own process, idle and then while the bench keeps ${SIGN_INS_AT_ONCE} sign-ins in flight (unknown emails from distinct addresses: each one a full scrypt check, none stopped by a limit).`,
    "- Runs on a shared 2-core machine; compare rows measured close together.",
    "",
    "| version | while | GET / req/s | p50 ms | p99 ms | max ms | errors |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...runs.flatMap((run) => [row(run, "idle"), row(run, "duringSignIns")]),
    "",
    "Sign-ins answered during the loaded run:",
    "",
    ...runs.map(
      (run) =>
        `- ${run.label}: ${run.signIns.answered} answered (${Object.entries(run.signIns.byStatus)
          .map(([status, count]) => `${count} × ${status}`)
          .join(", ")}), p50 ${run.signIns.p50Ms} ms, p99 ${run.signIns.p99Ms} ms; ${run.date}; ${run.machine}`,
    ),
    "",
  ].join("\n");
}

console.log(`▶ building ${appDir}`);
execFileSync("npx", ["react-router", "build"], {
  cwd: appDir,
  stdio: "ignore",
  env: { ...process.env, NODE_ENV: "production" },
});
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: appDir, encoding: "utf8" }).trim();
const machine = machineNote();
const server = await startProductionServer({ port: PORT, env: { TRUST_PROXY: "1" }, stdout: "ignore", appDir });
try {
  const url = `${server.origin}/`;
  const idle = await runLoadGenerator({ url, connections: PAGE_CONNECTIONS, durationSeconds: DURATION_SECONDS });
  const during = runLoadGenerator({ url, connections: PAGE_CONNECTIONS, durationSeconds: DURATION_SECONDS });
  const signIns = await signInsUntil(server.origin, during);
  const duringSignIns = await during;
  const run: Run = { label, commit, date: timestamp(), machine, idle, duringSignIns, signIns };
  console.log(JSON.stringify({ label, idle: idle.latencyMs, duringSignIns: duringSignIns.latencyMs, signIns }));

  mkdirSync(RESULTS_DIR, { recursive: true });
  const jsonFile = path.join(RESULTS_DIR, "sign-in-load.json");
  const runs = (existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, "utf8")) as Run[]) : []).filter(
    (earlier) => earlier.label !== label,
  );
  runs.push(run);
  writeFileSync(jsonFile, `${JSON.stringify(runs, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, "sign-in-load.md"), markdown(runs));
  console.log("bench/results/sign-in-load.md");
} finally {
  await server.stop();
}
