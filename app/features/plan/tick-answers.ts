import { useEffect } from "react";
import { TICK_INTENT } from "~/lib/tick-submission";
import type { PlanActionAnswer } from "./plan-action";

/**
 * The server's answers to a signed-in family's ticks, handed by the plan route's clientAction
 * to the plan on the page (plan-modes.tsx), which keeps them: the page does not load its data
 * again for a tick.
 *
 * Not read from the tick's fetcher: the ticked item's form moves to another list at once (a new
 * component with the same fetcher key), and on a busy phone React runs the old form's unmount
 * after the answer has arrived. React Router then forgets the fetcher, answer and all, before
 * the new form has read it, and the tick showed as undone although it was saved (seen in CI on
 * a loaded machine). The route's clientAction sees every answer, whatever is mounted.
 */
type Settle = (answer: PlanActionAnswer) => void;

const listeners = new Set<Settle>();

function isTickAnswer(answer: unknown): answer is PlanActionAnswer {
  return typeof answer === "object" && answer !== null && (answer as PlanActionAnswer).intent === TICK_INTENT;
}

/** The plan action's answer, as the route's clientAction got it: a tick's goes to the plan shown. */
export function tickAnswered(answer: unknown) {
  if (isTickAnswer(answer)) for (const settle of listeners) settle(answer);
}

/** `settle` hears each tick's answer while the component is mounted. */
export function useTickAnswers(settle: Settle) {
  useEffect(() => {
    listeners.add(settle);
    return () => {
      listeners.delete(settle);
    };
  }, [settle]);
}
