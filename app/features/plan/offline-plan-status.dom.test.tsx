import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KEPT_TICKS_SENT_EVENT, SERVICE_WORKER_MESSAGES } from "~/lib/service-worker-messages";
import { keptTickAnswer } from "./kept-ticks";
import { keptTicksSent, ticksWaiting, useWaitingTicks } from "./waiting-ticks";
import OfflinePlanStatus from "./offline-plan-status";

/** 14:05 on this machine's clock: the status shows the device's time. */
const SYNCED_AT_MS = new Date(2027, 0, 5, 14, 5).getTime();

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  act(() => {
    dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

type Tick = { itemId: string; done: boolean };

/**
 * A page a service worker controls (jsdom has none): the worker keeps ticks that find no network,
 * answers whether it served this page's document from its kept copy, and which ticks it holds.
 */
function controlledByWorker(controlled: boolean, { servedKeptCopy = false, queued = [] as Tick[] } = {}) {
  const worker = new EventTarget();
  const answers: Record<string, object> = {
    [SERVICE_WORKER_MESSAGES.askKeptCopy]: { type: SERVICE_WORKER_MESSAGES.keptCopy, kept: servedKeptCopy },
    [SERVICE_WORKER_MESSAGES.askKeptTicks]: { type: SERVICE_WORKER_MESSAGES.keptTicks, ticks: queued },
  };
  const controller = {
    postMessage: (message: { type: string }) => {
      const answer = answers[message.type];
      if (answer) queueMicrotask(() => worker.dispatchEvent(new MessageEvent("message", { data: answer })));
    },
  };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: Object.assign(worker, { controller: controlled ? controller : null }),
  });
}

const tickPost = (fields: Record<string, string>) =>
  new Request("http://localhost/plan.data", { method: "POST", body: new URLSearchParams(fields) });
const NO_NETWORK = new TypeError("Failed to fetch");

/** The status as the plan page renders it, with the page's store of waiting ticks. */
function StatusWithTheStore() {
  const waiting = useWaitingTicks();
  return (
    <OfflinePlanStatus syncedAtMs={SYNCED_AT_MS} waiting={waiting.size} found={ticksWaiting} sent={keptTicksSent} />
  );
}

/** A tick that found no network, as the plan route's clientAction handles it. */
async function tickWithoutNetwork(fields: Record<string, string>) {
  const answer = await keptTickAnswer(tickPost(fields), NO_NETWORK);
  if (answer.tick) ticksWaiting([answer.tick]);
  return answer;
}

function renderStatus() {
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: "/plan",
      loader: () => ++loads,
      Component: () => (
        <>
          <h1>My Hawaii PCS plan</h1>
          <StatusWithTheStore />
        </>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/plan"]} />);
  return { loads: () => loads };
}

beforeEach(() => {
  setOnline(true);
  controlledByWorker(true);
});
afterEach(() => {
  act(() => keptTicksSent());
});

describe("the plan's offline status", () => {
  it("says nothing online, and when the last sync was once offline", async () => {
    renderStatus();
    await screen.findByRole("heading", { name: "My Hawaii PCS plan" });
    expect(screen.queryByRole("status")).toBeNull();
    setOnline(false);
    expect((await screen.findByRole("status")).textContent).toBe(
      "You are offline: this is the plan kept on this phone. Last synced 14:05 (this phone's time).",
    );
  });

  it("says so too when the browser reports a network but the worker answered with the kept plan", async () => {
    controlledByWorker(true, { servedKeptCopy: true });
    renderStatus();
    expect((await screen.findByRole("status")).textContent).toContain("Last synced 14:05");
  });

  it("counts the ticks kept offline, and loads the plan again once the worker has sent them", async () => {
    const { loads } = renderStatus();
    setOnline(false);
    const answer = await act(() => tickWithoutNetwork({ intent: "tick", itemId: "get-orders", done: "true" }));
    expect(answer).toEqual({
      intent: "tick",
      ok: true,
      message: "Saved on this device: it is sent when you are back online.",
      tick: { itemId: "get-orders", done: true },
      waiting: true,
    });
    await act(() => tickWithoutNetwork({ intent: "tick", itemId: "book-tla", done: "true" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "2 ticks are waiting to send: they are sent when you are back online.",
    );
    setOnline(true);
    expect((await screen.findByRole("status")).textContent).toBe("2 ticks are waiting to send: sending now.");
    const loadsBefore = loads();
    act(() => {
      dispatchEvent(new Event(KEPT_TICKS_SENT_EVENT));
    });
    await expect.poll(() => screen.queryByRole("status")).toBeNull();
    await expect.poll(loads).toBe(loadsBefore + 1);
  });

  it("opened again before the network is back, counts the ticks the worker still holds, each item once", async () => {
    controlledByWorker(true, {
      queued: [
        { itemId: "get-orders", done: true },
        { itemId: "book-tla", done: true },
        { itemId: "get-orders", done: false },
      ],
    });
    setOnline(false);
    renderStatus();
    expect((await screen.findByRole("status")).textContent).toContain(
      "2 ticks are waiting to send: they are sent when you are back online.",
    );
  });

  it("keeps only a tick that found no network on a page a worker controls", async () => {
    const tick = () => tickPost({ intent: "tick", itemId: "get-orders", done: "true" });
    const serverError = new Error("Unexpected Server Error");
    await expect(keptTickAnswer(tick(), serverError)).rejects.toBe(serverError);
    await expect(keptTickAnswer(tickPost({ intent: "own-add", title: "Book movers" }), NO_NETWORK)).rejects.toBe(
      NO_NETWORK,
    );
    controlledByWorker(false);
    await expect(keptTickAnswer(tick(), NO_NETWORK)).rejects.toBe(NO_NETWORK);
  });
});
