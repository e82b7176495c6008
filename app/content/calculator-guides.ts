import { DEFAULT_YEARS_IN_HOME } from "~/features/calculators/assumption";
import { ASSUMPTION_CALCULATOR_SOURCES, CREDIT_CALCULATOR_SOURCES } from "./calculator-sources";
import type { GuideRecord } from "./sources";
import { FUNDING_FEE_FIGURE, GAP_FIGURES, PROGRAM_CREDIT_FIGURES } from "./va-loan-facts";

/** The guide records of the two calculators (see GuideRecord). */

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
