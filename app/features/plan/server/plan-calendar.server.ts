import { createEvents, type DateArray, type EventAttributes } from "ics";
import { addDays, type CalendarDate } from "../calendar-date";
import { planItems, type MoveProfile, type PlanItem } from "../due-dates";
import { calendarText, foldIcsLines } from "../ics-lines";
import type { OwnItem } from "../own-items";

const PRODUCT_ID = "aloha-pcs/hawaii-pcs-plan";
export const PLAN_CALENDAR_NAME = "Hawaii PCS plan";

function dateArray(date: CalendarDate): DateArray {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
}

/** What a family reads when they open the event: the hint, whose date it is, the caveat, the guide. */
function describe(item: PlanItem, guideUrl: string): string {
  return [
    item.hint,
    item.timing,
    item.unconfirmed ? `Not confirmed: ${item.unconfirmed}` : null,
    item.source ? `Source: ${item.source.publisher}, ${item.source.title}: ${item.source.url}` : null,
    `Guide: ${guideUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Where a family's own items live: the plan page's list. */
const OWN_ITEMS_PATH = "/plan#own-items";

function ruleEvent(item: PlanItem, origin: string, uidOf: (key: string) => string): EventAttributes {
  const guideUrl = new URL(item.guidePath, origin).href;
  return {
    uid: uidOf(item.id),
    title: item.title,
    description: describe(item, guideUrl),
    url: guideUrl,
    ...allDay(item.dueDate),
  };
}

/** A dated own item: the family's title and note, and the way back to their list. */
function ownEvent(item: OwnItem & { dueDate: CalendarDate }, origin: string, uidOf: (key: string) => string) {
  const planUrl = new URL(OWN_ITEMS_PATH, origin).href;
  return {
    // "own-" keeps the UID apart from any rule's, and the item's id keeps it stable through edits and moves.
    uid: uidOf(`own-${item.id}`),
    title: calendarText(item.title),
    description: calendarText([item.note, `Your plan: ${planUrl}`].filter(Boolean).join("\n\n")),
    url: planUrl,
    ...allDay(item.dueDate),
  } satisfies EventAttributes;
}

/** An all-day event on a calendar date; it ends (exclusively) the next day, and keeps no one busy. */
function allDay(date: CalendarDate) {
  return {
    start: dateArray(date),
    end: dateArray(addDays(date, 1)),
    transp: "TRANSPARENT",
    busyStatus: "FREE",
  } satisfies Partial<EventAttributes>;
}

const isDated = (item: OwnItem): item is OwnItem & { dueDate: CalendarDate } => item.dueDate !== undefined;

/**
 * The plan as an iCalendar file (RFC 5545), made by the maintained `ics` package: one all-day
 * event per item on its due date, then one per dated own item (an undated one has no day to
 * sit on), its lines folded at 75 octets (ics-lines.ts). Dates stay calendar dates
 * (DTSTART;VALUE=DATE), so no calendar app shifts them by a time zone. `planKey` makes each event's UID stable for one plan, so a subscribed calendar
 * updates an item in place instead of adding a copy.
 */
export function planCalendar(
  items: readonly PlanItem[],
  { origin, planKey, ownItems = [] }: { origin: string; planKey: string; ownItems?: readonly OwnItem[] },
) {
  const host = new URL(origin).host;
  const uidOf = (key: string) => `${planKey}-${key}@${host}`;
  const events: EventAttributes[] = [
    ...items.map((item) => ruleEvent(item, origin, uidOf)),
    ...ownItems.filter(isDated).map((item) => ownEvent(item, origin, uidOf)),
  ];
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: PLAN_CALENDAR_NAME });
  if (error || value === null) throw error ?? new Error("ics made no calendar");
  return foldIcsLines(value);
}

/** One family's whole plan as a calendar: the download and the subscribed feed are the same file. */
export function familyPlanCalendar(
  plan: { id: string; profile: MoveProfile },
  origin: string,
  ownItems: readonly OwnItem[] = [],
): string {
  return planCalendar(planItems(plan.profile), { origin, planKey: plan.id, ownItems });
}

/** A calendar answer; each route adds how it may be cached and kept. */
export function calendarResponse(calendar: string, headers: Record<string, string>): Response {
  return new Response(calendar, { headers: { "Content-Type": "text/calendar; charset=utf-8", ...headers } });
}

/**
 * No calendar to give: a plain answer that says what to do, never cached. 404 when there is no
 * plan behind the address, 409 when the plan's stored move cannot be dated until it is entered
 * again (a subscribed calendar app keeps the events it has meanwhile).
 */
export function noCalendarResponse(message: string, status: 404 | 409 = 404): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
