import { useSyncExternalStore } from "react";

/**
 * The plan's ticks that wait on this phone to be sent (docs/decisions/0037), each item's last
 * state: made here without a network (kept-ticks.ts), or found in the service worker's queue
 * when the plan is opened again before the network is back (offline-plan-status.tsx). The plan
 * shows them as made, and the status counts them, until the worker has sent them. Only the plan
 * page's own modules import it (the lazy ones are handed what they need), so it stays in the
 * page's chunk rather than becoming a request of its own.
 */
export type WaitingTick = { itemId: string; done: boolean };

const NONE: ReadonlyMap<string, boolean> = new Map();
/**
 * NONE itself until a tick waits: the browser's first snapshot is then the server's, and
 * hydration is not followed by a re-render of the plan page. That re-render reached the lazy
 * move form's Suspense boundary before it had hydrated, and React showed its empty fallback
 * for a moment: the footer jumped (CLS 0.05–0.1 on /plan at 390 px).
 */
let waiting: ReadonlyMap<string, boolean> = NONE;
const listeners = new Set<() => void>();

function setWaiting(next: ReadonlyMap<string, boolean>) {
  waiting = next;
  for (const listener of listeners) listener();
}

/** Ticks waiting to send, in the order made: a later tick of the same item replaces an earlier one. */
export function ticksWaiting(ticks: Iterable<WaitingTick>) {
  const next = new Map(waiting);
  for (const { itemId, done } of ticks) next.set(itemId, done);
  setWaiting(next);
}

/** The kept ticks reached the server: nothing waits any more. */
export function keptTicksSent() {
  setWaiting(NONE);
}

/** Each waiting item's state: done or not. The server's render and hydration have none. */
export function useWaitingTicks(): ReadonlyMap<string, boolean> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
    () => NONE,
  );
}
