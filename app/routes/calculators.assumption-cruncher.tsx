import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { ASSUMPTION_CALCULATOR_SOURCES } from "~/content/calculator-sources";
import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { assumptionQueryFromUrl } from "~/features/calculators/assumption-form";
import { AssumptionCalculator } from "~/features/calculators/components/assumption-calculator";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/calculators.assumption-cruncher";

const PAGE = pageInfo("/calculators/assumption-cruncher");

export const meta: Route.MetaFunction = () => pageMeta("/calculators/assumption-cruncher");

/** A shared link or a form sent without JavaScript arrives as a query string: compute it here. */
export function loader({ request }: Route.LoaderArgs) {
  return assumptionQueryFromUrl(request.url);
}

/** In the browser the same pure function answers at once, with no round trip. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return assumptionQueryFromUrl(request.url);
}

const INLINE_LINK = "font-semibold text-ocean-800 underline underline-offset-2";

export default function AssumptionCruncherPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description}>
        <p className="mt-3 max-w-3xl text-slate-700 print:hidden">
          Enter the price, the seller's <Term acronym="VA">Veterans Affairs</Term> loan and today's rate; the rest, such
          as the <Term acronym="GAP">gap second mortgage</Term> rate, starts at common values you can change.
        </p>
      </PageHeader>
      <AssumptionCalculator query={loaderData} />
      <p className="mt-10 text-slate-700 print:hidden">
        Read{" "}
        <Link to="/housing/va-assumptions" className={INLINE_LINK}>
          how VA loan assumptions and GAP loans work in Hawaii
        </Link>
        . To weigh it against renting with your <Term acronym="BAH">basic allowance for housing</Term>, try{" "}
        <Link to="/calculators/rent-buy-assume" className={INLINE_LINK}>
          rent, buy or assume
        </Link>
        .
      </p>
      {/* A printout is the figures and results on one page; the sources stay on the web page. */}
      <SourcesBlock guide={ASSUMPTION_CALCULATOR_SOURCES} className="print:hidden" />
    </>
  );
}
