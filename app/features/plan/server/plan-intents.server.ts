import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import * as mini from "zod/mini";
import type { SessionUser } from "~/features/auth/session-user";
import type { Services } from "~/server/services.server";
import { parseCalendarDate, todayInHawaii, type CalendarDate } from "../calendar-date";
import { BROWSER_DATED_ON_FIELD } from "../browser-plan";
import { HOUSEHOLD_INTENTS, HOUSEHOLD_MESSAGES } from "../household";
import { inviteSchema } from "../household-schema";
import { moveFormSchema } from "../move-profile";
import { OWN_ITEM_MESSAGES } from "../own-items";
import { ownItemFieldsSchema } from "../own-items-schema";
import { PLAN_INTENT_FIELD, type PlanActionAnswer } from "../plan-action";
import { REMINDER_INTENTS } from "../reminders";
import { householdAction, type HouseholdServices } from "./household.server";
import { ownItemsAction } from "./own-items-action.server";
import { type PlanAccess, type RequestPlan } from "./plan-access.server";
import { answer, PLAN_MESSAGES } from "./plan-page.server";
import { isTickableItemId, PLAN_TICK_LIMIT } from "./plan-repository.server";
import { remindersAction } from "./reminders-action.server";
import { TICKED_AT_FIELD } from "~/lib/tick-submission";
import { tickMadeAt } from "../late-ticks";

/**
 * The /plan page's one action, as a table (issue 32): every form of the page posts an `intent`,
 * one discriminated union says which fields each intent takes, Conform parses the form against
 * it once, and each intent's handler gets its fields already checked. A refused form is
 * answered with Conform's `submission.reply()` (its field messages and what was typed); so is
 * every accepted one, so the page's forms read their last result the same way.
 */

/** A repeated field (`done`, one per ticked item) as Conform hands it: absent, one value, or several. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

const ownItemId = z.uuid({ error: OWN_ITEM_MESSAGES.notFound });
const intentOnly = <I extends string>(intent: I) => z.object({ [PLAN_INTENT_FIELD]: z.literal(intent) });

/** Every intent of the page and its fields, on `today` (the move's report-date window). */
export function planIntentSchema(today: CalendarDate) {
  return z.discriminatedUnion(PLAN_INTENT_FIELD, [
    // The move form: its own schema (the report date inside the window around today).
    mini.safeExtend(moveFormSchema(today), { intent: z.literal("save-move") }),
    z.object({
      intent: z.literal("tick"),
      itemId: z.string().refine(isTickableItemId, { error: PLAN_MESSAGES.unknownItem }),
      done: z.enum(["true", "false"]).transform((done) => done === "true"),
      // When a tick sent late (kept offline by the service worker) was made: latest tick wins.
      [TICKED_AT_FIELD]: z.coerce.number().int().positive().optional(),
    }),
    intentOnly("feed-renew"),
    intentOnly("feed-revoke"),
    // A visitor's browser plan joining the account: its ticks, and its move (read by the handler
    // only when the account has none, with the move form's schema).
    z.looseObject({
      intent: z.literal("import-browser-plan"),
      done: list(z.string()).pipe(z.array(z.string()).max(PLAN_TICK_LIMIT, { error: PLAN_MESSAGES.importTooMany })),
    }),
    ownItemFieldsSchema.extend({ intent: z.literal("own-add") }),
    ownItemFieldsSchema.extend({ intent: z.literal("own-edit"), itemId: ownItemId }),
    z.object({ intent: z.literal("own-delete"), itemId: ownItemId }),
    z.object({ intent: z.literal("own-move-up"), itemId: ownItemId }),
    z.object({ intent: z.literal("own-move-down"), itemId: ownItemId }),
    mini.extend(inviteSchema, { intent: z.literal(HOUSEHOLD_INTENTS.invite) }),
    z.object({ intent: z.literal(HOUSEHOLD_INTENTS.cancelInvitation), invitationId: z.string() }),
    z.object({ intent: z.literal(HOUSEHOLD_INTENTS.removeMember), memberId: z.string() }),
    intentOnly(HOUSEHOLD_INTENTS.leavePlan),
    intentOnly(REMINDER_INTENTS.on),
    intentOnly(REMINDER_INTENTS.off),
  ]);
}

export type PlanIntent = z.output<ReturnType<typeof planIntentSchema>>;
export type PlanIntentName = PlanIntent["intent"];
/** One intent's checked fields. */
export type IntentValue<I extends PlanIntentName> = Extract<PlanIntent, { intent: I }>;

/** What the page says when an intent's fields are refused: the form's summary over its field messages. */
const REFUSED: Partial<Record<PlanIntentName, string>> = {
  "save-move": PLAN_MESSAGES.moveRefused,
  tick: PLAN_MESSAGES.unknownItem,
  "import-browser-plan": PLAN_MESSAGES.importTooMany,
  "own-add": OWN_ITEM_MESSAGES.formInvalid,
  "own-edit": OWN_ITEM_MESSAGES.formInvalid,
  "own-delete": OWN_ITEM_MESSAGES.notFound,
  "own-move-up": OWN_ITEM_MESSAGES.notFound,
  "own-move-down": OWN_ITEM_MESSAGES.notFound,
  invite: HOUSEHOLD_MESSAGES.invalidEmail,
};

/** The answer, its HTTP status, and the reply its form reads. */
export type PlanIntentAnswer = { answer: PlanActionAnswer & { reply: SubmissionResult<string[]> }; status: number };

/** Who is asking, and what the intents work with (all from the request, never from the form). */
export type PlanIntentRequest = {
  services: Pick<Services, "plans" | "ownItems" | "reminders" | "env"> & HouseholdServices;
  user: Pick<SessionUser, "id" | "email">;
  /** The session's user's plan (requestPlan), or null without one. */
  plan: RequestPlan | null;
  /** The plan found again after one was made (the import): as every request finds it, from the session. */
  findPlanAgain: () => Promise<RequestPlan | null>;
  nowMs?: number;
};

/** The form's text fields as typed, for a refused form to show them again. */
function typedValues(payload: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload))
    if (typeof value === "string" && name !== PLAN_INTENT_FIELD) values[name] = value;
  return values;
}

/** Checks the posted form against the intent table and answers it with the intent's handler. */
export async function answerPlanIntent(form: FormData, request: PlanIntentRequest): Promise<PlanIntentAnswer> {
  const nowMs = request.nowMs ?? Date.now();
  const submission = parseWithZod(form, { schema: planIntentSchema(todayInHawaii(new Date(nowMs))) });
  const posted = String(form.get(PLAN_INTENT_FIELD) ?? "");
  if (submission.status !== "success") {
    const reply = submission.reply();
    // An intent the table does not know (an old page, a made-up form) is an unknown form.
    const message = REFUSED[posted as PlanIntentName] ?? PLAN_MESSAGES.unknownForm;
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => entry[1] !== null),
    );
    return {
      answer: { ...answer(posted, false, message, { fieldErrors, values: typedValues(submission.payload) }), reply },
      status: 400,
    };
  }
  const outcome = await handle(submission.value, form, { ...request, nowMs });
  if (outcome.answer.ok)
    return { answer: { ...outcome.answer, reply: submission.reply({ resetForm: true }) }, status: outcome.status };
  // Refused after the fields passed (no plan, the list full): what was typed is shown again.
  const values = outcome.answer.values ?? typedValues(submission.payload);
  return { answer: { ...outcome.answer, values, reply: submission.reply() }, status: outcome.status };
}

type Handled = { answer: PlanActionAnswer; status: number };
const ok = (value: PlanActionAnswer): Handled => ({ answer: value, status: value.ok ? 200 : 400 });

/** The table: each intent to its handler, with its checked fields. */
async function handle(
  value: PlanIntent,
  form: FormData,
  request: PlanIntentRequest & { nowMs: number },
): Promise<Handled> {
  const { services, user, plan, nowMs } = request;
  const access = plan?.access ?? null;
  switch (value.intent) {
    case "save-move": {
      const { intent, ...profile } = value;
      if (!(await services.plans.saveProfile(user.id, profile, nowMs)))
        return { answer: answer(intent, false, HOUSEHOLD_MESSAGES.ownerOnly), status: 403 };
      return ok(answer(intent, true, PLAN_MESSAGES.moveSaved));
    }
    case "tick": {
      if (!access) return { answer: answer(value.intent, false, PLAN_MESSAGES.noPlan), status: 409 };
      // `tick` writes only the plan's rule ids and the own items on this plan.
      const madeAtMs = tickMadeAt(value[TICKED_AT_FIELD], nowMs);
      if (!(await services.plans.tick(access, value.itemId, value.done, nowMs, madeAtMs)))
        return ok(answer(value.intent, false, PLAN_MESSAGES.unknownItem));
      const message = value.done ? PLAN_MESSAGES.ticked : PLAN_MESSAGES.unticked;
      return ok(answer(value.intent, true, message, { tick: { itemId: value.itemId, done: value.done } }));
    }
    case "feed-renew": {
      const token = access ? await services.plans.renewFeedToken(access) : null;
      if (!token)
        return {
          answer: answer(value.intent, false, access ? HOUSEHOLD_MESSAGES.ownerOnly : PLAN_MESSAGES.noPlan),
          status: 409,
        };
      const feedUrl = new URL(`/plan/feed/${token}`, services.env.PUBLIC_URL).href;
      return ok(answer(value.intent, true, PLAN_MESSAGES.feedMade, { feedUrl }));
    }
    case "feed-revoke":
      if (access) await services.plans.revokeFeedToken(access);
      return ok(answer(value.intent, true, PLAN_MESSAGES.feedRevoked));
    case "import-browser-plan":
      return importBrowserPlan(value.done, form, access, request);
    case "own-add":
    case "own-edit":
    case "own-delete":
    case "own-move-up":
    case "own-move-down":
      return ok(await ownItemsAction(value, { access, ownItems: services.ownItems, nowMs }));
    case HOUSEHOLD_INTENTS.invite:
    case HOUSEHOLD_INTENTS.cancelInvitation:
    case HOUSEHOLD_INTENTS.removeMember:
    case HOUSEHOLD_INTENTS.leavePlan:
      return ok(await householdAction(value, { services, plan, userEmail: user.email, nowMs }));
    case REMINDER_INTENTS.on:
    case REMINDER_INTENTS.off:
      return ok(await remindersAction({ intent: value.intent, access, reminders: services.reminders, nowMs }));
  }
}

/**
 * A visitor's plan, kept in their browser, joining the account they signed in to: the move is
 * saved when the account has none (the account's own move wins otherwise), and every item ticked
 * in the browser that is on the plan is ticked in the account.
 */
async function importBrowserPlan(
  doneIds: string[],
  form: FormData,
  existing: PlanAccess | null,
  { services, user, findPlanAgain, nowMs }: PlanIntentRequest & { nowMs: number },
): Promise<Handled> {
  const intent = "import-browser-plan";
  let access = existing;
  if (!access) {
    const move = parseWithZod(form, { schema: moveFormSchema(todayInHawaii(new Date(nowMs))) });
    if (move.status !== "success") return ok(answer(intent, false, PLAN_MESSAGES.moveRefused));
    // Dated the day the visitor first made the plan in this browser (the repository keeps it no later than today).
    const firstDatedOn = parseCalendarDate(String(form.get(BROWSER_DATED_ON_FIELD) ?? "")) ?? undefined;
    await services.plans.saveProfile(user.id, move.value, nowMs, firstDatedOn ? { firstDatedOn } : {});
    access = (await findPlanAgain())?.access ?? null;
    if (!access) return { answer: answer(intent, false, HOUSEHOLD_MESSAGES.ownerOnly), status: 403 };
  }
  let leftOut = 0;
  // `tick` takes only the plan's own rule ids and the own items on this plan.
  for (const itemId of new Set(doneIds)) if (!(await services.plans.tick(access, itemId, true, nowMs))) leftOut++;
  return ok(answer(intent, true, PLAN_MESSAGES.imported(leftOut)));
}
