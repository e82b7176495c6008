import { SourcesBlock } from "~/components/ui/sources-block";
import { Link } from "react-router";
import {
  FigureGrid,
  GuideSection,
  PortList,
  ShippingCompanyList,
  TipList,
  guideSections,
  OnThisPage,
} from "~/components/ui/guide";
import { BoatShippingIllustration } from "~/components/illustrations/boat-shipping";
import { PageHeader } from "~/components/ui/page-header";
import { BOAT_FIGURES, BOAT_PORTS, BOAT_SHIPPERS, BOAT_GUIDE, BOAT_STEPS } from "~/content/boats";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.boat-shipping";

const PAGE = pageInfo("/pcs-toolkit/boat-shipping");

const SECTIONS = guideSections([
  ["steps", "What you need to do"],
  ["key-figures", "Key figures"],
  ["shipping-companies", "Shipping companies"],
  ["ports", "Ports and transit times"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/boat-shipping");

export default function BoatShippingPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} illustration={<BoatShippingIllustration />} />
      <OnThisPage sections={SECTIONS} />

      {/* What a family does comes first, then what it costs (issue 30). */}
      <GuideSection {...SECTIONS["steps"]}>
        <TipList items={BOAT_STEPS} />
      </GuideSection>

      <GuideSection {...SECTIONS["key-figures"]}>
        <FigureGrid figures={BOAT_FIGURES} />
      </GuideSection>

      <GuideSection {...SECTIONS["shipping-companies"]}>
        <ShippingCompanyList companies={BOAT_SHIPPERS} />
      </GuideSection>

      <GuideSection {...SECTIONS["ports"]}>
        <PortList ports={BOAT_PORTS} />
        <p className="mt-4 text-slate-700">
          Shipping a car as well? See the{" "}
          <Link to="/pcs-toolkit/vehicle-shipping" className="text-ocean-800 underline underline-offset-2">
            vehicle shipping guide
          </Link>
          .
        </p>
      </GuideSection>

      <SourcesBlock guide={BOAT_GUIDE} />
    </>
  );
}
