import { DEFAULT_YEARS_IN_HOME } from "./calculator-defaults";
import { ASSUMPTION_CALCULATOR_SOURCES, CREDIT_CALCULATOR_SOURCES } from "./calculator-sources";
import { RENT_BUY_ASSUME_CALCULATOR_SOURCES } from "./rent-buy-assume-sources";
import type { GuideRecord } from "./sources";
import {
  FUNDING_FEE_EXEMPT_TEXT,
  FUNDING_FEE_FIGURE,
  GAP_FIGURES,
  PROGRAM_CREDIT_FIGURES,
  VA_SOURCES,
} from "./va-loan-facts";

/** The guide records of the calculators (see GuideRecord). */

export const ASSUMPTION_CALCULATOR_GUIDE: GuideRecord = {
  path: "/calculators/assumption-cruncher",
  part: "Calculators",
  figures: [
    FUNDING_FEE_FIGURE,
    ...GAP_FIGURES,
    {
      label: "Years you expect to keep the home",
      value: `${DEFAULT_YEARS_IN_HOME} years unless you change it`,
      basis: "planning",
      note: "A typical tour. The calculator compares both paths over those years, counting what is still owed at the end, and until both loans are paid off.",
    },
  ],
  points: [
    "Monthly payments use the standard amortization formula; taxes, insurance and HOA dues are added to both paths.",
  ],
  ...ASSUMPTION_CALCULATOR_SOURCES,
};

export const CREDIT_CALCULATOR_GUIDE: GuideRecord = {
  path: "/calculators/credit",
  part: "Calculators",
  figures: PROGRAM_CREDIT_FIGURES,
  points: ["The credits are the Veterans Home Program's own, paid at closing; ask your lender how a credit applies."],
  ...CREDIT_CALCULATOR_SOURCES,
};

/**
 * The VA funding fee's purchase-loan tiers in words, as the VA publishes them (loans closed on or
 * after 7 April 2023). The calculators apply the same tiers (features/calculators/va-funding-fee.ts,
 * where they stay with the code that reads them: the assumption calculator's page is at its
 * JavaScript budget); va-funding-fee.test.ts holds the words to the tiers.
 */
export const VA_FUNDING_FEE_TIERS_TEXT =
  "under 5% down: 2.15% first use, 3.3% after; 5% to under 10% down: 1.5%; 10% down or more: 1.25%";

export const RENT_BUY_ASSUME_CALCULATOR_GUIDE: GuideRecord = {
  path: "/calculators/rent-buy-assume",
  part: "Calculators",
  figures: [
    {
      label: "VA funding fee on a purchase loan",
      value: VA_FUNDING_FEE_TIERS_TEXT,
      basis: "official",
      official: {
        text: `A share of the loan amount, set by the down payment and by whether you have used the benefit before. ${FUNDING_FEE_EXEMPT_TEXT}`,
        source: VA_SOURCES.fundingFee,
      },
    },
    FUNDING_FEE_FIGURE,
    {
      label: "Tour length",
      value: `${DEFAULT_YEARS_IN_HOME} years unless you change it`,
      basis: "planning",
      note: "A typical tour. Renting is compared over the tour; a home can be sold at its end or kept as a rental and sold later.",
    },
  ],
  points: [
    "Your BAH comes from the official BAH rate lookup for your pay grade, your dependents and your duty station's ZIP code (not your home's): every Oahu installation is in Honolulu County, housing area HI408. The calculator counts it against each path's cost over the tour.",
    "Net cost counts every payment, the return the cash put into a purchase would have earned, and what selling the home brings back after selling costs and the loans still owed.",
  ],
  ...RENT_BUY_ASSUME_CALCULATOR_SOURCES,
};
