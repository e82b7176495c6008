import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { moveProfileSchema, planItems } from "./due-dates";
import { hourInHawaii, mondayOf, reminderDigest, reminderMail, reminderWeekAt } from "./reminders";

const date = calendarDate;
const titles = (items: { dueDate: string; id: string }[]) => items.map((item) => `${item.dueDate} ${item.id}`);

describe("the reminder's week", () => {
  it("is named by its Monday, Monday to Sunday", () => {
    expect(mondayOf(date("2027-03-08"))).toBe("2027-03-08"); // a Monday
    expect(mondayOf(date("2027-03-10"))).toBe("2027-03-08");
    expect(mondayOf(date("2027-03-14"))).toBe("2027-03-08"); // the Sunday after
    expect(mondayOf(date("2027-03-15"))).toBe("2027-03-15");
    // Across a month and a year.
    expect(mondayOf(date("2027-01-02"))).toBe("2026-12-28");
  });

  it("starts at 07:00 on Monday in Hawaii (17:00 UTC), not before", () => {
    expect(hourInHawaii(new Date("2027-03-08T16:59:59Z"))).toBe(6);
    expect(reminderWeekAt(new Date("2027-03-08T16:59:59Z"))).toBeNull();
    expect(reminderWeekAt(new Date("2027-03-08T17:00:00Z"))).toBe("2027-03-08");
    // Monday 00:30 in Hawaii is still Monday, before the hour: nothing yet.
    expect(reminderWeekAt(new Date("2027-03-08T10:30:00Z"))).toBeNull();
  });

  it("goes by the calendar in Hawaii, whatever the day is in UTC or on the mainland", () => {
    // Sunday 23:30 in Hawaii is already Monday in UTC and on the East Coast: still last week.
    expect(reminderWeekAt(new Date("2027-03-15T09:30:00Z"))).toBe("2027-03-08");
    // The mainland's clocks change on 2027-03-14; Hawaii's do not.
    expect(reminderWeekAt(new Date("2027-03-15T17:00:00Z"))).toBe("2027-03-15");
    expect(reminderWeekAt(new Date("2027-03-15T16:59:00Z"))).toBeNull();
    // A missed Monday still sends later in the week.
    expect(reminderWeekAt(new Date("2027-03-11T02:00:00Z"))).toBe("2027-03-08");
  });
});

describe("what a reminder lists", () => {
  const items = planItems(moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true }));
  // Dated before every item: nothing was due when the plan was made.
  const LONG_AGO = date("2026-01-01");

  it("lists items overdue and due from today through 13 days on, not done ones", () => {
    const digest = reminderDigest(
      items,
      date("2027-03-08"),
      ["hand-carry-documents", "get-orders", "survival-kit"],
      LONG_AGO,
    );
    expect(titles(digest.dueSoon)).toEqual([
      "2027-03-15 unit-and-housing-check-in",
      "2027-03-15 tla-application",
      "2027-03-20 firearm-registration",
    ]);
    expect(titles(digest.overdue)).toEqual([
      "2026-10-16 oconus-screening",
      "2026-11-15 request-sponsor",
      "2026-11-15 base-housing-application",
      "2026-12-15 research-neighborhoods",
      "2026-12-15 housing-budget",
      "2026-12-30 firearm-registration-plan",
      "2027-01-14 household-goods-pickup",
      "2027-01-14 flights-and-pet-rules",
      "2027-02-13 book-tla-lodging",
      "2027-02-13 medical-transfer",
      "2027-03-01 address-updates",
    ]);
  });

  it("lists what was already due when the plan was dated as start now, and counts only the rest as overdue", () => {
    // Dated Dec 20, 2026; today Mar 8, 2027, nothing done. Due before Dec 20: start now; from
    // Dec 20 to Mar 7: overdue (firearm-registration-plan Dec 30 is the first of them).
    const digest = reminderDigest(items, date("2027-03-08"), [], date("2026-12-20"));
    expect(titles(digest.startNow)).toEqual([
      "2026-09-16 get-orders",
      "2026-10-16 oconus-screening",
      "2026-11-15 request-sponsor",
      "2026-11-15 base-housing-application",
      "2026-12-15 research-neighborhoods",
      "2026-12-15 housing-budget",
    ]);
    expect(titles(digest.overdue)).toEqual([
      "2026-12-30 firearm-registration-plan",
      "2027-01-14 household-goods-pickup",
      "2027-01-14 flights-and-pet-rules",
      "2027-02-13 book-tla-lodging",
      "2027-02-13 medical-transfer",
      "2027-03-01 survival-kit",
      "2027-03-01 address-updates",
    ]);
    const mail = reminderMail({
      digest,
      today: date("2027-03-08"),
      planUrl: "https://alohapcs.example/plan",
      unsubscribeUrl: "https://alohapcs.example/plan/reminders/unsubscribe/TOKEN",
      siteName: "Aloha PCS",
    });
    // 6 start now + 7 overdue + 4 due by Mar 21 (Mar 8, 15, 15, 20); "overdue" counts only the 7.
    expect(mail?.subject).toBe("Your Hawaii PCS plan this week: 17 items to do, 7 overdue");
    expect(mail?.text).toContain(
      "Start now, already due when your plan was dated (6):\n- Wed, Sep 16, 2026: Get your PCS orders and read the fine print",
    );
    expect(mail?.text.indexOf("Start now")).toBeLessThan(mail?.text.indexOf("Overdue (7):") ?? -1);
  });

  it("counts today as due, and the 14th day from today as the last", () => {
    const digest = reminderDigest(items, date("2027-03-09"), [], LONG_AGO);
    // Due 2027-03-22 is 13 days after 2027-03-09: in; from 2027-03-08 it would be the 15th day.
    expect(titles(digest.dueSoon)).toEqual([
      "2027-03-15 unit-and-housing-check-in",
      "2027-03-15 tla-application",
      "2027-03-20 firearm-registration",
      "2027-03-22 travel-claim",
    ]);
    expect(titles(reminderDigest(items, date("2027-03-08"), [], LONG_AGO).dueSoon)).toEqual([
      "2027-03-08 hand-carry-documents",
      "2027-03-15 unit-and-housing-check-in",
      "2027-03-15 tla-application",
      "2027-03-20 firearm-registration",
    ]);
  });

  it("writes the dates, the plan link and the unsubscribe link; nothing when nothing is due", () => {
    const done = items.filter((item) => item.dueDate < "2027-03-15").map((item) => item.id);
    const digest = reminderDigest(items, date("2027-03-15"), done, LONG_AGO);
    const mail = reminderMail({
      digest,
      today: date("2027-03-15"),
      planUrl: "https://alohapcs.example/plan",
      unsubscribeUrl: "https://alohapcs.example/plan/reminders/unsubscribe/TOKEN",
      siteName: "Aloha PCS",
    });
    expect(mail?.subject).toBe("Your Hawaii PCS plan this week: 4 items to do");
    expect(mail?.text).toContain(
      [
        "Due by Sun, Mar 28, 2027 (4):",
        "- Mon, Mar 15, 2027: Check in with your new unit and the housing office",
        "- Mon, Mar 15, 2027: Check in with the TLA or housing office",
        "- Sat, Mar 20, 2027: Register your firearms with county police",
        "- Mon, Mar 22, 2027: File your travel claim and keep copies",
      ].join("\n"),
    );
    expect(mail?.text).not.toContain("Overdue");
    expect(mail?.text).toContain("https://alohapcs.example/plan\n");
    expect(mail?.text).toContain("https://alohapcs.example/plan/reminders/unsubscribe/TOKEN");

    const nothing = reminderDigest(
      items,
      date("2027-03-15"),
      items.map((item) => item.id),
      LONG_AGO,
    );
    expect(nothing).toEqual({ startNow: [], overdue: [], dueSoon: [] });
    expect(
      reminderMail({ digest: nothing, today: date("2027-03-15"), planUrl: "", unsubscribeUrl: "", siteName: "" }),
    ).toBeNull();
  });
});
