import { Term } from "~/components/ui/term";
import { GuideTimeline } from "~/features/plan/guide-timeline";
import { guideSteps } from "~/features/plan/relative-due";
import { SourcesBlock } from "~/components/ui/sources-block";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import {
  Callout,
  FigureGrid,
  GuideSection,
  PortList,
  ShippingCompanyList,
  TipList,
  guideSections,
  OnThisPage,
} from "~/components/ui/guide";
import { VehicleShippingIllustration } from "~/components/illustrations/vehicle-shipping";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import {
  AFTER_ARRIVAL,
  GOVERNMENT_SHIPMENT_FACTS,
  VEHICLE_FIGURES,
  VEHICLE_PORTS,
  VEHICLE_SHIPPERS,
  VEHICLE_GUIDE,
  VEHICLE_SOURCES,
} from "~/content/vehicles";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.vehicle-shipping";

const PAGE = pageInfo("/pcs-toolkit/vehicle-shipping");
/** The description as the page's lead, its acronyms spelled out (issue 30); the meta description stays short. */
const LEAD = (
  <>
    Shipping your vehicle to Hawaii on <Term acronym="PCS">permanent change of station</Term> orders: government-paid
    shipment, commercial costs, booking, the Honolulu processing center and registration after arrival.
  </>
);

const SECTIONS = guideSections([
  ["what-to-do", "What you need to do"],
  ["key-figures", "Key figures"],
  ["government-shipment", "Your government-paid shipment"],
  ["shipping-companies", "Shipping companies"],
  ["ports", "Ports and transit times"],
  ["after-arrival", "After your car arrives"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/vehicle-shipping");

/** The guide's dated steps, worked out here (at build time: the page is prerendered), not in its script. */
export function loader() {
  return { steps: guideSteps("/pcs-toolkit/vehicle-shipping") };
}

export default function VehicleShippingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={LEAD} illustration={<VehicleShippingIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <Callout tone="warning" title="The government ships one car">
        <p>
          The official guidance we could find says one car at government expense for a move to Hawaii. A two-vehicle
          policy has been quoted to families, but we could not confirm it. Ask your transportation office before you
          decide which cars to ship, sell or store.{" "}
          <ExternalLink href={VEHICLE_SOURCES.airForcePpa.url}>Air Force Personal Property Activity</ExternalLink>
        </p>
      </Callout>

      {/* What a family does, and when, comes first; the figures follow (issue 30). */}
      <GuideSection {...SECTIONS["what-to-do"]} className="mt-10">
        <GuideTimeline steps={loaderData.steps} />
      </GuideSection>

      <GuideSection {...SECTIONS["key-figures"]}>
        <FigureGrid figures={VEHICLE_FIGURES} />
      </GuideSection>

      <GuideSection {...SECTIONS["government-shipment"]}>
        <TipList items={GOVERNMENT_SHIPMENT_FACTS} />
        <p className="mt-4">
          <ExternalLink href={VEHICLE_SOURCES.pcsMyPov.url}>Track your car on PCSmyPOV</ExternalLink>
        </p>
      </GuideSection>

      <GuideSection
        {...SECTIONS["shipping-companies"]}
        lead="The government contract for your entitled car, and examples of what to ask a commercial carrier for a second one."
      >
        <ShippingCompanyList companies={VEHICLE_SHIPPERS} />
      </GuideSection>

      <GuideSection {...SECTIONS["ports"]}>
        <PortList ports={VEHICLE_PORTS} />
      </GuideSection>

      <GuideSection {...SECTIONS["after-arrival"]}>
        <TipList items={AFTER_ARRIVAL} />
        <p className="mt-4 text-slate-700">
          Shipping a boat too? See the{" "}
          <Link to="/pcs-toolkit/boat-shipping" className="text-ocean-800 underline underline-offset-2">
            boat shipping guide
          </Link>
          , and keep the dates in your{" "}
          <Link to="/pcs-toolkit/hawaii-checklist" className="text-ocean-800 underline underline-offset-2">
            Hawaii PCS checklist
          </Link>
          .
        </p>
      </GuideSection>

      <SourcesBlock guide={VEHICLE_GUIDE} />
    </>
  );
}
