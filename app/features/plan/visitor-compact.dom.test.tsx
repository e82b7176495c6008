import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MoveForm } from "./move-form";
import { VisitorPlan } from "./plan-modes";

/**
 * A visitor's plan lives in the address, so the compact list must travel with it: through the
 * move form (a GET) and through the return to the move this browser kept (issue 33).
 */
const DATE_WINDOW = { earliest: "2026-11-26", latest: "2028-11-26" };

afterEach(() => localStorage.clear());

function renderAt(entry: string, Page: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/plan", Component: Page }]);
  render(<Stub initialEntries={[entry]} />);
}

const hiddenView = () => document.querySelector<HTMLInputElement>('form input[type="hidden"][name="view"]');

describe("a visitor's compact list", () => {
  it("is kept by the move form, which sends view=compact with the move", async () => {
    renderAt("/plan?view=compact", () => <MoveForm mode="visitor" dateWindow={DATE_WINDOW} />);
    await screen.findByRole("button", { name: "Date my plan" });
    expect(hiddenView()?.value).toBe("compact");
  });

  it("is not added from the cards", async () => {
    renderAt("/plan", () => <MoveForm mode="visitor" dateWindow={DATE_WINDOW} />);
    await screen.findByRole("button", { name: "Date my plan" });
    expect(hiddenView()).toBeNull();
  });

  it("is kept on the way back to the move this browser kept", async () => {
    localStorage.setItem("aloha-pcs:plan", JSON.stringify({ move: { reportDate: "2027-03-15", dogs: "1" }, done: [] }));
    renderAt("/plan?view=compact", () => {
      const location = useLocation();
      return (
        <>
          <p data-testid="address">{location.pathname + location.search}</p>
          <VisitorPlan move={null} view={null} />
        </>
      );
    });
    await expect
      .poll(() => screen.getByTestId("address").textContent)
      .toBe("/plan?reportDate=2027-03-15&dogs=1&view=compact");
  });
});
