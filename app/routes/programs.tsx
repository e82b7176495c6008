import { Link } from "react-router";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { PROGRAM_BENEFITS, PROGRAMS_NEW_BUILD_SLIDER, VETERANS_CREDIT_SLIDER } from "~/content/programs";
import { CreditCalculator } from "~/features/calculators/components/credit-calculator";
import { CreditSlider } from "~/features/calculators/components/credit-slider";
import { creditQueryFromUrl } from "~/features/calculators/credit-query";
import { VETERANS_CREDIT_PER_100K, newBuildCredit, veteransCredit } from "~/features/calculators/credits";
import { formatUsd } from "~/features/calculators/money";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/programs";

const PAGE = pageInfo("/programs");

export const meta: Route.MetaFunction = () => pageMeta("/programs");

export function loader({ request }: Route.LoaderArgs) {
  return creditQueryFromUrl(request.url);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return creditQueryFromUrl(request.url);
}

export default function ProgramsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="sr-only">
          Program benefits
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {PROGRAM_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardTitle as="h3">{benefit.title}</CardTitle>
                <p className="mt-2 text-2xl font-bold text-ocean-800">{benefit.figure}</p>
                <CardDescription className="mt-2">{benefit.description}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle>Veterans credit</CardTitle>
          <CardDescription>Slide to your price range to see the credit on a home you buy as a veteran.</CardDescription>
          <div className="mt-5">
            <CreditSlider
              label="Home price"
              range={VETERANS_CREDIT_SLIDER}
              credit={veteransCredit}
              creditLabel="Veterans credit"
              rateText={`${formatUsd(VETERANS_CREDIT_PER_100K)} for every $100,000`}
            />
          </div>
        </Card>
        <Card>
          <CardTitle>New-build credit</CardTitle>
          <CardDescription>1 % of a newly built home's price goes toward your closing costs.</CardDescription>
          <div className="mt-5">
            <CreditSlider
              label="New construction price"
              range={PROGRAMS_NEW_BUILD_SLIDER}
              credit={newBuildCredit}
              creditLabel="New-build credit"
              rateText="1 % of the price"
            />
          </div>
        </Card>
      </div>

      <Card className="mt-8">
        <CardTitle>Buying or selling? Calculate your reward</CardTitle>
        <CardDescription>Type an exact price for the buyer and seller credit.</CardDescription>
        <div className="mt-5">
          <CreditCalculator query={loaderData} action="/programs" />
        </div>
      </Card>

      <p className="mt-8 text-slate-700">
        Looking at new builds? See{" "}
        <Link to="/housing/new-construction" className="font-semibold text-ocean-800 underline underline-offset-2">
          what to expect when buying new construction
        </Link>
        , or{" "}
        <Link to="/contact" className="font-semibold text-ocean-800 underline underline-offset-2">
          contact a sponsor
        </Link>{" "}
        to put the program to work on your move.
      </p>
    </>
  );
}
