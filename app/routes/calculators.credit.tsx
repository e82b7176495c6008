import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { CREDIT_CALCULATOR_SOURCES } from "~/content/calculator-sources";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { CreditCalculator } from "~/features/calculators/components/credit-calculator";
import { creditQueryFromUrl } from "~/features/calculators/credit-query";
import { BUYER_SELLER_CREDIT_PER_100K } from "~/content/program-figures";
import { formatDollars } from "~/lib/money";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/calculators.credit";

const PAGE = pageInfo("/calculators/credit");

export const meta: Route.MetaFunction = () => pageMeta("/calculators/credit");

/** `?price=…` is rendered by the server for a form sent without JavaScript or a shared link. */
export function loader({ request }: Route.LoaderArgs) {
  return creditQueryFromUrl(request.url);
}

/** In the browser the same pure function answers, with no round trip to the server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return creditQueryFromUrl(request.url);
}

export default function CreditPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />
      <Card>
        <CardTitle>Calculate your reward</CardTitle>
        <CardDescription>
          Enter the price of the home you are buying or selling. The program credits{" "}
          {formatDollars(BUYER_SELLER_CREDIT_PER_100K)} for every $100,000 of the price at closing.
        </CardDescription>
        <div className="mt-5">
          <CreditCalculator query={loaderData} action="/calculators/credit" />
        </div>
      </Card>
      <p className="mt-6 text-slate-700">
        Veterans earn more on a purchase, and new builds come with a 1% credit:{" "}
        <Link to="/programs" className="font-semibold text-ocean-800 underline underline-offset-2">
          see every Veterans Home Program benefit
        </Link>
        . Thinking of taking over a seller's low-rate <Term acronym="VA">Veterans Affairs</Term> loan? Try the{" "}
        <Link
          to="/calculators/assumption-cruncher"
          className="font-semibold text-ocean-800 underline underline-offset-2"
        >
          VA loan assumption calculator
        </Link>
        .
      </p>
      <SourcesBlock guide={CREDIT_CALCULATOR_SOURCES} />
    </>
  );
}
