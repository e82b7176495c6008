/**
 * `npm run test:timings [-- <e2e.json> <vitest.json>]`: the slowest 20 files and the slowest
 * 20 tests of the last runs, from the JSON reports Playwright and Vitest write
 * (test-results/e2e.json and test-results/vitest.json by default). A report that is missing
 * is skipped with a note, so either suite can be measured alone.
 *
 * `npm run test:timings -- --compare <before.log> [<e2e.json> <vitest.json>]`: a per-file table of
 * an older run (its printed output: Playwright's list lines and Vitest's file lines, e.g. a CI
 * log) against the last runs' JSON reports, with totals per suite: the before/after of a change
 * to the suite itself.
 *
 * A file's time is the sum of its tests' times for Playwright (tests run in parallel
 * workers, so this is the worker time the file costs) and the file's own wall time for Vitest
 * (set-up included: a file's tests run one after another).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const TOP = 20;

export type Timing = { suite: "e2e" | "vitest"; file: string; title: string; ms: number };
export type FileTiming = { suite: "e2e" | "vitest"; file: string; ms: number; tests: number };

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/**
 * Playwright's JSON report: each test's duration (summed over retries), under its file. Files
 * are named from the project's folder (`tests/e2e/x.spec.ts`, as the list output names them)
 * when the report says where its config and tests are; the report itself names them from the
 * test folder.
 */
export function playwrightTimings(report: {
  suites?: PlaywrightSuite[];
  config?: { rootDir?: string; configFile?: string };
}): { tests: Timing[]; files: FileTiming[] } {
  const { rootDir, configFile } = report.config ?? {};
  const testFolder = rootDir && configFile ? path.relative(path.dirname(configFile), rootDir) : "";
  const tests: Timing[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
    const here = suite.file ?? file;
    const groups = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const file = path.join(testFolder, spec.file ?? here);
        tests.push({ suite: "e2e", file, title: [...groups, spec.title].join(" › "), ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, groups, here);
  };
  for (const suite of report.suites ?? []) walk(suite, [], suite.file ?? suite.title);
  return { tests, files: filesOf(tests, "e2e") };
}

type VitestReport = {
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { fullName?: string; title: string; ancestorTitles?: string[]; duration?: number | null }[];
  }[];
};

/** Vitest's JSON report (Jest's format): each file's wall time and each test's duration. */
export function vitestTimings(report: VitestReport, root = process.cwd()): { tests: Timing[]; files: FileTiming[] } {
  const tests: Timing[] = [];
  const files: FileTiming[] = [];
  for (const result of report.testResults ?? []) {
    const file = path.relative(root, result.name) || result.name;
    for (const assertion of result.assertionResults) {
      const title = assertion.fullName ?? [...(assertion.ancestorTitles ?? []), assertion.title].join(" › ");
      tests.push({ suite: "vitest", file, title, ms: assertion.duration ?? 0 });
    }
    const wall =
      result.startTime !== undefined && result.endTime !== undefined ? result.endTime - result.startTime : undefined;
    const summed = result.assertionResults.reduce((sum, assertion) => sum + (assertion.duration ?? 0), 0);
    files.push({ suite: "vitest", file, ms: wall ?? summed, tests: result.assertionResults.length });
  }
  return { tests, files };
}

/**
 * Playwright's list reporter's lines (`✓  12 [chromium] › tests/e2e/x.spec.ts:3:5 › title (4.2s)`),
 * for a run that printed no JSON (stopped early, or run without the JSON reporter).
 */
export function listTimings(text: string): { tests: Timing[]; files: FileTiming[] } {
  const line = /^\s*[✓✘×-]\s+\d+\s+\[[^\]]+\]\s+›\s+(\S+?):\d+:\d+\s+›\s+(.*?)\s+\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
  const unit = { ms: 1, s: 1000, m: 60_000 } as const;
  const tests: Timing[] = [];
  for (const raw of text.split("\n")) {
    const match = line.exec(stripColours(raw));
    if (!match) continue;
    const [, file, title, amount, per] = match;
    tests.push({ suite: "e2e", file: file!, title: title!, ms: Number(amount) * unit[per as keyof typeof unit] });
  }
  return { tests, files: filesOf(tests, "e2e") };
}

/**
 * Vitest's default reporter's file lines (` ✓  unit  app/x.test.ts (20 tests | 1 skipped) 3059ms`;
 * the project name only when there are projects), for a run that printed no JSON.
 */
export function vitestListTimings(text: string): FileTiming[] {
  const line = /^\s*[✓×❯↓]\s+(?:\S+\s+)??(\S+\.test\.tsx?)\s+\((\d+) tests?[^)]*\)\s+(\d+(?:\.\d+)?)(ms|s)\s*$/;
  const files: FileTiming[] = [];
  for (const raw of text.split("\n")) {
    const match = line.exec(stripColours(raw));
    if (!match) continue;
    const [, file, tests, amount, per] = match;
    files.push({ suite: "vitest", file: file!, ms: Number(amount) * (per === "s" ? 1000 : 1), tests: Number(tests) });
  }
  return files;
}

/**
 * Before and after, file by file (a file that was removed or added shows "–" on the other side),
 * largest first, then each suite's total and the number of tests: a Markdown table.
 */
export function compareFileTimings(before: FileTiming[], after: FileTiming[]): string {
  const key = (file: FileTiming) => `${file.suite} ${file.file}`;
  const rows = new Map<string, { suite: string; file: string; before?: FileTiming; after?: FileTiming }>();
  for (const file of before) rows.set(key(file), { suite: file.suite, file: file.file, before: file });
  for (const file of after)
    rows.set(key(file), { ...(rows.get(key(file)) ?? { suite: file.suite, file: file.file }), after: file });
  const cell = (file?: FileTiming) => (file ? `${(file.ms / 1000).toFixed(1)} s (${file.tests})` : "–");
  const size = (row: { before?: FileTiming; after?: FileTiming }) => Math.max(row.before?.ms ?? 0, row.after?.ms ?? 0);
  const total = (files: FileTiming[], suite: string) => {
    const chosen = files.filter((file) => file.suite === suite);
    return `${(chosen.reduce((sum, file) => sum + file.ms, 0) / 1000).toFixed(1)} s (${chosen.reduce((sum, file) => sum + file.tests, 0)} tests, ${chosen.length} file${chosen.length === 1 ? "" : "s"})`;
  };
  return [
    "| suite | file | before: time (tests) | after: time (tests) |",
    "| --- | --- | ---: | ---: |",
    ...[...rows.values()]
      .sort((a, b) => size(b) - size(a))
      .map((row) => `| ${row.suite} | ${row.file} | ${cell(row.before)} | ${cell(row.after)} |`),
    ...(["e2e", "vitest"] as const).map(
      (suite) => `| ${suite} | **total** | ${total(before, suite)} | ${total(after, suite)} |`,
    ),
  ].join("\n");
}

/** Terminal colour codes (ESC [ … m) out of a line. */
function stripColours(text: string): string {
  return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "");
}

function filesOf(tests: Timing[], suite: "e2e" | "vitest"): FileTiming[] {
  const byFile = new Map<string, FileTiming>();
  for (const test of tests) {
    const entry = byFile.get(test.file) ?? { suite, file: test.file, ms: 0, tests: 0 };
    entry.ms += test.ms;
    entry.tests += 1;
    byFile.set(test.file, entry);
  }
  return [...byFile.values()];
}

/**
 * A report as JSON. Also reads a report that went to stdout with another reporter's lines
 * around it (`--reporter=list,json` without an output file): from the first line that is
 * just "{" to the last line that is just "}".
 */
export function parseReport(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const lines = text.split("\n");
    const start = lines.findIndex((line) => line.trimEnd() === "{");
    const end = lines.findLastIndex((line) => line.trimEnd() === "}");
    if (start === -1 || end <= start) throw error;
    return JSON.parse(lines.slice(start, end + 1).join("\n"));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

export function formatTimings(files: FileTiming[], tests: Timing[], top = TOP): string {
  const out: string[] = [];
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  out.push(`Slowest ${top} files (of ${files.length}, ${seconds(total).trim()} in all):`);
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    out.push(`${seconds(file.ms)}  ${file.suite.padEnd(6)}  ${file.file} (${file.tests} tests)`);
  }
  out.push("", `Slowest ${top} tests (of ${tests.length}):`);
  for (const test of [...tests].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    out.push(`${seconds(test.ms)}  ${test.suite.padEnd(6)}  ${test.file} › ${test.title}`);
  }
  return out.join("\n");
}

/** The last runs' timings from their reports (either may be missing: it is skipped with a note). */
function readReports(e2ePath: string, vitestPath: string): { tests: Timing[]; files: FileTiming[] } {
  const files: FileTiming[] = [];
  const tests: Timing[] = [];
  for (const [label, file, read] of [
    ["Playwright", e2ePath, playwrightTimings],
    ["Vitest", vitestPath, vitestTimings],
  ] as const) {
    if (!existsSync(file)) {
      console.log(`(no ${label} report at ${file}: skipped)`);
      continue;
    }
    const text = readFileSync(file, "utf8");
    let timings: { tests: Timing[]; files: FileTiming[] };
    try {
      // Vitest names files by absolute path: relative to the project the report is in (<project>/test-results/).
      timings = read(parseReport(text) as never, path.resolve(path.dirname(file), ".."));
    } catch (error) {
      // Not JSON: a Playwright run's list output still says how long each test took.
      timings = listTimings(text);
      if (label !== "Playwright" || timings.tests.length === 0) throw error;
      console.log(`(${file} is not JSON: read ${timings.tests.length} tests from Playwright's list output)`);
    }
    files.push(...timings.files);
    tests.push(...timings.tests);
  }
  return { tests, files };
}

function main(args: string[]) {
  if (args[0] === "--compare") {
    const [, beforeLog, e2ePath = "test-results/e2e.json", vitestPath = "test-results/vitest.json"] = args;
    if (!beforeLog) throw new Error("--compare needs the older run's printed output");
    const text = readFileSync(beforeLog, "utf8");
    const before = [...listTimings(text).files, ...vitestListTimings(text)];
    console.log(compareFileTimings(before, readReports(e2ePath, vitestPath).files));
    return;
  }
  const [e2ePath = "test-results/e2e.json", vitestPath = "test-results/vitest.json"] = args;
  const { files, tests } = readReports(e2ePath, vitestPath);
  console.log(formatTimings(files, tests));
}

if (import.meta.filename === process.argv[1]) main(process.argv.slice(2));
