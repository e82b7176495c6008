import type { ShouldRevalidateFunctionArgs } from "react-router";

/** The `intent` of a tick: the plan's items and the checklist page's both post it. */
export const TICK_INTENT = "tick";

/**
 * The field a tick sent late carries (kept offline by the service worker): when it was made, in
 * the device's milliseconds, so the server can keep a later change (latest tick wins).
 */
export const TICKED_AT_FIELD = "tickedAtMs";

/**
 * A tick posted by a fetcher: its answer carries the item's new state, which the page shows
 * optimistically and keeps, so nothing the page or the root loaded needs loading again (the
 * scroll position and the page's state stay as they are).
 */
export function isTickSubmission({
  formMethod,
  formData,
}: Pick<ShouldRevalidateFunctionArgs, "formMethod" | "formData">) {
  return formMethod?.toUpperCase() === "POST" && formData?.get("intent") === TICK_INTENT;
}

/**
 * A plan tick's item and the state it asks for, read from its fields (a fetcher's form data, or
 * the body the service worker queued); null for any other form.
 */
export function tickOf(fields: {
  get(name: string): FormDataEntryValue | null;
}): { itemId: string; done: boolean } | null {
  const itemId = fields.get("itemId");
  if (fields.get("intent") !== TICK_INTENT || typeof itemId !== "string" || !itemId) return null;
  return { itemId, done: fields.get("done") === "true" };
}

/** Whether a request is React Router's own data request (a fetcher's), not a browser's form post. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}
