import { HONOLULU_PROPERTY_TAX } from "~/content/honolulu-property-tax";
import { DEFAULT_YEARS_IN_HOME } from "~/content/calculator-defaults";
import { ASSUMPTION_DEFAULTS } from "./assumption";
import type { VaLoanUse } from "./va-funding-fee";

/** What the rent/buy/assume comparison takes (rent-buy-assume.ts), its defaults and its checks. */

export type AfterTour = "sell" | "keep";

export type RentBuyAssumeInputs = {
  /** Monthly BAH (dollars); the screen prefills it from its BAH table. */
  bahMonthly: number;
  /** Tour length T, whole years. */
  tourYears: number;

  rentMonthly: number;
  /** Yearly rent increase, per cent. */
  rentIncreasePct: number;
  rentersInsuranceMonthly: number;

  price: number;
  downPayment: number;
  vaLoanUse: VaLoanUse;
  /** Exempt from the VA funding fee (and from the assumption fee). */
  fundingFeeExempt: boolean;
  /** The purchase funding fee is added to the loan (true) or paid in cash at closing (false). */
  fundingFeeFinanced: boolean;
  /** Annual rate of the new VA loan, per cent. */
  ratePct: number;
  termYears: number;
  /** Closing costs, per cent of the price, paid in cash. */
  closingCostsPct: number;
  /**
   * Yearly property tax while the family lives in the home, in dollars per $1,000 of net taxable
   * value (price − home exemption), as Honolulu publishes it. Rented out, the home pays without
   * the exemption, and at Residential A's rates from $1,000,000 (rent-buy-assume.ts).
   */
  propertyTaxPerThousand: number;
  /** Home exemption taken off the price while the family lives there (dollars). */
  homeExemption: number;
  homeInsuranceMonthly: number;
  hoaMonthly: number;
  /** Maintenance per year, per cent of the price. */
  maintenancePct: number;
  /** Yearly appreciation, per cent. */
  appreciationPct: number;
  /** Selling costs, per cent of the sale price. */
  sellingCostsPct: number;

  /** The seller's VA loan balance the family would assume; 0 means no assume path. */
  assumedBalance: number;
  assumedRatePct: number;
  assumedRemainingYears: number;
  gapRatePct: number;
  gapTermYears: number;
  /** Assumed balance + GAP loan may not pass this share of the price (per cent), as assumption.ts. */
  maxCombinedLtvPct: number;
  /** The servicer's fee for processing the assumption, paid in cash at closing. */
  servicerFee: number;

  afterTour: AfterTour;
  /** K: whole years the home is kept as a rental after the tour (used when afterTour is "keep"). */
  keepYears: number;
  rentalRentMonthly: number;
  managerFeePct: number;
  vacancyPct: number;

  /** Yearly return the cash put into a purchase would have earned, per cent. */
  returnOnCashPct: number;
};

export type RentBuyAssumeField = keyof RentBuyAssumeInputs;

/** The inputs that are numbers (every one but the choices). */
export type RentBuyAssumeNumberField = {
  [Field in RentBuyAssumeField]: RentBuyAssumeInputs[Field] extends number ? Field : never;
}[RentBuyAssumeField];

/** Honolulu's FY2026 residential rate and the home exemption under 65 (content-facts §11). */
export const PROPERTY_TAX_ENGINE_DEFAULTS = {
  propertyTaxPerThousand: HONOLULU_PROPERTY_TAX.residentialPerThousand,
  homeExemption: HONOLULU_PROPERTY_TAX.homeExemption.underSixtyFive,
} as const;

/** The defaults (tour 3, rent +3 %/yr, return 4 %/yr) and usual loan terms; every amount 0. */
export const RENT_BUY_ASSUME_DEFAULTS: RentBuyAssumeInputs = {
  bahMonthly: 0,
  tourYears: DEFAULT_YEARS_IN_HOME,
  rentMonthly: 0,
  rentIncreasePct: 3,
  rentersInsuranceMonthly: 0,
  price: 0,
  downPayment: 0,
  vaLoanUse: "first",
  fundingFeeExempt: false,
  fundingFeeFinanced: true,
  ratePct: 0,
  termYears: 30,
  closingCostsPct: 0,
  ...PROPERTY_TAX_ENGINE_DEFAULTS,
  homeInsuranceMonthly: 0,
  hoaMonthly: 0,
  maintenancePct: 0,
  appreciationPct: 0,
  sellingCostsPct: 0,
  assumedBalance: 0,
  assumedRatePct: 0,
  // No default, as in the assumption calculator: 30 would silently assume a brand-new loan.
  assumedRemainingYears: 0,
  gapRatePct: ASSUMPTION_DEFAULTS.gapRate,
  gapTermYears: ASSUMPTION_DEFAULTS.gapTermYears,
  maxCombinedLtvPct: ASSUMPTION_DEFAULTS.maxCombinedLtvPct,
  servicerFee: ASSUMPTION_DEFAULTS.servicerFee,
  afterTour: "sell",
  keepYears: 0,
  rentalRentMonthly: 0,
  managerFeePct: 0,
  vacancyPct: 0,
  returnOnCashPct: 4,
};

/** Defaults with the rent set to the BAH, as the issue asks. */
export function rentBuyAssumeDefaults(bahMonthly: number): RentBuyAssumeInputs {
  return { ...RENT_BUY_ASSUME_DEFAULTS, bahMonthly, rentMonthly: bahMonthly };
}

/** Break-even is sought, and the chart drawn, over at least this many years. */
export const HORIZON_YEARS = 30;
export const MAX_TOUR_YEARS = 30;
export const MAX_KEEP_YEARS = 30;
export const MAX_AMOUNT = 1e9;
export const MAX_RATE_PCT = 100;
export const MAX_TERM_YEARS = 50;

// ---------------------------------------------------------------------------------------------
// Validation: a typed refusal naming every bad field, so no NaN ever reaches a result.

export type RentBuyAssumeProblem =
  | "not-a-number"
  | "negative"
  | "too-large"
  | "not-whole-years"
  | "down-payment-above-price"
  | "assumed-balance-above-loan"
  | "price-required"
  | "term-required";

export type RentBuyAssumeError = { field: RentBuyAssumeField; problem: RentBuyAssumeProblem };

const AMOUNT_FIELDS = [
  "bahMonthly",
  "rentMonthly",
  "rentersInsuranceMonthly",
  "price",
  "downPayment",
  "homeExemption",
  "homeInsuranceMonthly",
  "hoaMonthly",
  "assumedBalance",
  "rentalRentMonthly",
  "servicerFee",
] as const satisfies readonly RentBuyAssumeField[];

/** Per-cent fields; appreciation may be negative (a falling market), the rest may not. */
const PERCENT_FIELDS = [
  "rentIncreasePct",
  "ratePct",
  "closingCostsPct",

  "maintenancePct",
  "appreciationPct",
  "sellingCostsPct",
  "assumedRatePct",
  "gapRatePct",
  "managerFeePct",
  "vacancyPct",
  "returnOnCashPct",
  "maxCombinedLtvPct",
] as const satisfies readonly RentBuyAssumeField[];

/** Dollars per $1,000 of value: at most the whole value ($1,000 per $1,000). */
export const MAX_TAX_PER_THOUSAND = 1_000;

const TERM_FIELDS = [
  "termYears",
  "assumedRemainingYears",
  "gapTermYears",
] as const satisfies readonly RentBuyAssumeField[];

export function validateRentBuyAssume(inputs: RentBuyAssumeInputs): RentBuyAssumeError[] {
  const errors: RentBuyAssumeError[] = [];
  const check = (field: RentBuyAssumeField, value: number, min: number, max: number) => {
    if (!Number.isFinite(value)) errors.push({ field, problem: "not-a-number" });
    else if (value < min) errors.push({ field, problem: "negative" });
    else if (value > max) errors.push({ field, problem: "too-large" });
    else return true;
    return false;
  };
  for (const field of AMOUNT_FIELDS) check(field, inputs[field], 0, MAX_AMOUNT);
  for (const field of PERCENT_FIELDS) {
    // −100 % appreciation is a worthless home; below it the formula would turn the sign.
    const min = field === "appreciationPct" ? -100 : 0;
    check(field, inputs[field], min, MAX_RATE_PCT);
  }
  check("propertyTaxPerThousand", inputs.propertyTaxPerThousand, 0, MAX_TAX_PER_THOUSAND);
  for (const field of TERM_FIELDS) check(field, inputs[field], 0, MAX_TERM_YEARS);
  for (const [field, max, min] of [
    ["tourYears", MAX_TOUR_YEARS, 1],
    ["keepYears", MAX_KEEP_YEARS, 0],
  ] as const) {
    if (check(field, inputs[field], min, max) && !Number.isInteger(inputs[field])) {
      errors.push({ field, problem: "not-whole-years" });
    }
  }
  const bad = new Set(errors.map((error) => error.field));
  if (!bad.has("price") && !(inputs.price > 0)) errors.push({ field: "price", problem: "price-required" });
  if (!bad.has("termYears") && !(inputs.termYears > 0)) errors.push({ field: "termYears", problem: "term-required" });
  if (!bad.has("price") && !bad.has("downPayment") && inputs.downPayment > inputs.price) {
    errors.push({ field: "downPayment", problem: "down-payment-above-price" });
  }
  if (
    !bad.has("assumedBalance") &&
    !bad.has("price") &&
    !bad.has("downPayment") &&
    inputs.assumedBalance > Math.max(0, inputs.price - inputs.downPayment)
  ) {
    errors.push({ field: "assumedBalance", problem: "assumed-balance-above-loan" });
  }
  if (inputs.assumedBalance > 0 && !bad.has("assumedRemainingYears") && !(inputs.assumedRemainingYears > 0)) {
    errors.push({ field: "assumedRemainingYears", problem: "term-required" });
  }
  return errors;
}
