import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { monthHeading, printedPlan, summaryLine, UNDATED_HEADING, type PrintEntry } from "./print-plan";

const entry = (id: string, dueDate?: string): PrintEntry => ({
  id,
  title: `Item ${id}`,
  summary: `What ${id} is`,
  ...(dueDate ? { dueDate: calendarDate(dueDate) } : {}),
});

const shape = (plan: ReturnType<typeof printedPlan>) => ({
  months: plan.months.map((month) => [month.heading, month.entries.map((item) => item.id)]),
  done: plan.done.map((item) => item.id),
});

describe("printedPlan", () => {
  it("groups what is left by the month it is due in, months in order and each soonest first", () => {
    const entries = [
      entry("movers", "2027-03-31"),
      entry("orders", "2027-01-01"),
      entry("pets", "2026-12-31"),
      entry("car", "2027-03-01"),
      entry("school", "2027-01-31"),
    ];
    expect(shape(printedPlan(entries, []))).toEqual({
      months: [
        ["December 2026", ["pets"]],
        ["January 2027", ["orders", "school"]],
        ["March 2027", ["car", "movers"]],
      ],
      done: [],
    });
  });

  it("puts the done items apart, the undated ones after every month, and leaves out an emptied month", () => {
    const entries = [
      entry("own:1"),
      entry("orders", "2027-01-01"),
      entry("pets", "2026-12-31"),
      entry("car", "2027-03-01"),
      entry("own:2", "2027-03-01"),
    ];
    expect(shape(printedPlan(entries, ["pets", "car", "not-on-this-plan"]))).toEqual({
      months: [
        ["January 2027", ["orders"]],
        ["March 2027", ["own:2"]],
        [UNDATED_HEADING, ["own:1"]],
      ],
      done: ["pets", "car"],
    });
  });

  it("keeps the given order of items due the same day", () => {
    const entries = [entry("b", "2027-02-10"), entry("a", "2027-02-10"), entry("c", "2027-02-01")];
    expect(printedPlan(entries, []).months[0]!.entries.map((item) => item.id)).toEqual(["c", "b", "a"]);
  });

  it("names every month in full", () => {
    expect(["2027-01", "2027-02", "2027-09", "2027-12"].map(monthHeading)).toEqual([
      "January 2027",
      "February 2027",
      "September 2027",
      "December 2027",
    ]);
  });
});

describe("summaryLine", () => {
  it("is the first sentence, not cut at an abbreviation's full stop", () => {
    expect(
      summaryLine(
        "The pet steps in this plan are HDOA's 5-Day-or-Less program for dogs and cats from the mainland U.S. Ask HDOA which rules apply.",
      ),
    ).toBe("The pet steps in this plan are HDOA's 5-Day-or-Less program for dogs and cats from the mainland U.S.");
  });

  it("joins the next sentence to a first one under 40 characters, and keeps a short text whole", () => {
    expect(summaryLine("Registering in Hawaii? Every registration needs the safety sticker first. Then plates.")).toBe(
      "Registering in Hawaii? Every registration needs the safety sticker first.",
    );
    expect(summaryLine("Call the vet.")).toBe("Call the vet.");
  });
});
