import { Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { Callout, FigureGrid, GuideSection, PhoneLink, SourcesBlock, TipList, InfoCard } from "~/components/ui/guide";
import { PageHeader } from "~/components/ui/page-header";
import {
  BUYING_IN_HAWAII,
  FIREARM_FIGURES,
  FIREARM_SOURCE_LIST,
  FIREARM_SOURCES,
  HPD_FIREARMS_UNIT,
  REGISTRATION_STEPS,
  SHIPPING_WITH_HOUSEHOLD_GOODS,
} from "~/content/firearms";
import { pageInfo } from "~/content/pages";
import { LAST_REVIEWED } from "~/content/sources";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.firearms-pcs";

const PAGE = pageInfo("/pcs-toolkit/firearms-pcs");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/firearms-pcs");

export default function FirearmsPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />

      <Callout tone="warning" title="Register within five days of arrival">
        <p>
          Hawaii requires every firearm brought into the state to be registered with the county police, in person. The
          clock starts when you or the firearm arrives, whichever is later. This page is general information, not legal
          advice: HPD&apos;s rules and forms are the authority.{" "}
          <ExternalLink href={FIREARM_SOURCES.hpdFirearms.url}>HPD firearms rules and forms</ExternalLink>
        </p>
      </Callout>

      <GuideSection id="key-figures" title="Key figures" className="mt-10">
        <FigureGrid figures={FIREARM_FIGURES} />
      </GuideSection>

      <GuideSection id="where-to-register" title="Where to register on Oahu">
        <InfoCard as="div" title={HPD_FIREARMS_UNIT.name}>
          <address className="mt-2 space-y-1 text-slate-700 not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {HPD_FIREARMS_UNIT.address}
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {HPD_FIREARMS_UNIT.hours}
            </p>
            <p>
              <PhoneLink phone={HPD_FIREARMS_UNIT.phone} />{" "}
              <span className="text-sm text-slate-600">{HPD_FIREARMS_UNIT.phoneNote}</span>
            </p>
          </address>
        </InfoCard>
        <h3 className="mt-6 text-lg font-semibold text-ocean-900">What registration involves</h3>
        <TipList items={REGISTRATION_STEPS} className="mt-2" />
      </GuideSection>

      <GuideSection id="shipping" title="Shipping firearms with your household goods">
        <TipList items={SHIPPING_WITH_HOUSEHOLD_GOODS} />
      </GuideSection>

      <GuideSection id="buying" title="Buying a firearm in Hawaii">
        <TipList items={BUYING_IN_HAWAII} />
      </GuideSection>

      <p className="mt-8 text-slate-700">
        Add the registration deadline to your{" "}
        <Link to="/pcs-toolkit/hawaii-checklist" className="text-ocean-800 underline underline-offset-2">
          Hawaii PCS checklist
        </Link>
        .
      </p>

      <SourcesBlock sources={FIREARM_SOURCE_LIST} lastReviewed={LAST_REVIEWED} />
    </>
  );
}
