import { Term } from "~/components/ui/term";
import { GuideTimeline } from "~/features/plan/guide-timeline";
import { guideSteps } from "~/features/plan/relative-due";
import { Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { SourcesBlock } from "~/components/ui/sources-block";
import {
  Callout,
  FigureGrid,
  GuideSection,
  PhoneLink,
  TipList,
  InfoCard,
  guideSections,
  OnThisPage,
} from "~/components/ui/guide";
import { FirearmsPcsIllustration } from "~/components/illustrations/firearms-pcs";
import { PageHeader } from "~/components/ui/page-header";
import {
  BUYING_IN_HAWAII,
  CHECK_WITH_HPD_FIRST,
  FIREARM_FIGURES,
  FIREARM_GUIDE,
  FIREARM_SOURCES,
  HPD_FIREARMS_UNIT,
  LAWS_2026_UNCONFIRMED,
  NEW_LAWS_2025,
  PROHIBITED_IN_HAWAII,
  REGISTRATION_STEPS,
  SHIPPING_WITH_HOUSEHOLD_GOODS,
} from "~/content/firearms";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.firearms-pcs";

const PAGE = pageInfo("/pcs-toolkit/firearms-pcs");
/** The description as the page's lead, its acronyms spelled out (issue 30); the meta description stays short. */
const LEAD = (
  <>
    Bringing firearms on <Term acronym="PCS">permanent change of station</Term> orders: Hawaii&apos;s registration
    deadline, where to register on Oahu, magazine limits and how to ship firearms with household goods.
  </>
);

const SECTIONS = guideSections([
  ["what-to-do", "What you need to do"],
  ["key-figures", "Key figures"],
  ["new-laws", "New laws since 2025"],
  ["banned-in-hawaii", "Banned in Hawaii, even with federal paperwork"],
  ["where-to-register", "Where to register"],
  ["shipping", "Shipping firearms with your household goods"],
  ["buying", "Buying a firearm in Hawaii"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/firearms-pcs");

/** The guide's dated steps, worked out here (at build time: the page is prerendered), not in its script. */
export function loader() {
  return { steps: guideSteps("/pcs-toolkit/firearms-pcs") };
}

export default function FirearmsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={LEAD} illustration={<FirearmsPcsIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <Callout tone="warning" title="Register within five days of arrival">
        <p>
          Hawaii requires every firearm brought into the state to be registered with the county police, in person. The
          five days start when you or the firearm arrives, whichever is later. This page is general information, not
          legal advice: the rules and forms of the Honolulu Police Department (HPD) are the authority.{" "}
          <ExternalLink href={FIREARM_SOURCES.hpdFirearms.url}>HPD firearms rules and forms</ExternalLink>
        </p>
      </Callout>

      {/* What a family does, and when, comes first; the figures follow (issue 30). */}
      <GuideSection {...SECTIONS["what-to-do"]} className="mt-10">
        <GuideTimeline steps={loaderData.steps} />
      </GuideSection>

      <GuideSection {...SECTIONS["key-figures"]}>
        <FigureGrid figures={FIREARM_FIGURES} />
      </GuideSection>

      <GuideSection {...SECTIONS["new-laws"]}>
        <TipList items={NEW_LAWS_2025} />
        <p className="mt-4 text-slate-700">
          {LAWS_2026_UNCONFIRMED}{" "}
          <ExternalLink href={FIREARM_SOURCES.legislature.url}>Hawaii State Legislature</ExternalLink>
        </p>
      </GuideSection>

      <GuideSection
        {...SECTIONS["banned-in-hawaii"]}
        lead="HRS § 134-8 bans these outright. Federal registration or a tax stamp does not make them legal here."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {PROHIBITED_IN_HAWAII.map((entry) => (
            <InfoCard key={entry.item} title={entry.item}>
              <p className="mt-1 text-sm text-slate-700">{entry.detail}</p>
            </InfoCard>
          ))}
        </ul>
        <Callout tone="warning" title="Check with HPD before you ship" className="mt-6">
          <p>
            {CHECK_WITH_HPD_FIRST} <ExternalLink href={FIREARM_SOURCES.hrs134_8.url}>HRS § 134-8</ExternalLink>
          </p>
        </Callout>
      </GuideSection>

      <GuideSection {...SECTIONS["where-to-register"]}>
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

      <GuideSection {...SECTIONS["shipping"]}>
        <TipList items={SHIPPING_WITH_HOUSEHOLD_GOODS} />
      </GuideSection>

      <GuideSection {...SECTIONS["buying"]}>
        <TipList items={BUYING_IN_HAWAII} />
      </GuideSection>

      <p className="mt-8 text-slate-700">
        Add the registration deadline to your{" "}
        <Link to="/pcs-toolkit/hawaii-checklist" className="text-ocean-800 underline underline-offset-2">
          Hawaii PCS checklist
        </Link>
        .
      </p>

      <SourcesBlock guide={FIREARM_GUIDE} />
    </>
  );
}
