/**
 * A calendar date, "YYYY-MM-DD": a day on the calendar in Hawaii, not an instant. The plan's due
 * dates are only ever days, so they are kept as strings and all arithmetic is done on the date's
 * parts in UTC, where no local time zone or mainland daylight-saving change can shift a day.
 * Only `todayInHawaii` turns an instant into a date, and it asks for Hawaii's calendar by name.
 */
declare const calendarDateBrand: unique symbol;
export type CalendarDate = string & { readonly [calendarDateBrand]: true };

/** Hawaii keeps standard time all year (UTC−10, no daylight saving). */
export const HAWAII_TIME_ZONE = "Pacific/Honolulu";

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Four-digit years only, so that comparing the strings compares the dates. */
const MIN_YEAR = 1;
const MAX_YEAR = 9999;

/** Days since 1970-01-01. `setUTCFullYear`, unlike `Date.UTC`, keeps years 1–99 as written. */
function epochDayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / MS_PER_DAY);
}

function fromEpochDay(epochDay: number): CalendarDate {
  const date = new Date(epochDay * MS_PER_DAY);
  const year = date.getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) throw new RangeError(`Date outside years ${MIN_YEAR}–${MAX_YEAR}`);
  return formatParts(year, date.getUTCMonth() + 1, date.getUTCDate());
}

function formatParts(year: number, month: number, day: number): CalendarDate {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as CalendarDate;
}

function epochDay(date: CalendarDate): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return epochDayOf(year, month, day);
}

/** The date a "YYYY-MM-DD" text names, or null if it is not a real day (2027-02-29, 2027-13-01). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || month < 1 || month > 12 || day < 1) return null;
  const date = fromEpochDay(epochDayOf(year, month, day));
  // A day past the month's end rolls over (2027-02-30 becomes 2027-03-02): not the same text.
  return date === text ? date : null;
}

export function isCalendarDate(text: string): text is CalendarDate {
  return parseCalendarDate(text) !== null;
}

/** For dates written in code and tests: throws on anything but a real "YYYY-MM-DD" day. */
export function calendarDate(text: string): CalendarDate {
  const date = parseCalendarDate(text);
  if (date === null) throw new RangeError(`Not a calendar date: ${JSON.stringify(text)}`);
  return date;
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Days must be a whole number, not ${days}`);
  return fromEpochDay(epochDay(date) + days);
}

/**
 * The same day `years` years after `date` (before it when negative); 29 February becomes the
 * 28th in a year without one.
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  if (!Number.isSafeInteger(years)) throw new RangeError(`Years must be a whole number, not ${years}`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = year + years;
  if (target < MIN_YEAR || target > MAX_YEAR) throw new RangeError(`Date outside years ${MIN_YEAR}–${MAX_YEAR}`);
  const leapDayLost = month === 2 && day === 29 && !isLeapYear(target);
  return formatParts(target, month, leapDayLost ? 28 : day);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Calendar days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return epochDay(to) - epochDay(from);
}

/** −1, 0 or 1, for sorting: fixed-width "YYYY-MM-DD" strings sort as their dates do. */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Made on first use, not as the module loads: the first Intl object a page makes loads the
 * browser's ICU data in one long task (lib/number-text.ts), and a page that only shows dates
 * never needs this one.
 */
let hawaiiDateFormat: Intl.DateTimeFormat | undefined;

/** The calendar date in Hawaii at the instant `now`, whatever the server's or browser's zone. */
export function todayInHawaii(now: Date): CalendarDate {
  hawaiiDateFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: HAWAII_TIME_ZONE,
    calendar: "gregory",
    numberingSystem: "latn",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = hawaiiDateFormat.formatToParts(now);
  const part = (type: "year" | "month" | "day") => Number(parts.find((entry) => entry.type === type)?.value);
  return formatParts(part("year"), part("month"), part("day"));
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * "Thu, May 20, 2027", as Intl's en-US short date with weekday writes it, without Intl: every
 * plan item shows one, and the first Intl object would load the browser's ICU data in the middle
 * of the page's hydration (lib/number-text.ts). calendar-date.test.ts holds it to Intl's output.
 */
export function readableDate(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // 1970-01-01 was a Thursday.
  const weekday = WEEKDAYS[(((epochDayOf(year, month, day) + 4) % 7) + 7) % 7];
  return `${weekday}, ${MONTHS[month - 1]} ${day}, ${year}`;
}
