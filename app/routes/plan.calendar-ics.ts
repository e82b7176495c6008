import { calendarResponse, familyPlanCalendar, noCalendarResponse } from "~/features/plan/server/plan-calendar.server";
import { PLAN_MESSAGES } from "~/features/plan/server/plan-page.server";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.calendar-ics";

/**
 * `GET /plan/calendar.ics`: the signed-in user's plan as an iCalendar download. Nobody else's:
 * the plan is found through the session's user, and without one (or without a plan) the
 * answer is a plain 404 that says what to do.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = await requestPlan(context);
  if (!found) return noCalendarResponse("No plan here: sign in and fill in your move on the plan page first.");
  const { access, plan } = found;
  const { profile } = plan;
  if (!profile) return noCalendarResponse(PLAN_MESSAGES.noDatedPlan(plan.storedReportDate), 409);
  const { ownItems, env } = requestServices(context);
  const own = await ownItems.list(access);
  return calendarResponse(familyPlanCalendar({ id: plan.id, profile }, env.PUBLIC_URL, own), {
    "Content-Disposition": 'attachment; filename="hawaii-pcs-plan.ics"',
    // Personal: no shared cache may keep it.
    "Cache-Control": "private, no-store",
  });
}
