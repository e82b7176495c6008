import { useMemo } from "react";
import { readLocalValue, removeLocalValue, useLocalValue, writeLocalValue } from "~/lib/local-value";

/**
 * A signed-out visitor's checklist ticks, kept in this browser only (issue 33), as the ids of
 * the items ticked (an id survives a change of the list's order; a stored index would not).
 * Once the visitor signs in, the checklist page adds them to the account and forgets them here.
 *
 * How it relates to the plan's browser store (features/plan/browser-plan.ts): the plan keeps a
 * visitor's move and every plan item they ticked, the 20 checklist items among them under the
 * same ids; this store keeps what was ticked on the checklist page, where a visitor may have no
 * plan. They are two keys, never written by the same page, and neither reads the other: while
 * signed out each page shows its own ticks. After sign-in each page adds its own store's ticks
 * to the account's one store (checklist_progress, through the one tick writer) and forgets only
 * its own key once the server has answered: adding never unticks, so the two imports cannot
 * undo each other, and the account ends with every tick from both.
 */
const BROWSER_CHECKLIST_KEY = "aloha-pcs:checklist";

/** The kept ids (each once), or none for nothing kept or anything this version cannot read. */
export function parseBrowserTicks(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === "string"))];
  } catch {
    return [];
  }
}

/** The ids ticked in this browser: undefined until the page runs in a browser that can keep them. */
export function useBrowserTicks(): string[] | undefined {
  const text = useLocalValue(BROWSER_CHECKLIST_KEY);
  return useMemo(() => (text === undefined ? undefined : parseBrowserTicks(text)), [text]);
}

/** One item ticked or unticked in this browser. */
export function keepBrowserTick(itemId: string, done: boolean): void {
  const others = parseBrowserTicks(readLocalValue(BROWSER_CHECKLIST_KEY)).filter((id) => id !== itemId);
  writeLocalValue(BROWSER_CHECKLIST_KEY, JSON.stringify(done ? [...others, itemId] : others));
}

export function forgetBrowserTicks(): void {
  removeLocalValue(BROWSER_CHECKLIST_KEY);
}
