/**
 * Which tasks Lighthouse's TBT counted (issue 34, decision 0031 session 25). Lighthouse's phone
 * TBT is not read from the trace: Lantern simulates the load twice (optimistic and pessimistic)
 * at 4× CPU and sums, in each simulation, every task's time beyond 50 ms between an FCP line and a
 * TTI line; TBT is a weighted mean of the two sums. The report only gives the total, so a run at
 * 20 ms does not say whether that was the page's first frame, its HTML parsing or its hydration,
 * nor whether the task was long in CPU time or only waited for one of the host's two cores.
 *
 * This listens to Lantern's own TBT estimate in the Lighthouse that runs in this process and
 * keeps, for each task it counted, its share of TBT with the task's observed wall and CPU time
 * from the trace, so each run can name what crossed the line.
 */
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

/** A trace event inside a simulated task, as Lantern keeps it. */
type ChildEvent = { name: string; dur?: number };

/** One of the main thread's tasks as Lantern simulated it, with what the trace observed. */
export type SimulatedTask = {
  /** The same task in both simulations has the same id. */
  id: string;
  startMs: number;
  endMs: number;
  /** The task as observed in the trace (unthrottled). */
  wallMs: number;
  cpuMs: number | null;
  kind: string;
};

/** One simulation's TBT: its window (FCP line to TTI line) and every task it placed. */
export type TbtEstimate = { optimistic: boolean; windowStartMs: number; windowEndMs: number; tasks: SimulatedTask[] };

/** A task's part of the reported TBT, both simulations weighted as Lighthouse weighs them. */
export type BlockingShare = { kind: string; blockingMs: number; wallMs: number; cpuMs: number | null };

/** What a task did: named by the kind of trace event that adds up to the most time inside it. */
const KINDS: [kind: string, names: RegExp][] = [
  ["navigation commit", /CommitNavigation|LocalWindowProxy::/],
  ["HTML parsing", /^ParseHTML$/],
  ["style, layout and paint", /^(Layout|UpdateLayoutTree|Paint|PrePaint|Commit)$/],
  ["script compile and evaluation", /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule)$/],
  ["script run (hydration, handlers)", /^(FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks|EventDispatch)$/],
  ["garbage collection", /^(MinorGC|MajorGC)$/],
  // The module graph arriving and running after the paint: Lighthouse's trace shows nothing of it
  // but the source of each script, which it asks V8 to write in (a cost the measurement adds).
  ["module graph (only Lighthouse's source rundown traced)", /^ScriptCatchup$/],
];

/**
 * The kind whose events take the most time inside the task (nested events count again: this
 * names the task, it does not measure it); "unattributed" when none shows.
 */
export function taskKind(children: readonly ChildEvent[]): string {
  let best = { kind: "unattributed", ms: 0 };
  for (const [kind, names] of KINDS) {
    const ms = children.filter((child) => names.test(child.name)).reduce((sum, child) => sum + (child.dur ?? 0), 0);
    if (ms > best.ms) best = { kind, ms };
  }
  return best.kind;
}

/** Lantern's weights for the optimistic and pessimistic estimates of TBT. */
function weights(): { optimistic: number; pessimistic: number } {
  return Lantern.Metrics.TotalBlockingTime.coefficients;
}

/**
 * Each counted task's share of TBT: its blocking time (Lantern's own rule) in each simulation,
 * times that simulation's weight. The shares add up to the TBT Lighthouse reports.
 */
export function blockingShares(
  estimates: readonly TbtEstimate[],
  weight: { optimistic: number; pessimistic: number } = weights(),
): BlockingShare[] {
  const shares = new Map<string, BlockingShare>();
  for (const estimate of estimates) {
    for (const task of estimate.tasks) {
      const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
        { start: task.startMs, end: task.endMs, duration: task.endMs - task.startMs },
        estimate.windowStartMs,
        estimate.windowEndMs,
      );
      if (blocking <= 0) continue;
      const share = shares.get(task.id) ?? { kind: task.kind, blockingMs: 0, wallMs: task.wallMs, cpuMs: task.cpuMs };
      share.blockingMs += blocking * (estimate.optimistic ? weight.optimistic : weight.pessimistic);
      shares.set(task.id, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.blockingMs - a.blockingMs);
}

/** "style, layout and paint 18 ms (observed 34 ms, 21 ms CPU); …", or "nothing" when TBT is 0. */
export function formatShares(shares: readonly BlockingShare[]): string {
  if (shares.length === 0) return "nothing";
  return shares
    .map(
      (share) =>
        `${share.kind} ${Math.round(share.blockingMs)} ms (observed ${Math.round(share.wallMs)} ms${share.cpuMs === null ? "" : `, ${Math.round(share.cpuMs)} ms CPU`})`,
    )
    .join("; ");
}

type LanternNode = {
  id: string;
  type: string;
  event?: { dur?: number; tdur?: number };
  childEvents?: ChildEvent[];
};
type NodeTiming = { startTime: number; endTime: number; duration: number };
type Extras = {
  optimistic: boolean;
  fcpResult: { optimisticEstimate: { timeInMs: number }; pessimisticEstimate: { timeInMs: number } };
  interactiveResult: { optimisticEstimate: { timeInMs: number }; pessimisticEstimate: { timeInMs: number } };
};

let recorded: TbtEstimate[] = [];
let listening = false;

/**
 * Starts keeping each TBT estimate Lighthouse computes in this process. Call `takeTbtEstimates()`
 * after each audit. The window is chosen as Lantern chooses it (the opposite FCP estimate, the
 * same TTI estimate); only tasks of 50 ms or more can count, so only those are kept.
 */
export function listenToTbtEstimates(): void {
  if (listening) return;
  listening = true;
  const metric = Lantern.Metrics.TotalBlockingTime as unknown as {
    getEstimateFromSimulation: (simulation: { nodeTimings: Map<LanternNode, NodeTiming> }, extras: Extras) => unknown;
  };
  const estimate = metric.getEstimateFromSimulation;
  metric.getEstimateFromSimulation = function (simulation, extras) {
    const tasks: SimulatedTask[] = [];
    for (const [node, timing] of simulation.nodeTimings) {
      if (node.type !== "cpu" || timing.duration < Lantern.Metrics.TBTUtils.BLOCKING_TIME_THRESHOLD) continue;
      tasks.push({
        id: node.id,
        startMs: timing.startTime,
        endMs: timing.endTime,
        wallMs: (node.event?.dur ?? 0) / 1000,
        cpuMs: node.event?.tdur === undefined ? null : node.event.tdur / 1000,
        kind: taskKind(node.childEvents ?? []),
      });
    }
    recorded.push({
      optimistic: extras.optimistic,
      windowStartMs: (extras.optimistic ? extras.fcpResult.pessimisticEstimate : extras.fcpResult.optimisticEstimate)
        .timeInMs,
      windowEndMs: (extras.optimistic
        ? extras.interactiveResult.optimisticEstimate
        : extras.interactiveResult.pessimisticEstimate
      ).timeInMs,
      tasks,
    });
    return estimate.call(this, simulation, extras);
  };
}

/**
 * The estimates recorded since the last call: the first optimistic and the first pessimistic one
 * (Lighthouse can compute the metric more than once in a run, from the same simulations).
 */
export function takeTbtEstimates(): TbtEstimate[] {
  const taken = [recorded.find((item) => item.optimistic), recorded.find((item) => !item.optimistic)];
  recorded = [];
  return taken.filter((item): item is TbtEstimate => item !== undefined);
}
