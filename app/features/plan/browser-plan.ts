import { useMemo } from "react";
import { ORDERS_RULE_ID } from "~/content/move-options";
import { readLocalValue, removeLocalValue, useLocalValue, writeLocalValue } from "~/lib/local-value";
import { parseCalendarDate, type CalendarDate } from "./calendar-date";

/**
 * A visitor's plan, kept in this browser only (issue 17: "try the plan without an account"):
 * the move form's fields and the ids of the items ticked. When the visitor signs in, the plan
 * page sends it to the account and forgets it here, so nothing is lost. The checklist page keeps
 * its own visitor's ticks apart, under another key (features/checklist/browser-checklist.ts says
 * how the two relate: neither reads or clears the other, and both only add ticks to the account).
 */
export type BrowserPlan = {
  move: Record<string, string>;
  done: string[];
  /**
   * The day the plan's dates were set in this browser (first kept, or its report or arrival
   * date changed): items due before it are "Start now". Absent in plans kept before it was.
   */
  datedOn?: CalendarDate;
};

const BROWSER_PLAN_KEY = "aloha-pcs:plan";

/** The import form's field for `datedOn` (plan-intents.server.ts reads it). */
export const BROWSER_DATED_ON_FIELD = "datedOn";

/** A stored plan, or null for nothing stored or anything this version cannot read. */
export function parseBrowserPlan(text: string | null | undefined): BrowserPlan | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { move, done, datedOn } = value as Partial<Record<keyof BrowserPlan, unknown>>;
    if (typeof move !== "object" || move === null || !("reportDate" in move) || typeof move.reportDate !== "string")
      return null;
    const fields = Object.fromEntries(
      Object.entries(move).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const ids = Array.isArray(done) ? done.filter((id): id is string => typeof id === "string") : [];
    const day = typeof datedOn === "string" ? parseCalendarDate(datedOn) : null;
    return { move: fields, done: ids, ...(day ? { datedOn: day } : {}) };
  } catch {
    return null;
  }
}

/** The visitor's plan: undefined until the page runs in the browser, null when none is kept. */
export function useBrowserPlan(): BrowserPlan | null | undefined {
  const text = useLocalValue(BROWSER_PLAN_KEY);
  return useMemo(() => (text === undefined ? undefined : parseBrowserPlan(text)), [text]);
}

export function keepBrowserPlan(plan: BrowserPlan): void {
  writeLocalValue(BROWSER_PLAN_KEY, JSON.stringify(plan));
}

export function readBrowserPlan(): BrowserPlan | null {
  return parseBrowserPlan(readLocalValue(BROWSER_PLAN_KEY));
}

export function forgetBrowserPlan(): void {
  removeLocalValue(BROWSER_PLAN_KEY);
}

/**
 * The plan to keep when the address brings a move (`today`: Hawaii's date, from the server): the
 * ticks kept (item ids do not change with the dates), dated again when the report or arrival
 * date changed (or first kept, or kept before plans had a day: today), and the orders item
 * ticked or unticked when the "orders in hand" answer changed, as the server does for an
 * account (plan-repository.server.ts `saveProfile`).
 */
export function nextBrowserPlan(
  kept: BrowserPlan | null,
  move: Record<string, string>,
  today: CalendarDate,
): BrowserPlan {
  const sameDates =
    kept !== null &&
    kept.move.reportDate === move.reportDate &&
    (kept.move.arrivalDate ?? "") === (move.arrivalDate ?? "");
  const inHand = move.ordersInHand === "yes";
  const answerChanged = inHand !== (kept?.move.ordersInHand === "yes");
  const done = (kept?.done ?? []).filter((id) => !(answerChanged && id === ORDERS_RULE_ID));
  if (answerChanged && inHand) done.push(ORDERS_RULE_ID);
  return { move, done, datedOn: sameDates && kept.datedOn ? kept.datedOn : today };
}
