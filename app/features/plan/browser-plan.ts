import { useMemo } from "react";
import { readLocalValue, removeLocalValue, useLocalValue, writeLocalValue } from "~/lib/local-value";

/**
 * A visitor's plan, kept in this browser only (issue 17: "try the plan without an account"):
 * the move form's fields and the ids of the items ticked. When the visitor signs in, the plan
 * page sends it to the account and forgets it here, so nothing is lost. The checklist page keeps
 * its own visitor's ticks apart, under another key (features/checklist/browser-checklist.ts says
 * how the two relate: neither reads or clears the other, and both only add ticks to the account).
 */
export type BrowserPlan = { move: Record<string, string>; done: string[] };

const BROWSER_PLAN_KEY = "aloha-pcs:plan";

/** A stored plan, or null for nothing stored or anything this version cannot read. */
export function parseBrowserPlan(text: string | null | undefined): BrowserPlan | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { move, done } = value as Partial<BrowserPlan>;
    if (typeof move !== "object" || move === null || typeof move.reportDate !== "string") return null;
    const fields = Object.fromEntries(Object.entries(move).filter((entry) => typeof entry[1] === "string"));
    const ids = Array.isArray(done) ? done.filter((id): id is string => typeof id === "string") : [];
    return { move: fields, done: ids };
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
