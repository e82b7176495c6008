import { VA_ASSUMPTION_FUNDING_FEE_RATE } from "~/features/calculators/assumption";
import {
  BUYER_SELLER_CREDIT_PER_100K,
  NEW_BUILD_CREDIT_RATE,
  VETERANS_CREDIT_PER_100K,
} from "~/features/calculators/credits";
import { formatUsd } from "~/features/calculators/money";
import type { GuideFigure } from "./sources";
import { VA_FUNDING_FEE_SOURCE_URL, VA_SOURCES } from "./va-sources";

export { VA_FUNDING_FEE_SOURCE_URL, VA_SOURCES };

/**
 * VA loan facts the housing guides and both calculators share: the VA's own pages for the
 * funding fee and assumption deadlines, and the site owner's planning figures (SPEC.md §9) for
 * GAP loans and program credits. Kept free of the pages' longer content (and of the guide
 * records, one module per group of pages) so the calculators' scripts stay small.
 */

/** GAP second mortgages as the site owner describes them (SPEC.md §9 info text). */
export const GAP_MAX_LOAN_TO_PRICE_PCT = 90;
export const GAP_TYPICAL_RATE_MIN_PCT = 8;
export const GAP_TYPICAL_RATE_MAX_PCT = 12;

/** VA Circular 26-23-10 (May 22, 2023): servicers with automatic authority decide within 45 days. */
export const SERVICER_DECISION_DAYS = 45;
/** Same circular: servicers without automatic authority send the file to VA within 35 days. */
export const SERVICER_SUBMIT_TO_VA_DAYS = 35;
/** Same circular: a disapproval can be appealed within 30 days. */
export const ASSUMPTION_APPEAL_DAYS = 30;

/** "0.5%": the VA funding fee on an assumption, as the calculators use it. */
export const FUNDING_FEE_TEXT = `${VA_ASSUMPTION_FUNDING_FEE_RATE * 100}%`;

export const FUNDING_FEE_FIGURE: GuideFigure = {
  label: "VA funding fee on an assumption",
  value: `${FUNDING_FEE_TEXT} of the unpaid balance`,
  basis: "official",
  official: {
    text: "Charged on the balance on the day the loan transfers; it can be rolled into the loan. Veterans who receive VA disability compensation are exempt.",
    source: VA_SOURCES.fundingFee,
  },
};

export const SERVICER_DEADLINE_FIGURE: GuideFigure = {
  label: "Servicer's decision",
  value: `Within ${SERVICER_DECISION_DAYS} days of a complete application`,
  basis: "official",
  official: {
    text: `Servicers with automatic authority must decide within ${SERVICER_DECISION_DAYS} calendar days; a disapproval can be appealed to VA within ${ASSUMPTION_APPEAL_DAYS} days (VA Circular 26-23-10).`,
    source: VA_SOURCES.circulars,
  },
};

export const GAP_FIGURES: readonly GuideFigure[] = [
  {
    label: "GAP loan size",
    value: `Up to ${GAP_MAX_LOAN_TO_PRICE_PCT}% of the price, with most lenders`,
    basis: "planning",
  },
  { label: "Typical GAP rate", value: `${GAP_TYPICAL_RATE_MIN_PCT}–${GAP_TYPICAL_RATE_MAX_PCT}%`, basis: "planning" },
];

export const PROGRAM_CREDIT_FIGURES: readonly GuideFigure[] = [
  {
    label: "Buyer and seller credit",
    value: `${formatUsd(BUYER_SELLER_CREDIT_PER_100K)} per $100,000 of the price`,
    basis: "planning",
  },
  { label: "Veterans buying a home", value: `${formatUsd(VETERANS_CREDIT_PER_100K)} per $100,000`, basis: "planning" },
  { label: "New-build credit", value: `${NEW_BUILD_CREDIT_RATE * 100}% of the price`, basis: "planning" },
];

export const NO_DOWN_PAYMENT =
  "No down payment and no monthly mortgage insurance on a VA loan for eligible buyers with full entitlement.";
