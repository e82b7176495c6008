import { todayInHawaii } from "~/features/plan/calendar-date";
import { sponsorPdfResponse } from "~/features/plan/server/sponsor-packet.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/sponsor.pdf";

/**
 * `GET /sponsor/:token/pdf`: the packet on one page, for the sponsor to print or keep. The same
 * key and the same rule as the page: an unknown, expired or withdrawn token answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = requestServices(context);
  const packet = await services.sponsorLinks.openByToken(params.token, todayInHawaii(new Date()));
  if (!packet) {
    return new Response("This sponsor packet is no longer shared. Ask the family for a new link.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    });
  }
  return sponsorPdfResponse(packet, services.env.site.name);
}
