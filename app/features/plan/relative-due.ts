import { PLAN_ANCHORS, PLAN_RULES, VEHICLE_ARRIVAL_ESTIMATE_DAYS, type PlanRule } from "~/content/plan-rules";
import type { PagePath } from "~/content/pages";

/** Days past which a date reads better in months: "about 5 months before you land". */
const MONTHS_FROM_DAYS = 90;
const DAYS_PER_MONTH = 30;

/**
 * When a plan rule falls, relative to its anchor, for a guide read before any date is known:
 * "150 days" reads as "about 5 months before the day you land in Hawaii"; shorter spans keep
 * their days ("within 5 days after…" for a deadline after the anchor).
 */
export function dueRelativeText(rule: Pick<PlanRule, "due" | "basis">): string {
  const { anchor, days } = rule.due;
  const label = PLAN_ANCHORS[anchor].label;
  if (days === 0) return `On ${label}`;
  const span = Math.abs(days);
  const amount =
    span >= MONTHS_FROM_DAYS
      ? `About ${Math.round(span / DAYS_PER_MONTH)} months`
      : `${span} ${span === 1 ? "day" : "days"}`;
  if (days > 0)
    return rule.basis === "deadline" ? `Within ${amount.toLowerCase()} after ${label}` : `${amount} after ${label}`;
  return `${amount} before ${label}`;
}

/** A rule's place in time, to order a guide's steps: the arrival and report dates count as one day. */
function sortDay(rule: PlanRule): number {
  return rule.due.days + (rule.due.anchor === "vehicle-arrival" ? VEHICLE_ARRIVAL_ESTIMATE_DAYS : 0);
}

/** The dated plan's items for one guide, in the order a family does them. */
export function planRulesForGuide(path: PagePath): readonly PlanRule[] {
  return PLAN_RULES.filter((rule) => rule.guidePath === path).toSorted((a, b) => sortDay(a) - sortDay(b));
}

/** A guide's step as the page shows it: what, when, and the detail. */
export type GuideStep = { title: string; when: string; detail: string };

/**
 * The dated plan's items for one guide, as steps with their timing: computed by the guide's
 * loader (at build time for a prerendered page), so the plan's rules stay out of its script.
 */
export function guideSteps(path: PagePath): GuideStep[] {
  return planRulesForGuide(path).map((rule) => ({ title: rule.title, when: dueRelativeText(rule), detail: rule.hint }));
}

export function planRule(id: string): PlanRule {
  const rule = PLAN_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`No plan rule ${id}`);
  return rule;
}
