import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { describe, expect, it } from "vitest";
import {
  blockingShares,
  formatShares,
  listenToTbtEstimates,
  takeTbtEstimates,
  taskKind,
  type SimulatedTask,
  type TbtEstimate,
} from "./tbt-tasks.ts";

function task(id: string, startMs: number, endMs: number, kind = "HTML parsing"): SimulatedTask {
  return { id, startMs, endMs, wallMs: (endMs - startMs) / 4, cpuMs: (endMs - startMs) / 8, kind };
}

describe("taskKind", () => {
  it("names a task by the kind of work that takes most of its time", () => {
    const frame = [
      { name: "ParseHTML", dur: 3_000 },
      { name: "UpdateLayoutTree", dur: 4_000 },
      { name: "Layout", dur: 9_000 },
    ];
    expect(taskKind(frame)).toBe("style, layout and paint");
    expect(
      taskKind([
        { name: "FunctionCall", dur: 15_000 },
        { name: "MinorGC", dur: 3_000 },
      ]),
    ).toBe("script run (hydration, handlers)");
    expect(taskKind([{ name: "ScriptCatchup", dur: 1_100 }])).toBe(
      "module graph (only Lighthouse's source rundown traced)",
    );
    expect(taskKind([{ name: "RunTask", dur: 14_000 }])).toBe("unattributed");
  });
});

describe("blockingShares", () => {
  it("weighs each task's time beyond 50 ms inside each simulation's window, as Lantern does", () => {
    const estimates: TbtEstimate[] = [
      // The optimistic simulation starts its window later (the pessimistic FCP).
      {
        optimistic: true,
        windowStartMs: 800,
        windowEndMs: 3000,
        tasks: [task("parse", 760, 830), task("frame", 830, 910, "style, layout and paint")],
      },
      {
        optimistic: false,
        windowStartMs: 750,
        windowEndMs: 3000,
        tasks: [task("parse", 760, 830), task("frame", 830, 910, "style, layout and paint")],
      },
    ];
    const shares = blockingShares(estimates, { optimistic: 0.5, pessimistic: 0.5 });
    // frame: 80 ms inside both windows → 30 and 30; parse: clipped to 30 ms (not counted), then 70 → 20.
    expect(shares).toEqual([
      { kind: "style, layout and paint", blockingMs: 30, wallMs: 20, cpuMs: 10 },
      { kind: "HTML parsing", blockingMs: 10, wallMs: 17.5, cpuMs: 8.75 },
    ]);
    expect(formatShares(shares)).toBe(
      "style, layout and paint 30 ms (observed 20 ms, 10 ms CPU); HTML parsing 10 ms (observed 18 ms, 9 ms CPU)",
    );
    expect(formatShares([])).toBe("nothing");
  });

  it("adds up to the TBT Lantern itself estimates from the same simulations", () => {
    listenToTbtEstimates();
    const node = (id: string, wallMs: number, children: { name: string; dur: number }[]) => ({
      id,
      type: "cpu",
      event: { dur: wallMs * 1000, tdur: wallMs * 500 },
      childEvents: children,
    });
    const commit = node("commit", 30, [{ name: "DocumentLoader::CommitNavigation", dur: 29_000 }]);
    const frame = node("frame", 35, [{ name: "Layout", dur: 20_000 }]);
    const hydration = node("hydration", 18, [{ name: "FunctionCall", dur: 17_000 }]);
    const short = node("short", 10, [{ name: "FunctionCall", dur: 9_000 }]);
    const at = (startTime: number, endTime: number) => ({ startTime, endTime, duration: endTime - startTime });
    // The two simulations place the same tasks differently, and each has its own window.
    const optimisticRun = {
      nodeTimings: new Map([
        [commit, at(600, 720)],
        [frame, at(720, 790)],
        [hydration, at(2400, 2472)],
        [short, at(2500, 2540)],
      ]),
    };
    const pessimisticRun = {
      nodeTimings: new Map([
        [commit, at(600, 760)],
        [frame, at(760, 830)],
        [hydration, at(2500, 2572)],
        [short, at(2600, 2640)],
      ]),
    };
    const estimate = (simulation: unknown, optimistic: boolean) =>
      (
        Lantern.Metrics.TotalBlockingTime as unknown as {
          getEstimateFromSimulation: (simulation: unknown, extras: unknown) => { timeInMs: number };
        }
      ).getEstimateFromSimulation(simulation, {
        optimistic,
        fcpResult: { optimisticEstimate: { timeInMs: 700 }, pessimisticEstimate: { timeInMs: 760 } },
        interactiveResult: { optimisticEstimate: { timeInMs: 3000 }, pessimisticEstimate: { timeInMs: 3200 } },
      }).timeInMs;
    const lanternTbt = 0.5 * estimate(optimisticRun, true) + 0.5 * estimate(pessimisticRun, false);
    const shares = blockingShares(takeTbtEstimates());
    expect(shares.reduce((sum, share) => sum + share.blockingMs, 0)).toBeCloseTo(lanternTbt, 6);
    // Optimistic window 760–3000 ms: hydration 22. Pessimistic window 700–3200 ms: the commit
    // (clipped to 60 ms) 10, the frame 20, hydration 22. Each weighs half.
    expect(lanternTbt).toBe(37);
    expect(shares.map((share) => [share.kind, share.blockingMs])).toEqual([
      ["script run (hydration, handlers)", 22],
      ["style, layout and paint", 10],
      ["navigation commit", 5],
    ]);
    expect(takeTbtEstimates()).toEqual([]);
  });
});
