import { BUYER_SELLER_CREDIT_PER_100K, NEW_BUILD_CREDIT_RATE, VETERANS_CREDIT_PER_100K } from "./program-figures";
import { formatDollars } from "~/lib/money";
import type { GuideFigure } from "./sources";
import { FUNDING_FEE_EXEMPT_GROUPS, FUNDING_FEE_EXEMPT_TEXT } from "./va-funding-fee-exemptions";
import { VA_FUNDING_FEE_SOURCE_URL, VA_SOURCES } from "./va-sources";
import { GAP_MAX_LOAN_TO_PRICE_PCT } from "./gap-loan-limit";

export { FUNDING_FEE_EXEMPT_GROUPS, FUNDING_FEE_EXEMPT_TEXT, VA_FUNDING_FEE_SOURCE_URL, VA_SOURCES };

/**
 * VA loan facts the housing guides and both calculators share: the VA's own pages for the
 * funding fee and assumption deadlines, and the site owner's planning figures (SPEC.md §9) for
 * GAP loans and program credits. Kept free of the pages' longer content (and of the guide
 * records, one module per group of pages) so the calculators' scripts stay small.
 */

export { GAP_MAX_LOAN_TO_PRICE_PCT };
/** The words every page and the PDF use for it, labelled as the planning figure it is. */
export const GAP_COMBINED_LIMIT_TEXT = `combined (first + GAP) up to about ${GAP_MAX_LOAN_TO_PRICE_PCT}% of the price`;

/** The least a buyer brings down when the lenders' combined limit is the planning figure. */
export function downPaymentAtCombinedLimit(price: number): number {
  return Math.round((price * (100 - GAP_MAX_LOAN_TO_PRICE_PCT)) / 100);
}
export const GAP_TYPICAL_RATE_MIN_PCT = 8;
export const GAP_TYPICAL_RATE_MAX_PCT = 12;

/** VA Circular 26-23-10 (May 22, 2023): servicers with automatic authority decide within 45 days. */
export const SERVICER_DECISION_DAYS = 45;
/** Same circular: servicers without automatic authority send the file to VA within 35 days. */
export const SERVICER_SUBMIT_TO_VA_DAYS = 35;
/** Same circular: a disapproval can be appealed within 30 days. */
export const ASSUMPTION_APPEAL_DAYS = 30;

/**
 * The VA funding fee on an assumption (38 U.S.C. § 3729), as the calculators apply it
 * (features/calculators/assumption.ts VA_ASSUMPTION_FUNDING_FEE_RATE, where it stays with the code
 * that reads it: the assumption calculator's page is at its JavaScript budget);
 * va-funding-fee.test.ts holds these words to that figure.
 */
export const FUNDING_FEE_TEXT = "0.5%";

/**
 * How the assumption's funding fee is paid: no VA text lets it be added to the assumed balance
 * (38 U.S.C. § 3729(a)(2) finances a fee from loan proceeds, and an assumption has none), and the
 * calculators count it as cash (content-facts.md §12).
 */
export const ASSUMPTION_FUNDING_FEE_PAYMENT = "Paid at closing; ask the servicer how.";

export const FUNDING_FEE_FIGURE: GuideFigure = {
  label: "VA funding fee on an assumption",
  value: `${FUNDING_FEE_TEXT} of the unpaid balance`,
  basis: "official",
  official: {
    text: `Charged on the balance on the day the loan transfers. ${ASSUMPTION_FUNDING_FEE_PAYMENT} ${FUNDING_FEE_EXEMPT_TEXT}`,
    source: VA_SOURCES.fundingFee,
  },
};

/** VA Circulars 26-23-10 Change 1 and 26-24-5: the servicer's own fee for processing an assumption. */
export const SERVICER_FEE_CAP_AUTOMATIC = 300;
export const SERVICER_FEE_CAP_NON_AUTOMATIC = 250;

export const SERVICER_FEE_FIGURE: GuideFigure = {
  label: "Servicer's processing fee",
  value: `At most ${formatDollars(SERVICER_FEE_CAP_AUTOMATIC)} (${formatDollars(SERVICER_FEE_CAP_NON_AUTOMATIC)} without automatic authority)`,
  basis: "official",
  official: {
    text: `VA caps what the servicer charges to process an assumption: ${formatDollars(SERVICER_FEE_CAP_AUTOMATIC)} for a servicer with automatic authority, ${formatDollars(SERVICER_FEE_CAP_NON_AUTOMATIC)} for one without, or less where state law sets a lower cap (VA Circulars 26-23-10 Change 1 and 26-24-5).`,
    source: VA_SOURCES.circulars,
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
    label: "Assumed loan plus GAP loan",
    value: `Combined (first + GAP) up to about ${GAP_MAX_LOAN_TO_PRICE_PCT}% of the price`,
    basis: "planning",
    note: "Lenders cap the assumed balance and the GAP loan together, not the GAP loan alone. Each lender sets its own limit: ask for it in writing.",
  },
  { label: "Typical GAP rate", value: `${GAP_TYPICAL_RATE_MIN_PCT}–${GAP_TYPICAL_RATE_MAX_PCT}%`, basis: "planning" },
];

export const PROGRAM_CREDIT_FIGURES: readonly GuideFigure[] = [
  {
    label: "Buyer and seller credit",
    value: `${formatDollars(BUYER_SELLER_CREDIT_PER_100K)} per $100,000 of the price`,
    basis: "planning",
  },
  {
    label: "Veterans buying a home",
    value: `${formatDollars(VETERANS_CREDIT_PER_100K)} per $100,000`,
    basis: "planning",
  },
  { label: "New-build credit", value: `${NEW_BUILD_CREDIT_RATE * 100}% of the price`, basis: "planning" },
];

export const NO_DOWN_PAYMENT =
  "No down payment and no monthly mortgage insurance on a VA loan for eligible buyers with full entitlement.";
