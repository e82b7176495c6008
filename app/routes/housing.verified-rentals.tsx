import { Term } from "~/components/ui/term";
import { NAMES } from "~/content/names";
import { CheckCircle2, Search } from "lucide-react";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { Link } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { VerifiedRentalsIllustration } from "~/components/illustrations/verified-rentals";
import { PageHeader } from "~/components/ui/page-header";
import { OAHU_RENTALS_SEARCH_URL } from "~/content/listing-search";
import { pageInfo } from "~/content/pages";
import {
  OFF_BASE_SHARE_SOURCE,
  RENTAL_AREAS,
  RENTAL_RESOURCES,
  RENTAL_VERIFICATION_CHECKLIST,
  RENTALS_LEAD,
} from "~/content/rentals";
import { ExternalLink } from "~/components/ui/external-link";
import { ExternalButton, PageSection, ResourceLinkCards } from "~/features/housing/link-list";
import { baseHousingLinks, rentalMapAreas } from "~/features/oahu-map/areas";
import { OahuMap } from "~/features/oahu-map/oahu-map";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.verified-rentals";

const PAGE = pageInfo("/housing/verified-rentals");

export const meta: Route.MetaFunction = () => pageMeta("/housing/verified-rentals");

export default function VerifiedRentalsPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={RENTALS_LEAD} illustration={<VerifiedRentalsIllustration />}>
        <p className="mt-2 text-sm text-slate-600">
          The 40% is from an editorial, not an official count:{" "}
          <ExternalLink href={OFF_BASE_SHARE_SOURCE.url}>{OFF_BASE_SHARE_SOURCE.publisher}</ExternalLink>
        </p>
        <ExternalButton href={OAHU_RENTALS_SEARCH_URL} size="lg" className="mt-5">
          <Search aria-hidden="true" className="size-5" />
          Search Oahu rentals
        </ExternalButton>
      </PageHeader>

      <PageSection
        id="areas"
        title="Popular rental areas"
        intro="Typical monthly rents our team sees for family homes; prices move with the season and the cycle of permanent change of station (PCS) moves, so check current listings."
      >
        <OahuMap
          title="The rental areas and the installations"
          areas={rentalMapAreas()}
          installationLinks={baseHousingLinks()}
        />
        <ul className="mt-6 grid gap-4 @2xl/main:grid-cols-3">
          {RENTAL_AREAS.map((area) => (
            <li key={area.area}>
              <Card id={area.id} className="flex h-full scroll-mt-20 flex-col" data-testid="rental-area">
                <CardTitle as="h3">{area.area}</CardTitle>
                <p className="mt-1 text-sm text-slate-700">{area.neighborhoods.join(", ")}</p>
                <p className="mt-3 text-xl font-bold text-ocean-800">{area.priceRange}</p>
                <ul className="mt-3 space-y-1.5 text-sm text-slate-800">
                  {area.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
                      {benefit}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-4">
                  <ExternalButton href={area.searchUrl} variant="outline" className="w-full">
                    Rentals in {area.neighborhoods[0]}
                  </ExternalButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="verify"
        title="Verify before you pay: 8 checks"
        intro="Rental scams target families who are still on the mainland. A real landlord will be glad you checked."
      >
        <NumberedSteps
          steps={RENTAL_VERIFICATION_CHECKLIST.map((item) => ({ title: item.check, detail: item.why }))}
          titleAs="p"
          className="grid md:grid-cols-2"
        />
        <p className="mt-4 text-slate-700">
          Want a second opinion on a listing before you sign?{" "}
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/contact">
            {NAMES.contact}
          </Link>
          .
        </p>
        <p className="mt-3 text-slate-700">
          Renting, or buying instead? Compare both over your tour, your{" "}
          <Term acronym="BAH">basic allowance for housing</Term> included, in the{" "}
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/calculators/rent-buy-assume">
            rent, buy or assume calculator
          </Link>
          .
        </p>
      </PageSection>

      <PageSection id="resources" title="Rental resources">
        <ResourceLinkCards links={RENTAL_RESOURCES} />
      </PageSection>
    </>
  );
}
