import { data } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { todayInHawaii } from "~/features/plan/calendar-date";
import { sponsorPacketDisplay } from "~/features/plan/server/sponsor-packet.server";
import { SponsorPacketSheet } from "~/features/plan/sponsor-packet-sheet";
import { sponsorPdfPath } from "~/features/plan/sponsor-paths";
import { documentTitle } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/sponsor";

const HEADING = "A family arriving in Hawaii";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle("A sponsor packet") },
  // A secret link: never in a search index.
  { name: "robots", content: "noindex" },
];

export function headers() {
  // Withdrawn at once: no cache may keep a copy.
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/**
 * `GET /sponsor/:token`: the read-only packet a family gave the sponsor their unit assigned. The
 * token is the only key; an unknown, expired or withdrawn one gets the site's not-found page.
 * Built from the plan's move as it is now and the family's answers: no name, email or id.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const packet = await requestServices(context).sponsorLinks.openByToken(params.token, todayInHawaii(new Date()));
  if (!packet) throw data("Not found", { status: 404 });
  return { view: sponsorPacketDisplay(packet.move, packet.answers), pdfPath: sponsorPdfPath(params.token) };
}

export default function SponsorPacketPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={HEADING}
        lead="The family you sponsor shared their arrival, who is coming and where they would like help. There are no names or contact details here: reach the family through your unit."
      />
      <div className="max-w-3xl">
        <SponsorPacketSheet view={loaderData.view} />
        <a href={loaderData.pdfPath} className={`mt-6 ${buttonVariants({ variant: "outline" })}`} download>
          Download as a one-page PDF
        </a>
      </div>
    </>
  );
}
