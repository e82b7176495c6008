import { Term } from "~/components/ui/term";
import { dueRelativeText, planRule } from "~/features/plan/relative-due";
import { Link } from "react-router";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { ExternalLink } from "~/components/ui/external-link";
import { SourcesBlock } from "~/components/ui/sources-block";
import {
  Callout,
  EmailLink,
  FigureGrid,
  GuideSection,
  PhoneLink,
  InfoCard,
  guideSections,
  OnThisPage,
} from "~/components/ui/guide";
import { PetTravelIllustration } from "~/components/illustrations/pet-travel";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import {
  AIRLINES,
  ANIMAL_QUARANTINE_STATION,
  PET_CONTACTS,
  PET_FIGURES,
  PET_GUIDE,
  PET_SOURCES,
  PET_STEPS,
} from "~/content/pets";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.pet-travel";

const PAGE = pageInfo("/pcs-toolkit/pet-travel");
/** The description as the page's lead, its acronyms spelled out (issue 30); the meta description stays short. */
const LEAD = (
  <>
    How to bring a dog or cat to Hawaii on <Term acronym="PCS">permanent change of station</Term> orders: rabies
    vaccines, the <Term acronym="FAVN">fluorescent antibody virus neutralization</Term> test, the 5-Day-or-Less program,
    fees, deadlines and airlines.
  </>
);

const SECTIONS = guideSections([
  ["step-by-step", "What you need to do: the 5-Day-or-Less program"],
  ["key-figures", "Key figures"],
  ["airlines", "Airlines"],
  ["contacts", "Who to contact"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/pet-travel");

/** Each step's timing from the dated plan's rules, worked out here (at build time: the page is prerendered), not in its script. */
export function loader() {
  return {
    steps: PET_STEPS.map(({ planRuleId, ...step }) => ({
      ...step,
      ...(planRuleId ? { when: dueRelativeText(planRule(planRuleId)) } : {}),
    })),
  };
}

export default function PetTravelPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={LEAD} illustration={<PetTravelIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <Callout tone="warning" title="Hawaii is rabies-free, and the rules are strict">
        <p>
          Dogs and cats that meet every requirement can be released at Honolulu airport after inspection (Direct Airport
          Release, part of the 5-Day-or-Less program). Miss one and your pet faces up to 120 days of quarantine, or a
          flight back to the mainland at your cost.{" "}
          <ExternalLink href={PET_SOURCES.quarantineRule.url}>Hawaii Administrative Rules (HAR) § 4-29-9</ExternalLink>
        </p>
      </Callout>

      {/* What a family does, and when, comes first; the figures follow (issue 30). */}
      <GuideSection
        {...SECTIONS["step-by-step"]}
        className="mt-10"
        lead="In the order you'll do them. Start with the microchip: everything after it depends on it."
      >
        <NumberedSteps steps={loaderData.steps} />
      </GuideSection>

      <GuideSection {...SECTIONS["key-figures"]}>
        <FigureGrid figures={PET_FIGURES} />
      </GuideSection>

      <GuideSection
        {...SECTIONS["airlines"]}
        lead="Each airline sets its own pet rules and changes them with the seasons. Read them on the airline's site before you buy tickets."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {AIRLINES.map((airline) => (
            <InfoCard key={airline.name} title={airline.name}>
              <p className="mt-1 text-sm text-slate-700">{airline.notes}</p>
              <ExternalLink href={airline.website} className="mt-2 inline-flex min-h-11 items-center text-sm">
                {airline.name} website
              </ExternalLink>
            </InfoCard>
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["contacts"]}>
        <InfoCard as="div" title={ANIMAL_QUARANTINE_STATION.name}>
          <address className="mt-1 space-y-1 text-slate-700 not-italic">
            <p>{ANIMAL_QUARANTINE_STATION.address}</p>
            <p className="flex flex-wrap gap-x-4">
              <PhoneLink phone={ANIMAL_QUARANTINE_STATION.phone} />
              <EmailLink email={ANIMAL_QUARANTINE_STATION.email} />
            </p>
          </address>
          <p className="mt-2 text-sm text-slate-600">{ANIMAL_QUARANTINE_STATION.note}</p>
        </InfoCard>
        <ul className="mt-4 grid gap-4 @xl/main:grid-cols-3">
          {PET_CONTACTS.map((contact) => (
            <InfoCard key={contact.name} title={contact.name}>
              <p className="mt-1 text-sm text-slate-700">{contact.detail}</p>
              {contact.phone ? <PhoneLink phone={contact.phone} className="mt-2 text-sm" /> : null}
            </InfoCard>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          Need a pet-friendly room while you house-hunt? See the pet policies of the hotels on our{" "}
          <Link to="/pcs-toolkit/tla-hotels" className="text-ocean-800 underline underline-offset-2">
            temporary lodging allowance (TLA) hotels
          </Link>{" "}
          page, and add the pet steps to your{" "}
          <Link to="/pcs-toolkit/hawaii-checklist" className="text-ocean-800 underline underline-offset-2">
            Hawaii PCS checklist
          </Link>
          .
        </p>
      </GuideSection>

      <SourcesBlock guide={PET_GUIDE} />
    </>
  );
}
