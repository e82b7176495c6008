import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { PLAN_RULES } from "~/content/plan-rules";
import { todayInHawaii, type CalendarDate } from "./calendar-date";
import { moveProfileSchema, planBuckets, planItems, type MoveProfile, type PlanBuckets } from "./due-dates";
import type { PlanActionAnswer } from "./plan-action";
import type { Services } from "~/server/data/services.server";

/** The plan as the page shows it: today's date in Hawaii and the items sorted into views. */
export type PlanView = { today: CalendarDate; buckets: PlanBuckets };

export function planView(profile: MoveProfile, doneIds: Iterable<string>, now = new Date()): PlanView {
  const today = todayInHawaii(now);
  return { today, buckets: planBuckets(planItems(profile), today, doneIds) };
}

/** The move typed into the form: the profile when it is valid, and Conform's reply either way. */
export function readMove(form: FormData | URLSearchParams): {
  profile: MoveProfile | null;
  reply: SubmissionResult<string[]>;
} {
  const submission = parseWithZod(form, { schema: moveProfileSchema });
  if (submission.status !== "success") return { profile: null, reply: submission.reply() };
  return { profile: submission.value, reply: submission.reply() };
}

/** The fields of the move form, as the visitor's address bar and the form's default values write them. */
export function moveFormValues(profile: MoveProfile): Record<string, string> {
  const values: Record<string, string> = {
    reportDate: profile.reportDate,
    departure: profile.departure,
    dogs: String(profile.dogs),
    cats: String(profile.cats),
    vehicles: String(profile.vehicles),
    schoolAgeChildren: String(profile.schoolAgeChildren),
    housing: profile.housing,
  };
  if (profile.arrivalDate) values.arrivalDate = profile.arrivalDate;
  if (profile.firearms) values.firearms = "on";
  return values;
}

const RULE_IDS = new Set(PLAN_RULES.map((rule) => rule.id));
const RULE_ID_BY_CHECKLIST_INDEX = new Map(
  PLAN_RULES.flatMap((rule) => (rule.checklistIndex === undefined ? [] : [[rule.checklistIndex, rule.id] as const])),
);

/** Whether an id names one of the plan's rules (the only items a tick may name). */
export const isPlanRuleId = (id: string) => RULE_IDS.has(id);

/**
 * The done item ids of a user's plan from its two stores: SPEC's 20 checklist items from
 * checklist_progress, the plan's other items from plan_ticks.
 */
export async function doneItemIds(services: Pick<Services, "checklist" | "plans">, userId: string): Promise<string[]> {
  const [rows, ticks] = await Promise.all([services.checklist.load(userId), services.plans.ticks(userId)]);
  const checklistDone = rows
    .filter((row) => row.completed)
    .flatMap((row) => RULE_ID_BY_CHECKLIST_INDEX.get(row.itemIndex) ?? []);
  return [...checklistDone, ...ticks.map((tick) => tick.itemId)];
}

/** Marks one item done or not in the store that keeps it; false when the user has no plan. */
export async function tickItem(
  services: Pick<Services, "checklist" | "plans">,
  userId: string,
  itemId: string,
  done: boolean,
): Promise<boolean> {
  const plan = await services.plans.load(userId);
  if (!plan) return false;
  const checklistIndex = PLAN_RULES.find((rule) => rule.id === itemId)?.checklistIndex;
  if (checklistIndex !== undefined) {
    await services.checklist.save(userId, checklistIndex, done);
    return true;
  }
  return services.plans.setTick(userId, itemId, done);
}

export const PLAN_MESSAGES = {
  moveSaved: "Your move is saved and the plan below is dated from it.",
  moveRefused: "Check the highlighted fields: the plan was not changed.",
  noPlan: "Fill in your move first: there is no plan to change yet.",
  unknownItem: "That item is not part of the plan. Reload the page and try again.",
  ticked: "Marked done.",
  unticked: "Marked not done.",
  feedMade:
    "Your private calendar address is ready. Copy it now: for your safety it is shown only this once. Making a new one turns this one off.",
  feedRevoked: "The calendar address is turned off. Calendars subscribed to it stop updating.",
  unknownForm: "Unknown form: reload the page and try again.",
  imported: "The plan you started in this browser is now saved to your account.",
} as const;

export const answer = (intent: string, ok: boolean, message: string, extra?: Partial<PlanActionAnswer>) =>
  ({ intent, ok, message, ...extra }) satisfies PlanActionAnswer;
