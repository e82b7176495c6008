import { addDays, compareDates, type CalendarDate } from "./calendar-date";
import type { PlanItem } from "./due-dates";

/**
 * The plan sorted into the page's views. A module of its own, without the rules or zod, so a
 * visitor's browser can re-sort the plan it was sent when an item is ticked there.
 */

/** "This week": today and the six days after it, seven calendar days in Hawaii. */
export const THIS_WEEK_DAYS = 7;

export type PlanProgress = { completed: number; total: number; percent: number };

export type PlanBuckets = {
  /** Not done and due before today. */
  overdue: PlanItem[];
  /** Not done and due from today through today + 6 days. */
  thisWeek: PlanItem[];
  /** Not done and due today + 7 days or later. */
  upcoming: PlanItem[];
  /** Marked done, whenever due. */
  done: PlanItem[];
  progress: PlanProgress;
};

/**
 * The plan sorted for the page, each bucket in the plan's order. Progress counts only the
 * plan's own items: a done id of an item that does not apply to this move is ignored.
 */
export function planBuckets(items: readonly PlanItem[], today: CalendarDate, doneIds: Iterable<string>): PlanBuckets {
  const done = new Set(doneIds);
  const weekEnd = addDays(today, THIS_WEEK_DAYS - 1);
  const buckets: PlanBuckets = {
    overdue: [],
    thisWeek: [],
    upcoming: [],
    done: [],
    progress: { completed: 0, total: items.length, percent: 0 },
  };
  for (const item of items) {
    if (done.has(item.id)) buckets.done.push(item);
    else if (compareDates(item.dueDate, today) < 0) buckets.overdue.push(item);
    else if (compareDates(item.dueDate, weekEnd) <= 0) buckets.thisWeek.push(item);
    else buckets.upcoming.push(item);
  }
  const completed = buckets.done.length;
  buckets.progress = {
    completed,
    total: items.length,
    percent: items.length ? Math.round((completed / items.length) * 100) : 0,
  };
  return buckets;
}
