import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { KEPT_TICKS_SENT_EVENT, SERVICE_WORKER_MESSAGES } from "~/lib/service-worker-messages";
// Types only: the store lives with the plan page (a value import would make it a chunk of its own).
import type { WaitingTick } from "./waiting-ticks";

function subscribeToNetwork(listener: () => void) {
  addEventListener("online", listener);
  addEventListener("offline", listener);
  return () => {
    removeEventListener("online", listener);
    removeEventListener("offline", listener);
  };
}

/** Online as far as the browser knows; the server's render and hydration say online. */
const useOnline = () =>
  useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );

type WorkerAnswer = { type?: string; kept?: boolean; ticks?: WaitingTick[] };

/**
 * Asks the service worker controlling this page one question as the page opens (`ask`), and
 * hands its answer (the message of type `answer`) to `heard`. Nothing without a worker.
 */
function useAskWorker(ask: string, answer: string, heard: (message: WorkerAnswer) => void) {
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker?.controller) return;
    const read = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data?.type === answer) heard(event.data);
    };
    worker.addEventListener("message", read);
    worker.controller.postMessage({ type: ask });
    return () => worker.removeEventListener("message", read);
  }, [ask, answer, heard]);
}

/**
 * Whether the service worker answered this page's document with the plan it kept (the network
 * failed or answered nothing in time), which the browser may still call online.
 */
function useKeptCopy(): boolean {
  const [kept, setKept] = useState(false);
  const heard = useCallback((message: WorkerAnswer) => setKept(message.kept === true), []);
  useAskWorker(SERVICE_WORKER_MESSAGES.askKeptCopy, SERVICE_WORKER_MESSAGES.keptCopy, heard);
  return kept;
}

/**
 * The ticks the service worker still holds, asked for as the plan opens: opened again before
 * the network came back, the plan shows them as made and waiting, not only ticks made since.
 */
function useTicksKeptBefore(found: (ticks: WaitingTick[]) => void) {
  const heard = useCallback((message: WorkerAnswer) => found(message.ticks ?? []), [found]);
  useAskWorker(SERVICE_WORKER_MESSAGES.askKeptTicks, SERVICE_WORKER_MESSAGES.keptTicks, heard);
}

/** "Last synced 14:05": the phone's own clock, 24-hour, as the plan was loaded from the server. */
export function syncedTime(syncedAtMs: number): string {
  return new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(syncedAtMs);
}

/**
 * What the family needs to know about the plan without signal (docs/decisions/0037): that it is
 * the copy kept on this phone (the browser is offline, or the worker says it answered with it)
 * and when it was last synced, and how many ticks wait to be sent.
 * When the service worker has sent them, the page loads the plan again from the server.
 * Lazily loaded by routes/plan.tsx: nothing here is in the page's first JavaScript. The ticks
 * waiting are the page's (features/plan/waiting-ticks.ts): this says what the worker found
 * (`found`) and sent (`sent`), and shows how many wait.
 */
export default function OfflinePlanStatus({
  syncedAtMs,
  waiting,
  found,
  sent,
}: {
  syncedAtMs: number;
  waiting: number;
  found: (ticks: WaitingTick[]) => void;
  sent: () => void;
}) {
  const online = useOnline();
  const keptCopy = useKeptCopy();
  useTicksKeptBefore(found);
  const revalidator = useRevalidator();
  useEffect(() => {
    const reload = () => {
      sent();
      void revalidator.revalidate();
    };
    addEventListener(KEPT_TICKS_SENT_EVENT, reload);
    return () => removeEventListener(KEPT_TICKS_SENT_EVENT, reload);
  }, [revalidator, sent]);
  const fromKeptCopy = !online || keptCopy;
  if (!fromKeptCopy && waiting === 0) return null;
  return (
    <div role="status" className="mb-6 max-w-3xl rounded-md bg-sand-100 px-3 py-2 text-slate-800 print:hidden">
      {fromKeptCopy ? (
        <p>
          You are offline: this is the plan kept on this phone. Last synced{" "}
          <time dateTime={new Date(syncedAtMs).toISOString()}>{syncedTime(syncedAtMs)}</time> (this phone&apos;s time).
        </p>
      ) : null}
      {waiting > 0 ? (
        <p>
          {waiting === 1 ? "1 tick is" : `${waiting} ticks are`} waiting to send:{" "}
          {online ? "sending now." : "they are sent when you are back online."}
        </p>
      ) : null}
    </div>
  );
}
