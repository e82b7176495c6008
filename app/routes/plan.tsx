import { NAMES } from "~/content/names";
import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { isDataRequest, isTickSubmission } from "~/lib/tick-submission";
import { PLAN_PAGE_PATH } from "~/features/plan/reminders";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { MoveForm } from "~/features/plan/move-form";
import { ORDERS_CHANGED_PATH } from "~/features/plan/orders-changed-path";
import type { PlanActionAnswer } from "~/features/plan/plan-action";
import { PLAN_INTENT_FIELD } from "~/features/plan/plan-action";
import { HouseholdSection } from "~/features/plan/household-section";
import { answer, moveFormValues, PLAN_MESSAGES, planView, readMove } from "~/features/plan/server/plan-page.server";
import { answerPlanIntent } from "~/features/plan/server/plan-intents.server";
import { householdView } from "~/features/plan/server/household.server";
import { remindersView } from "~/features/plan/server/reminders-action.server";
import { todayInHawaii } from "~/features/plan/calendar-date";
import { reportDateWindow } from "~/features/plan/move-profile";
import { OwnItemsSection, OWN_ITEM_EDIT_PARAM } from "~/features/plan/own-items-section";
import { RemindersSection } from "~/features/plan/reminders-section";
import { AccountPlanViews, BrowserPlanImport, VisitorPlan } from "~/features/plan/plan-modes";
import { documentTitle } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import { requestUser } from "~/features/auth/server/session.server";
import { forgetRequestPlan, requestPlan } from "~/features/plan/server/plan-access.server";
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
      return redirect(`${PLAN_PAGE_PATH}#item-${answered.tick.itemId}`, 303);
    return reply(answered, status);
  } finally {
    // The loaders after a document POST find the plan again (the action may have made or left one).
    forgetRequestPlan(context);
  }
}

/**
 * A tick that finds no network is kept by the service worker and shown as waiting to send
 * (docs/decisions/0033); the code for it loads only then.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = request.clone();
  try {
    return await serverAction();
  } catch (error) {
    return (await import("~/features/plan/kept-ticks")).keptTickAnswer(sent, error);
  }
}

const OfflinePlanStatus = lazy(() => import("~/features/plan/offline-plan-status"));
// The page's last section, below the fold: loaded after the page, which keeps the plan within
// its JavaScript budget with the offline parts above (decision 0033).
const CalendarSection = lazy(() =>
  import("~/features/plan/calendar-section").then(({ CalendarSection }) => ({ default: CalendarSection })),
);

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const moveReply = actionData?.intent === "save-move" ? actionData.reply : undefined;
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
          <Suspense>
            <OfflinePlanStatus syncedAtMs={plan.syncedAtMs} />
          </Suspense>
          <AccountPlanViews view={plan.view} answer={actionData} />
          <div className="mt-10 space-y-10 print:hidden">
            <OwnItemsSection items={plan.ownItems} answer={actionData} editingId={plan.editingId} />
            <RemindersSection subscribed={plan.remindersOn} answer={actionData} />
            {plan.household ? <HouseholdSection view={plan.household} answer={actionData} /> : null}
          </div>
          <Suspense>
            <CalendarSection hasFeed={plan.hasFeed} canManageFeed={plan.role === "owner"} answer={actionData} />
          </Suspense>
        </>
      ) : null}
    </>
  );
}
