import { LAST_REVIEWED, type GuideRecord } from "./sources";
import {
  FUNDING_FEE_FIGURE,
  GAP_FIGURES,
  NO_DOWN_PAYMENT,
  SERVICER_DEADLINE_FIGURE,
  SERVICER_FEE_FIGURE,
  VA_SOURCES,
} from "./va-loan-facts";

/** The guide records of the VA assumption, financing and GAP lender pages (see GuideRecord). */

export const VA_ASSUMPTIONS_GUIDE: GuideRecord = {
  path: "/housing/va-assumptions",
  part: "Housing",
  figures: [FUNDING_FEE_FIGURE, SERVICER_FEE_FIGURE, SERVICER_DEADLINE_FIGURE, ...GAP_FIGURES],
  points: [
    "A VA loan can be assumed when the loan is current and the buyer qualifies under VA's credit standards. The seller's entitlement stays tied to the loan unless an eligible veteran buyer substitutes their own.",
  ],
  sources: [
    VA_SOURCES.fundingFee,
    VA_SOURCES.circulars,
    VA_SOURCES.fundingFeeStatute,
    VA_SOURCES.homeLoans,
    VA_SOURCES.fundingFeeExemptions,
    VA_SOURCES.assumptionFees,
  ],
  lastReviewed: LAST_REVIEWED,
};

export const FINANCING_GUIDE: GuideRecord = {
  path: "/housing/financing-options",
  part: "Housing",
  figures: [FUNDING_FEE_FIGURE, ...GAP_FIGURES],
  points: [NO_DOWN_PAYMENT, "Every lender on the page is a sample listing: compare at least two real written quotes."],
  sources: [VA_SOURCES.homeLoans, VA_SOURCES.fundingFee, VA_SOURCES.circulars, VA_SOURCES.fundingFeeExemptions],
  lastReviewed: LAST_REVIEWED,
};

export const GAP_LENDERS_GUIDE: GuideRecord = {
  path: "/housing/gap-lenders",
  part: "Housing",
  figures: [...GAP_FIGURES, SERVICER_DEADLINE_FIGURE],
  points: ["Every lender on the page is a sample listing: compare at least two real written quotes."],
  sources: [VA_SOURCES.circulars, VA_SOURCES.fundingFee, VA_SOURCES.homeLoans],
  lastReviewed: LAST_REVIEWED,
};
