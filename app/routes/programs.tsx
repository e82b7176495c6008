import { Form, Link } from "react-router";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import {
  NEW_BUILD_CREDIT_PCT,
  PROGRAM_BENEFITS,
  PROGRAMS_NEW_BUILD_SLIDER,
  VETERANS_CREDIT_SLIDER,
} from "~/content/programs";
import { CreditCalculator } from "~/features/calculators/components/credit-calculator";
import { CreditSlider } from "~/features/calculators/components/credit-slider";
import { CREDIT_PRICE_PARAM, creditQueryFromUrl, sliderPriceFromUrl } from "~/features/calculators/credit-query";
import { VETERANS_CREDIT_PER_100K } from "~/content/program-figures";
import { newBuildCredit, veteransCredit } from "~/features/calculators/credits";
import { formatDollars } from "~/lib/money";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/programs";

const PAGE = pageInfo("/programs");

export const meta: Route.MetaFunction = () => pageMeta("/programs");

/**
 * The credit calculator's `?price=` and each slider's price (`?veteransPrice=`,
 * `?newBuildPrice=`), sent by the forms without JavaScript or in a shared link. A query string
 * makes the server render the page for the request instead of sending the prerendered file.
 */
function programsQueryFromUrl(url: string) {
  return {
    ...creditQueryFromUrl(url),
    veteransPrice: sliderPriceFromUrl(url, VETERANS_CREDIT_SLIDER),
    newBuildPrice: sliderPriceFromUrl(url, PROGRAMS_NEW_BUILD_SLIDER),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  return programsQueryFromUrl(request.url);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return programsQueryFromUrl(request.url);
}

export default function ProgramsPage({ loaderData }: Route.ComponentProps) {
  // Sliders moved away from where they start travel with the calculator's form, and the other way round.
  const sliderPrices = [
    [VETERANS_CREDIT_SLIDER, loaderData.veteransPrice],
    [PROGRAMS_NEW_BUILD_SLIDER, loaderData.newBuildPrice],
  ] as const;
  const movedSliders = Object.fromEntries(
    sliderPrices
      .filter(([range, price]) => price !== range.initial)
      .map(([range, price]) => [range.param, String(price)]),
  );
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="sr-only">
          Program benefits
        </h2>
        <ul className="grid gap-4 @2xl/main:grid-cols-3">
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

      <Form method="get" action={PAGE.path} preventScrollReset className="mt-8 grid gap-6 lg:grid-cols-2">
        {loaderData.priceText ? <input type="hidden" name={CREDIT_PRICE_PARAM} value={loaderData.priceText} /> : null}
        <Card>
          <CardTitle>Veterans credit</CardTitle>
          <CardDescription>Slide to your price range to see the credit on a home you buy as a veteran.</CardDescription>
          <div className="mt-5">
            <CreditSlider
              label="Home price"
              range={VETERANS_CREDIT_SLIDER}
              initialPrice={loaderData.veteransPrice}
              credit={veteransCredit}
              creditLabel="Veterans credit"
              rateText={`${formatDollars(VETERANS_CREDIT_PER_100K)} for every $100,000`}
            />
          </div>
        </Card>
        <Card>
          <CardTitle>New-build credit</CardTitle>
          <CardDescription>
            {NEW_BUILD_CREDIT_PCT}% of a newly built home's price goes toward your closing costs.
          </CardDescription>
          <div className="mt-5">
            <CreditSlider
              label="New construction price"
              range={PROGRAMS_NEW_BUILD_SLIDER}
              initialPrice={loaderData.newBuildPrice}
              credit={newBuildCredit}
              creditLabel="New-build credit"
              rateText={`${NEW_BUILD_CREDIT_PCT}% of the price`}
            />
          </div>
        </Card>
      </Form>

      <Card className="mt-8">
        <CardTitle>Buying or selling? Calculate your reward</CardTitle>
        <CardDescription>Type an exact price for the buyer and seller credit.</CardDescription>
        <div className="mt-5">
          <CreditCalculator query={loaderData} action={PAGE.path} keep={movedSliders} />
        </div>
        <p className="mt-4 text-slate-700">
          <Link to="/calculators/credit" className="font-semibold text-ocean-800 underline underline-offset-2">
            Open the full credit calculator
          </Link>
          , with where its figures come from.
        </p>
      </Card>

      <p className="mt-8 text-slate-700">
        Looking at new builds? See{" "}
        <Link to="/housing/new-construction" className="font-semibold text-ocean-800 underline underline-offset-2">
          what to expect when buying new construction
        </Link>
        , or{" "}
        <Link to="/contact" className="font-semibold text-ocean-800 underline underline-offset-2">
          contact us
        </Link>{" "}
        to put the program to work on your move.
      </p>
    </>
  );
}
