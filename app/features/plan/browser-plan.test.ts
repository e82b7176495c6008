import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { nextBrowserPlan, parseBrowserPlan, type BrowserPlan } from "./browser-plan";

const MAR_1 = calendarDate("2027-03-01");
const MAR_9 = calendarDate("2027-03-09");
const move = (fields: Record<string, string> = {}) => ({ reportDate: "2027-09-01", ...fields });

describe("a visitor's plan kept in the browser", () => {
  it("reads the day it was dated, and reads an older plan without one (or with a broken one) as undated", () => {
    expect(parseBrowserPlan(JSON.stringify({ move: move(), done: ["a"], datedOn: "2027-03-01" }))).toEqual({
      move: move(),
      done: ["a"],
      datedOn: MAR_1,
    });
    expect(parseBrowserPlan(JSON.stringify({ move: move(), done: [] }))).toEqual({ move: move(), done: [] });
    expect(parseBrowserPlan(JSON.stringify({ move: move(), done: [], datedOn: "2027-02-30" }))).toEqual({
      move: move(),
      done: [],
    });
  });

  it("is dated the day it is first kept, keeps that day while the dates stay, and is dated again when they change", () => {
    const first = nextBrowserPlan(null, move(), MAR_1);
    expect(first).toEqual({ move: move(), done: [], datedOn: MAR_1 });
    const kept: BrowserPlan = { ...first, done: ["request-sponsor"] };
    // More cats a week later: same dates, same day, same ticks.
    expect(nextBrowserPlan(kept, move({ cats: "1" }), MAR_9)).toEqual({
      move: move({ cats: "1" }),
      done: ["request-sponsor"],
      datedOn: MAR_1,
    });
    expect(nextBrowserPlan(kept, move({ reportDate: "2027-10-01" }), MAR_9).datedOn).toBe(MAR_9);
    expect(nextBrowserPlan(kept, move({ arrivalDate: "2027-08-30" }), MAR_9).datedOn).toBe(MAR_9);
    // A plan kept before plans had a day: today.
    expect(nextBrowserPlan({ move: move(), done: [] }, move(), MAR_9).datedOn).toBe(MAR_9);
  });

  it("ticks the orders item when the orders come in hand, and unticks it only when the answer goes back to no", () => {
    const inHand = nextBrowserPlan(null, move({ ordersInHand: "yes" }), MAR_1);
    expect(inHand.done).toEqual(["get-orders"]);
    // Unticked by hand, then the move saved again with the same answer: it stays unticked.
    expect(nextBrowserPlan({ ...inHand, done: [] }, move({ ordersInHand: "yes", dogs: "1" }), MAR_1).done).toEqual([]);
    expect(nextBrowserPlan({ ...inHand, done: ["get-orders", "x"] }, move({ ordersInHand: "no" }), MAR_1).done).toEqual(
      ["x"],
    );
    expect(nextBrowserPlan(null, move({ ordersInHand: "no" }), MAR_1).done).toEqual([]);
  });
});
