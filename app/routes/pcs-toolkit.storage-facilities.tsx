import { SourcesBlock } from "~/components/ui/sources-block";
import { BadgePercent, MapPin } from "lucide-react";
import { SampleListingTag } from "~/components/ui/badge";
import { ExternalLink } from "~/components/ui/external-link";
import { GuideSection, PhoneLink, TipList, InfoCard, guideSections, OnThisPage } from "~/components/ui/guide";
import { StorageFacilitiesIllustration } from "~/components/illustrations/storage-facilities";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { GOVERNMENT_STORAGE, JPPSO_HAWAII, STORAGE_FACILITIES, STORAGE_GUIDE, STORAGE_TIPS } from "~/content/storage";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.storage-facilities";

const PAGE = pageInfo("/pcs-toolkit/storage-facilities");

const SECTIONS = guideSections([
  ["facilities", "Storage near base"],
  ["tips", "Storage tips"],
  ["government-storage", "Storage that comes with your orders"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/storage-facilities");

export default function StorageFacilitiesPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} illustration={<StorageFacilitiesIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <GuideSection
        {...SECTIONS["facilities"]}
        lead="What to look for near each base. These are sample listings that show what to compare: check any facility's current prices and discounts yourself."
      >
        <ul className="grid gap-4 @2xl/main:grid-cols-3">
          {STORAGE_FACILITIES.map((facility) => (
            <InfoCard key={facility.title} title={facility.title}>
              {facility.sample ? <SampleListingTag className="mt-1" /> : null}
              <p className="mt-2 flex gap-1.5 text-sm text-slate-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {facility.location}
              </p>
              <p className="mt-1 flex gap-1.5 text-sm font-semibold text-emerald-800">
                <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {facility.discount}
              </p>
              <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {facility.perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              {/* A sample listing's website is a reserved example address: no link that acts like a real one. */}
              {facility.sample ? null : (
                <ExternalLink href={facility.website} className="mt-3 inline-flex min-h-11 items-center text-sm">
                  Website<span className="sr-only"> for {facility.title}</span>
                </ExternalLink>
              )}
            </InfoCard>
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["tips"]}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {STORAGE_TIPS.map((tip) => (
            <InfoCard key={tip.title} title={tip.title}>
              <p className="mt-1 text-sm text-slate-700">{tip.detail}</p>
            </InfoCard>
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["government-storage"]}>
        <TipList items={GOVERNMENT_STORAGE} />
        <InfoCard as="div" className="mt-4" title={JPPSO_HAWAII.name}>
          <address className="mt-1 space-y-1 text-slate-700 not-italic">
            <p>{JPPSO_HAWAII.address}</p>
            <p>
              Local moves and storage: <PhoneLink phone={JPPSO_HAWAII.phone} />
            </p>
            <p>
              Moving out of Hawaii: <PhoneLink phone={JPPSO_HAWAII.outboundPhone} />
            </p>
          </address>
        </InfoCard>
      </GuideSection>

      <SourcesBlock guide={STORAGE_GUIDE} />
    </>
  );
}
