/**
 * What one of the /plan page's forms gets back from the page's action. The page has several
 * forms (the move, ticks, own items, household, reminders, the calendar feed); each posts an
 * `intent` field naming what it does, and each part of the plan answers its own intents.
 */
export type PlanActionAnswer = {
  /** The intent this answers, so the page shows the message beside the form that sent it. */
  intent: string;
  ok: boolean;
  /** One sentence for the person: what happened, or what to fix. */
  message: string;
  /** Messages per field name, for forms with several fields. */
  fieldErrors?: Record<string, string[]>;
  /** Values to show again in a refused form, so nothing typed is lost. */
  values?: Record<string, string>;
  /** A new private calendar address: shown once, in the answer that made it. */
  feedUrl?: string;
  /** A tick's outcome: the item and its state now (the page keeps it without reloading). */
  tick?: { itemId: string; done: boolean };
  /** A tick made without a network: kept on this device and sent when it is back (./kept-ticks.ts). */
  waiting?: boolean;
};

/** The fetcher a plan item's tick posts through: one per item, so ticks of several items can be out at once. */
export const tickFetcherKey = (itemId: string) => `plan-tick:${itemId}`;

/** The plan page, where every one of its forms posts. */
export const PLAN_PATH = "/plan";

/** The form field every /plan form sends to say what it does. */
export const PLAN_INTENT_FIELD = "intent";
