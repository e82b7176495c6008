import { addDays, compareDates, type CalendarDate } from "./calendar-date";
import type { PlanItem } from "./due-dates";
import type { OwnPlanEntry } from "./own-items";

/** One line of a family's plan: a rule item dated for the move, or one of the family's own. */
export type PlanEntry = PlanItem | OwnPlanEntry;

/**
 * The plan sorted into the page's views. A module of its own, without the rules or zod, so a
 * visitor's browser can re-sort the plan it was sent when an item is ticked there.
 */

/** "This week": today and the six days after it, seven calendar days in Hawaii. */
export const THIS_WEEK_DAYS = 7;

export type PlanProgress = { completed: number; total: number; percent: number };

/** Every entry of the buckets, whichever it is in (to sort them again after a tick). */
export function bucketEntries<Entry extends BucketEntry>(buckets: PlanBuckets<Entry>): Entry[] {
  return [...buckets.startNow, ...buckets.overdue, ...buckets.thisWeek, ...buckets.upcoming, ...buckets.done];
}

/** What the buckets need of an entry: rule items always have a date, a family's own items may not. */
export type BucketEntry = { id: string; dueDate?: CalendarDate };

export type PlanBuckets<Entry extends BucketEntry = PlanItem> = {
  /**
   * Not done and already due on the day the plan's dates were set: a plan made four months
   * before the report date starts with its six-months-out items here, not as overdue.
   */
  startNow: Entry[];
  /** Not done and fell due after the plan was dated, before today. */
  overdue: Entry[];
  /** Not done and due from today through today + 6 days. */
  thisWeek: Entry[];
  /** Not done and due today + 7 days or later; then, not done and undated. */
  upcoming: Entry[];
  /** Marked done, whenever due. */
  done: Entry[];
  progress: PlanProgress;
};

/** Soonest due first; undated entries after every dated one. Used with a stable sort. */
function byDueDate(a: BucketEntry, b: BucketEntry): number {
  if (a.dueDate === undefined || b.dueDate === undefined) {
    return Number(a.dueDate === undefined) - Number(b.dueDate === undefined);
  }
  return compareDates(a.dueDate, b.dueDate);
}

/**
 * The plan sorted for the page: the rule items and the family's own items together, each
 * bucket soonest due first (entries due the same day keep the order given). `datedOn` is the
 * day the plan's dates were set (made, or re-dated): what was due before it could not have been
 * done on time, so it is "Start now"; "Overdue" is what fell due since (from `datedOn` to
 * yesterday) and is still open. An entry without a date is never overdue nor due this week: it
 * waits in "upcoming", after the dated ones. Progress counts only the entries given: a done id
 * of an item that does not apply to this move is ignored.
 */
export function planBuckets<Entry extends BucketEntry>(
  entries: readonly Entry[],
  today: CalendarDate,
  doneIds: Iterable<string>,
  datedOn: CalendarDate,
): PlanBuckets<Entry> {
  const done = new Set(doneIds);
  const weekEnd = addDays(today, THIS_WEEK_DAYS - 1);
  // A plan is never dated after today (a clock behind the server's would say so): today then.
  const startBefore = compareDates(datedOn, today) < 0 ? datedOn : today;
  const buckets: PlanBuckets<Entry> = {
    startNow: [],
    overdue: [],
    thisWeek: [],
    upcoming: [],
    done: [],
    progress: { completed: 0, total: entries.length, percent: 0 },
  };
  for (const entry of entries.toSorted(byDueDate)) {
    if (done.has(entry.id)) buckets.done.push(entry);
    else if (entry.dueDate === undefined) buckets.upcoming.push(entry);
    else if (compareDates(entry.dueDate, startBefore) < 0) buckets.startNow.push(entry);
    else if (compareDates(entry.dueDate, today) < 0) buckets.overdue.push(entry);
    else if (compareDates(entry.dueDate, weekEnd) <= 0) buckets.thisWeek.push(entry);
    else buckets.upcoming.push(entry);
  }
  const completed = buckets.done.length;
  buckets.progress = {
    completed,
    total: entries.length,
    percent: entries.length ? Math.round((completed / entries.length) * 100) : 0,
  };
  return buckets;
}
