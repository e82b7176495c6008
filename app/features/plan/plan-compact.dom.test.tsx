import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { moveProfileSchema, planBuckets, planItems } from "./due-dates";
import { PlanViews, type Ticking } from "./plan-views";

/**
 * The plan's "Cards / Compact list" choice in the browser: the layout follows the address, the
 * compact list ticks with a box through the same fetcher as the cards, and its tick posts back
 * to the compact list. What the server answers is the tick's integration test.
 */
const items = planItems(moveProfileSchema.parse({ reportDate: "2027-03-15" }));
const FIRST = items.toSorted((a, b) => a.dueDate.localeCompare(b.dueDate))[0]!;
const buckets = planBuckets(items, calendarDate("2026-11-26"), [], calendarDate("2026-11-26"));

function renderPlan(entry: string, ticking: Ticking = { kind: "account" }, shown: typeof buckets = buckets) {
  const posted: { url: string; form: FormData }[] = [];
  const Stub = createRoutesStub([
    {
      path: "/plan",
      action: async ({ request }) => {
        posted.push({ url: request.url, form: await request.formData() });
        return { intent: "tick", ok: true, message: "Marked done." };
      },
      Component: () => <PlanViews buckets={shown} ticking={ticking} />,
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return { user: userEvent.setup(), posted };
}

const layoutLink = (name: string) => screen.getByRole("link", { name });

describe("the plan's compact list", () => {
  it("switches from cards to a list of boxes, titles and dates, and ticks through the item's form", async () => {
    const { user, posted } = renderPlan("/plan");
    expect(layoutLink("Cards").getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: `Mark done: ${FIRST.title}` })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();

    await user.click(layoutLink("Compact list"));
    const box = await screen.findByRole("checkbox", { name: FIRST.title });
    expect(layoutLink("Compact list").getAttribute("aria-current")).toBe("true");
    expect(screen.queryByRole("button", { name: `Mark done: ${FIRST.title}` })).toBeNull();
    expect(box.getAttribute("aria-checked")).toBe("false");
    // Only the box, the title and the date: no hint, no guide link.
    const line = box.closest("li")!;
    expect(line.id).toBe(`item-${FIRST.id}`);
    expect(within(line).getByText(FIRST.title)).toBeTruthy();
    expect(line.querySelector("time")?.getAttribute("datetime")).toBe(FIRST.dueDate);
    expect(within(line).queryByRole("link")).toBeNull();
    expect(line.textContent).not.toContain(FIRST.hint);

    await user.click(box);
    await expect.poll(() => posted.length).toBe(1);
    expect(new URL(posted[0]!.url).search).toBe("?view=compact");
    expect(Object.fromEntries(posted[0]!.form)).toEqual({ intent: "tick", itemId: FIRST.id, done: "true" });

    await user.click(layoutLink("Cards"));
    expect(await screen.findByRole("button", { name: `Mark done: ${FIRST.title}` })).toBeTruthy();
  });

  it("keeps a visitor's move in the address when switching, adds their ticks to the print view's, and ticks in the browser", async () => {
    const toggled: [string, boolean][] = [];
    const SECOND = items.find((item) => item.id !== FIRST.id)!;
    const { user } = renderPlan(
      "/plan?reportDate=2027-03-15&dogs=1&view=compact",
      { kind: "browser", toggle: (itemId, done) => toggled.push([itemId, done]) },
      planBuckets(items, calendarDate("2026-11-26"), [SECOND.id], calendarDate("2026-11-26")),
    );
    expect(layoutLink("Cards").getAttribute("href")).toBe("/plan?reportDate=2027-03-15&dogs=1#plan-views-heading");
    expect(layoutLink("Print view").getAttribute("href")).toBe(
      `/plan/print?reportDate=2027-03-15&dogs=1&done=${SECOND.id}`,
    );
    await user.click(screen.getByRole("checkbox", { name: FIRST.title }));
    expect(toggled).toEqual([[FIRST.id, true]]);
  });
});
