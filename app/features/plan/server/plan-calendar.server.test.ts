import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarDate } from "../calendar-date";
import { moveProfileSchema, planItems } from "../due-dates";
import type { OwnItem } from "../own-items";
import { planCalendar } from "./plan-calendar.server";

const ORIGIN = "https://aloha-pcs.example";

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)),
  };
}

describe("planCalendar", () => {
  const profile = moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1, firearms: true });
  const items = planItems(profile);

  it("is a calendar a parser reads back, one all-day event per item on its due date", () => {
    const { calendar, events } = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1" }));
    expect(calendar.getFirstPropertyValue("prodid")).toBe("aloha-pcs/hawaii-pcs-plan");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Hawaii PCS plan");
    expect(events).toHaveLength(items.length);
    for (const [index, event] of events.entries()) {
      const item = items[index]!;
      expect(event.summary).toBe(item.title);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(item.dueDate);
      expect(event.endDate.toString()).toBe(event.startDate.clone().adjust(1, 0, 0, 0).toString());
      expect(event.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}${item.guidePath}`);
      expect(event.description).toContain(item.hint);
      if (item.source) expect(event.description).toContain(`Source: ${item.source.publisher}, ${item.source.title}`);
    }
  });

  it("dates the firearm registration five days after arrival, as the plan does", () => {
    const { events } = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1" }));
    const firearms = items.find((item) => item.id === "firearm-registration");
    expect(firearms?.dueDate).toBe("2027-03-20");
    expect(events.find((event) => event.summary === firearms?.title)?.startDate.toString()).toBe("2027-03-20");
  });

  it("gives each event a UID stable for its plan and distinct from every other", () => {
    const first = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1" })).events.map((event) => event.uid);
    const again = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1" })).events.map((event) => event.uid);
    const other = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-2" })).events.map((event) => event.uid);
    expect(new Set(first).size).toBe(first.length);
    expect(again).toEqual(first);
    expect(other.some((uid) => first.includes(uid))).toBe(false);
    expect(first[0]).toMatch(/^plan-1-[a-z0-9-]+@aloha-pcs\.example$/);
  });

  it("says so in the event when a date rests on an unconfirmed figure", () => {
    const unconfirmed = items.find((item) => item.unconfirmed);
    expect(unconfirmed).toBeDefined();
    const { events } = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1" }));
    expect(events.find((event) => event.summary === unconfirmed!.title)?.description).toContain(
      `Not confirmed: ${unconfirmed!.unconfirmed}`,
    );
  });
});

describe("planCalendar with the family's own items", () => {
  const profile = moveProfileSchema.parse({ reportDate: "2027-03-15" });
  const items = planItems(profile);
  const own = (id: string, title: string, extra: Partial<OwnItem> = {}): OwnItem => ({
    id,
    title,
    position: 0,
    createdBy: null,
    createdAtMs: 0,
    updatedAtMs: 0,
    ...extra,
  });
  const ownItems = [
    own("0b9f7c5e-3d0a-4c4e-9a51-2f1f3b7f6a10", "Book movers", {
      dueDate: calendarDate("2027-02-26"),
      note: "Ask for 3 quotes",
    }),
    own("5d7a2c11-8b3e-4f0a-b6a2-9c4d1e2f3a4b", "Sell the second car"),
    own("9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", "Farewell party", { dueDate: calendarDate("2027-03-13") }),
  ];

  it("adds one all-day event per dated own item, leaves out undated ones, and keeps the rule events", () => {
    const { events } = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1", ownItems }));
    expect(events).toHaveLength(items.length + 2);
    const movers = events.find((event) => event.summary === "Book movers")!;
    expect(movers.startDate.isDate).toBe(true);
    expect(movers.startDate.toString()).toBe("2027-02-26");
    expect(movers.endDate.toString()).toBe("2027-02-27");
    expect(movers.description).toBe(`Ask for 3 quotes\n\nYour plan: ${ORIGIN}/plan#own-items`);
    expect(movers.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/plan#own-items`);
    expect(events.find((event) => event.summary === "Farewell party")?.description).toBe(
      `Your plan: ${ORIGIN}/plan#own-items`,
    );
    expect(events.some((event) => event.summary === "Sell the second car")).toBe(false);
  });

  it("gives an own item a UID that stays through edits and differs from every rule's", () => {
    const uidOf = (calendar: string, title: string) =>
      parse(calendar).events.find((event) => event.summary === title)?.uid;
    const first = uidOf(planCalendar(items, { origin: ORIGIN, planKey: "plan-1", ownItems }), "Book movers");
    const renamed = [{ ...ownItems[0]!, title: "Book the movers", dueDate: calendarDate("2027-03-01") }];
    const edited = uidOf(
      planCalendar(items, { origin: ORIGIN, planKey: "plan-1", ownItems: renamed }),
      "Book the movers",
    );
    expect(first).toBe("plan-1-own-0b9f7c5e-3d0a-4c4e-9a51-2f1f3b7f6a10@aloha-pcs.example");
    expect(edited).toBe(first);
    const uids = parse(planCalendar(items, { origin: ORIGIN, planKey: "plan-1", ownItems })).events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });
});

describe("planCalendar's bytes (RFC 5545 3.1)", () => {
  const items = planItems(moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1, firearms: true }));
  /** Text from before own items refused control characters: a bare CR, NUL, ESC, DEL. */
  const storedTitle = `Pick up keys\rat Ālia Point\u0000 🌺 ${"Hōʻike ʻŌlelo ".repeat(12)}\u001b[31m\u007f`;
  const storedNote = `Line one\r\nLine two\rLine three ${"ā".repeat(120)}`;
  const ownItems: OwnItem[] = [
    {
      id: "0b9f7c5e-3d0a-4c4e-9a51-2f1f3b7f6a10",
      title: storedTitle,
      note: storedNote,
      dueDate: calendarDate("2027-02-26"),
      position: 0,
      createdBy: null,
      createdAtMs: 0,
      updatedAtMs: 0,
    },
  ];
  const text = planCalendar(items, { origin: ORIGIN, planKey: "plan-1", ownItems });

  it("folds every content line at 75 octets, never inside a character", () => {
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    // A split character would decode to U+FFFD.
    expect(Buffer.from(text, "utf8").toString("utf8")).not.toContain("\uFFFD");
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
  });

  it("ends lines only with CRLF and carries no control character but the line breaks", () => {
    expect(text.replaceAll("\r\n", "")).not.toMatch(/\p{Cc}/u);
  });

  it("reads back through ical.js with the control characters gone and the text whole", () => {
    const { events } = parse(text);
    expect(events).toHaveLength(items.length + 1);
    const own = events.find((event) => event.summary.startsWith("Pick up keys"))!;
    expect(own.summary).toBe(`Pick up keys\nat Ālia Point 🌺 ${"Hōʻike ʻŌlelo ".repeat(12)}[31m`);
    expect(own.description).toBe(
      `Line one\nLine two\nLine three ${"ā".repeat(120)}\n\nYour plan: ${ORIGIN}/plan#own-items`,
    );
    for (const [index, item] of items.entries()) expect(events[index]?.description).toContain(item.hint);
  });
});
