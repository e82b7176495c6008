import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  calendarDate,
  compareDates,
  daysBetween,
  isCalendarDate,
  parseCalendarDate,
  readableDate,
  todayInHawaii,
} from "./calendar-date";

const d = calendarDate;

describe("parseCalendarDate", () => {
  it("accepts real days written YYYY-MM-DD", () => {
    expect(parseCalendarDate("2027-03-15")).toBe("2027-03-15");
    expect(parseCalendarDate("2028-02-29")).toBe("2028-02-29");
    expect(parseCalendarDate("0001-01-01")).toBe("0001-01-01");
    expect(parseCalendarDate("9999-12-31")).toBe("9999-12-31");
  });

  it.each(["2027-02-29", "2027-02-30", "2027-04-31", "2027-13-01", "2027-00-10", "2027-01-00", "0000-01-01"])(
    "refuses %s, which is not a day",
    (text) => {
      expect(parseCalendarDate(text)).toBeNull();
      expect(isCalendarDate(text)).toBe(false);
    },
  );

  it.each(["2027-3-15", "27-03-15", "2027/03/15", "2027-03-15T00:00", " 2027-03-15", "", "March 15, 2027"])(
    "refuses %j, which is not written YYYY-MM-DD",
    (text) => {
      expect(parseCalendarDate(text)).toBeNull();
      expect(() => calendarDate(text)).toThrow(RangeError);
    },
  );
});

describe("addDays", () => {
  it("moves across month, year and leap-day boundaries", () => {
    expect(addDays(d("2027-03-15"), 5)).toBe("2027-03-20");
    expect(addDays(d("2027-03-15"), -180)).toBe("2026-09-16");
    expect(addDays(d("2027-12-31"), 1)).toBe("2028-01-01");
    expect(addDays(d("2028-02-28"), 1)).toBe("2028-02-29");
    expect(addDays(d("2027-02-28"), 1)).toBe("2027-03-01");
    expect(addDays(d("2028-03-01"), -1)).toBe("2028-02-29");
    expect(addDays(d("2027-03-15"), 0)).toBe("2027-03-15");
  });

  it("steps over the mainland's daylight-saving changes one day at a time", () => {
    // US clocks spring forward on 2027-03-14 and fall back on 2027-11-07.
    expect(addDays(d("2027-03-13"), 1)).toBe("2027-03-14");
    expect(addDays(d("2027-03-14"), 1)).toBe("2027-03-15");
    expect(addDays(d("2027-11-06"), 1)).toBe("2027-11-07");
    expect(addDays(d("2027-11-07"), 1)).toBe("2027-11-08");
    expect(addDays(d("2027-11-08"), -2)).toBe("2027-11-06");
  });

  it("keeps years before 100 as written", () => {
    expect(addDays(d("0050-12-31"), 1)).toBe("0051-01-01");
  });

  it("refuses fractional days and dates past the four-digit years", () => {
    expect(() => addDays(d("2027-03-15"), 1.5)).toThrow(RangeError);
    expect(() => addDays(d("9999-12-31"), 1)).toThrow(RangeError);
    expect(() => addDays(d("0001-01-01"), -1)).toThrow(RangeError);
  });
});

describe("daysBetween and compareDates", () => {
  it("counts calendar days, whatever the clocks did in between", () => {
    expect(daysBetween(d("2027-03-01"), d("2027-03-31"))).toBe(30);
    expect(daysBetween(d("2027-03-31"), d("2027-03-01"))).toBe(-30);
    expect(daysBetween(d("2027-01-01"), d("2028-01-01"))).toBe(365);
    expect(daysBetween(d("2028-01-01"), d("2029-01-01"))).toBe(366);
    expect(daysBetween(d("2027-11-06"), d("2027-11-08"))).toBe(2);
  });

  it("orders dates", () => {
    expect(compareDates(d("2027-03-14"), d("2027-03-15"))).toBe(-1);
    expect(compareDates(d("2027-03-15"), d("2027-03-15"))).toBe(0);
    expect(compareDates(d("2028-01-01"), d("2027-12-31"))).toBe(1);
  });
});

describe("todayInHawaii", () => {
  it("turns over at midnight in Hawaii, 10:00 UTC", () => {
    expect(todayInHawaii(new Date("2027-03-15T09:59:59.999Z"))).toBe("2027-03-14");
    expect(todayInHawaii(new Date("2027-03-15T10:00:00.000Z"))).toBe("2027-03-15");
  });

  it("is already the 15th in Hawaii only after it is the 15th in New York", () => {
    // 2027-03-15 00:30 in New York (daylight time, UTC−4) is 2027-03-14 18:30 in Hawaii.
    expect(todayInHawaii(new Date("2027-03-15T04:30:00Z"))).toBe("2027-03-14");
  });

  it("does not move with the mainland's clock changes (Hawaii has no daylight saving)", () => {
    expect(todayInHawaii(new Date("2027-11-07T09:59:59Z"))).toBe("2027-11-06");
    expect(todayInHawaii(new Date("2027-11-07T10:00:00Z"))).toBe("2027-11-07");
    expect(todayInHawaii(new Date("2027-07-01T09:59:59Z"))).toBe("2027-06-30");
    expect(todayInHawaii(new Date("2027-07-01T10:00:00Z"))).toBe("2027-07-01");
  });

  it("refuses an invalid instant", () => {
    expect(() => todayInHawaii(new Date(Number.NaN))).toThrow(RangeError);
  });
});

/** Any day from 1950 to 2199 (Hawaii has kept UTC−10 since 1947). */
const anyDate = fc.integer({ min: -7_305, max: 84_005 }).map((epochDay) => addDays(d("1970-01-01"), epochDay));
const anyOffset = fc.integer({ min: -3_650, max: 3_650 });

describe("calendar dates: properties", () => {
  it("adding n days then −n days returns the same date, a real one each way", () => {
    fc.assert(
      fc.property(anyDate, anyOffset, (date, days) => {
        const moved = addDays(date, days);
        expect(parseCalendarDate(moved)).toBe(moved);
        expect(addDays(moved, -days)).toBe(date);
        expect(daysBetween(date, moved)).toBe(days);
        expect(compareDates(moved, date)).toBe(Math.sign(days) || 0);
      }),
      { numRuns: 1_000 },
    );
  });

  it("agrees with the date a UTC timestamp gives, for every instant of a day", () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 86_399_999 }), (date, msIntoDay) => {
        const instant = new Date(`${date}T00:00:00Z`).getTime() + msIntoDay;
        expect(new Date(instant).toISOString().slice(0, 10)).toBe(date);
        // Hawaii is ten hours behind UTC all year.
        expect(todayInHawaii(new Date(instant + 10 * 3_600_000))).toBe(date);
      }),
    );
  });
});

describe("addYears", () => {
  it("moves a date by whole years, and 29 February to the 28th in a year without one", () => {
    expect(addYears(calendarDate("2026-11-25"), -1)).toBe("2025-11-25");
    expect(addYears(calendarDate("2026-11-25"), 5)).toBe("2031-11-25");
    expect(addYears(calendarDate("2028-02-29"), 1)).toBe("2029-02-28");
    expect(addYears(calendarDate("2028-02-29"), 4)).toBe("2032-02-29");
  });

  it("refuses to leave four-digit years", () => {
    expect(() => addYears(calendarDate("9998-01-01"), 5)).toThrow(RangeError);
  });
});

describe("readableDate", () => {
  it("writes a date as Intl's en-US short date with its weekday does, on any day of any year", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(readableDate(d("2027-05-20"))).toBe("Thu, May 20, 2027");
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 365 }), (year, offset) => {
        const date = addDays(d(`${year}-01-01`), offset);
        expect(readableDate(date)).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
      }),
    );
  });
});
