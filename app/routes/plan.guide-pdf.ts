import { downloadPlanGuidePdf } from "~/features/plan/server/plan-guide-pdf.server";
import { PLAN_MESSAGES, planView } from "~/features/plan/server/plan-page.server";
import { clientAddressContext } from "~/lib/request-context";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.guide-pdf";

/** The download's file name: the site's guide, with the family's plan in it. */
export const PLAN_GUIDE_PDF_FILENAME = "hawaii-pcs-guide-with-my-plan.pdf";

/** A short answer in words (the 404, 429 and 503): no page around it, nothing to cache. */
function plainText(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * `GET /plan/guide.pdf`: the Hawaii PCS guide with the signed-in family's plan as its first
 * chapter. Nobody else's: the plan is found through the session's user (owner or member), and
 * without one (or without a plan) the answer is a plain 404 that says what to do. Past the
 * user's or the address's limit it is 429, past the workers' queue 503, both with Retry-After.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = await requestPlan(context);
  if (!found) {
    return plainText(
      404,
      "No plan here: sign in and fill in your move on the plan page first, then download the guide with your plan.",
    );
  }
  const { access, plan } = found;
  if (!plan.profile) return plainText(409, PLAN_MESSAGES.noDatedPlan(plan.storedReportDate));
  const profile = plan.profile;
  const services = requestServices(context);
  const { plans, ownItems, env } = services;
  const download = await downloadPlanGuidePdf({
    services,
    userId: access.userId,
    clientAddress: context.get(clientAddressContext),
    view: async () => {
      const [done, own] = await Promise.all([plans.doneItems(access), ownItems.list(access)]);
      return planView(profile, done, { ownItems: own, datedOn: plan.datesSetOn });
    },
    site: { siteName: env.site.name, siteUrl: env.PUBLIC_URL },
  });
  if (!download.ok) {
    return plainText(download.status, download.message, { "Retry-After": String(download.retryAfterSeconds) });
  }
  return new Response(new Uint8Array(download.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${PLAN_GUIDE_PDF_FILENAME}"`,
      // Personal: no shared cache may keep it.
      "Cache-Control": "private, no-store",
    },
  });
}
