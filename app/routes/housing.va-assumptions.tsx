import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { VA_ASSUMPTIONS_GUIDE } from "~/content/housing-guides";
import { CheckCircle2, KeyRound, Lightbulb, PiggyBank, Search, TrendingDown } from "lucide-react";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import {
  ASSUMPTION_BENEFITS,
  ASSUMPTION_FAQ,
  ASSUMPTION_RESOURCES,
  ASSUMPTION_SEARCHES,
  ASSUMPTION_STEPS,
  ASSUMPTION_TIPS,
} from "~/content/assumptions";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { VaAssumptionsIllustration } from "~/components/illustrations/va-assumptions";
import { PageHeader } from "~/components/ui/page-header";
import { GAP_LENDERS, SAMPLE_LENDERS_NOTE } from "~/content/lenders";
import { pageInfo } from "~/content/pages";
import { downPaymentAtCombinedLimit, GAP_COMBINED_LIMIT_TEXT } from "~/content/va-loan-facts";
import { calculateAssumption, WORKED_EXAMPLE } from "~/features/calculators/assumption";
import { formatDollars, formatMonthly, formatMonthlySaving, formatTotalSaving } from "~/lib/money";
import { AgentContactCard } from "~/features/housing/agent-contact";
import { ExternalButton, PageSection, ResourceLinkCards } from "~/features/housing/link-list";
import { PaymentComparison } from "~/features/housing/payment-comparison";
import { LenderCard } from "~/features/lenders/lender-card";
import { pageMeta } from "~/lib/page-meta";
import { faqJsonLd } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/housing.va-assumptions";

const PAGE = pageInfo("/housing/va-assumptions");

const BENEFIT_ICONS = [TrendingDown, PiggyBank, KeyRound];

export const meta: Route.MetaFunction = () => [
  ...pageMeta("/housing/va-assumptions"),
  { "script:ld+json": faqJsonLd(ASSUMPTION_FAQ) },
];

export default function VaAssumptionsPage() {
  const site = useSite();
  const gapPartner = GAP_LENDERS[0]!;
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          <>
            A <Term acronym="VA">Veterans Affairs</Term> loan can be taken over by the next buyer, rate and all. Here is
            how an assumption works in Hawaii, what it costs, and how much it can save next to a new loan at
            today&apos;s rates.
          </>
        }
        illustration={<VaAssumptionsIllustration />}
      />

      <PageSection
        id="search"
        title="Find homes to ask about"
        intro='Listing sites have no reliable "assumable" filter. Open a search and look for "assumable" or "VA assumable" in the remarks, or ask us to check the listings for you.'
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {ASSUMPTION_SEARCHES.map((search) => (
            <li key={search.label}>
              <ExternalButton href={search.url} variant="outline" className="w-full">
                <Search aria-hidden="true" className="size-4" />
                {search.label}
              </ExternalButton>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="benefits" title="Why assume a VA loan">
        <ul className="grid gap-4 @2xl/main:grid-cols-3">
          {ASSUMPTION_BENEFITS.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length]!;
            return (
              <li key={benefit.title}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="size-6 text-ocean-700" />
                  <CardTitle as="h3" className="mt-2">
                    {benefit.title}
                  </CardTitle>
                  <CardDescription>{benefit.description}</CardDescription>
                </Card>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        id="example"
        title="Worked savings example"
        intro="The same engine as the assumption calculator works out every figure below, so you can check it there with your own numbers."
      >
        <WorkedExample />
      </PageSection>

      <PageSection id="process" title="The eight-step process">
        <NumberedSteps steps={ASSUMPTION_STEPS} />
      </PageSection>

      <PageSection id="tips" title="Tips before you make an offer">
        <ul className="space-y-2">
          {ASSUMPTION_TIPS.map((tip) => (
            <li key={tip} className="flex gap-2 text-slate-800">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
              {tip}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="help" title="Get help with an assumption">
        <div className="grid gap-4 lg:grid-cols-2">
          <AgentContactCard
            headingLevel="h3"
            title="Talk to an assumption specialist"
            description="We'll ask the listing agent for the loan details, run the numbers with you and walk you through the servicer's package."
          />
          <div>
            <h3 className="text-lg font-semibold text-ocean-900">GAP financing</h3>
            <p className="mt-1 mb-3 text-sm text-slate-700">{SAMPLE_LENDERS_NOTE}</p>
            <LenderCard lender={gapPartner} site={site} headingLevel="h4" compact />
          </div>
        </div>
      </PageSection>

      <PageSection id="questions" title="Common questions">
        <dl className="space-y-4">
          {ASSUMPTION_FAQ.map((item) => (
            <div key={item.question} className="rounded-xl border border-ocean-100 bg-white p-4">
              <dt className="font-semibold text-ocean-900">{item.question}</dt>
              <dd className="mt-1 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="resources" title="Resources">
        <ResourceLinkCards links={ASSUMPTION_RESOURCES} />
      </PageSection>
      <SourcesBlock guide={VA_ASSUMPTIONS_GUIDE} />
    </>
  );
}

/** SPEC.md §9's example run through the calculators' engine (DESIGN.md: computed, not typed). */
function WorkedExample() {
  const outcome = calculateAssumption(WORKED_EXAMPLE);
  if (!outcome.ok) return null;
  const { result } = outcome;
  const example = WORKED_EXAMPLE;
  const cents = (amount: number) => formatMonthly(amount);
  const notUsed = "—";
  return (
    <>
      <p className="mb-4 max-w-3xl text-slate-800">
        A {formatDollars(example.purchasePrice)} home with nothing down. You assume the seller's{" "}
        {formatDollars(example.assumedBalance)} loan at {example.assumptionRate}% and borrow the other{" "}
        {formatDollars(result.gapLoanAmount)} with a <Term acronym="GAP">gap second mortgage</Term> at {example.gapRate}
        %, against one new {formatDollars(result.newLoanAmount)} loan at {example.marketRate}%. All loans run{" "}
        {example.newTermYears} years.
      </p>
      <PaymentComparison
        title="Assumption + GAP against a new loan"
        caption="Principal and interest a month; taxes, insurance and homeowners association (HOA) fees are the same either way."
        rows={[
          {
            label: `Assumed loan, ${formatDollars(example.assumedBalance)} at ${example.assumptionRate}%`,
            assumption: cents(result.assumedPayment),
            newLoan: notUsed,
          },
          {
            label: `GAP loan, ${formatDollars(result.gapLoanAmount)} at ${example.gapRate}%`,
            assumption: cents(result.gapPayment),
            newLoan: notUsed,
          },
          {
            label: `New loan, ${formatDollars(result.newLoanAmount)} at ${example.marketRate}%`,
            assumption: notUsed,
            newLoan: cents(result.newLoanPayment),
          },
        ]}
        total={{
          label: "Total a month",
          assumption: cents(result.assumptionTotalPayment),
          newLoan: cents(result.newLoanTotalPayment),
        }}
        savings={[
          { label: "Saved a month", value: formatMonthlySaving(result.monthlySavings) },
          { label: "Saved a year", value: formatTotalSaving(result.annualSavings) },
          { label: `Saved over ${result.savingsYears} years`, value: formatTotalSaving(result.lifetimeSavings) },
        ]}
      />
      <p className="mt-3 flex gap-2 text-sm text-slate-700">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
        Rates are examples. GAP rates typically run higher than first-mortgage rates, so compare real quotes. Lenders
        cap both loans together: {GAP_COMBINED_LIMIT_TEXT} is our planning figure, so on this home expect about{" "}
        {formatDollars(downPaymentAtCombinedLimit(example.purchasePrice))} down.
      </p>
    </>
  );
}
