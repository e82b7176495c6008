import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { BadgeDollarSign, CheckCircle2, Hammer, MapPin, Search } from "lucide-react";
import { Link } from "react-router";
import { Badge, SampleListingTag } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { VaHomesIllustration } from "~/components/illustrations/va-homes";
import { PageHeader } from "~/components/ui/page-header";
import { FIRST_MORTGAGE_LENDERS, SAMPLE_LENDERS_NOTE } from "~/content/lenders";
import { OAHU_HOMES_SEARCH_URL } from "~/content/listing-search";
import { COMMUTE_RADIUS_MILES } from "~/content/oahu-places";
import { pageInfo } from "~/content/pages";
import {
  AREA_LISTINGS,
  BASE_RADIUS_SEARCHES,
  HOUSING_MARKETS,
  NEW_DEVELOPMENT_LISTING,
  VA_HOME_BENEFITS,
  VA_HOMES_GUIDE,
} from "~/content/va-homes";
import { NEW_BUILD_CREDIT_RATE, VETERANS_CREDIT_PER_100K } from "~/content/program-figures";
import { newBuildCredit, veteransCredit } from "~/features/calculators/credits";
import { formatDollars } from "~/lib/money";
import { ExternalButton, PageSection } from "~/features/housing/link-list";
import { LenderCard } from "~/features/lenders/lender-card";
import { baseHousingLinks, homesCardId, homesMapAreas } from "~/features/oahu-map/areas";
import { OahuMap } from "~/features/oahu-map/oahu-map";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/housing.va-homes";

const PAGE = pageInfo("/housing/va-homes");

/** The three first-mortgage lenders shown here; the full list is on /housing/financing-options. */
const VA_HOMES_LENDER_COUNT = 3;

export const meta: Route.MetaFunction = () => pageMeta("/housing/va-homes");

export default function VaHomesPage() {
  const site = useSite();
  const creditBenefits = [
    `Veterans credit at closing: ${formatDollars(VETERANS_CREDIT_PER_100K)} for every $100,000 of the price`,
    `A ${NEW_BUILD_CREDIT_RATE * 100}% credit toward closing costs on new construction`,
  ];
  const newBuild = NEW_DEVELOPMENT_LISTING;
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead="Start with a search of homes for sale on Oahu, then narrow it by area or by commute to your base. Every sample price shows the Veterans Home Program credit it would earn."
        illustration={<VaHomesIllustration />}
      >
        <ExternalButton href={OAHU_HOMES_SEARCH_URL} size="lg" className="mt-5">
          <Search aria-hidden="true" className="size-5" />
          Search Oahu homes for sale
        </ExternalButton>
      </PageHeader>

      <Card tone="ocean" aria-labelledby="benefits-heading">
        <CardTitle id="benefits-heading">
          Why buy with your <Term acronym="VA">Veterans Affairs</Term> loan benefit
        </CardTitle>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {[...VA_HOME_BENEFITS, ...creditBenefits].map((benefit) => (
            <li key={benefit} className="flex gap-2 text-slate-800">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
              {benefit}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          See how the credits are worked out on the{" "}
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/programs">
            Veterans Home Program
          </Link>{" "}
          page.
        </p>
      </Card>

      <PageSection
        id="areas"
        title="Homes by area"
        intro="Sample prices for a typical family home in each area, to show the credit. Open an area to see what is for sale today."
      >
        <OahuMap
          title="Where each area is, and the installations"
          areas={homesMapAreas()}
          installationLinks={baseHousingLinks()}
        />
        <ul className="mt-6 grid gap-4 @md/main:grid-cols-2 @3xl/main:grid-cols-4">
          {AREA_LISTINGS.map((listing) => (
            <li key={listing.title}>
              <Card
                id={listing.town && homesCardId(listing.town)}
                className="flex h-full scroll-mt-20 flex-col"
                data-testid="area-listing"
              >
                <CardTitle as="h3">{listing.title}</CardTitle>
                <p className="mt-1 text-sm text-slate-700">{listing.description}</p>
                <p className="mt-3 text-sm text-slate-700">
                  Sample price{" "}
                  <span className="block text-xl font-bold text-slate-900">{formatDollars(listing.samplePrice)}</span>
                </p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <Badge tone="success">
                    <BadgeDollarSign aria-hidden="true" className="size-3.5" />
                    {formatDollars(veteransCredit(listing.samplePrice))} Veterans credit
                  </Badge>
                  <SampleListingTag />
                </div>
                <div className="mt-auto pt-4">
                  <ExternalButton href={listing.url} variant="outline" className="w-full">
                    Homes in {listing.title}
                  </ExternalButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="commute"
        title="Search by commute to base"
        intro={`Each search covers homes within about ${COMMUTE_RADIUS_MILES} miles of the base: roughly a 30-minute commute outside rush hour. H-1 and H-3 traffic can double it, so test the drive at your report time.`}
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {BASE_RADIUS_SEARCHES.map((search) => (
            <li key={search.base}>
              <Card className="flex h-full flex-col">
                <CardTitle as="h3">{search.base}</CardTitle>
                <CardDescription>
                  {search.branch} · nearby: {search.nearby}
                </CardDescription>
                <div className="mt-auto pt-4">
                  <ExternalButton href={search.url} variant="secondary" className="w-full">
                    <MapPin aria-hidden="true" className="size-4" />
                    Homes within 30 minutes
                    <span className="sr-only"> of {search.base}</span>
                  </ExternalButton>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="markets" title="Island market snapshots">
        <ul className="grid gap-4 @2xl/main:grid-cols-3">
          {HOUSING_MARKETS.map((market) => (
            <li key={market.island}>
              <Card className="h-full">
                <CardTitle as="h3">{market.island}</CardTitle>
                <p className="mt-2 text-sm font-semibold text-slate-900">Key areas</p>
                <p className="text-sm text-slate-700">{market.areas.join(", ")}</p>
                <p className="mt-2 text-sm font-semibold text-slate-900">Median price</p>
                <p className="text-lg font-bold text-ocean-800">{market.medianPrice}</p>
                <p className="text-xs text-slate-700">Sample range, check current listings</p>
                <p className="mt-2 text-sm text-slate-700">{market.note}</p>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="lenders"
        title="VA-savvy lenders"
        intro="Talk to a lender before you start touring: a pre-approval letter makes your offer count from the mainland."
      >
        <p className="mb-4 max-w-3xl text-slate-700">{SAMPLE_LENDERS_NOTE}</p>
        <ul className="grid gap-4 @2xl/main:grid-cols-3">
          {FIRST_MORTGAGE_LENDERS.slice(0, VA_HOMES_LENDER_COUNT).map((lender) => (
            <li key={lender.id}>
              <LenderCard lender={lender} site={site} compact />
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/housing/financing-options">
            Compare all financing options
          </Link>
          , or weigh buying against renting over your tour with the{" "}
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/calculators/rent-buy-assume">
            rent, buy or assume calculator
          </Link>
          .
        </p>
      </PageSection>

      <PageSection id="new-development" title="New developments">
        <Card tone="highlight" data-testid="new-development">
          <div className="flex flex-wrap items-center gap-2">
            <Hammer aria-hidden="true" className="size-5 text-coral-700" />
            <CardTitle as="h3">{newBuild.title}</CardTitle>
          </div>
          <p className="mt-2 text-slate-800">{newBuild.description}</p>
          <p className="mt-3 text-sm text-slate-700">
            Sample price{" "}
            <span className="block text-xl font-bold text-slate-900">{formatDollars(newBuild.samplePrice)}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge tone="success">{formatDollars(newBuildCredit(newBuild.samplePrice))} new-build credit</Badge>
            <SampleListingTag />
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link className={buttonVariants({ variant: "primary" })} to="/housing/new-construction">
              New construction guide
            </Link>
            <ExternalButton href={newBuild.url} variant="outline">
              Homes in Kapolei
            </ExternalButton>
          </div>
        </Card>
      </PageSection>
      <SourcesBlock guide={VA_HOMES_GUIDE} />
    </>
  );
}
