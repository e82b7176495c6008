import { CHECKLIST_MESSAGES, CHECKLIST_SAVE_URL, type ChecklistSaveResult } from "./checklist";

const SAVE_FAILED: ChecklistSaveResult = { ok: false, error: CHECKLIST_MESSAGES.saveFailed };

function isSaveResult(value: unknown): value is ChecklistSaveResult {
  if (typeof value !== "object" || value === null) return false;
  const result = value as Record<string, unknown>;
  return result.ok === true
    ? typeof result.itemIndex === "number" && typeof result.completed === "boolean"
    : result.ok === false && typeof result.error === "string";
}

/**
 * Saves one toggle through the save API. Anything but the API's own answer (offline, a
 * proxy's error page, a refused request) becomes "Failed to save progress", so the caller
 * only ever reverts and shows a message.
 */
export async function saveToggle(
  itemIndex: number,
  completed: boolean,
  fetchImpl: typeof fetch = fetch,
): Promise<ChecklistSaveResult> {
  try {
    const response = await fetchImpl(CHECKLIST_SAVE_URL, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ itemIndex: String(itemIndex), completed: String(completed) }),
    });
    const result: unknown = await response.json();
    return isSaveResult(result) ? result : SAVE_FAILED;
  } catch {
    return SAVE_FAILED;
  }
}
