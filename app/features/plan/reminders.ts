import {
  addDays,
  compareDates,
  HAWAII_TIME_ZONE,
  readableDate,
  todayInHawaii,
  type CalendarDate,
} from "./calendar-date";
import { planBuckets } from "./plan-buckets";

/**
 * The plan's weekly reminder email (issue 17), as pure rules: which week a moment belongs to,
 * what the mail lists, and its words. The sending (claiming a week once, the outbox) is
 * app/features/plan/server/plan-reminders.server.ts.
 */

/** The plan page, which the mail links to and the reminders form posts to. */
export const PLAN_PAGE_PATH = "/plan";

/** Where a reminder's one-click unsubscribe link points (the token follows). */
export const REMINDER_UNSUBSCRIBE_PATH = "/plan/reminders/unsubscribe/";

/** RFC 8058: the body a mail provider posts to the List-Unsubscribe link, and its header's value. */
export const ONE_CLICK_UNSUBSCRIBE = "List-Unsubscribe=One-Click";

/** The /plan intents the reminders form sends. */
export const REMINDER_INTENTS = { on: "reminders-on", off: "reminders-off" } as const;

/** The mail lists what is due from today through the next 13 days: 14 calendar days in Hawaii. */
export const REMINDER_HORIZON_DAYS = 14;
/** A week's reminder goes out from Monday 07:00 Hawaii time: the start of a working day there. */
export const REMINDER_SEND_HOUR = 7;

/** The Monday of the week (Monday to Sunday) that holds `date`. */
export function mondayOf(date: CalendarDate): CalendarDate {
  // Read at noon UTC: the calendar date's own weekday, whatever the server's zone.
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Made on first use: the plan page imports this module, and must not pay for Intl (calendar-date.ts). */
let hawaiiHourFormat: Intl.DateTimeFormat | undefined;

/** The hour (0–23) on the clock in Hawaii at the instant `now`. */
export function hourInHawaii(now: Date): number {
  hawaiiHourFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: HAWAII_TIME_ZONE,
    hour: "numeric",
    hourCycle: "h23",
  });
  return Number(hawaiiHourFormat.formatToParts(now).find((part) => part.type === "hour")?.value);
}

/**
 * The week whose reminder may go out at `now`, named by its Monday in Hawaii; null on Monday
 * before 07:00 there, when last week's mail has gone and this week's is not due yet. A week
 * whose reminder was missed (the server was down on Monday) still goes out later that week.
 */
export function reminderWeekAt(now: Date): CalendarDate | null {
  const today = todayInHawaii(now);
  const monday = mondayOf(today);
  if (today === monday && hourInHawaii(now) < REMINDER_SEND_HOUR) return null;
  return monday;
}

/** What one reminder lists: items not done, overdue or due within the horizon, each soonest first. */
/** What a reminder lists of an item: rule items and the family's own dated items alike. */
export type ReminderItem = { id: string; title: string; dueDate: CalendarDate };
/** `startNow` and `overdue` as the page has them (plan-buckets.ts): due before the plan was dated, and since. */
export type ReminderDigest = { startNow: ReminderItem[]; overdue: ReminderItem[]; dueSoon: ReminderItem[] };

export const EMPTY_DIGEST: ReminderDigest = { startNow: [], overdue: [], dueSoon: [] };

export function reminderDigest(
  items: readonly { id: string; title: string; dueDate?: CalendarDate }[],
  today: CalendarDate,
  doneIds: Iterable<string>,
  datedOn: CalendarDate,
): ReminderDigest {
  const horizonEnd = addDays(today, REMINDER_HORIZON_DAYS - 1);
  const dated = items.filter((item): item is ReminderItem => item.dueDate !== undefined);
  // The page's own sorting, so the mail and the page never call an item by another name.
  const { startNow, overdue, thisWeek, upcoming } = planBuckets(dated, today, doneIds, datedOn);
  const pick = ({ id, title, dueDate }: ReminderItem): ReminderItem => ({ id, title, dueDate });
  return {
    startNow: startNow.map(pick),
    overdue: overdue.map(pick),
    dueSoon: [...thisWeek, ...upcoming].filter((item) => compareDates(item.dueDate, horizonEnd) <= 0).map(pick),
  };
}

export const reminderItemCount = (digest: ReminderDigest) =>
  digest.startNow.length + digest.overdue.length + digest.dueSoon.length;

/**
 * The reminder's subject and plain text, or null when nothing is due or overdue (no mail).
 * `planUrl` is the /plan page, `unsubscribeUrl` the one-click link of this recipient.
 */
export function reminderMail({
  digest,
  today,
  planUrl,
  unsubscribeUrl,
  siteName,
}: {
  digest: ReminderDigest;
  today: CalendarDate;
  planUrl: string;
  unsubscribeUrl: string;
  siteName: string;
}): { subject: string; text: string } | null {
  const count = reminderItemCount(digest);
  if (count === 0) return null;
  const line = (item: ReminderItem) => `- ${readableDate(item.dueDate)}: ${item.title}`;
  const sections: string[] = [];
  if (digest.startNow.length) {
    sections.push(
      `Start now, already due when your plan was dated (${digest.startNow.length}):\n${digest.startNow.map(line).join("\n")}`,
    );
  }
  if (digest.overdue.length) {
    sections.push(`Overdue (${digest.overdue.length}):\n${digest.overdue.map(line).join("\n")}`);
  }
  if (digest.dueSoon.length) {
    const until = readableDate(addDays(today, REMINDER_HORIZON_DAYS - 1));
    sections.push(`Due by ${until} (${digest.dueSoon.length}):\n${digest.dueSoon.map(line).join("\n")}`);
  }
  const overdueNote = digest.overdue.length ? `, ${digest.overdue.length} overdue` : "";
  return {
    subject: `Your Hawaii PCS plan this week: ${count} ${count === 1 ? "item" : "items"} to do${overdueNote}`,
    text: [
      "Aloha,",
      `Here is what your Hawaii PCS plan has for the next ${REMINDER_HORIZON_DAYS} days, and what is still open from before (dates are in Hawaii time).`,
      ...sections,
      `Tick items off, change your move or open each item's guide on your plan:\n${planUrl}`,
      `You get this email on Mondays because you turned on reminders on your plan. To stop them, open this link and press "Stop reminders", or turn them off on your plan:\n${unsubscribeUrl}`,
      `Mahalo,\n${siteName}`,
    ].join("\n\n"),
  };
}
