import { describe, expect, it } from "vitest";
import {
  documentPathOf,
  isDataRequest,
  isPlanActionPost,
  isPlanRead,
  reloadAsDocument,
  tickToQueue,
} from "./offline-requests";
import { tickOf } from "~/lib/tick-submission";
import { planGuidePaths } from "./plan-guide-paths";

const ORIGIN = "https://aloha.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("what the service worker keeps for offline", () => {
  it("keeps the plan's document and its data, and nothing else of the site", () => {
    expect(isPlanRead(at("/plan"), "GET", ORIGIN)).toBe(true);
    expect(isPlanRead(at("/plan.data"), "GET", ORIGIN)).toBe(true);
    // React Router's data request after a form names the routes it reloads.
    expect(isPlanRead(at("/plan.data?_routes=routes%2Fplan"), "GET", ORIGIN)).toBe(true);
    // A visitor's move in the address, or an item open for editing: not the family's kept plan.
    expect(isPlanRead(at("/plan?reportDate=2027-07-01"), "GET", ORIGIN)).toBe(false);
    for (const path of ["/account", "/plan/calendar.ics", "/plan/guide.pdf", "/plan/orders-changed", "/"])
      expect(isPlanRead(at(path), "GET", ORIGIN), path).toBe(false);
    expect(isPlanRead(at("/plan"), "POST", ORIGIN)).toBe(false);
    expect(isPlanRead(new URL("/plan", "https://elsewhere.example"), "GET", ORIGIN)).toBe(false);
  });

  it("passes only the plan's own form posts through the tick queue", () => {
    expect(isPlanActionPost(at("/plan.data"), "POST", ORIGIN)).toBe(true);
    expect(isPlanActionPost(at("/plan.data"), "GET", ORIGIN)).toBe(false);
    expect(isPlanActionPost(at("/account.data"), "POST", ORIGIN)).toBe(false);
    expect(isPlanActionPost(at("/plan/orders-changed.data"), "POST", ORIGIN)).toBe(false);
  });

  it("queues a tick with the time it was made, and no other form", () => {
    const tick = new URLSearchParams({ intent: "tick", itemId: "get-orders", done: "true" });
    expect(tickToQueue(tick, 1_790_000_000_123.7)?.toString()).toBe(
      "intent=tick&itemId=get-orders&done=true&tickedAtMs=1790000000123",
    );
    // A time the page tried to send is replaced by the worker's own.
    const claimed = new URLSearchParams({ intent: "tick", itemId: "get-orders", done: "false", tickedAtMs: "5" });
    expect(tickToQueue(claimed, 9_000)?.get("tickedAtMs")).toBe("9000");
    expect(tickToQueue(new URLSearchParams({ intent: "own-add", title: "Book movers" }), 9_000)).toBeNull();
    expect(tickToQueue(new URLSearchParams({ intent: "save-move", reportDate: "2027-07-01" }), 9_000)).toBeNull();
  });

  it("reads back from a queued tick what the page shows as waiting", () => {
    const queued = tickToQueue(new URLSearchParams({ intent: "tick", itemId: "get-orders", done: "true" }), 9_000)!;
    expect(tickOf(queued)).toEqual({ itemId: "get-orders", done: true });
    expect(tickOf(new URLSearchParams({ intent: "tick", itemId: "book-tla", done: "false" }))).toEqual({
      itemId: "book-tla",
      done: false,
    });
    expect(tickOf(new URLSearchParams({ intent: "tick" }))).toBeNull();
    expect(tickOf(new URLSearchParams({ intent: "own-add", itemId: "x" }))).toBeNull();
  });

  it("keeps each guide the plan's items link to, once", () => {
    expect(
      planGuidePaths([
        { guidePath: "/pcs-toolkit/pet-travel" },
        { guidePath: "/pcs-toolkit/hawaii-checklist" },
        { guidePath: "/pcs-toolkit/pet-travel" },
      ] as const),
    ).toEqual(["/pcs-toolkit/hawaii-checklist", "/pcs-toolkit/pet-travel"]);
    // The plan's own rules: the checklist guide and the pet guide among them, no duplicates.
    const paths = planGuidePaths();
    expect(paths).toContain("/pcs-toolkit/pet-travel");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("sends a data request that found no network to its page, loaded as a document", () => {
    expect(isDataRequest(at("/account.data"), ORIGIN)).toBe(true);
    expect(isDataRequest(at("/account"), ORIGIN)).toBe(false);
    expect(isDataRequest(new URL("/account.data", "https://elsewhere.example"), ORIGIN)).toBe(false);
    expect(documentPathOf(at("/pcs-toolkit/pet-travel.data"))).toBe("/pcs-toolkit/pet-travel");
    expect(documentPathOf(at("/_.data"))).toBe("/");
    expect(documentPathOf(at("/calculators/credit.data?price=750000&_routes=routes%2Fcalculators.credit"))).toBe(
      "/calculators/credit?price=750000",
    );
    const answer = reloadAsDocument(at("/account.data?_routes=root"));
    expect(answer.status).toBe(204);
    expect(Object.fromEntries(answer.headers)).toEqual({
      "x-remix-redirect": "/account",
      "x-remix-status": "302",
      "x-remix-reload-document": "true",
    });
  });
});
