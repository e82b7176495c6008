import { describe, expect, it } from "vitest";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { CHECKLIST_ITEM_COUNT, checklistProgress, completedFlags } from "./checklist";
import { checklistToggleSchema } from "./checklist-schema";

describe("checklist content", () => {
  it("has exactly 20 items, each with a title and a one-line hint", () => {
    expect(HAWAII_PCS_CHECKLIST).toHaveLength(CHECKLIST_ITEM_COUNT);
    for (const item of HAWAII_PCS_CHECKLIST) {
      expect(item.title.length).toBeGreaterThan(5);
      expect(item.hint).not.toContain("\n");
    }
  });

  it("names each item with its own kebab-case id", () => {
    const ids = HAWAII_PCS_CHECKLIST.map((item) => item.id);
    expect(new Set(ids).size).toBe(CHECKLIST_ITEM_COUNT);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("checklistToggleSchema", () => {
  it("accepts indexes 0–19 and boolean strings", () => {
    expect(checklistToggleSchema.parse({ itemIndex: "0", completed: "true" })).toEqual({
      itemIndex: 0,
      completed: true,
    });
    expect(checklistToggleSchema.parse({ itemIndex: "19", completed: "false" })).toEqual({
      itemIndex: 19,
      completed: false,
    });
  });

  it.each([
    [{ itemIndex: "20", completed: "true" }, "Item index must be a whole number from 0 to 19"],
    [{ itemIndex: "-1", completed: "true" }, "Item index must be a whole number from 0 to 19"],
    [{ itemIndex: "1.5", completed: "true" }, "Item index must be a whole number from 0 to 19"],
    [{ itemIndex: "abc", completed: "true" }, "Item index must be a whole number from 0 to 19"],
    [{ completed: "true" }, "Item index is required"],
    [{ itemIndex: "3", completed: "yes" }, "Completed must be true or false"],
    [{ itemIndex: "3" }, "Completed must be true or false"],
  ])("refuses %j with a clear message", (input, message) => {
    const result = checklistToggleSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("progress", () => {
  it("counts completed items and says done only when all are done", () => {
    const flags = completedFlags([
      { itemIndex: 0, completed: true },
      { itemIndex: 5, completed: false },
      { itemIndex: 19, completed: true },
    ]);
    expect(checklistProgress(flags)).toEqual({ completed: 2, total: 20, done: false, percent: 10 });
    expect(checklistProgress(Array(20).fill(true)).done).toBe(true);
    expect(checklistProgress([]).done).toBe(false);
  });
});
