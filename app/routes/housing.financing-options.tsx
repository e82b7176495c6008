import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { FINANCING_GUIDE } from "~/content/housing-guides";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { FinancingOptionsIllustration } from "~/components/illustrations/financing-options";
import { PageHeader } from "~/components/ui/page-header";
import { FIRST_MORTGAGE_LENDERS, GAP_LENDERS, SAMPLE_LENDERS_NOTE } from "~/content/lenders";
import { pageInfo } from "~/content/pages";
import { AgentContactCard } from "~/features/housing/agent-contact";
import { PageSection } from "~/features/housing/link-list";
import { LenderCard } from "~/features/lenders/lender-card";
import { pageMeta } from "~/lib/page-meta";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/housing.financing-options";

const PAGE = pageInfo("/housing/financing-options");

export const meta: Route.MetaFunction = () => pageMeta("/housing/financing-options");

export default function FinancingOptionsPage() {
  const site = useSite();
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          <>
            Most buyers on <Term acronym="PCS">permanent change of station</Term> orders need two conversations: a
            first-mortgage lender for a <Term acronym="VA">Veterans Affairs</Term> loan, and, when you assume a
            seller&apos;s VA loan, a lender for the <Term acronym="GAP">gap second mortgage</Term> for the difference.
          </>
        }
        illustration={<FinancingOptionsIllustration />}
      />

      <PageSection
        id="first-mortgage"
        title="First mortgage lenders"
        intro="VA purchase loans, assumptions, jumbo loans and new construction. Ask each lender for a Loan Estimate so you can compare the same figures side by side."
      >
        <p className="mb-4 max-w-3xl text-slate-700">{SAMPLE_LENDERS_NOTE}</p>
        <ul className="grid gap-4 md:grid-cols-2">
          {FIRST_MORTGAGE_LENDERS.map((lender) => (
            <li key={lender.id}>
              <LenderCard lender={lender} site={site} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="gap"
        title="Second mortgage and GAP lenders"
        intro="When you assume a VA loan, the seller's balance is usually less than the price. A GAP lender funds that difference with a second mortgage that closes alongside the assumption."
      >
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {GAP_LENDERS.map((lender) => (
            <li key={lender.id}>
              <LenderCard lender={lender} site={site} />
            </li>
          ))}
        </ul>
        <Link className={buttonVariants({ variant: "outline", className: "mt-4" })} to="/housing/gap-lenders">
          How GAP loans work
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </PageSection>

      <AgentContactCard
        className="mt-10"
        title="Not sure which lender fits? Ask us"
        description="Tell us your orders, report date and budget. We'll suggest who to talk to first and what to ask, at no cost to you."
      />
      <SourcesBlock guide={FINANCING_GUIDE} />
    </>
  );
}
