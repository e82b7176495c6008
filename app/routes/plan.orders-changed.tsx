import { signInPath } from "~/features/auth/safe-redirect";
import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { readableDate, todayInHawaii } from "~/features/plan/calendar-date";
import { PLAN_PAGE_PATH as PLAN_PATH } from "~/features/plan/reminders";
import { reportDateWindow } from "~/features/plan/move-profile";
import { OrdersChangePreviewView } from "~/features/plan/orders-change-preview";
import { OrdersChangedForm, ORDERS_CHANGED_MESSAGES, SaveNewDatesForm } from "~/features/plan/orders-changed-form";
import { forgetRequestPlan, requestPlan } from "~/features/plan/server/plan-access.server";
import { moveFormValues, PLAN_MESSAGES } from "~/features/plan/server/plan-page.server";
import {
  newMove,
  ordersChangePreview,
  readOrdersChange,
  saveOrdersChange,
} from "~/features/plan/server/orders-changed.server";
import { requestUser } from "~/features/auth/server/session.server";
import { PERSONAL_PAGE_HEADERS, personalPageMeta } from "~/lib/page-meta";
import { FORM_UNREADABLE, firstValues, readFormData } from "~/server/http/form-data.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.orders-changed";

const HEADING = "My orders changed";
const LEAD =
  "Enter the new report date, and anything else that changed. Before anything is saved you see which dates move, what can no longer happen in time and what to do instead, and the new critical path.";

export const meta: Route.MetaFunction = () => personalPageMeta(HEADING, LEAD);

export const headers = () => PERSONAL_PAGE_HEADERS;

/** The sign-in page, with the way back here (`redirectTo`) for when it learns to follow it. */
/**
 * The owner's form, started at the saved move; with a new report date in the address, the
 * preview of the saved move against the new one, on today's date in Hawaii. A member is told
 * who can change the move; without a dated plan there is nothing to change (back to /plan).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await requestUser(context))) {
    // Back here after signing in, with the dates already typed.
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  const found = await requestPlan(context);
  const saved = found?.plan.profile;
  if (!found || !saved) throw redirect(PLAN_PATH);
  const { plan } = found;
  if (plan.role !== "owner") return { role: "member" as const, ownerEmail: plan.ownerEmail };
  const today = todayInHawaii(new Date());
  const page = {
    role: "owner" as const,
    dateWindow: reportDateWindow(today),
    savedReportDate: saved.reportDate,
  };
  const query = new URL(request.url).searchParams;
  if (!query.has("reportDate"))
    return { ...page, values: moveFormValues(saved), reply: null, preview: null, checked: null };
  const { change, reply } = readOrdersChange(query, today);
  // What was typed comes back into the form, fixed or not.
  const values = firstValues(query);
  if (!change) return { ...page, values, reply, preview: null, checked: null };
  const preview = await ordersChangePreview(requestServices(context), found, saved, change, today);
  const { move, taken } = newMove(change);
  // The save posts the move as the server read it, so the plan becomes what the preview showed.
  const checked: Record<string, string> = { ...moveFormValues(move), ...taken };
  return { ...page, values, reply: null, preview, checked };
}

type ActionAnswer = { message: string; reply?: SubmissionResult<string[]> };
const refuse = (message: string, status: number, reply?: SubmissionResult<string[]>) =>
  data<ActionAnswer>({ message, ...(reply ? { reply } : {}) }, { status });

/**
 * "Save the new dates": the owner's plan is dated from the new move (ticks and own items stay),
 * every other member is mailed, and the owner lands on the re-dated plan.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requestUser(context);
  if (!user) return refuse(ORDERS_CHANGED_MESSAGES.signedOut, 401);
  const form = await readFormData(request);
  if ("error" in form) return refuse(FORM_UNREADABLE, 400);
  const found = await requestPlan(context);
  if (!found?.plan.profile) return refuse(PLAN_MESSAGES.noPlan, 409);
  if (found.access.role !== "owner") return refuse(ORDERS_CHANGED_MESSAGES.ownerOnly, 403);
  const today = todayInHawaii(new Date());
  const { change, reply } = readOrdersChange(form.formData, today);
  if (!change) return refuse(PLAN_MESSAGES.moveRefused, 400, reply);
  const services = requestServices(context);
  const saved = await saveOrdersChange(services, found, found.plan.profile, change, today);
  if (!saved) return refuse(ORDERS_CHANGED_MESSAGES.ownerOnly, 403);
  forgetRequestPlan(context);
  const message = ORDERS_CHANGED_MESSAGES.saved(readableDate(change.reportDate), saved.told);
  throw redirect(PLAN_PATH, { headers: { "Set-Cookie": await services.flash.cookie(message) } });
}

export default function OrdersChangedPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.role === "member")
    return (
      <>
        <PageHeader heading={HEADING} lead={LEAD} />
        <p className="max-w-3xl text-slate-700">
          {ORDERS_CHANGED_MESSAGES.ownerOnly} This plan is {loaderData.ownerEmail}&apos;s: ask them to enter the new
          dates, and your shared plan follows.{" "}
          <Link to={PLAN_PATH} className="font-semibold text-ocean-800 underline underline-offset-2">
            Back to the plan
          </Link>
        </p>
      </>
    );
  const { preview, checked } = loaderData;
  return (
    <>
      <PageHeader heading={HEADING} lead={LEAD} />
      <Card className="mb-8">
        <CardTitle>
          <span id="orders-changed-form-heading">Your new orders</span>
        </CardTitle>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          Your plan is dated from a report date of{" "}
          <time dateTime={loaderData.savedReportDate}>{readableDate(loaderData.savedReportDate)}</time>. Nothing changes
          until you save.
        </p>
        {actionData ? (
          <p role="alert" className="mb-4 rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
            {actionData.message}
          </p>
        ) : null}
        <OrdersChangedForm
          // A new preview starts the form afresh from what it was read from.
          key={JSON.stringify(loaderData.values)}
          lastResult={actionData?.reply ?? loaderData.reply}
          defaultValue={loaderData.values}
          dateWindow={loaderData.dateWindow}
        />
      </Card>
      {preview && checked ? (
        <section aria-labelledby="orders-preview-heading" className="space-y-6">
          <h2 id="orders-preview-heading" className="text-2xl font-bold text-ocean-900">
            What the new dates do to your plan
          </h2>
          <OrdersChangePreviewView preview={preview} />
          <Card>
            <SaveNewDatesForm values={checked} reportDate={checked.reportDate!} />
          </Card>
        </section>
      ) : null}
      <p className="mt-8">
        <Link to={PLAN_PATH} className="font-semibold text-ocean-800 underline underline-offset-2">
          Back to the plan without changing it
        </Link>
      </p>
    </>
  );
}
