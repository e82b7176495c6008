/**
 * The rent/buy/assume calculator's planning defaults: the figures it starts from where no
 * official number exists. None is sourced, a quote or a forecast: each is a round starting value,
 * labelled as such on its field, for the family to replace with their own (and for the practice
 * owner to confirm or change).
 */
export type PlanningDefault = { value: number; basis: string };

export const RENT_BUY_ASSUME_PLANNING = {
  ratePct: {
    value: 6.5,
    basis:
      "Planning figure, not a quote: a round starting value for a 30-year VA rate. Type the rate a lender quotes you.",
  },
  closingCostsPct: {
    value: 2,
    basis:
      "Planning figure, not a quote: a round starting value for a buyer's closing costs. Your lender's Loan Estimate has the real figure.",
  },
  homeInsuranceMonthly: {
    value: 100,
    basis:
      "Planning figure, not a quote: a round starting value for a condo or house policy. Ask an insurer for a quote.",
  },
  maintenancePct: {
    value: 1,
    basis: "Planning figure: the common rule of thumb of 1% of the price a year for repairs and upkeep.",
  },
  appreciationPct: {
    value: 3,
    basis: "Planning figure, not a forecast: a round long-run starting value. Negative for a falling market.",
  },
  sellingCostsPct: {
    value: 6,
    basis: "Planning figure, not a quote: a round starting value for agent commissions and the seller's closing costs.",
  },
  returnOnCashPct: {
    value: 4,
    basis:
      "Planning figure: what cash kept in savings or investments might earn instead (the calculator's starting value).",
  },
} as const satisfies Record<string, PlanningDefault>;
