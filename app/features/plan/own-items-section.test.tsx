import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import type { OwnItem } from "./own-items";
import { OwnItemsSection } from "./own-items-section";
import type { PlanActionAnswer } from "./plan-action";

/** The section as the server renders it on /plan (no JavaScript has run). */
function render(props: Parameters<typeof OwnItemsSection>[0], url = "/plan"): string {
  const router = createMemoryRouter(
    [{ id: "plan", path: "/plan", element: <OwnItemsSection {...props} />, action: () => null }],
    { initialEntries: [url] },
  );
  return renderToString(<RouterProvider router={router} />);
}

const item = (id: string, title: string, extra: Partial<OwnItem> = {}): OwnItem => ({
  id,
  title,
  position: 0,
  createdBy: null,
  createdAtMs: 0,
  updatedAtMs: 0,
  ...extra,
});
const MOVERS = item("0b9f7c5e-3d0a-4c4e-9a51-2f1f3b7f6a10", "Book movers", {
  dueDate: calendarDate("2027-02-26"),
  note: "Three quotes",
});
const CAR = item("5d7a2c11-8b3e-4f0a-b6a2-9c4d1e2f3a4b", "Sell the second car", { position: 1 });

/** The forms in the HTML, each as its own text. */
const forms = (html: string) => html.match(/<form[\s\S]*?<\/form>/g) ?? [];
const formWith = (html: string, intent: string) => forms(html).filter((form) => form.includes(`value="${intent}"`));

describe("OwnItemsSection", () => {
  it("lists the items with their date and note, and counts them against the limit", () => {
    const html = render({ items: [MOVERS, CAR] });
    expect(html).toContain('id="own-items"');
    expect(html).toContain("2<!-- --> of <!-- -->40");
    expect(html).toContain('<time dateTime="2027-02-26">Fri, Feb 26, 2027</time>');
    expect(html).toContain("Three quotes");
    expect(html).toContain("No date");
  });

  it("gives every item plain forms that post the intent and the item's id, named for screen readers", () => {
    const html = render({ items: [MOVERS, CAR] });
    for (const intent of ["own-move-up", "own-move-down", "own-delete"]) {
      const [first, second] = formWith(html, intent);
      expect(first).toMatch(/method="post"/);
      expect(first).toContain('action="/plan#own-items"');
      expect(first).toContain(`name="itemId" value="${MOVERS.id}"`);
      expect(second).toContain(`name="itemId" value="${CAR.id}"`);
    }
    expect(html).toContain('aria-label="Move ‘Book movers’ up"');
    expect(html).toContain('aria-label="Move ‘Sell the second car’ down"');
    expect(html).toContain('aria-label="Delete ‘Book movers’"');
    // The first cannot go up, the last cannot go down.
    expect(formWith(html, "own-move-up")[0]).toMatch(/disabled=""/);
    expect(formWith(html, "own-move-up")[1]).not.toMatch(/disabled=""/);
    expect(formWith(html, "own-move-down")[1]).toMatch(/disabled=""/);
    expect(html).toContain(`href="/plan?edit=${MOVERS.id}#own-items"`);
    expect(html).toContain('aria-label="Edit ‘Book movers’"');
  });

  it("has an add form with labelled fields and the limits as the browser's own checks", () => {
    const [add] = formWith(render({ items: [] }), "own-add");
    expect(add).toContain('<label for="own-add-title"');
    expect(add).toMatch(/id="own-add-title"[^>]*required=""[^>]*maxLength="120"/);
    expect(add).toMatch(/id="own-add-dueDate"[^>]*type="date"[^>]*min="2000-01-01"[^>]*max="2099-12-31"/);
    expect(add).toMatch(/id="own-add-note"[^>]*maxLength="1000"/);
    expect(add).toContain('aria-describedby="own-add-title-hint"');
  });

  it("opens an item's edit form from the address, filled with the item, posting without the edit parameter", () => {
    const html = render({ items: [MOVERS, CAR], editingId: MOVERS.id }, `/plan?edit=${MOVERS.id}`);
    const [edit] = formWith(html, "own-edit");
    expect(formWith(html, "own-edit")).toHaveLength(1);
    expect(edit).toContain('action="/plan#own-items"');
    expect(edit).toContain(`name="itemId" value="${MOVERS.id}"`);
    expect(edit).toMatch(/id="own-edit-title"[^>]*value="Book movers"/);
    expect(edit).toMatch(/id="own-edit-dueDate"[^>]*value="2027-02-26"/);
    expect(edit).toContain(">Three quotes</textarea>");
    expect(edit).toContain('href="/plan#own-items"');
    // The other item keeps its buttons.
    expect(html).toContain('aria-label="Delete ‘Sell the second car’"');
    expect(html).not.toContain('aria-label="Delete ‘Book movers’"');
  });

  it("shows a refused add's messages beside its fields, with what was typed", () => {
    const answer: PlanActionAnswer = {
      intent: "own-add",
      ok: false,
      message: "Check the item: some fields need fixing.",
      fieldErrors: { dueDate: ["Date must be a real date written YYYY-MM-DD"] },
      values: { title: "Book movers", dueDate: "2027-02-30", note: "typed" },
    };
    const html = render({ items: [], answer });
    expect(html).toMatch(/role="alert"[^>]*>Check the item: some fields need fixing\./);
    const [add] = formWith(html, "own-add");
    expect(add).toMatch(/id="own-add-dueDate"[^>]*aria-describedby="own-add-dueDate-error own-add-dueDate-hint"/);
    expect(add).toMatch(/id="own-add-dueDate"[^>]*aria-invalid="true"/);
    expect(add).toMatch(/id="own-add-dueDate-error"[^>]*>Date must be a real date/);
    expect(add).toMatch(/id="own-add-title"[^>]*value="Book movers"/);
    expect(add).not.toMatch(/id="own-add-title"[^>]*aria-invalid="/);
    expect(add).toContain(">typed</textarea>");
  });

  it("keeps a refused edit open with its messages, whatever the address", () => {
    const answer: PlanActionAnswer = {
      intent: "own-edit",
      ok: false,
      message: "Check the item: some fields need fixing.",
      fieldErrors: { title: ["Enter a title for the item"] },
      values: { itemId: CAR.id, title: "" },
    };
    const [edit] = formWith(render({ items: [MOVERS, CAR], answer }), "own-edit");
    expect(edit).toContain(`name="itemId" value="${CAR.id}"`);
    expect(edit).toMatch(/id="own-edit-title"[^>]*aria-invalid="true"[^>]*value=""/);
    expect(edit).toContain("Enter a title for the item");
  });

  it("announces a done change, and ignores answers to the page's other forms", () => {
    const done: PlanActionAnswer = { intent: "own-delete", ok: true, message: "Deleted “Book movers”." };
    expect(render({ items: [CAR], answer: done })).toMatch(/role="status"[^>]*>Deleted “Book movers”\./);
    const other: PlanActionAnswer = { intent: "invite", ok: false, message: "Not yours" };
    expect(render({ items: [CAR], answer: other })).not.toContain("Not yours");
  });

  it("replaces the add form with a note when the plan holds 40", () => {
    const items = Array.from({ length: 40 }, (_, index) =>
      item(`00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, `Item ${index}`, { position: index }),
    );
    const html = render({ items });
    expect(formWith(html, "own-add")).toEqual([]);
    expect(html).toContain("the most it can. Delete one to add another.");
  });
});
