import { CHECKLIST_MESSAGES, type ChecklistSaveResult } from "~/features/checklist/checklist";
import { checklistToggleSchema } from "~/features/checklist/checklist-schema";
import type { ChecklistRepository } from "./checklist-repository.server";

export type ChecklistSaveAnswer = { status: number; body: ChecklistSaveResult };

/**
 * One toggle, as both the page's action (no JavaScript) and the save API answer it: 401
 * without a user, 400 for a form that cannot be read or an invalid item, 500 if the database
 * fails. The user is the session's, never a field of the request.
 */
export async function saveChecklistToggle(
  checklist: ChecklistRepository,
  userId: string | null,
  readForm: () => Promise<{ fields: Record<string, string> } | { error: string }>,
): Promise<ChecklistSaveAnswer> {
  if (!userId) return { status: 401, body: { ok: false, error: CHECKLIST_MESSAGES.signInToSave } };
  const form = await readForm();
  if ("error" in form) return { status: 400, body: { ok: false, error: form.error } };
  const parsed = checklistToggleSchema.safeParse(form.fields);
  if (!parsed.success) {
    return { status: 400, body: { ok: false, error: parsed.error.issues[0]?.message ?? "Invalid checklist item" } };
  }
  const { itemIndex, completed } = parsed.data;
  try {
    await checklist.save(userId, itemIndex, completed);
  } catch (error) {
    console.error("[checklist] could not save progress", error);
    return { status: 500, body: { ok: false, error: CHECKLIST_MESSAGES.saveFailed } };
  }
  return { status: 200, body: { ok: true, itemIndex, completed } };
}
