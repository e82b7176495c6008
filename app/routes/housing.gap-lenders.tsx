import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { GAP_LENDERS_GUIDE } from "~/content/housing-guides";
import { Clock, Handshake, Home, Percent } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { GapLendersIllustration } from "~/components/illustrations/gap-lenders";
import { PageHeader } from "~/components/ui/page-header";
import { GAP_BENEFITS } from "~/content/assumptions";
import { GAP_LENDERS, SAMPLE_LENDERS_NOTE } from "~/content/lenders";
import { pageInfo } from "~/content/pages";
import { downPaymentAtCombinedLimit, GAP_COMBINED_LIMIT_TEXT } from "~/content/va-loan-facts";
import { calculateAssumption, WORKED_EXAMPLE } from "~/features/calculators/assumption";
import { formatDollars, formatMonthly, formatMonthlySaving } from "~/lib/money";
import { AgentContactCard } from "~/features/housing/agent-contact";
import { PageSection } from "~/features/housing/link-list";
import { LenderCard } from "~/features/lenders/lender-card";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/housing.gap-lenders";

const PAGE = pageInfo("/housing/gap-lenders");

export const meta: Route.MetaFunction = () => pageMeta("/housing/gap-lenders");

const GAP_BENEFIT_ICONS = { home: Home, percent: Percent, clock: Clock, handshake: Handshake } as const;

export default function GapLendersPage() {
  const site = useSite();
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          <>
            A lender of a <Term acronym="GAP">gap second mortgage</Term> bridges a home&apos;s price and the{" "}
            <Term acronym="VA">Veterans Affairs</Term> loan balance you assume. Here is how it works, with an example,
            and how to find one.
          </>
        }
        illustration={<GapLendersIllustration />}
      />

      <PageSection id="how" title="How a GAP loan works">
        <GapExample />
      </PageSection>

      <PageSection id="benefits" title="Why buyers use a GAP loan">
        <ul className="grid gap-4 sm:grid-cols-2">
          {GAP_BENEFITS.map(({ icon, title, description }) => {
            const Icon = GAP_BENEFIT_ICONS[icon];
            return (
              <li key={title}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="size-6 text-ocean-700" />
                  <CardTitle as="h3" className="mt-2">
                    {title}
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </Card>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="lenders" title="GAP lenders" intro={SAMPLE_LENDERS_NOTE}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {GAP_LENDERS.map((lender) => (
            <li key={lender.id}>
              <LenderCard lender={lender} site={site} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          Need the first mortgage too? See{" "}
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/housing/financing-options">
            all financing options
          </Link>
          .
        </p>
      </PageSection>

      <AgentContactCard
        className="mt-10"
        title="Want help pairing a GAP loan with an assumption?"
        description="Send us the listing. We'll check the assumable balance, estimate the GAP amount and introduce you to a lender who closes these regularly."
      />
      <SourcesBlock guide={GAP_LENDERS_GUIDE} />
    </>
  );
}

/** SPEC.md §9's worked example through the calculators' engine, told from the GAP loan's side. */
function GapExample() {
  const outcome = calculateAssumption(WORKED_EXAMPLE);
  if (!outcome.ok) return null;
  const { result } = outcome;
  const example = WORKED_EXAMPLE;
  const cents = (amount: number) => formatMonthly(amount);
  return (
    <Card data-testid="gap-example">
      <p className="text-slate-800">
        The seller owes {formatDollars(example.assumedBalance)} on a VA loan at {example.assumptionRate}% and the price
        is {formatDollars(example.purchasePrice)}. You assume the loan, and a GAP lender lends the{" "}
        <strong>{formatDollars(result.gapLoanAmount)}</strong> difference at {example.gapRate}% over{" "}
        {example.gapTermYears} years.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-ocean-50 p-3">
          <dt className="text-sm text-slate-700">GAP loan payment</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{cents(result.gapPayment)} a month</dd>
        </div>
        <div className="rounded-lg bg-ocean-50 p-3">
          <dt className="text-sm text-slate-700">Assumed loan + GAP loan</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {cents(result.assumptionTotalPayment)} a month
          </dd>
        </div>
        <div className="rounded-lg bg-ocean-50 p-3">
          <dt className="text-sm text-slate-700">
            New {formatDollars(result.newLoanAmount)} loan at {example.marketRate}% instead
          </dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{cents(result.newLoanTotalPayment)} a month</dd>
        </div>
        <div className="rounded-lg bg-emerald-50 p-3">
          <dt className="text-sm text-slate-700">You save</dt>
          <dd className="text-xl font-bold text-emerald-900 tabular-nums">
            {formatMonthlySaving(result.monthlySavings)} a month
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        The example borrows the whole difference to keep the figures simple. Lenders cap both loans together:{" "}
        {GAP_COMBINED_LIMIT_TEXT} is our planning figure, so expect to bring about{" "}
        {formatDollars(downPaymentAtCombinedLimit(example.purchasePrice))} down on this home.
      </p>
      <p className="mt-4 text-sm text-slate-700">
        Try your own figures in the{" "}
        <Link
          className="font-semibold text-ocean-800 underline underline-offset-2"
          to="/calculators/assumption-cruncher"
        >
          VA loan assumption calculator
        </Link>
        .
      </p>
    </Card>
  );
}
