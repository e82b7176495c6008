/** SPEC.md §3/§9: the stored type key and the number of items. */
export const CHECKLIST_TYPE = "hawaii_pcs";
export const CHECKLIST_ITEM_COUNT = 20;

export const CHECKLIST_PAGE_PATH = "/pcs-toolkit/hawaii-checklist";
/**
 * Where the page's fetcher posts one toggle: the page's own action, as React Router's data
 * request (`.data`) asks it; a plain form post (no JavaScript) goes to the page itself.
 */
export const CHECKLIST_SAVE_URL = `${CHECKLIST_PAGE_PATH}.data`;

/** The id of an item's place on the checklist page (a plain form post comes back to it). */
export const checklistItemAnchor = (itemIndex: number) => `item-${itemIndex}`;

/** The answer to one toggle, from the page's action. */
export type ChecklistSaveResult = { ok: true; itemIndex: number; completed: boolean } | { ok: false; error: string };

/**
 * The intent that adds a signed-out visitor's browser ticks (browser-checklist.ts) to the
 * account they signed in to; its `done` fields are the ticked items' ids.
 */
export const ADD_BROWSER_TICKS_INTENT = "add-browser-ticks";

/** The answer to adding the browser's ticks: how many items they were (each now done in the account). */
export type BrowserTicksResult = { ok: true; saved: number } | { ok: false; error: string };

export const CHECKLIST_MESSAGES = {
  completed: "Item completed!",
  unmarked: "Item unmarked",
  saveFailed: "Failed to save progress",
  loadFailed: "Failed to load checklist progress.",
  signInToSave: "Please sign in to save your progress.",
  keptInBrowser: "Kept in this browser only",
  browserTicksAdded: "The items you ticked in this browser are now saved to your account.",
} as const;

/** Completed flags for all items, from the saved rows (missing rows are not completed). */
export function completedFlags(rows: { itemIndex: number; completed: boolean }[]): boolean[] {
  const flags = Array.from({ length: CHECKLIST_ITEM_COUNT }, () => false);
  for (const row of rows) {
    if (row.itemIndex >= 0 && row.itemIndex < CHECKLIST_ITEM_COUNT) flags[row.itemIndex] = row.completed;
  }
  return flags;
}

export function checklistProgress(flags: boolean[]): {
  completed: number;
  total: number;
  done: boolean;
  percent: number;
} {
  const total = flags.length;
  const completed = flags.filter(Boolean).length;
  return {
    completed,
    total,
    done: total > 0 && completed === total,
    percent: total ? Math.round((completed / total) * 100) : 0,
  };
}
