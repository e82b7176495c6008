import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { OwnItem } from "./own-items";
import { OwnItemsSection } from "./own-items-section";
import type { PlanActionAnswer } from "./plan-action";

/**
 * Adding several items in a row. React Router shows the action's answer ("Added") while it
 * loads the page's data again; on a slow connection the family starts typing the next item in
 * that time, and it must still be there when the list arrives.
 */
const MOVERS: OwnItem = {
  id: "movers",
  title: "Book the movers",
  position: 0,
  createdBy: null,
  createdAtMs: 0,
  updatedAtMs: 0,
};

function renderSection() {
  let listAfterAdd: (items: OwnItem[]) => void = () => {};
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: "/plan",
      loader: () => {
        loads += 1;
        if (loads === 1) return { items: [] as OwnItem[] };
        return new Promise<{ items: OwnItem[] }>((resolve) => {
          listAfterAdd = (items) => resolve({ items });
        });
      },
      action: (): PlanActionAnswer => ({ intent: "own-add", ok: true, message: "Added." }),
      Component: () => {
        const { items } = useLoaderData<{ items: OwnItem[] }>();
        return <OwnItemsSection items={items} answer={useActionData<PlanActionAnswer>()} />;
      },
    },
  ]);
  render(<Stub initialEntries={["/plan"]} />);
  return { user: userEvent.setup(), listArrives: (items: OwnItem[]) => listAfterAdd(items) };
}

const addForm = () => screen.getByRole("form", { name: "Add an item" });
const titleField = () => within(addForm()).getByLabelText<HTMLInputElement>("Title");

describe("the add form", () => {
  it("empties as 'Added' shows, and keeps what is typed next when the list arrives", async () => {
    const { user, listArrives } = renderSection();
    await user.type(await screen.findByLabelText("Title"), MOVERS.title);
    await user.click(within(addForm()).getByRole("button", { name: "Add item" }));

    await screen.findByText("Added.");
    expect(screen.getByText("0 of 40")).toBeTruthy();
    expect(titleField().value).toBe("");
    await user.type(titleField(), "Sell the second car");

    listArrives([MOVERS]);
    await screen.findByText("1 of 40");
    expect(titleField().value).toBe("Sell the second car");
  });
});
