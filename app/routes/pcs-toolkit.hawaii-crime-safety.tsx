import { Badge } from "~/components/ui/badge";
import { ExternalLink } from "~/components/ui/external-link";
import { SourcesBlock } from "~/components/ui/sources-block";
import { Callout, GuideSection, PhoneLink, TipList, InfoCard, guideSections, OnThisPage } from "~/components/ui/guide";
import { HawaiiCrimeSafetyIllustration } from "~/components/illustrations/hawaii-crime-safety";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { KEY_AREAS, QUESTIONS_TO_ASK, RESEARCH_TIPS, SAFETY_RESOURCES, SAFETY_GUIDE } from "~/content/safety";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.hawaii-crime-safety";

const PAGE = pageInfo("/pcs-toolkit/hawaii-crime-safety");

const SECTIONS = guideSections([
  ["resources", "Where to look"],
  ["research-tips", "Research tips"],
  ["key-areas", "Key areas to research"],
  ["questions", "Questions to ask a landlord, seller or neighbor"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-crime-safety");

export default function CrimeSafetyPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} illustration={<HawaiiCrimeSafetyIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <GuideSection {...SECTIONS["resources"]}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SAFETY_RESOURCES.map((resource) => (
            <InfoCard
              key={resource.title}
              title={resource.title}
              titleClassName="mt-2"
              eyebrow={
                <Badge tone={resource.provider === "official" ? "success" : "warning"}>
                  {resource.provider === "official" ? "Official source" : "Third-party tool"}
                </Badge>
              }
            >
              <p className="mt-1 flex-1 text-sm text-slate-700">{resource.description}</p>
              {resource.phone ? <PhoneLink phone={resource.phone} className="mt-2 min-h-11 text-sm" /> : null}
              <ExternalLink href={resource.url} className="mt-1 inline-flex min-h-11 items-center text-sm">
                Open {resource.title}
              </ExternalLink>
            </InfoCard>
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["research-tips"]}>
        <TipList items={RESEARCH_TIPS} />
      </GuideSection>

      <GuideSection
        {...SECTIONS["key-areas"]}
        lead="Communities within reach of each base. We don't rank neighborhoods: use the sources above for the streets you are considering."
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          {KEY_AREAS.map((entry) => (
            <div key={entry.base} className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
              <dt className="font-semibold text-ocean-900">Near {entry.base}</dt>
              <dd className="mt-1 text-slate-700">{entry.areas}</dd>
            </div>
          ))}
        </dl>
      </GuideSection>

      <GuideSection {...SECTIONS["questions"]}>
        <TipList items={QUESTIONS_TO_ASK} />
        <Callout title="Numbers need context" className="mt-6">
          <p>
            In 2015, for example, Hawaii recorded 54,346 property crimes and 4,201 violent crimes statewide. Look at the
            categories that matter to your family, such as car break-ins or burglary, rather than one overall number.
          </p>
        </Callout>
      </GuideSection>

      <SourcesBlock guide={SAFETY_GUIDE} />
    </>
  );
}
