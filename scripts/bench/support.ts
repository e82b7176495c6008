/**
 * Shared by the benchmark runners (`npm run bench:pages`, `npm run bench:server`): the
 * production server on its own port and fresh data folder, memory sampling, and a note on
 * the machine the numbers came from.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult, LoadSpec } from "./load.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const RESULTS_DIR = path.join(ROOT, "bench/results");
/** Scratch space for data folders and logs (git-ignored). */
export const TMP_DIR = path.join(ROOT, "bench/tmp");

export type ProductionServer = {
  /** Origin on loopback, e.g. http://127.0.0.1:3400 */
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server wrote to stderr (and stdout, when it is kept). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Start `node server.ts` with NODE_ENV=production on `port` with a fresh DATA_DIR and wait for
 * /healthz. With `stdout: "ignore"` the per-request log line still gets written, to /dev/null.
 */
export async function startProductionServer({
  port,
  env = {},
  stdout = "pipe",
  appDir = ROOT,
}: {
  port: number;
  env?: Record<string, string>;
  stdout?: "pipe" | "ignore";
  /** The checkout whose build to serve (another one, to compare with an earlier version). */
  appDir?: string;
}): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aloha-bench-"));
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", stdout, "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    dataDir,
    process: child,
    output: () => output,
    /** Stops the server and deletes its data folder. */
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Resident memory of a process in bytes, from /proc/<pid>/status (Linux). */
export function residentBytes(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `intervalMs`; `peak()` is the largest sample since `reset()`. */
export function rssSampler(pid: number, intervalMs = 200) {
  let peakBytes = 0;
  const sample = () => {
    const bytes = residentBytes(pid);
    if (bytes !== undefined && bytes > peakBytes) peakBytes = bytes;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    reset() {
      peakBytes = 0;
      sample();
    },
    peak() {
      sample();
      return peakBytes;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One line describing the machine, for the results files. */
export function machineNote(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${megabytes(os.totalmem())} RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average (1/5/15 min) at start: ${load}. The machine is shared with other work, so compare numbers within one run, not across runs.`;
}

/** The middle value of those known (the mean of the middle two for an even count); null if none is. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** `YYYY-MM-DD HH:MM UTC` */
export function timestamp(date = new Date()): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * autocannon in a process of its own (scripts/bench/load.ts), so it never shares an event
 * loop with the server or with this script's own timers and requests.
 */
export function runLoadGenerator(spec: LoadSpec): Promise<LoadResult> {
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/bench/load.ts"), JSON.stringify(spec)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split("\n").at(-1)!) as LoadResult)
        : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}
