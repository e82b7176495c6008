import { z } from "zod";
import { compareDates, parseCalendarDate, type CalendarDate } from "./calendar-date";
import { OWN_ITEM_LIMITS, OWN_ITEM_MESSAGES } from "./own-items";

/** The own-item forms' fields, checked by the action (the authority) with the limits of own-items.ts. */

/**
 * Control characters (NUL, ESC, a bare carriage return, …): nothing a family types means them,
 * the database refuses some (PostgreSQL, NUL) and calendar files break on others. A note keeps
 * its line breaks, written as LF whatever the browser sent.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[^\P{Cc}\n]/u;
const withLineFeeds = (text: string) => text.replace(/\r\n?/g, "\n");

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
    .max(OWN_ITEM_LIMITS.titleMax, { error: OWN_ITEM_MESSAGES.titleTooLong })
    .refine((title) => !CONTROL_CHARACTER.test(title), { error: OWN_ITEM_MESSAGES.titleControl }),
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
  note: optionalText
    .transform((text) => (text === undefined ? undefined : withLineFeeds(text)))
    .pipe(
      z
        .string()
        .max(OWN_ITEM_LIMITS.noteMax, { error: OWN_ITEM_MESSAGES.noteTooLong })
        .refine((note) => !CONTROL_CHARACTER_BUT_LINE_BREAK.test(note), { error: OWN_ITEM_MESSAGES.noteControl })
        .optional(),
    ),
});

/** Which item a button acts on: the ids the repository gives out are UUIDs. */
export const ownItemIdSchema = z.object({ itemId: z.uuid({ error: OWN_ITEM_MESSAGES.notFound }) });
