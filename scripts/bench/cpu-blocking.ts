/**
 * Blocking time from the main thread's CPU time (issue 34, decision 0031 session 23), read from
 * the trace Lighthouse records of a load. TBT sums each long task's time beyond 50 ms from the
 * first contentful paint, with each task's wall time (times the simulated CPU slowdown). On this
 * shared 2-core host a task's wall time also holds the time its thread waited for a core (the
 * browser's other threads, the servers, Lighthouse itself): in Chromium's traces here a task's
 * wall time was often several times its thread time (143.9 ms for 25.5 ms of CPU). The same rule
 * applied to the thread time each task used is the page's own cost, which the host's contention
 * does not change.
 */

/** The fields of Chrome's trace events this reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, microseconds. */
  dur?: number;
  /** Thread (CPU) time, microseconds: present when the trace records thread timing. */
  tdur?: number;
  args?: { name?: string };
};

/** Lighthouse's (and TBT's) long-task line. */
const LONG_TASK_MS = 50;

/** TBT's rule for one task: its time beyond the long-task line. */
export function blockingTimeOf(taskMs: number): number {
  return Math.max(0, taskMs - LONG_TASK_MS);
}

/**
 * The blocking, in milliseconds: each of the page's main-thread tasks after its first contentful
 * paint, its CPU time times `slowdown`, beyond 50 ms, summed.
 *
 * The page is the renderer that painted first contentful paint (with Cross-Origin-Opener-Policy
 * the page opens in a renderer of its own, beside the one of about:blank); its main thread is
 * that renderer's `CrRendererMain`. Top-level tasks are Chrome's `RunTask` events, as Lighthouse
 * reads them. Null when the trace has no first contentful paint or no thread timing.
 */
export function cpuBlockingOf(events: readonly TraceEvent[], slowdown: number): number | null {
  const paint = events.filter((event) => event.name === "firstContentfulPaint").sort((a, b) => a.ts - b.ts)[0];
  if (!paint) return null;
  const mainThread = events.find(
    (event) => event.name === "thread_name" && event.pid === paint.pid && event.args?.name === "CrRendererMain",
  );
  if (!mainThread) return null;
  const tasks = events.filter(
    (event) =>
      event.name === "RunTask" &&
      event.ph === "X" &&
      event.pid === mainThread.pid &&
      event.tid === mainThread.tid &&
      event.ts >= paint.ts,
  );
  if (!tasks.some((task) => task.tdur !== undefined)) return null;
  return tasks.reduce((sum, task) => sum + blockingTimeOf(((task.tdur ?? 0) / 1000) * slowdown), 0);
}
