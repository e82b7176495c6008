import { calendarResponse, familyPlanCalendar, noCalendarResponse } from "~/features/plan/server/plan-calendar.server";
import { PLAN_MESSAGES } from "~/features/plan/server/plan-page.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.feed";

/**
 * `GET /plan/feed/:token`: the private calendar feed a family subscribes to. The secret token
 * is the only key (calendar apps send no cookies); a new token or "stop sharing" makes the old
 * address answer 404 at once. Always fresh, so the calendar follows each change to the move.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { plans, ownItems, env } = requestServices(context);
  const plan = await plans.loadByFeedToken(params.token);
  if (!plan) {
    return noCalendarResponse("This calendar address no longer works. Copy the current one from your plan page.");
  }
  const { profile } = plan;
  if (!profile) return noCalendarResponse(PLAN_MESSAGES.noDatedPlan(plan.storedReportDate), 409);
  // The token has opened this plan: its own items come by the plan's id.
  const own = await ownItems.listForPlan(plan.id);
  return calendarResponse(familyPlanCalendar({ id: plan.id, profile }, env.PUBLIC_URL, own), {
    "Cache-Control": "private, no-cache",
    // A secret address: never in a search index.
    "X-Robots-Tag": "noindex",
  });
}
