import { describe, expect, it } from "vitest";
import { cpuBlockingOf, type TraceEvent } from "./cpu-blocking.ts";

const PAGE = 20;
const MAIN = 1;
const ABOUT_BLANK = 10;

function task(ts: number, cpuMs: number, wallMs = cpuMs, at: { pid?: number; tid?: number } = {}): TraceEvent {
  return {
    name: "RunTask",
    ph: "X",
    pid: at.pid ?? PAGE,
    tid: at.tid ?? MAIN,
    ts,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
  };
}

const threads: TraceEvent[] = [
  { name: "thread_name", ph: "M", pid: ABOUT_BLANK, tid: MAIN, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: PAGE, tid: 2, ts: 0, args: { name: "Compositor" } },
  { name: "thread_name", ph: "M", pid: PAGE, tid: MAIN, ts: 0, args: { name: "CrRendererMain" } },
];
const paint: TraceEvent = { name: "firstContentfulPaint", ph: "I", pid: PAGE, tid: MAIN, ts: 1_000_000 };

describe("cpuBlockingOf", () => {
  it("applies TBT's rule to the CPU time of the page's main-thread tasks after its first paint", () => {
    const result = cpuBlockingOf(
      [
        ...threads,
        paint,
        task(900_000, 40), // before the first paint: not counted
        task(1_100_000, 20, 80), // 20 ms of CPU in 80 ms of wall time: 4 × 20 − 50 = 30
        task(1_200_000, 10), // 4 × 10 = 40, under the line
        task(1_300_000, 30, 30, { tid: 2 }), // another thread of the page
        task(1_400_000, 30, 30, { pid: ABOUT_BLANK }), // the renderer the navigation left
      ],
      4,
    );
    expect(result).toBe(30);
  });

  it("uses the slowdown it is given (desktop runs have none)", () => {
    expect(cpuBlockingOf([...threads, paint, task(1_100_000, 60)], 1)).toBe(10);
  });

  it("has no answer without a first paint or without thread timing", () => {
    expect(cpuBlockingOf([...threads, task(1_100_000, 60)], 4)).toBeNull();
    const { tdur: _omitted, ...withoutThreadTime } = task(1_100_000, 60);
    expect(cpuBlockingOf([...threads, paint, withoutThreadTime], 4)).toBeNull();
  });
});
