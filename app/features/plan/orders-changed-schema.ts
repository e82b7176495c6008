import * as z from "zod/mini";
import { calendarDateField, moveFormSchema } from "./move-profile";
import type { CalendarDate } from "./calendar-date";

/**
 * The "My orders changed" form (issue 35): the move form's fields, checked as the move form
 * checks them, and the dates of steps already taken that the preview counts from. Read on the
 * server only, like the move form's schema (move-form.tsx says why).
 */
export function ordersChangedSchema(today: CalendarDate) {
  return z.safeExtend(moveFormSchema(today), {
    latestRabiesShot: z.optional(calendarDateField("Latest rabies shot")),
    favnSampleReceived: z.optional(calendarDateField("Day the lab received the FAVN sample")),
    vehicleTurnIn: z.optional(calendarDateField("Car turn-in date")),
  });
}

export type OrdersChangedInput = z.input<ReturnType<typeof ordersChangedSchema>>;
export type OrdersChanged = z.output<ReturnType<typeof ordersChangedSchema>>;
