import { z } from "zod";
import { HAWAII_PCS_CHECKLIST, type ChecklistItemId } from "~/content/checklist";
import { CHECKLIST_ITEM_COUNT } from "./checklist";

/** One toggle as the route action receives it (form fields are strings). */
export const checklistToggleSchema = z.object({
  itemIndex: z
    .string({ error: "Item index is required" })
    .regex(/^\d{1,2}$/, "Item index must be a whole number from 0 to 19")
    .transform(Number)
    .refine((index) => index >= 0 && index < CHECKLIST_ITEM_COUNT, "Item index must be a whole number from 0 to 19"),
  completed: z
    .enum(["true", "false"], { error: "Completed must be true or false" })
    .transform((value) => value === "true"),
});

export type ChecklistToggle = z.output<typeof checklistToggleSchema>;

/** Why a browser's ticks were not added (server-side words: the page never sends such a form). */
export const BROWSER_TICKS_REFUSED = {
  none: "There were no ticks from this browser to add.",
  unknown: "Some ticks from this browser are not on this checklist. Reload the page and try again.",
} as const;

const CHECKLIST_ITEM_IDS = HAWAII_PCS_CHECKLIST.map((item) => item.id) as [ChecklistItemId, ...ChecklistItemId[]];

/**
 * A signed-out visitor's ticks joining the account (ADD_BROWSER_TICKS_INTENT): the ids of the
 * items ticked in the browser, each one of the checklist's, at most one per item.
 */
export const browserTicksSchema = z.object({
  done: z
    .array(z.enum(CHECKLIST_ITEM_IDS, { error: BROWSER_TICKS_REFUSED.unknown }))
    .min(1, BROWSER_TICKS_REFUSED.none)
    .max(CHECKLIST_ITEM_COUNT, BROWSER_TICKS_REFUSED.unknown),
});
