import { z } from "zod";
import {
  DEPARTURES,
  HOUSING_PLANS,
  PLAN_ANCHORS,
  PLAN_RULES,
  VEHICLE_PICKUP_ESTIMATE_DAYS,
  type PlanAnchorId,
  type PlanCondition,
  type PlanRule,
} from "~/content/plan-rules";
import { addDays, compareDates, daysBetween, parseCalendarDate, type CalendarDate } from "./calendar-date";

/**
 * The dated plan (issue 17): the rules of content/plan-rules.ts that apply to a move, each with
 * its due date, and the plan sorted into overdue, this week, upcoming and done. Pure: the caller
 * passes today's date in Hawaii (`todayInHawaii(new Date())`).
 */

/** Sane caps for the profile's counts: more than this is a typing slip, not a move. */
export const MOVE_PROFILE_LIMITS = {
  dogs: 10,
  cats: 10,
  vehicles: 5,
  schoolAgeChildren: 12,
  /** The longest we plan for landing before the report date. */
  daysArrivalBeforeReport: 365,
} as const;

function calendarDateField(label: string) {
  const message = `${label} must be a real date written YYYY-MM-DD`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
    .transform((text, context): CalendarDate => {
      const date = parseCalendarDate(text);
      if (date !== null) return date;
      context.issues.push({ code: "custom", message, input: text });
      return z.NEVER;
    });
}

function countField(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message });
}

/**
 * A move as the plan needs it. Only the report date is required; the rest start at "none"
 * (mainland departure, housing undecided). `arrivalDate` is the day the family lands, when it
 * is before the report date: the arrival deadlines (TLA, firearms, pets) run from it, and
 * counting them from a later report date would make them late.
 */
export const moveProfileSchema = z
  .object({
    reportDate: calendarDateField("Report date"),
    arrivalDate: calendarDateField("Arrival date").optional(),
    departure: z.enum(DEPARTURES, { error: "Departure must be mainland or overseas" }).default("mainland"),
    dogs: countField("Number of dogs", MOVE_PROFILE_LIMITS.dogs).default(0),
    cats: countField("Number of cats", MOVE_PROFILE_LIMITS.cats).default(0),
    vehicles: countField("Number of vehicles to ship", MOVE_PROFILE_LIMITS.vehicles).default(0),
    firearms: z.boolean({ error: "Firearms must be yes or no" }).default(false),
    schoolAgeChildren: countField("Number of school-age children", MOVE_PROFILE_LIMITS.schoolAgeChildren).default(0),
    housing: z
      .enum(HOUSING_PLANS, { error: "Housing plan must be base housing, rent, buy or undecided" })
      .default("undecided"),
  })
  .refine((profile) => !profile.arrivalDate || compareDates(profile.arrivalDate, profile.reportDate) <= 0, {
    error: "Arrival date must be on or before the report date",
    path: ["arrivalDate"],
  })
  .refine(
    (profile) =>
      !profile.arrivalDate ||
      daysBetween(profile.arrivalDate, profile.reportDate) <= MOVE_PROFILE_LIMITS.daysArrivalBeforeReport,
    {
      error: `Arrival date must be no more than ${MOVE_PROFILE_LIMITS.daysArrivalBeforeReport} days before the report date`,
      path: ["arrivalDate"],
    },
  );

export type MoveProfile = z.output<typeof moveProfileSchema>;
export type MoveProfileInput = z.input<typeof moveProfileSchema>;

/** A rule dated for one move: the rule's own words and source, with its dates. */
export type PlanItem = Pick<
  PlanRule,
  "id" | "title" | "hint" | "basis" | "timing" | "guidePath" | "source" | "unconfirmed" | "checklistIndex"
> & {
  dueDate: CalendarDate;
  /** The day the item's window opens, for items that must not be done too early. */
  earliestDate?: CalendarDate;
  anchor: { id: PlanAnchorId; label: string; date: CalendarDate; estimate?: string };
  /** Days from the anchor to the due date. */
  days: number;
};

/** Whether every part of a rule's condition holds for the move. */
export function conditionHolds(condition: PlanCondition, profile: MoveProfile): boolean {
  const has = (wanted: boolean | undefined, actual: boolean) => wanted === undefined || wanted === actual;
  const housing = condition.housing;
  return (
    has(condition.pets, profile.dogs + profile.cats > 0) &&
    has(condition.firearms, profile.firearms) &&
    has(condition.schoolAgeChildren, profile.schoolAgeChildren > 0) &&
    (condition.minVehicles === undefined || profile.vehicles >= condition.minVehicles) &&
    (condition.departure === undefined || condition.departure === profile.departure) &&
    (housing === undefined ||
      (typeof housing === "string" ? housing === profile.housing : housing.includes(profile.housing)))
  );
}

/** The dates the anchors fall on for this move. */
export function anchorDates(profile: MoveProfile): Record<PlanAnchorId, CalendarDate> {
  const arrival = profile.arrivalDate ?? profile.reportDate;
  return {
    report: profile.reportDate,
    arrival,
    "vehicle-pickup": addDays(arrival, VEHICLE_PICKUP_ESTIMATE_DAYS),
  };
}

/** The items that apply to the move, soonest due first (rules due the same day keep their order). */
export function planItems(profile: MoveProfile, rules: readonly PlanRule[] = PLAN_RULES): PlanItem[] {
  const dates = anchorDates(profile);
  return rules
    .filter((rule) => conditionHolds(rule.appliesWhen, profile))
    .map((rule) => planItemOf(rule, dates))
    .sort((a, b) => compareDates(a.dueDate, b.dueDate));
}

function planItemOf(rule: PlanRule, dates: Record<PlanAnchorId, CalendarDate>): PlanItem {
  const anchorId = rule.due.anchor;
  const { label, estimate } = PLAN_ANCHORS[anchorId];
  const anchor: PlanItem["anchor"] = { id: anchorId, label, date: dates[anchorId] };
  if (estimate !== undefined) anchor.estimate = estimate;

  const item: PlanItem = {
    id: rule.id,
    title: rule.title,
    hint: rule.hint,
    dueDate: addDays(anchor.date, rule.due.days),
    anchor,
    days: rule.due.days,
    basis: rule.basis,
    timing: rule.timing,
    guidePath: rule.guidePath,
    source: rule.source,
  };
  if (rule.earliestDays !== undefined) item.earliestDate = addDays(anchor.date, rule.earliestDays);
  if (rule.unconfirmed !== undefined) item.unconfirmed = rule.unconfirmed;
  if (rule.checklistIndex !== undefined) item.checklistIndex = rule.checklistIndex;
  return item;
}

/** "This week": today and the six days after it, seven calendar days in Hawaii. */
export const THIS_WEEK_DAYS = 7;

export type PlanProgress = { completed: number; total: number; percent: number };

/** What the buckets need of an entry: rule items always have a date, a family's own items may not. */
export type BucketEntry = { id: string; dueDate?: CalendarDate };

export type PlanBuckets<Entry extends BucketEntry = PlanItem> = {
  /** Not done and due before today. */
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
 * bucket soonest due first (entries due the same day keep the order given). An entry without a
 * date is never overdue nor due this week: it waits in "upcoming", after the dated ones.
 * Progress counts only the entries given: a done id of an item that does not apply to this
 * move is ignored.
 */
export function planBuckets<Entry extends BucketEntry>(
  entries: readonly Entry[],
  today: CalendarDate,
  doneIds: Iterable<string>,
): PlanBuckets<Entry> {
  const done = new Set(doneIds);
  const weekEnd = addDays(today, THIS_WEEK_DAYS - 1);
  const buckets: PlanBuckets<Entry> = {
    overdue: [],
    thisWeek: [],
    upcoming: [],
    done: [],
    progress: { completed: 0, total: entries.length, percent: 0 },
  };
  for (const entry of entries.toSorted(byDueDate)) {
    if (done.has(entry.id)) buckets.done.push(entry);
    else if (entry.dueDate === undefined) buckets.upcoming.push(entry);
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
