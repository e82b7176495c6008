import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { moveProfileSchema, planItems } from "./due-dates";
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
