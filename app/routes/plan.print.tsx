import { Link } from "react-router";
import { PRINT_DONE_PARAM } from "~/features/plan/plan-layout";
import { PrintedPlan } from "~/features/plan/print-view";
import { PLAN_PAGE_PATH } from "~/features/plan/reminders";
import { readMove } from "~/features/plan/server/plan-page.server";
import { printPlanView } from "~/features/plan/server/plan-print.server";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { requestUser } from "~/features/auth/server/session.server";
import { PERSONAL_PAGE_HEADERS, personalPageMeta } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.print";

export const meta: Route.MetaFunction = () => personalPageMeta("Print your PCS plan");

export const headers = () => PERSONAL_PAGE_HEADERS;

const PRINT_MESSAGES = {
  noPlan: "There is no plan to print yet: enter your move on the plan page first.",
  visitorMoveUnreadable: "The move in this address cannot date a plan: go back to the plan and check it.",
  unreadable: "Your plan's saved report date cannot date a plan: enter the move again on the plan page first.",
} as const;

/**
 * The plan for paper: a signed-in family's saved plan (the owner's or a member's, as /plan
 * shows it), or a visitor's dated from the move in the address, as /plan does, with the ticks
 * their browser keeps, which /plan's "Print view" link adds to the address (`done`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requestUser(context);
  if (!user) {
    const query = new URL(request.url).searchParams;
    const move = new URLSearchParams(query);
    move.delete(PRINT_DONE_PARAM);
    const planHref = `${PLAN_PAGE_PATH}${move.size ? `?${move}` : ""}`;
    if (!query.has("reportDate")) return { mode: "visitor" as const, planHref, plan: null, problem: null };
    const { profile } = readMove(query);
    return profile
      ? {
          mode: "visitor" as const,
          planHref,
          plan: printPlanView(profile, query.getAll(PRINT_DONE_PARAM)),
          problem: null,
        }
      : { mode: "visitor" as const, planHref, plan: null, problem: PRINT_MESSAGES.visitorMoveUnreadable };
  }
  const account = { mode: "account" as const, planHref: PLAN_PAGE_PATH };
  const found = await requestPlan(context);
  if (!found) return { ...account, plan: null, problem: null };
  if (!found.plan.profile) return { ...account, plan: null, problem: PRINT_MESSAGES.unreadable };
  const services = requestServices(context);
  const [done, own] = await Promise.all([services.plans.doneItems(found.access), services.ownItems.list(found.access)]);
  return { ...account, plan: printPlanView(found.plan.profile, done.keys(), own), problem: null };
}

export default function PlanPrintPage({ loaderData }: Route.ComponentProps) {
  const { plan, planHref, problem } = loaderData;
  if (!plan) {
    return (
      <>
        <h1 className="text-3xl font-bold text-ocean-900">PCS plan</h1>
        <p className="mt-4 max-w-2xl text-slate-700">{problem ?? PRINT_MESSAGES.noPlan}</p>
        <Link to={planHref} className="mt-2 inline-flex min-h-11 items-center font-semibold text-ocean-800 underline">
          Go to my plan
        </Link>
      </>
    );
  }
  return <PrintedPlan plan={plan} planHref={planHref} />;
}
