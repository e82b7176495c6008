import { z } from "zod";
import { compareDates, parseCalendarDate, type CalendarDate } from "./calendar-date";

/**
 * A family's own items on their plan (issue 17): a title, an optional date and note, in the
 * order the family chose. Pure: the limits, the form's schema, and how an own item joins the
 * rule items in the plan's buckets and ticks.
 */

export const OWN_ITEM_LIMITS = {
  /** Items of their own per plan: room for a real move's extras, not a second to-do app. */
  perPlan: 40,
  titleMax: 120,
  noteMax: 1000,
  /** Dates a move plan can sensibly hold; anything else is a typing slip (0202, 20277). */
  earliestDate: "2000-01-01" as CalendarDate,
  latestDate: "2099-12-31" as CalendarDate,
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
} as const;

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

/** Text from a form: trimmed; empty means "not given". */
const optionalText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);

/** The fields of the add and edit forms; the form posts `dueDate` as an `<input type="date">` does. */
export const ownItemFieldsSchema = z.object({
  title: z
    .string({ error: OWN_ITEM_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: OWN_ITEM_MESSAGES.titleRequired })
    .max(OWN_ITEM_LIMITS.titleMax, { error: OWN_ITEM_MESSAGES.titleTooLong }),
  dueDate: optionalText.transform((text, context): CalendarDate | undefined => {
    if (text === undefined) return undefined;
    const date = parseCalendarDate(text);
    if (date === null) {
      context.issues.push({ code: "custom", message: OWN_ITEM_MESSAGES.dateInvalid, input: text });
      return z.NEVER;
    }
    if (compareDates(date, OWN_ITEM_LIMITS.earliestDate) < 0 || compareDates(date, OWN_ITEM_LIMITS.latestDate) > 0) {
      context.issues.push({ code: "custom", message: OWN_ITEM_MESSAGES.dateOutOfRange, input: text });
      return z.NEVER;
    }
    return date;
  }),
  note: optionalText.pipe(z.string().max(OWN_ITEM_LIMITS.noteMax, { error: OWN_ITEM_MESSAGES.noteTooLong }).optional()),
});

/** An item's fields, as the schema gives them and the repository stores them (checked). */
export type OwnItemFields = { title: string; dueDate?: CalendarDate | undefined; note?: string | undefined };

/** Which item a button acts on: the ids the repository gives out are UUIDs. */
export const ownItemIdSchema = z.object({ itemId: z.uuid({ error: OWN_ITEM_MESSAGES.notFound }) });

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
