import {
  PLAN_ANCHORS,
  PLAN_RULES,
  VEHICLE_ARRIVAL_ESTIMATE_DAYS,
  type PlanAnchorId,
  type PlanCondition,
  type PlanRule,
} from "~/content/plan-rules";
import { MOVE_PROFILE_LIMITS } from "./move-limits";
import type { MoveProfile } from "./move-profile";
import { addDays, compareDates, type CalendarDate } from "./calendar-date";

/**
 * The dated plan (issue 17): the rules of content/plan-rules.ts that apply to a move, each with
 * its due date, and the plan sorted into start now, overdue, this week, upcoming and done. Pure: the caller
 * passes today's date in Hawaii (`todayInHawaii(new Date())`).
 */

export { MOVE_PROFILE_LIMITS };

export { moveProfileSchema, type MoveProfile, type MoveProfileInput } from "./move-profile";

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
      (typeof housing === "string" ? housing === profile.housing : housing.includes(profile.housing))) &&
    (condition.branch === undefined || condition.branch.includes(profile.branch))
  );
}

/** The dates the anchors fall on for this move. */
export function anchorDates(profile: MoveProfile): Record<PlanAnchorId, CalendarDate> {
  const arrival = profile.arrivalDate ?? profile.reportDate;
  return {
    report: profile.reportDate,
    arrival,
    "vehicle-arrival": addDays(arrival, VEHICLE_ARRIVAL_ESTIMATE_DAYS),
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

export { planBuckets, THIS_WEEK_DAYS, type BucketEntry, type PlanBuckets, type PlanProgress } from "./plan-buckets";
