import { services } from "~/server/services.server";
import type { PlanActionAnswer } from "../plan-action";
import { REMINDER_HORIZON_DAYS, REMINDER_INTENTS } from "../reminders";

export const REMINDER_MESSAGES = {
  on: `Reminders are on. We'll email you on Mondays (Hawaii time) with what's due in the next ${REMINDER_HORIZON_DAYS} days and anything overdue.`,
  off: "Reminders are off. We won't email you about your plan.",
  noPlan: "Save your move first: the reminders list your plan's dates.",
  failed: "We couldn't change your reminders just now. Please try again in a moment.",
} as const;

/** What the reminders section shows: whether the signed-in user gets the weekly mail. */
export async function remindersView(userId: string): Promise<{ subscribed: boolean }> {
  return { subscribed: await services().reminders.isSubscribed(userId) };
}

/**
 * The /plan page's reminder intents, `reminders-on` and `reminders-off` (no other field):
 * null for any other intent. Each user turns their own reminders on or off; the user is the
 * session's, never a field of the form.
 */
export async function remindersAction({
  intent,
  userId,
  nowMs = Date.now(),
}: {
  intent: string;
  /** The posted form; the reminder intents read nothing else from it. */
  form?: FormData | URLSearchParams;
  userId: string;
  nowMs?: number;
}): Promise<PlanActionAnswer | null> {
  if (intent !== REMINDER_INTENTS.on && intent !== REMINDER_INTENTS.off) return null;
  const { reminders } = services();
  try {
    if (intent === REMINDER_INTENTS.off) {
      await reminders.unsubscribe(userId);
      return { intent, ok: true, message: REMINDER_MESSAGES.off };
    }
    if (!(await reminders.subscribe(userId, nowMs))) return { intent, ok: false, message: REMINDER_MESSAGES.noPlan };
    return { intent, ok: true, message: REMINDER_MESSAGES.on };
  } catch (error) {
    console.error("[reminders] could not change a user's reminders", error);
    return { intent, ok: false, message: REMINDER_MESSAGES.failed };
  }
}
