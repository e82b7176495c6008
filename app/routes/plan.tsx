import { lazy, Suspense } from "react";
import { NAMES } from "~/content/names";
import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { isDataRequest, isTickSubmission } from "~/lib/tick-submission";
import { tickReturnPath } from "~/features/plan/plan-layout";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { LazyMoveForm, MoveFold } from "~/features/plan/move-fold";
import { moveSummary } from "~/features/plan/move-summary";
import { ORDERS_CHANGED_PATH, SPONSOR_PAGE_PATH } from "~/features/plan/plan-subpages";
import type { PlanActionAnswer } from "~/features/plan/plan-action";
import { PLAN_INTENT_FIELD } from "~/features/plan/plan-action";
import { HouseholdSection } from "~/features/plan/household-section";
import {
  answer,
  moveFormValues,
  PLAN_MESSAGES,
  planView,
  readMove,
  visitorDone,
} from "~/features/plan/server/plan-page.server";
import { answerPlanIntent } from "~/features/plan/server/plan-intents.server";
import { householdView } from "~/features/plan/server/household.server";
import { remindersView } from "~/features/plan/server/reminders-action.server";
import { todayInHawaii } from "~/features/plan/calendar-date";
import { reportDateWindow } from "~/features/plan/move-profile";
import { OWN_ITEM_EDIT_PARAM } from "~/features/plan/own-items-section";
import { AccountPlanViews, BrowserPlanImport, VisitorPlan } from "~/features/plan/plan-modes";
import { PERSONAL_PAGE_HEADERS, personalPageMeta } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import { requestUser } from "~/features/auth/server/session.server";
import { forgetRequestPlan, requestPlan } from "~/features/plan/server/plan-access.server";
import { FORM_UNREADABLE, readFormData } from "~/server/http/form-data.server";
import { signInPath } from "~/features/auth/safe-redirect";
import { tickAnswered } from "~/features/plan/tick-answers";
import { keptTicksSent, ticksWaiting, useWaitingTicks } from "~/features/plan/waiting-ticks";
import type { Route } from "./+types/plan";

// The own items, reminders and calendar sections are far down the page, under the whole plan:
// the browser fetches their code after the page's (the server's HTML, forms that work without
// JavaScript, stays in place until then, as the assumption calculator's results do), which
// keeps the page's first script within its budget with the compact list added (issue 33).
const OwnItemsSection = lazy(() =>
  import("~/features/plan/own-items-section").then((module) => ({ default: module.OwnItemsSection })),
);
const RemindersSection = lazy(() =>
  import("~/features/plan/reminders-section").then((module) => ({ default: module.RemindersSection })),
);
const CalendarSection = lazy(() =>
  import("~/features/plan/calendar-section").then((module) => ({ default: module.CalendarSection })),
);

const HEADING = NAMES.plan;
const LEAD =
  "Your move's own dates: the checklist and the Hawaii deadlines (pets, firearms, the car, TLA) counted from your report date: what to start now, what is overdue, due this week and coming up.";

export const meta: Route.MetaFunction = () => personalPageMeta(HEADING, LEAD);

export const headers = () => PERSONAL_PAGE_HEADERS;

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
    // Dated today here; the browser sorts again from the day it first kept this plan (VisitorPlan).
    const datedOn = todayInHawaii(new Date());
    return profile
      ? {
          ...visitor,
          move: moveFormValues(profile),
          summary: moveSummary(profile),
          reply: null,
          view: planView(profile, visitorDone(profile), { datedOn }),
        }
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
    summary: moveSummary(plan.profile),
    plan: {
      role: plan.role,
      hasFeed: plan.hasFeed,
      view: planView(plan.profile, done, { ownItems: own, datedOn: plan.datesSetOn }),
      household,
      ownItems: own,
      editingId: new URL(request.url).searchParams.get(OWN_ITEM_EDIT_PARAM) ?? undefined,
      remindersOn: reminders.subscribed,
      // Shown as "Last synced" when the page is the copy the service worker kept (offline).
      syncedAtMs: Date.now(),
    },
  };
}

/** A tick's answer is the item's new state, which the page keeps: no reload, the scroll stays. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isTickSubmission(args) ? false : args.defaultShouldRevalidate;
}

type ActionData = PlanActionAnswer & { reply?: SubmissionResult<string[]> };

const reply = (body: ActionData, status = 200) => data(body, { status });

/** Every form of the page posts here with an `intent`: the plan's intent table answers it. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const form = await readFormData(request);
    if ("error" in form) return reply(answer("", false, FORM_UNREADABLE), 400);
    const user = await requestUser(context);
    const intent = String(form.formData.get(PLAN_INTENT_FIELD) ?? "");
    if (!user) return reply(answer(intent, false, "Sign in to save your plan: your session may have ended."), 401);
    const { answer: answered, status } = await answerPlanIntent(form.formData, {
      services: requestServices(context),
      user,
      plan: await requestPlan(context),
      findPlanAgain: () => {
        forgetRequestPlan(context);
        return requestPlan(context);
      },
    });
    // A tick without JavaScript: back to the item, where the person was, with the page's new data.
    if (answered.tick && !isDataRequest(request))
      return redirect(tickReturnPath(request.url, answered.tick.itemId), 303);
    return reply(answered, status);
  } finally {
    // The loaders after a document POST find the plan again (the action may have made or left one).
    forgetRequestPlan(context);
  }
}

/**
 * Every answer to a tick goes to the plan shown (features/plan/tick-answers.ts), which keeps it
 * without loading the page's data again. A tick that finds no network is kept by the service
 * worker and shown as waiting to send (docs/decisions/0037); the code for it loads only then.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = request.clone();
  const answer = await serverAction().catch(async (error: unknown) => {
    const kept = await (await import("~/features/plan/kept-ticks")).keptTickAnswer(sent, error);
    if (kept.tick) ticksWaiting([kept.tick]);
    return kept;
  });
  tickAnswered(answer);
  return answer;
}

const OfflinePlanStatus = lazy(() => import("~/features/plan/offline-plan-status"));

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const moveReply = actionData?.intent === "save-move" ? actionData.reply : undefined;
  const summary = "summary" in loaderData && loaderData.summary ? loaderData.summary : null;
  // Open to be filled in, or to show why a save was refused.
  const moveRefused =
    (actionData?.intent === "save-move" && !actionData.ok) || (loaderData.mode === "visitor" && !!loaderData.reply);
  const plan = loaderData.mode === "account" ? loaderData.plan : null;
  const waitingTicks = useWaitingTicks();
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
          {plan?.role === "owner" ? (
            <Link to={ORDERS_CHANGED_PATH} className="mb-4 inline-block font-semibold text-ocean-800 underline">
              My orders changed
            </Link>
          ) : null}
          {actionData?.intent === "save-move" ? (
            <p
              role={actionData.ok ? "status" : "alert"}
              className={`mb-4 rounded-md px-3 py-2 text-sm ${actionData.ok ? "bg-emerald-100 text-emerald-900" : "bg-coral-700/10 text-coral-700"}`}
            >
              {actionData.message}
            </p>
          ) : null}
          <MoveFold
            // A newly saved move folds again (a remount: the person may have opened it to edit).
            key={JSON.stringify(loaderData.move)}
            summary={summary}
            open={moveRefused}
          >
            <p className="mt-1 mb-4 text-sm text-slate-700">
              Only the report date is needed; the rest adds the items that apply to you (pets, firearms, the car,
              schools, housing, your branch). Dates are Hawaii calendar dates.
            </p>
            <Suspense fallback={null}>
              <LazyMoveForm
                mode={loaderData.mode}
                lastResult={loaderData.mode === "visitor" ? loaderData.reply : moveReply}
                defaultValue={loaderData.move ?? undefined}
                dateWindow={loaderData.dateWindow}
              />
            </Suspense>
          </MoveFold>
        </Card>
      )}
      {loaderData.mode === "visitor" ? <VisitorPlan move={loaderData.move} view={loaderData.view} /> : null}
      {plan ? (
        <>
          <Suspense>
            <OfflinePlanStatus
              syncedAtMs={plan.syncedAtMs}
              waiting={waitingTicks.size}
              found={ticksWaiting}
              sent={keptTicksSent}
            />
          </Suspense>
          <AccountPlanViews view={plan.view} answer={actionData} />
          <div className="mt-10 space-y-10 print:hidden">
            <Suspense fallback={null}>
              <OwnItemsSection items={plan.ownItems} answer={actionData} editingId={plan.editingId} />
              <RemindersSection subscribed={plan.remindersOn} answer={actionData} />
            </Suspense>
            {plan.household ? <HouseholdSection view={plan.household} answer={actionData} /> : null}
          </div>
          <Suspense fallback={null}>
            <CalendarSection hasFeed={plan.hasFeed} canManageFeed={plan.role === "owner"} answer={actionData} />
          </Suspense>
          <p className="mt-8 max-w-3xl text-slate-700 print:hidden">
            <Link to={SPONSOR_PAGE_PATH} className="font-semibold text-ocean-800 underline underline-offset-2">
              A packet for your sponsor
            </Link>
            : your arrival and needs, without names, by a link you can withdraw.
          </p>
        </>
      ) : null}
    </>
  );
}
