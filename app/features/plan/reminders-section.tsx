import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PLAN_INTENT_FIELD, type PlanActionAnswer } from "./plan-action";
import { PLAN_PAGE_PATH, REMINDER_HORIZON_DAYS, REMINDER_INTENTS } from "./reminders";

const REMINDER_INTENT_VALUES: readonly string[] = Object.values(REMINDER_INTENTS);

/**
 * The weekly reminder email, on or off, for the signed-in user. A plain form posting to the
 * /plan action, so it works before (and without) the page's script.
 */
export function RemindersSection({
  subscribed,
  answer,
}: {
  subscribed: boolean;
  /** The page action's answer; shown here only when it answers one of the reminder intents. */
  answer?: PlanActionAnswer | null;
}) {
  const navigation = useNavigation();
  const intent = subscribed ? REMINDER_INTENTS.off : REMINDER_INTENTS.on;
  const busy =
    navigation.state !== "idle" && REMINDER_INTENT_VALUES.includes(String(navigation.formData?.get(PLAN_INTENT_FIELD)));
  const message = answer && REMINDER_INTENT_VALUES.includes(answer.intent) ? answer : null;

  return (
    <section aria-labelledby="plan-reminders-heading" className="space-y-3">
      <h2 id="plan-reminders-heading" className="text-xl font-semibold text-ocean-900">
        Weekly email reminders
      </h2>
      <p className="text-slate-700">
        Every Monday morning, Hawaii time, we email you what your plan has due in the next {REMINDER_HORIZON_DAYS} days
        and anything still open from before. Nothing due, no email. Each person in your household turns reminders on for
        themselves, and every email has a link to stop them.
      </p>
      <p className="font-medium text-slate-800">
        {subscribed ? "Reminders are on for you." : "Reminders are off for you."}
      </p>
      <Form method="post" action={PLAN_PAGE_PATH} preventScrollReset>
        <input type="hidden" name={PLAN_INTENT_FIELD} value={intent} />
        <Button type="submit" variant={subscribed ? "outline" : "primary"} disabled={busy}>
          {busy ? "Saving..." : subscribed ? "Stop reminders" : "Email me weekly reminders"}
        </Button>
      </Form>
      <p
        role="status"
        className={message ? (message.ok ? "text-sm text-ocean-800" : "text-sm text-coral-700") : "sr-only"}
      >
        {message?.message}
      </p>
    </section>
  );
}
