import { useLocalValue, writeLocalValue } from "./local-value";

/** SPEC.md §9: a localStorage flag marks that this browser has had its welcome. */
export const VISITED_STORAGE_KEY = "aloha-pcs:visited";

/**
 * True only in a browser that has never been welcomed. False on the server and during
 * hydration (so the prerendered page and first paint never include the dialog), and false
 * where storage is blocked (better no welcome than one on every visit).
 */
export function useIsFirstVisit(): boolean {
  return useLocalValue(VISITED_STORAGE_KEY) === null;
}

export function markVisited(): void {
  writeLocalValue(VISITED_STORAGE_KEY, "1");
}
