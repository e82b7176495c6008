import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { todayInHawaii, type CalendarDate } from "../calendar-date";
import { planBuckets, planItems, type MoveProfile, type PlanBuckets } from "../due-dates";
import { moveFormSchema } from "../move-profile";
import { ORDERS_RULE_ID } from "~/content/move-options";
import type { PlanActionAnswer } from "../plan-action";
import type { DoneItem } from "~/features/plan/server/plan-repository.server";
import { householdTimeLabel } from "../household";
import { ownPlanEntries, type OwnItem } from "../own-items";
import type { PlanEntry } from "../plan-buckets";

/** Who ticked a done item and when, in words ("Done by Kai, Mar 3, 2027, 9:15 AM Hawaii time"). */
export type DoneNotes = Record<string, string>;

/**
 * The plan as the page shows it: today's date in Hawaii, the day the plan was dated (the page
 * sorts again with it after a tick), the items sorted into views, who did what.
 */
export type PlanView = {
  today: CalendarDate;
  datedOn: CalendarDate;
  buckets: PlanBuckets<PlanEntry>;
  doneNotes: DoneNotes;
};

/**
 * The rule items that apply to the move and the family's own items, sorted together. `datedOn`:
 * the day the plan's dates were set (a saved plan's `datesSetOn`; today for a visitor's plan
 * dated from the address).
 */
export function planView(
  profile: MoveProfile,
  done: ReadonlyMap<string, DoneItem>,
  { ownItems = [], datedOn, now = new Date() }: { ownItems?: readonly OwnItem[]; datedOn: CalendarDate; now?: Date },
): PlanView {
  const today = todayInHawaii(now);
  const doneNotes: DoneNotes = {};
  for (const [itemId, { by, atMs }] of done) {
    doneNotes[itemId] = `Done${by ? ` by ${by}` : ""}, ${householdTimeLabel(atMs)}`;
  }
  const entries: PlanEntry[] = [...planItems(profile), ...ownPlanEntries(ownItems)];
  return { today, datedOn, buckets: planBuckets(entries, today, done.keys(), datedOn), doneNotes };
}

/**
 * A visitor's done items as the server knows them: only the orders item, when the move says the
 * orders are in hand (the browser keeps the same tick, browser-plan.ts `nextBrowserPlan`, and
 * sorts the plan again with its own ticks).
 */
export function visitorDone(profile: MoveProfile): Map<string, DoneItem> {
  return new Map(profile.ordersInHand ? [[ORDERS_RULE_ID, { by: null, atMs: Date.now() }]] : []);
}

/**
 * The move typed into the form: the profile when it is valid (its report date inside the window
 * around today in Hawaii), and Conform's reply either way.
 */
export function readMove(
  form: FormData | URLSearchParams,
  now = new Date(),
): {
  profile: MoveProfile | null;
  reply: SubmissionResult<string[]>;
} {
  const submission = parseWithZod(form, { schema: moveFormSchema(todayInHawaii(now)) });
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
    ordersInHand: profile.ordersInHand ? "yes" : "no",
    branch: profile.branch,
    installation: profile.installation,
  };
  if (profile.arrivalDate) values.arrivalDate = profile.arrivalDate;
  if (profile.firearms) values.firearms = "on";
  return values;
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
  imported: (leftOut: number) => {
    const saved = "The plan you started in this browser is now saved to your account.";
    if (leftOut === 0) return saved;
    return `${saved} ${leftOut} ticked ${leftOut === 1 ? "item" : "items"} not on your plan ${leftOut === 1 ? "was" : "were"} left out.`;
  },
  importTooMany: "That is more ticked items than a plan holds: nothing was added. Reload the page and try again.",
  moveUnreadable: (reportDate: string) =>
    `The report date saved for your plan (${reportDate}) cannot date a plan. Enter your move again below to see your plan.`,
  moveUnreadableMember: (reportDate: string, ownerEmail: string) =>
    `The report date saved for this plan (${reportDate}) cannot date a plan. Ask its owner, ${ownerEmail}, to enter the move again.`,
  noDatedPlan: (reportDate: string) =>
    `Your plan's saved report date (${reportDate}) cannot be put on a calendar. Enter your move again on the plan page, then try again.`,
} as const;

export const answer = (intent: string, ok: boolean, message: string, extra?: Partial<PlanActionAnswer>) =>
  ({ intent, ok, message, ...extra }) satisfies PlanActionAnswer;
