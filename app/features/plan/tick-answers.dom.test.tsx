import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { moveProfileSchema, planBuckets, planItems } from "./due-dates";
import { AccountPlanViews } from "./plan-modes";
import { tickAnswered } from "./tick-answers";

/**
 * A signed-in family's tick is kept on the page from the answer the route's clientAction hands
 * over (tick-answers.ts), not from the tick's fetcher: on a busy phone React Router had already
 * forgotten the fetcher, answer and all, when the item's form read it, and a saved tick showed
 * as undone. Here no fetcher is involved at all. The route's wiring is the plan journey's
 * "a tick keeps the page as it is" (tests/e2e/plan.spec.ts).
 */
const TODAY = calendarDate("2026-11-26");
const items = planItems(moveProfileSchema.parse({ reportDate: "2027-03-15" }));
const ITEM = items.find((item) => item.id === "request-sponsor")!;
const view = { today: TODAY, datedOn: TODAY, buckets: planBuckets(items, TODAY, [], TODAY), doneNotes: {} };

function renderPlan() {
  const Stub = createRoutesStub([{ path: "/plan", Component: () => <AccountPlanViews view={view} /> }]);
  render(<Stub initialEntries={["/plan"]} />);
}

const doneList = () => within(document.querySelector<HTMLElement>("#plan-done")!);
/** A done item's heading reads "Done: <title>" to a screen reader. */
const DONE_HEADING = { name: `Done:${ITEM.title}` };

describe("a tick's answer on the plan", () => {
  it("moves the item to Done, marked as done just now, with no fetcher holding the answer", async () => {
    renderPlan();
    await screen.findByRole("button", { name: `Mark done: ${ITEM.title}` });
    expect(doneList().queryByRole("heading", DONE_HEADING)).toBeNull();

    act(() =>
      tickAnswered({ intent: "tick", ok: true, message: "Marked done.", tick: { itemId: ITEM.id, done: true } }),
    );
    expect(doneList().getByRole("heading", DONE_HEADING)).toBeTruthy();
    expect(doneList().getByText("Done just now")).toBeTruthy();

    act(() =>
      tickAnswered({ intent: "tick", ok: true, message: "Marked not done.", tick: { itemId: ITEM.id, done: false } }),
    );
    expect(doneList().queryByRole("heading", DONE_HEADING)).toBeNull();
  });

  it("says why a tick was refused, and takes no other form's answer for a tick", async () => {
    renderPlan();
    await screen.findByRole("button", { name: `Mark done: ${ITEM.title}` });

    act(() => tickAnswered({ intent: "own-add", ok: false, message: "Give the item a title." }));
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => tickAnswered({ intent: "tick", ok: false, message: "That item is not in your plan any more." }));
    expect(screen.getByRole("alert").textContent).toBe("That item is not in your plan any more.");
  });
});
