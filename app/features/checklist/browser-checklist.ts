import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { readLocalValue, removeLocalValue, writeLocalValue } from "~/lib/local-value";

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

const keptText = () => readLocalValue(BROWSER_CHECKLIST_KEY);

/** Whether this browser can keep ticks (storage there and allowed), asked when one is made. */
export const browserKeepsTicks = () => keptText() !== undefined;

/** Keeps `ids` (none: forgets the key). Storage blocked or full: they last as long as the page. */
function writeBrowserTicks(ids: string[]): void {
  if (ids.length) writeLocalValue(BROWSER_CHECKLIST_KEY, JSON.stringify(ids));
  else removeLocalValue(BROWSER_CHECKLIST_KEY);
}

const subscribeNothing = () => () => {};

/**
 * The ids ticked in this browser (none in the server's HTML and while hydrating), and a way to
 * change them: read once the page runs, then this page's own changes.
 *
 * Read as the stored text, which is null both in the server's HTML and in a browser that kept
 * nothing, so that React keeps the hydrated board as it is. With a "hydrated" flag, whose server
 * and browser values always differ, React rendered the whole board a second time at once after
 * hydrating, on every visit: about 5 ms of work before any CPU slowdown, in a task after the
 * first paint, where a phone's Total Blocking Time counts it (decision 0031). A browser that
 * kept ticks still renders again, to show them. (~/lib/local-value's own hook starts from
 * undefined in the server's HTML, so it too would render the board again.)
 *
 * One page's ticks need no word from other tabs: nothing to subscribe to.
 */
export function useBrowserTicks(): [string[], (ids: string[]) => void] {
  const text = useSyncExternalStore(subscribeNothing, keptText, () => null);
  const stored = useMemo(() => parseBrowserTicks(text), [text]);
  const [changed, setChanged] = useState<string[]>();
  const keep = useCallback((ids: string[]) => {
    writeBrowserTicks(ids);
    setChanged(ids);
  }, []);
  return [changed ?? stored, keep];
}

/** The kept ids with one item ticked or unticked. */
export const withTick = (ids: string[], itemId: string, done: boolean) => {
  const others = ids.filter((id) => id !== itemId);
  return done ? [...others, itemId] : others;
};
