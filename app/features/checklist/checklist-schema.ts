import { z } from "zod";
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
