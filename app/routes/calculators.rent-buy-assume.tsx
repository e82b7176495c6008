import { Term } from "~/components/ui/term";
import { Link, useLocation } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { SourcesBlock } from "~/components/ui/sources-block";
import { RENT_BUY_ASSUME_CALCULATOR_SOURCES } from "~/content/rent-buy-assume-sources";
import { pageInfo } from "~/content/pages";
import { RentBuyAssumeForm } from "~/features/calculators/components/rent-buy-assume-form";
import { RentBuyAssumeResults } from "~/features/calculators/components/rent-buy-assume-results";
import { rentBuyAssumeQueryFromUrl } from "~/features/calculators/server/rent-buy-assume-query.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/calculators.rent-buy-assume";

const PAGE = pageInfo("/calculators/rent-buy-assume");
/** The description as the page's lead, its acronyms spelled out (issue 30); the meta description stays short. */
const LEAD = (
  <>
    Compare renting with your <Term acronym="BAH">basic allowance for housing</Term>, buying with a{" "}
    <Term acronym="VA">Veterans Affairs</Term> loan and assuming a seller&apos;s VA loan over your tour, selling after
    or keeping the home as a rental.
  </>
);

export const meta: Route.MetaFunction = () => pageMeta("/calculators/rent-buy-assume");

/**
 * Computed on the server only: the comparison, with its sensitivity search, runs the engine a
 * few dozen times, and the page's script stays small. A shared link, a reload and the form sent
 * with or without JavaScript all arrive here as a query string.
 */
export function loader({ request }: Route.LoaderArgs) {
  return rentBuyAssumeQueryFromUrl(request.url);
}

export default function RentBuyAssumePage({ loaderData: query }: Route.ComponentProps) {
  const location = useLocation();
  const focusResults = Boolean((location.state as { focusResults?: boolean } | null)?.focusResults);
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={LEAD}>
        <p className="mt-3 max-w-3xl text-slate-700 print:hidden">
          Three questions are enough: your pay grade and dependents (which fill your BAH), the rent you would pay, and
          the price of the home you would buy. Everything else starts at a sourced figure or a labelled planning figure
          under "Adjust assumptions", and the answer says which one would change it most. Add the seller's loan there to
          compare an assumption too.
        </p>
      </PageHeader>
      <RentBuyAssumeForm query={query} />
      {query.result && query.inputs ? (
        <RentBuyAssumeResults
          inputs={query.inputs}
          result={query.result}
          moves={query.moves}
          grid={query.grid}
          focusOnMount={focusResults}
        />
      ) : null}
      <p className="mt-10 text-slate-700 print:hidden">
        Weighing an assumption in detail? The{" "}
        <Link
          to="/calculators/assumption-cruncher"
          className="font-semibold text-ocean-800 underline underline-offset-2"
        >
          VA loan assumption calculator
        </Link>{" "}
        compares the monthly payments and lifetime interest, and{" "}
        <Link to="/housing/verified-rentals" className="font-semibold text-ocean-800 underline underline-offset-2">
          renting near base
        </Link>{" "}
        shows what a rental there costs.
      </p>
      <SourcesBlock guide={RENT_BUY_ASSUME_CALCULATOR_SOURCES} className="print:hidden" />
    </>
  );
}
