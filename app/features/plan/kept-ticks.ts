import { TICK_INTENT, tickOf } from "~/lib/tick-submission";
// Types only: a value import would split plan-action into a chunk of its own, a request more.
import type { PlanActionAnswer } from "./plan-action";

/**
 * Ticks made without a network (docs/decisions/0037). The service worker keeps such a tick,
 * with the time it was made, and sends it when the network is back; the page's clientAction
 * (routes/plan.tsx) loads this module only when the tick could not be sent, and shows it at
 * once as done and waiting to send (features/plan/waiting-ticks.ts).
 */

export const KEPT_TICK_MESSAGE = "Saved on this device: it is sent when you are back online.";

/**
 * The answer to a plan form that could not be sent. A tick that found no network (fetch's
 * TypeError; an answer from the server, even an error, is not this) on a page a service worker
 * controls has been kept by the worker: it is answered as done and waiting. Anything else
 * fails as before.
 */
export async function keptTickAnswer(sent: Request, error: unknown): Promise<PlanActionAnswer & { reply?: undefined }> {
  const tick = tickOf(await sent.formData());
  if (!tick || !(error instanceof TypeError) || !navigator.serviceWorker?.controller) throw error;
  return { intent: TICK_INTENT, ok: true, message: KEPT_TICK_MESSAGE, tick, waiting: true };
}
