import { calendarResponse, familyPlanCalendar, noCalendarResponse } from "~/features/plan/server/plan-calendar.server";
import { PLAN_MESSAGES } from "~/features/plan/server/plan-page.server";
import { services } from "~/server/services.server";
import { getSessionUser } from "~/features/auth/server/session.server";
import type { Route } from "./+types/plan.calendar-ics";

/**
 * `GET /plan/calendar.ics`: the signed-in user's plan as an iCalendar download. Nobody else's:
 * the plan is found through the session's user, and without one (or without a plan) the
 * answer is a plain 404 that says what to do.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  const plan = user ? await services().plans.load(user.id) : null;
  if (!user || !plan) return noCalendarResponse("No plan here: sign in and fill in your move on the plan page first.");
  const { profile } = plan;
  if (!profile) return noCalendarResponse(PLAN_MESSAGES.noDatedPlan(plan.storedReportDate), 409);
  const ownItems = await services().ownItems.list(user.id);
  return calendarResponse(familyPlanCalendar({ id: plan.id, profile }, services().env.PUBLIC_URL, ownItems), {
    "Content-Disposition": 'attachment; filename="hawaii-pcs-plan.ics"',
    // Personal: no shared cache may keep it.
    "Cache-Control": "private, no-store",
  });
}
