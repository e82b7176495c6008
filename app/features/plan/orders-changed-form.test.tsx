import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { OrdersChangedForm } from "./orders-changed-form";

describe("OrdersChangedForm", () => {
  it("carries the saved orders answer, branch and installation, so new dates never reset them", () => {
    const saved = { reportDate: "2027-05-15", ordersInHand: "yes", branch: "army", installation: "tripler" };
    const router = createMemoryRouter(
      [
        {
          path: "/plan/orders-changed",
          element: (
            <OrdersChangedForm defaultValue={saved} dateWindow={{ earliest: "2026-01-01", latest: "2031-01-01" }} />
          ),
        },
      ],
      { initialEntries: ["/plan/orders-changed"] },
    );
    const html = renderToString(<RouterProvider router={router} />);
    for (const [name, value] of [
      ["ordersInHand", "yes"],
      ["branch", "army"],
      ["installation", "tripler"],
    ])
      expect(html).toContain(`type="hidden" name="${name}" value="${value}"`);
  });
});
