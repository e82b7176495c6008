import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { moveProfileSchema, planBuckets, planItems } from "./due-dates";
import {
  OWN_ITEM_LIMITS,
  OWN_ITEM_MESSAGES,
  isOwnItemIntent,
  ownItemIdOfTick,
  ownPlanEntries,
  ownTickId,
  type OwnItem,
} from "./own-items";
import { ownItemFieldsSchema, ownItemIdSchema } from "./own-items-schema";

const d = calendarDate;

function messagesOf(input: Record<string, string>) {
  const result = ownItemFieldsSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
}

describe("ownItemFieldsSchema", () => {
  it("trims the text and leaves out an empty date and note", () => {
    expect(ownItemFieldsSchema.parse({ title: "  Book movers ", dueDate: "", note: "   " })).toEqual({
      title: "Book movers",
      dueDate: undefined,
      note: undefined,
    });
    expect(
      ownItemFieldsSchema.parse({ title: "Book movers", dueDate: "2027-02-28", note: " Ask for a quote " }),
    ).toEqual({ title: "Book movers", dueDate: "2027-02-28", note: "Ask for a quote" });
  });

  it("needs a title of 1 to 120 characters", () => {
    expect(messagesOf({})).toEqual({ title: [OWN_ITEM_MESSAGES.titleRequired] });
    expect(messagesOf({ title: "   " })).toEqual({ title: ["Enter a title for the item"] });
    expect(messagesOf({ title: "x".repeat(120) })).toEqual({});
    expect(messagesOf({ title: "x".repeat(121) })).toEqual({ title: ["Title must be at most 120 characters"] });
    // Spaces around the title do not count.
    expect(messagesOf({ title: ` ${"x".repeat(120)} ` })).toEqual({});
  });

  it("keeps a note to 1000 characters", () => {
    expect(messagesOf({ title: "t", note: "n".repeat(1000) })).toEqual({});
    expect(messagesOf({ title: "t", note: "n".repeat(1001) })).toEqual({
      note: ["Note must be at most 1000 characters"],
    });
  });

  it("takes only a real date within the plan's window", () => {
    for (const dueDate of ["2027-02-29", "2027-13-01", "27-03-15", "15/03/2027", "tomorrow"]) {
      expect(messagesOf({ title: "t", dueDate })).toEqual({ dueDate: ["Date must be a real date written YYYY-MM-DD"] });
    }
    for (const dueDate of ["1999-12-31", "2100-01-01", "0202-03-15"]) {
      expect(messagesOf({ title: "t", dueDate })).toEqual({
        dueDate: ["Date must be between 2000-01-01 and 2099-12-31"],
      });
    }
    expect(messagesOf({ title: "t", dueDate: OWN_ITEM_LIMITS.earliestDate })).toEqual({});
    expect(messagesOf({ title: "t", dueDate: OWN_ITEM_LIMITS.latestDate })).toEqual({});
    expect(messagesOf({ title: "t", dueDate: "2028-02-29" })).toEqual({});
  });

  it("reports every bad field at once", () => {
    expect(messagesOf({ title: "", dueDate: "2027-02-30", note: "n".repeat(1001) })).toEqual({
      title: ["Enter a title for the item"],
      dueDate: ["Date must be a real date written YYYY-MM-DD"],
      note: ["Note must be at most 1000 characters"],
    });
  });
});

describe("ownItemIdSchema", () => {
  it("takes a UUID and nothing else", () => {
    expect(ownItemIdSchema.safeParse({ itemId: "0b9f7c5e-3d0a-4c4e-9a51-2f1f3b7f6a10" }).success).toBe(true);
    for (const itemId of ["", "1", "pet-microchip", "own:0b9f7c5e-3d0a-4c4e-9a51-2f1f3b7f6a10"]) {
      expect(ownItemIdSchema.safeParse({ itemId }).success).toBe(false);
    }
    expect(ownItemIdSchema.safeParse({}).success).toBe(false);
  });
});

describe("isOwnItemIntent", () => {
  it("knows the five own-item intents and no other", () => {
    for (const intent of ["own-add", "own-edit", "own-delete", "own-move-up", "own-move-down"]) {
      expect(isOwnItemIntent(intent)).toBe(true);
    }
    for (const intent of ["", "own", "own-tick", "tick", "invite", "OWN-ADD"])
      expect(isOwnItemIntent(intent)).toBe(false);
  });
});

describe("own items' tick ids", () => {
  it("are the item's id behind own:, and read back", () => {
    expect(ownTickId("abc")).toBe("own:abc");
    expect(ownItemIdOfTick("own:abc")).toBe("abc");
    expect(ownItemIdOfTick("pet-microchip")).toBeNull();
  });
});

describe("own items in the plan's buckets", () => {
  const today = d("2027-03-15");
  // A plan dated before every date here: what is past due is overdue, none of it "start now".
  const LONG_AGO = d("2026-01-01");
  const own = (id: string, dueDate?: string, note?: string): OwnItem => ({
    id,
    title: `Own ${id}`,
    position: 0,
    createdBy: null,
    createdAtMs: 0,
    updatedAtMs: 0,
    ...(dueDate ? { dueDate: d(dueDate) } : {}),
    ...(note ? { note } : {}),
  });
  const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

  it("makes an entry per item, ticked under own:<id>, with its date and note only when given", () => {
    expect(ownPlanEntries([own("a", "2027-03-20", "Call first"), own("b")])).toEqual([
      { kind: "own", id: "own:a", itemId: "a", title: "Own a", dueDate: "2027-03-20", note: "Call first" },
      { kind: "own", id: "own:b", itemId: "b", title: "Own b" },
    ]);
  });

  it("sorts dated own items in among the rule items by date, and undated ones last in upcoming", () => {
    const sailor = moveProfileSchema.parse({ reportDate: "2027-03-15", departure: "overseas" });
    const rules = planItems(sailor);
    const entries = [
      ...rules,
      ...ownPlanEntries([
        own("undated-1"),
        own("yesterday", "2027-03-14"),
        own("today", "2027-03-15"),
        own("week-end", "2027-03-21"),
        own("next-week", "2027-03-22"),
        own("undated-2"),
      ]),
    ];
    const buckets = planBuckets(entries, today, [], LONG_AGO);
    const rulesDue = (from: string, to: string) =>
      rules.filter((item) => item.dueDate >= from && item.dueDate <= to).map((item) => item.id);

    // Each bucket is in date order, rules and own items alike; same-day rules come first (order given).
    const dates = (list: { dueDate?: string }[]) => list.map((entry) => entry.dueDate ?? "~");
    for (const list of [buckets.overdue, buckets.thisWeek, buckets.upcoming]) {
      expect(dates(list)).toEqual(dates(list).toSorted());
    }
    expect(ids(buckets.overdue).filter((id) => id.startsWith("own:"))).toEqual(["own:yesterday"]);
    expect(ids(buckets.thisWeek)).toEqual([
      ...rulesDue("2027-03-15", "2027-03-15"),
      "own:today",
      ...rulesDue("2027-03-16", "2027-03-21"),
      "own:week-end",
    ]);
    // Written out, for this move: check-in at the unit and the TLA office on the report date (they land then).
    expect(ids(buckets.thisWeek)).toEqual([
      "unit-and-housing-check-in",
      "tla-application",
      "own:today",
      "own:week-end",
    ]);
    const upcoming = ids(buckets.upcoming);
    expect(upcoming.slice(-2)).toEqual(["own:undated-1", "own:undated-2"]);
    expect(upcoming.indexOf("own:next-week")).toBeLessThan(upcoming.length - 2);
    expect(buckets.progress).toEqual({ completed: 0, total: rules.length + 6, percent: 0 });
  });

  it("counts a ticked own item as done, dated or not, and never an undated one as overdue", () => {
    const entries = ownPlanEntries([own("old", "2027-01-01"), own("undated"), own("also-undated")]);
    const buckets = planBuckets(entries, today, ["own:old", "own:undated", "own:gone"], LONG_AGO);
    expect(ids(buckets.done)).toEqual(["own:old", "own:undated"]);
    expect(ids(buckets.upcoming)).toEqual(["own:also-undated"]);
    expect(buckets.overdue).toEqual([]);
    expect(buckets.thisWeek).toEqual([]);
    expect(buckets.progress).toEqual({ completed: 2, total: 3, percent: 67 });
  });

  it("sorts the done bucket by date too, undated last", () => {
    const entries = ownPlanEntries([own("undated"), own("late", "2027-04-01"), own("early", "2027-02-01")]);
    const buckets = planBuckets(entries, today, ["own:undated", "own:late", "own:early"], LONG_AGO);
    expect(ids(buckets.done)).toEqual(["own:early", "own:late", "own:undated"]);
  });
});
