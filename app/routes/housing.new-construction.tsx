import { NAMES } from "~/content/names";
import { Form, Link } from "react-router";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { NewConstructionIllustration } from "~/components/illustrations/new-construction";
import { PageHeader } from "~/components/ui/page-header";
import { NEW_CONSTRUCTION_SEARCH_URL } from "~/content/listing-search";
import { pageInfo } from "~/content/pages";
import {
  NEW_BUILD_CREDIT_PCT,
  NEW_CONSTRUCTION_BENEFITS,
  NEW_CONSTRUCTION_MONTHS,
  NEW_CONSTRUCTION_PAGE_SLIDER,
  NEW_CONSTRUCTION_STEPS,
} from "~/content/programs";
import { CreditSlider } from "~/features/calculators/components/credit-slider";
import { sliderPriceFromUrl } from "~/features/calculators/credit-query";
import { newBuildCredit } from "~/features/calculators/credits";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.new-construction";

const PAGE = pageInfo("/housing/new-construction");

export const meta: Route.MetaFunction = () => pageMeta("/housing/new-construction");

/**
 * `?price=…` from the slider's form without JavaScript (or a shared link): the server renders
 * the credit on that price. Without a query string the prerendered page is served.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { price: sliderPriceFromUrl(request.url, NEW_CONSTRUCTION_PAGE_SLIDER) };
}

/** In the browser the same pure function answers, with no round trip to the server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { price: sliderPriceFromUrl(request.url, NEW_CONSTRUCTION_PAGE_SLIDER) };
}

export default function NewConstructionPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} illustration={<NewConstructionIllustration />}>
        <ExternalLink
          href={NEW_CONSTRUCTION_SEARCH_URL}
          showIcon
          unstyled
          className={buttonVariants({ size: "lg", className: "mt-6" })}
        >
          Search new construction homes on Oahu
        </ExternalLink>
      </PageHeader>

      <Card>
        <CardTitle>Your new-build credit</CardTitle>
        <CardDescription>
          Slide to the price of the home you have in mind: the Veterans Home Program credits {NEW_BUILD_CREDIT_PCT}% of
          it toward your closing costs.
        </CardDescription>
        <Form method="get" action={PAGE.path} preventScrollReset className="mt-5">
          <CreditSlider
            label="New home price"
            range={NEW_CONSTRUCTION_PAGE_SLIDER}
            initialPrice={loaderData.price}
            credit={newBuildCredit}
            creditLabel="New-build credit"
            rateText={`${NEW_BUILD_CREDIT_PCT}% of the price`}
          />
        </Form>
      </Card>

      <section aria-labelledby="benefits-heading" className="mt-10">
        <h2 id="benefits-heading" className="text-2xl font-bold text-ocean-900">
          Why buy new
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {NEW_CONSTRUCTION_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardTitle as="h3">{benefit.title}</CardTitle>
                <CardDescription>{benefit.description}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="expect-heading" className="mt-10">
        <h2 id="expect-heading" className="text-2xl font-bold text-ocean-900">
          What to expect
        </h2>
        <p className="mt-2 text-slate-700">
          A new build usually takes <strong>{NEW_CONSTRUCTION_MONTHS}</strong> from signed contract to keys, so start
          early if your report date is close.
        </p>
        <NumberedSteps
          steps={NEW_CONSTRUCTION_STEPS.map((step) => ({ title: step.title, detail: step.description }))}
          className="mt-4 grid"
        />
      </section>

      <Card tone="sand" className="mt-10">
        <CardTitle>Talk it through with us</CardTitle>
        <CardDescription>
          We can shortlist communities near your base and walk you through builder contracts before you sign.
        </CardDescription>
        <Link to="/contact" className={buttonVariants({ className: "mt-4" })}>
          {NAMES.contact}
        </Link>
      </Card>
    </>
  );
}
