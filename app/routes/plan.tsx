import { NAMES } from "~/content/names";
import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { isDataRequest, isTickSubmission } from "~/lib/tick-submission";
import { PLAN_PAGE_PATH } from "~/features/plan/reminders";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { CalendarSection } from "~/features/plan/calendar-section";
import { MoveForm } from "~/features/plan/move-form";
import type { PlanActionAnswer } from "~/features/plan/plan-action";
import { PLAN_INTENT_FIELD } from "~/features/plan/plan-action";
import { HouseholdSection } from "~/features/plan/household-section";
import { HOUSEHOLD_MESSAGES } from "~/features/plan/household";
import { answer, moveFormValues, PLAN_MESSAGES, planView, readMove } from "~/features/plan/server/plan-page.server";
import { todayInHawaii } from "~/features/plan/calendar-date";
import { reportDateWindow } from "~/features/plan/move-profile";
import { OwnItemsSection, OWN_ITEM_EDIT_PARAM } from "~/features/plan/own-items-section";
import { ownItemsAction } from "~/features/plan/server/own-items-action.server";
import { RemindersSection } from "~/features/plan/reminders-section";
import { remindersAction, remindersView } from "~/features/plan/server/reminders-action.server";
import { householdAction, householdView } from "~/features/plan/server/household.server";
import { isTickableItemId, PLAN_TICK_LIMIT } from "~/features/plan/server/plan-repository.server";
import { AccountPlanViews, BrowserPlanImport, VisitorPlan } from "~/features/plan/plan-modes";
import { documentTitle } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import { requestUser } from "~/features/auth/server/session.server";
import { forgetRequestPlan, requestPlan, type PlanAccess } from "~/features/plan/server/plan-access.server";
import { FORM_UNREADABLE, readFormData } from "~/server/http/form-data.server";
import { signInPath } from "~/features/auth/safe-redirect";
import type { Route } from "./+types/plan";

const HEADING = NAMES.plan;
const LEAD =
  "Your move's own dates: the checklist and the Hawaii deadlines (pets, firearms, the car, TLA) counted from your report date, with what is overdue, due this week and coming up.";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(HEADING) },
  { name: "description", content: LEAD },
  // Personal: a search engine has nothing to find here.
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * A signed-in family's saved plan, or a visitor's plan dated from the move in the address (the
 * visitor's move form is a GET; nothing is stored on the server for them).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requestUser(context);
  // The form's date picker offers the window the server checks (readMove).
  const dateWindow = reportDateWindow(todayInHawaii(new Date()));
  if (!user) {
    // Signing in comes back to the plan; made here, so the redirect check stays off the page's JavaScript.
    const visitor = { mode: "visitor" as const, dateWindow, signInHref: signInPath("/plan") };
    const query = new URL(request.url).searchParams;
    if (!query.has("reportDate")) return { ...visitor, move: null, reply: null, view: null };
    const { profile, reply } = readMove(query);
    return profile
      ? { ...visitor, move: moveFormValues(profile), reply: null, view: planView(profile, new Map()) }
      : { ...visitor, move: null, reply, view: null };
  }
  const found = await requestPlan(context);
  if (!found) return { mode: "account" as const, dateWindow, move: null, plan: null };
  const { access, plan } = found;
  if (!plan.profile) {
    // A stored move no plan can be dated from: the owner enters it again, a member is told whom to ask.
    const unreadable =
      plan.role === "owner"
        ? PLAN_MESSAGES.moveUnreadable(plan.storedReportDate)
        : PLAN_MESSAGES.moveUnreadableMember(plan.storedReportDate, plan.ownerEmail);
    return {
      mode: "account" as const,
      dateWindow,
      move: null,
      plan: null,
      unreadable: { role: plan.role, message: unreadable },
    };
  }
  const services = requestServices(context);
  const [done, household, own, reminders] = await Promise.all([
    services.plans.doneItems(access),
    householdView(services, found),
    services.ownItems.list(access),
    remindersView(services.reminders, access),
  ]);
  return {
    mode: "account" as const,
    dateWindow,
    move: moveFormValues(plan.profile),
    plan: {
      role: plan.role,
      hasFeed: plan.hasFeed,
      view: planView(plan.profile, done, own),
      household,
      ownItems: own,
      editingId: new URL(request.url).searchParams.get(OWN_ITEM_EDIT_PARAM) ?? undefined,
      remindersOn: reminders.subscribed,
    },
  };
}

/** A tick's answer is the item's new state, which the page keeps: no reload, the scroll stays. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isTickSubmission(args) ? false : args.defaultShouldRevalidate;
}

type ActionData = PlanActionAnswer & { moveReply?: SubmissionResult<string[]> };

const reply = (body: ActionData, status = 200) => data(body, { status });

/**
 * Every form of the page posts here with an `intent`; each intent changes one thing. The plan
 * it changes is the session's user's (`requestPlan`), found once for the action; afterwards
 * the loaders of a document POST look it up again, as the action may have changed it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    return await answerIntent(request, context);
  } finally {
    forgetRequestPlan(context);
  }
}

async function answerIntent(request: Request, context: Route.ActionArgs["context"]) {
  const user = await requestUser(context);
  const form = await readFormData(request);
  if ("error" in form) return reply(answer("", false, FORM_UNREADABLE), 400);
  const intent = String(form.formData.get(PLAN_INTENT_FIELD) ?? "");
  if (!user) return reply(answer(intent, false, "Sign in to save your plan: your session may have ended."), 401);
  const services = requestServices(context);
  const { plans } = services;
  const found = await requestPlan(context);
  const access = found?.access ?? null;
  // Each part of the plan answers its own intents (null: not mine).
  const partAnswer =
    (await householdAction({ intent, form: form.formData, services, plan: found, userEmail: user.email })) ??
    (await ownItemsAction({ intent, form: form.formData, access, ownItems: services.ownItems })) ??
    (await remindersAction({ intent, form: form.formData, access, reminders: services.reminders }));
  if (partAnswer) return reply(partAnswer, partAnswer.ok ? 200 : 400);

  switch (intent) {
    case "save-move": {
      const move = readMove(form.formData);
      if (!move.profile)
        return reply({ ...answer(intent, false, PLAN_MESSAGES.moveRefused), moveReply: move.reply }, 400);
      if (!(await plans.saveProfile(user.id, move.profile))) {
        return reply(answer(intent, false, HOUSEHOLD_MESSAGES.ownerOnly), 403);
      }
      return reply({ ...answer(intent, true, PLAN_MESSAGES.moveSaved), moveReply: move.reply });
    }
    case "tick": {
      const itemId = String(form.formData.get("itemId") ?? "");
      if (!isTickableItemId(itemId)) return reply(answer(intent, false, PLAN_MESSAGES.unknownItem), 400);
      if (!access) return reply(answer(intent, false, PLAN_MESSAGES.noPlan), 409);
      const done = form.formData.get("done") === "true";
      // `tick` writes only the plan's rule ids and the own items on this plan.
      if (!(await plans.tick(access, itemId, done)))
        return reply(answer(intent, false, PLAN_MESSAGES.unknownItem), 400);
      // Without JavaScript: back to the item, where the person was, with the page's new data.
      if (!isDataRequest(request)) return redirect(`${PLAN_PAGE_PATH}#item-${itemId}`, 303);
      return reply(
        answer(intent, true, done ? PLAN_MESSAGES.ticked : PLAN_MESSAGES.unticked, { tick: { itemId, done } }),
      );
    }
    case "feed-renew": {
      const token = access ? await plans.renewFeedToken(access) : null;
      if (!token)
        return reply(answer(intent, false, access ? HOUSEHOLD_MESSAGES.ownerOnly : PLAN_MESSAGES.noPlan), 409);
      const feedUrl = new URL(`/plan/feed/${token}`, services.env.PUBLIC_URL).href;
      return reply(answer(intent, true, PLAN_MESSAGES.feedMade, { feedUrl }));
    }
    case "feed-revoke": {
      if (access) await plans.revokeFeedToken(access);
      return reply(answer(intent, true, PLAN_MESSAGES.feedRevoked));
    }
    case "import-browser-plan":
      return importBrowserPlan(user.id, access, form.formData, context);
    default:
      return reply(answer(intent, false, PLAN_MESSAGES.unknownForm), 400);
  }
}

/**
 * A visitor's plan, kept in their browser, joining the account they signed in to: the move is
 * saved when the account has none (the account's own move wins otherwise), and every item ticked
 * in the browser that is on the plan is ticked in the account. More ticks than a plan can hold
 * is no browser's plan: refused before anything is written.
 */
async function importBrowserPlan(
  userId: string,
  existing: PlanAccess | null,
  formData: FormData,
  context: Route.ActionArgs["context"],
) {
  const intent = "import-browser-plan";
  const { plans } = requestServices(context);
  const doneIds = [...new Set(formData.getAll("done").map(String))];
  if (doneIds.length > PLAN_TICK_LIMIT) return reply(answer(intent, false, PLAN_MESSAGES.importTooMany), 400);
  let access = existing;
  if (!access) {
    const move = readMove(formData);
    if (!move.profile) return reply(answer(intent, false, PLAN_MESSAGES.moveRefused), 400);
    await plans.saveProfile(userId, move.profile);
    // The plan just made, found as every request finds it: from the session's user.
    forgetRequestPlan(context);
    access = (await requestPlan(context))?.access ?? null;
    if (!access) return reply(answer(intent, false, HOUSEHOLD_MESSAGES.ownerOnly), 403);
  }
  let leftOut = 0;
  // `tick` takes only the plan's own rule ids and the own items on this plan.
  for (const itemId of doneIds) if (!(await plans.tick(access, itemId, true))) leftOut++;
  return reply(answer(intent, true, PLAN_MESSAGES.imported(leftOut)));
}

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const moveReply = actionData?.intent === "save-move" ? actionData.moveReply : undefined;
  const plan = loaderData.mode === "account" ? loaderData.plan : null;
  const unreadable = "unreadable" in loaderData ? loaderData.unreadable : undefined;
  const isMember = plan?.role === "member" || unreadable?.role === "member";
  return (
    <>
      <PageHeader heading={HEADING} lead={LEAD}>
        {loaderData.mode === "visitor" ? (
          <p className="mt-3 max-w-3xl text-slate-700 print:hidden">
            You are trying the plan without an account: what you tick is kept in this browser only.{" "}
            <Link to={loaderData.signInHref} className="font-semibold text-ocean-800 underline underline-offset-2">
              Create an account or sign in
            </Link>{" "}
            to keep it on every device, share it with your spouse, and get it in your calendar. Nothing you entered is
            lost when you do.
          </p>
        ) : null}
      </PageHeader>
      {loaderData.mode === "account" ? (
        <BrowserPlanImport accountHasPlan={plan !== null || unreadable !== undefined} answer={actionData} />
      ) : null}
      {unreadable ? (
        <p role="alert" className="mb-6 max-w-3xl rounded-md bg-coral-700/10 px-3 py-2 text-coral-700">
          {unreadable.message}
        </p>
      ) : null}
      {isMember && unreadable ? null : isMember ? (
        <p className="mb-6 max-w-3xl text-slate-700">
          This plan is shared with you: its dates come from the move its owner entered (report date{" "}
          <time dateTime={loaderData.move?.reportDate}>{loaderData.move?.reportDate}</time>). You both tick the same
          items.
        </p>
      ) : (
        <Card className="print:hidden">
          <CardTitle>
            <span id="move-form-heading">Your move</span>
          </CardTitle>
          <p className="mt-1 mb-4 text-sm text-slate-700">
            Only the report date is needed; the rest adds the items that apply to you (pets, firearms, the car, schools,
            housing). Dates are Hawaii calendar dates.
          </p>
          {actionData?.intent === "save-move" ? (
            <p
              role={actionData.ok ? "status" : "alert"}
              className={`mb-4 rounded-md px-3 py-2 text-sm ${actionData.ok ? "bg-emerald-100 text-emerald-900" : "bg-coral-700/10 text-coral-700"}`}
            >
              {actionData.message}
            </p>
          ) : null}
          <MoveForm
            // A newly saved move (or one carried in from the browser) starts the form afresh.
            key={JSON.stringify(loaderData.move)}
            mode={loaderData.mode}
            lastResult={loaderData.mode === "visitor" ? loaderData.reply : moveReply}
            defaultValue={loaderData.move ?? undefined}
            dateWindow={loaderData.dateWindow}
          />
        </Card>
      )}
      {loaderData.mode === "visitor" ? <VisitorPlan move={loaderData.move} view={loaderData.view} /> : null}
      {plan ? (
        <>
          <AccountPlanViews view={plan.view} answer={actionData} />
          <div className="mt-10 space-y-10 print:hidden">
            <OwnItemsSection items={plan.ownItems} answer={actionData} editingId={plan.editingId} />
            <RemindersSection subscribed={plan.remindersOn} answer={actionData} />
            {plan.household ? <HouseholdSection view={plan.household} answer={actionData} /> : null}
          </div>
          <CalendarSection hasFeed={plan.hasFeed} canManageFeed={plan.role === "owner"} answer={actionData} />
        </>
      ) : null}
    </>
  );
}
