import type { PlanActionAnswer } from "../plan-action";
import type { PlanAccess } from "./plan-access.server";
import type { PlanReminders } from "./plan-reminders.server";
import { REMINDER_HORIZON_DAYS, REMINDER_INTENTS } from "../reminders";

export const REMINDER_MESSAGES = {
  on: `Reminders are on. We'll email you on Mondays (Hawaii time) with what's due in the next ${REMINDER_HORIZON_DAYS} days and anything still open from before.`,
  off: "Reminders are off. We won't email you about your plan.",
  noPlan: "Save your move first: the reminders list your plan's dates.",
  failed: "We couldn't change your reminders just now. Please try again in a moment.",
} as const;

/** What the reminders section shows: whether the signed-in user gets the weekly mail. */
export async function remindersView(reminders: PlanReminders, access: PlanAccess): Promise<{ subscribed: boolean }> {
  return { subscribed: await reminders.isSubscribed(access) };
}

/**
 * The /plan page's reminder intents, `reminders-on` and `reminders-off` (no other field). Each
 * user turns their own reminders on or off; the user is the session's (`access`, null without a
 * plan), never a field of the form.
 */
export async function remindersAction({
  intent,
  access,
  reminders,
  nowMs = Date.now(),
}: {
  intent: (typeof REMINDER_INTENTS)[keyof typeof REMINDER_INTENTS];
  access: PlanAccess | null;
  reminders: PlanReminders;
  nowMs?: number;
}): Promise<PlanActionAnswer> {
  if (!access) return { intent, ok: false, message: REMINDER_MESSAGES.noPlan };
  try {
    if (intent === REMINDER_INTENTS.off) {
      await reminders.unsubscribe(access);
      return { intent, ok: true, message: REMINDER_MESSAGES.off };
    }
    await reminders.subscribe(access, nowMs);
    return { intent, ok: true, message: REMINDER_MESSAGES.on };
  } catch (error) {
    console.error("[reminders] could not change a user's reminders", error);
    return { intent, ok: false, message: REMINDER_MESSAGES.failed };
  }
}
