import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { moveProfileSchema, type MoveProfile } from "./move-profile";
import { previewOrdersChange } from "./orders-change";
import { OrdersChangePreviewView } from "./orders-change-preview";

const d = calendarDate;
/** A move as the form saves one: July 1, 2027, renting off base, with what each test changes. */
const move = (overrides: Partial<MoveProfile> = {}): MoveProfile =>
  moveProfileSchema.parse({ reportDate: "2027-07-01", housing: "rent", dogs: 1, ...overrides });

function render(today: string): string {
  const preview = previewOrdersChange({
    before: move(),
    after: move({ reportDate: d("2027-05-15") }),
    today: d(today),
    done: new Set(),
    taken: { latestRabiesShot: d("2027-04-20") },
  });
  const router = createMemoryRouter([{ path: "/", element: <OrdersChangePreviewView preview={preview} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("the orders-changed preview", () => {
  it("puts the pet risk and its options first, then every moved date, old and new", () => {
    const html = render("2027-03-01");
    expect(html.indexOf("Now impossible or at risk")).toBeLessThan(html.indexOf("What moves"));
    expect(html).toContain("on or after Thu, May 20, 2027");
    // The FAVN deadline's row: was Tue, Jun 1, 2027, now Thu, Apr 15, 2027.
    expect(html).toMatch(
      /Last day for the lab to receive the FAVN sample<\/th><td[^>]*>Tue, Jun 1, 2027<\/td><td[^>]*>Thu, Apr 15, 2027/,
    );
    expect(html).toContain("The new critical path");
  });

  it("under 60 days to report shows only what must happen, in order", () => {
    const html = render("2027-03-20");
    expect(html).toContain("56 days to report: what must happen, in order");
    expect(html).not.toContain("What moves");
  });
});
