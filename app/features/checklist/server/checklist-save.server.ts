import { CHECKLIST_MESSAGES, type ChecklistSaveResult } from "~/features/checklist/checklist";
import { checklistToggleSchema } from "~/features/checklist/checklist-schema";
import type { ChecklistTicker } from "~/features/plan/server/item-ticks.server";
import type { ChecklistRepository } from "./checklist-repository.server";

export type ChecklistSaveAnswer = { status: number; body: ChecklistSaveResult };

/**
 * One toggle, as the page's action answers it: 401 without a user, 400 for a form that cannot
 * be read or an invalid item, 500 if the database fails. Who ticks is the session's user (their
 * plan's access, or themselves without a plan), never a field of the request.
 */
export async function saveChecklistToggle(
  checklist: ChecklistRepository,
  ticker: ChecklistTicker | null,
  readForm: () => Promise<{ fields: Record<string, string> } | { error: string }>,
): Promise<ChecklistSaveAnswer> {
  if (!ticker) return { status: 401, body: { ok: false, error: CHECKLIST_MESSAGES.signInToSave } };
  const form = await readForm();
  if ("error" in form) return { status: 400, body: { ok: false, error: form.error } };
  const parsed = checklistToggleSchema.safeParse(form.fields);
  if (!parsed.success) {
    return { status: 400, body: { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid checklist item" } };
  }
  const { itemIndex, completed } = parsed.data;
  try {
    await checklist.tick(ticker, itemIndex, completed);
  } catch (error) {
    console.error("[checklist] could not save progress", error);
    return { status: 500, body: { ok: false, error: CHECKLIST_MESSAGES.saveFailed } };
  }
  return { status: 200, body: { ok: true, itemIndex, completed } };
}
