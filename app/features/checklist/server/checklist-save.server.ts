import {
  ADD_BROWSER_TICKS_INTENT,
  CHECKLIST_MESSAGES,
  type BrowserTicksResult,
  type ChecklistSaveResult,
} from "~/features/checklist/checklist";
import { browserTicksSchema, checklistToggleSchema } from "~/features/checklist/checklist-schema";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import type { ChecklistTicker } from "~/features/plan/server/item-ticks.server";
import { firstValues } from "~/server/http/form-data.server";
import type { ChecklistRepository } from "./checklist-repository.server";

export type ChecklistSaveAnswer = { status: number; body: ChecklistSaveResult | BrowserTicksResult };

const refused = (status: number, error: string) => ({ status, body: { ok: false as const, error } });

/**
 * A post to the checklist page, as its action answers it: one toggle, or (its intent
 * ADD_BROWSER_TICKS_INTENT) the ticks a signed-out visitor kept in the browser. 401 without a
 * user, 400 for a form that cannot be read or an invalid item, 500 if the database fails. Who
 * ticks is the session's user (their plan's access, or themselves without a plan), never a field
 * of the request.
 */
export async function saveChecklistForm(
  checklist: ChecklistRepository,
  ticker: ChecklistTicker | null,
  readFormData: () => Promise<{ formData: FormData } | { error: string }>,
): Promise<ChecklistSaveAnswer> {
  if (!ticker) return refused(401, CHECKLIST_MESSAGES.signInToSave);
  const form = await readFormData();
  if ("error" in form) return refused(400, form.error);
  if (form.formData.get("intent") === ADD_BROWSER_TICKS_INTENT) {
    return addBrowserTicks(checklist, ticker, form.formData.getAll("done"));
  }
  const parsed = checklistToggleSchema.safeParse(firstValues(form.formData));
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? "Invalid checklist item");
  const { itemIndex, completed } = parsed.data;
  try {
    await checklist.tick(ticker, itemIndex, completed);
  } catch (error) {
    console.error("[checklist] could not save progress", error);
    return refused(500, CHECKLIST_MESSAGES.saveFailed);
  }
  return { status: 200, body: { ok: true, itemIndex, completed } };
}

/**
 * The browser's ticks added to the account's checklist: each item done (one already done stays
 * as it was ticked, by whom and when: the one tick writer's rule), none unticked, all or none.
 */
async function addBrowserTicks(
  checklist: ChecklistRepository,
  ticker: ChecklistTicker,
  done: FormDataEntryValue[],
): Promise<ChecklistSaveAnswer> {
  const parsed = browserTicksSchema.safeParse({ done: [...new Set(done)] });
  if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
  const itemIndexes = parsed.data.done.map((id) => HAWAII_PCS_CHECKLIST.findIndex((item) => item.id === id));
  try {
    await checklist.tickAll(ticker, itemIndexes);
  } catch (error) {
    console.error("[checklist] could not add the browser's ticks", error);
    return refused(500, CHECKLIST_MESSAGES.saveFailed);
  }
  return { status: 200, body: { ok: true, saved: itemIndexes.length } };
}
