/** SPEC.md §3/§9: the stored type key and the number of items. */
export const CHECKLIST_TYPE = "hawaii_pcs";
export const CHECKLIST_ITEM_COUNT = 20;

/** Where the page's script saves one toggle (JSON in, JSON out); without JavaScript the form posts to the page. */
export const CHECKLIST_SAVE_URL = "/api/checklist";

/** The answer to one toggle, from the API or the page's action. */
export type ChecklistSaveResult = { ok: true; itemIndex: number; completed: boolean } | { ok: false; error: string };

export const CHECKLIST_MESSAGES = {
  completed: "Item completed!",
  unmarked: "Item unmarked",
  saveFailed: "Failed to save progress",
  loadFailed: "Failed to load checklist progress.",
  signInToSave: "Please sign in to save your progress.",
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
