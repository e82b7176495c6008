import { describe, expect, it } from "vitest";
import {
  compareFileTimings,
  formatTimings,
  listTimings,
  parseReport,
  playwrightTimings,
  vitestListTimings,
  vitestTimings,
} from "./test-timings";

const PLAYWRIGHT = {
  suites: [
    {
      title: "a.spec.ts",
      file: "a.spec.ts",
      specs: [{ title: "fast", file: "a.spec.ts", tests: [{ results: [{ duration: 100 }] }] }],
      suites: [
        {
          title: "group",
          file: "a.spec.ts",
          specs: [{ title: "slow", file: "a.spec.ts", tests: [{ results: [{ duration: 3000 }] }] }],
        },
      ],
    },
    {
      title: "b.spec.ts",
      file: "b.spec.ts",
      specs: [{ title: "middle", file: "b.spec.ts", tests: [{ results: [{ duration: 1000 }] }] }],
    },
  ],
};

const VITEST = {
  testResults: [
    {
      name: "/repo/app/x.test.ts",
      startTime: 1000,
      endTime: 6000,
      assertionResults: [{ fullName: "x works", title: "works", duration: 2000 }],
    },
  ],
};

describe("test timings", () => {
  it("sums a Playwright file's tests and names each test with its groups", () => {
    const { files, tests } = playwrightTimings(PLAYWRIGHT);
    expect(files).toEqual([
      { suite: "e2e", file: "a.spec.ts", ms: 3100, tests: 2 },
      { suite: "e2e", file: "b.spec.ts", ms: 1000, tests: 1 },
    ]);
    expect(tests.map((test) => test.title)).toEqual(["fast", "group › slow", "middle"]);
  });

  it("names Playwright files from the project's folder when the report says where its tests are", () => {
    const report = { ...PLAYWRIGHT, config: { rootDir: "/repo/tests/e2e", configFile: "/repo/playwright.config.ts" } };
    expect(playwrightTimings(report).files.map((file) => file.file)).toEqual([
      "tests/e2e/a.spec.ts",
      "tests/e2e/b.spec.ts",
    ]);
  });

  it("takes a Vitest file's wall time, set-up included, relative to the root", () => {
    const { files, tests } = vitestTimings(VITEST, "/repo");
    expect(files).toEqual([{ suite: "vitest", file: "app/x.test.ts", ms: 5000, tests: 1 }]);
    expect(tests).toEqual([{ suite: "vitest", file: "app/x.test.ts", title: "x works", ms: 2000 }]);
  });

  it("lists files and tests slowest first, at most the top few", () => {
    const e2e = playwrightTimings(PLAYWRIGHT);
    const vitest = vitestTimings(VITEST, "/repo");
    const text = formatTimings([...e2e.files, ...vitest.files], [...e2e.tests, ...vitest.tests], 2);
    const lines = text.split("\n");
    expect(lines[0]).toBe("Slowest 2 files (of 3, 9.1 s in all):");
    expect(lines[1]).toContain("app/x.test.ts (1 tests)");
    expect(lines[2]).toContain("a.spec.ts (2 tests)");
    expect(lines).toHaveLength(7);
    expect(lines[5]).toContain("a.spec.ts › group › slow");
    expect(lines[6]).toContain("app/x.test.ts › x works");
  });

  it("reads a JSON report printed among another reporter's lines", () => {
    const text = `Running 3 tests\n  ✓ a\n${JSON.stringify(PLAYWRIGHT, null, 2)}\n  3 passed\n`;
    expect(parseReport(text)).toEqual(PLAYWRIGHT);
  });

  it("reads each test's time from Playwright's list output when there is no JSON", () => {
    const text = [
      "Running 3 tests using 2 workers",
      "  ✓   1 [chromium] › tests/e2e/a.spec.ts:18:7 › at 390 px › axe on / (19.6s)",
      "  ✘   2 [chromium] › tests/e2e/b.spec.ts:4:3 › fails (850ms)",
      "  ✓   3 [chromium] › tests/e2e/a.spec.ts:30:7 › slow one (1.5m)",
      "Terminated",
    ].join("\n");
    const { files, tests } = listTimings(text);
    expect(tests).toEqual([
      { suite: "e2e", file: "tests/e2e/a.spec.ts", title: "at 390 px › axe on /", ms: 19_600 },
      { suite: "e2e", file: "tests/e2e/b.spec.ts", title: "fails", ms: 850 },
      { suite: "e2e", file: "tests/e2e/a.spec.ts", title: "slow one", ms: 90_000 },
    ]);
    expect(files).toEqual([
      { suite: "e2e", file: "tests/e2e/a.spec.ts", ms: 109_600, tests: 2 },
      { suite: "e2e", file: "tests/e2e/b.spec.ts", ms: 850, tests: 1 },
    ]);
  });

  it("reads each Vitest file's time from its default output, with or without project names", () => {
    const escape = String.fromCharCode(27);
    const text = [
      ` ${escape}[32m✓${escape}[39m app/a.test.ts (35 tests) 318ms`,
      " ✓  unit  app/b.integration.test.ts (20 tests | 1 skipped) 22935ms",
      " ✓  http  tests/http/fuzz.test.ts (1 test) 6.8s",
      "   ✓ a test inside a file 3059ms",
    ].join("\n");
    expect(vitestListTimings(text)).toEqual([
      { suite: "vitest", file: "app/a.test.ts", ms: 318, tests: 35 },
      { suite: "vitest", file: "app/b.integration.test.ts", ms: 22_935, tests: 20 },
      { suite: "vitest", file: "tests/http/fuzz.test.ts", ms: 6_800, tests: 1 },
    ]);
  });

  it("compares two runs file by file, with removed and added files and each suite's total", () => {
    const table = compareFileTimings(
      [
        { suite: "e2e", file: "tests/e2e/gone.spec.ts", ms: 60_000, tests: 10 },
        { suite: "e2e", file: "tests/e2e/kept.spec.ts", ms: 20_000, tests: 4 },
        { suite: "vitest", file: "app/a.test.ts", ms: 1_000, tests: 3 },
      ],
      [
        { suite: "e2e", file: "tests/e2e/kept.spec.ts", ms: 10_000, tests: 4 },
        { suite: "vitest", file: "tests/http/new.test.ts", ms: 2_000, tests: 5 },
        { suite: "vitest", file: "app/a.test.ts", ms: 1_500, tests: 3 },
      ],
    );
    expect(table.split("\n")).toEqual([
      "| suite | file | before: time (tests) | after: time (tests) |",
      "| --- | --- | ---: | ---: |",
      "| e2e | tests/e2e/gone.spec.ts | 60.0 s (10) | – |",
      "| e2e | tests/e2e/kept.spec.ts | 20.0 s (4) | 10.0 s (4) |",
      "| vitest | tests/http/new.test.ts | – | 2.0 s (5) |",
      "| vitest | app/a.test.ts | 1.0 s (3) | 1.5 s (3) |",
      "| e2e | **total** | 80.0 s (14 tests, 2 files) | 10.0 s (4 tests, 1 file) |",
      "| vitest | **total** | 1.0 s (3 tests, 1 file) | 3.5 s (8 tests, 2 files) |",
    ]);
  });
});
