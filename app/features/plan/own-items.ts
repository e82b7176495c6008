import type { CalendarDate } from "./calendar-date";
import { PLAN_DATE_RANGE } from "./move-limits";

/**
 * A family's own items on their plan (issue 17): a title, an optional date and note, in the
 * order the family chose. Pure: the limits and messages, and how an own item joins the
 * rule items in the plan's buckets and ticks. No zod here: the page's component imports this
 * module, and the form's schema (own-items-schema.ts) stays out of the page's JavaScript.
 */

export const OWN_ITEM_LIMITS = {
  /** Items of their own per plan: room for a real move's extras, not a second to-do app. */
  perPlan: 40,
  titleMax: 120,
  noteMax: 1000,
  /** Dates a move plan can sensibly hold; anything else is a typing slip (0202, 20277). */
  earliestDate: PLAN_DATE_RANGE.earliest,
  latestDate: PLAN_DATE_RANGE.latest,
} as const;

export const OWN_ITEM_MESSAGES = {
  titleRequired: "Enter a title for the item",
  titleTooLong: `Title must be at most ${OWN_ITEM_LIMITS.titleMax} characters`,
  noteTooLong: `Note must be at most ${OWN_ITEM_LIMITS.noteMax} characters`,
  dateInvalid: "Date must be a real date written YYYY-MM-DD",
  dateOutOfRange: `Date must be between ${OWN_ITEM_LIMITS.earliestDate} and ${OWN_ITEM_LIMITS.latestDate}`,
  limitReached: `Your plan already has ${OWN_ITEM_LIMITS.perPlan} items of your own, the most it can hold. Delete one to add another.`,
  notFound: "That item is not on your plan any more. The list below is up to date.",
  noPlan: "Fill in your move first: your own items belong to your plan.",
  formInvalid: "Check the item: some fields need fixing.",
  titleControl: "Title must be plain text: remove the invisible control characters it contains",
  noteControl: "Note must be plain text: remove the invisible control characters it contains (line breaks are fine)",
} as const;

/** The /plan page's intents the own items answer (see own-items-action.server.ts). */
export const OWN_ITEM_INTENTS = ["own-add", "own-edit", "own-delete", "own-move-up", "own-move-down"] as const;
export type OwnItemIntent = (typeof OWN_ITEM_INTENTS)[number];

export const isOwnItemIntent = (intent: string): intent is OwnItemIntent =>
  (OWN_ITEM_INTENTS as readonly string[]).includes(intent);

/** An own item as the page and the calendar see it. `dueDate` and `note` are absent when not given. */
export type OwnItem = {
  id: string;
  title: string;
  dueDate?: CalendarDate;
  note?: string;
  position: number;
  createdBy: string | null;
  createdAtMs: number;
  updatedAtMs: number;
};

/** An item's fields, checked (own-items-schema.ts), as the repository stores them. */
export type OwnItemFields = { title: string; dueDate?: CalendarDate | undefined; note?: string | undefined };

/** Own items share plan_ticks with the rule items; this prefix keeps their ids apart from rule ids. */
export const OWN_TICK_PREFIX = "own:";

/** The item id an own item is ticked under in plan_ticks (and in the buckets' done ids). */
export const ownTickId = (itemId: string) => `${OWN_TICK_PREFIX}${itemId}`;

/** The own item's id inside a tick id, or null when the tick is a rule item's. */
export function ownItemIdOfTick(tickId: string): string | null {
  return tickId.startsWith(OWN_TICK_PREFIX) ? tickId.slice(OWN_TICK_PREFIX.length) : null;
}

/** An own item among the plan's entries (for `planBuckets`): its id is its tick id. */
export type OwnPlanEntry = {
  kind: "own";
  /** `own:<uuid>`, as ticked. */
  id: string;
  itemId: string;
  title: string;
  dueDate?: CalendarDate;
  note?: string;
};

export function ownPlanEntries(items: readonly OwnItem[]): OwnPlanEntry[] {
  return items.map((item) => {
    const entry: OwnPlanEntry = { kind: "own", id: ownTickId(item.id), itemId: item.id, title: item.title };
    if (item.dueDate !== undefined) entry.dueDate = item.dueDate;
    if (item.note !== undefined) entry.note = item.note;
    return entry;
  });
}
