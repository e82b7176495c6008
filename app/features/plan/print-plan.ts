import type { CalendarDate } from "./calendar-date";

/**
 * The plan as the print view lays it out on paper: the items still to do grouped by the month
 * they are due in, soonest first, then the family's undated items, then what is done. Pure and
 * free of the rules, so a visitor's browser can regroup it with the ticks it keeps.
 */

/** One line on paper: what the item is, in a line, under its title and date. */
export type PrintEntry = {
  id: string;
  title: string;
  dueDate?: CalendarDate;
  /** The date in words ("Mon, Mar 1, 2027"), written by the server: the page then needs no date code. */
  dueLabel?: string;
  summary: string;
};

/** What the print view is sent: the day it is printed, the household's line, every item and which are done. */
export type PrintPlanView = {
  today: CalendarDate;
  todayLabel: string;
  headerLine: string;
  entries: PrintEntry[];
  doneIds: string[];
};

export type PrintMonth<Entry extends PrintEntry = PrintEntry> = {
  /** "2027-03"; null for the family's own items without a date, printed after every month. */
  month: string | null;
  heading: string;
  entries: Entry[];
};

export type PrintedPlan<Entry extends PrintEntry = PrintEntry> = { months: PrintMonth<Entry>[]; done: Entry[] };

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const UNDATED_HEADING = "No date";

/** "2027-03" → "March 2027". */
export function monthHeading(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/**
 * The items not done, by the month they are due in (months in order, each soonest first; items
 * due the same day keep the order given), the undated ones last; the done ones apart, in the
 * order given.
 */
export function printedPlan<Entry extends PrintEntry>(
  entries: readonly Entry[],
  doneIds: Iterable<string>,
): PrintedPlan<Entry> {
  const done = new Set(doneIds);
  const dated = entries
    .filter((entry) => !done.has(entry.id) && entry.dueDate !== undefined)
    // YYYY-MM-DD sorts as text in date order (and keeps this page free of the date module).
    .toSorted((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : 0));
  const months: PrintMonth<Entry>[] = [];
  for (const entry of dated) {
    const month = entry.dueDate!.slice(0, 7);
    const last = months.at(-1);
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, heading: monthHeading(month), entries: [entry] });
  }
  const undated = entries.filter((entry) => !done.has(entry.id) && entry.dueDate === undefined);
  if (undated.length) months.push({ month: null, heading: UNDATED_HEADING, entries: undated });
  return { months, done: entries.filter((entry) => done.has(entry.id)) };
}

/** A first sentence this short says too little on its own ("Registering in Hawaii?"): the next one joins it. */
const SHORT_SENTENCE = 40;
const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * What an item is, in about a line: the first sentence of its hint (a sentence segmenter, so
 * "U.S." does not end it), with the second when the first is a short question or lead-in.
 */
export function summaryLine(text: string): string {
  let line = "";
  for (const { segment } of sentences.segment(text)) {
    line += segment;
    if (line.trim().length >= SHORT_SENTENCE) break;
  }
  return line.trim();
}
