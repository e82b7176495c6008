import { monthlyPayment, termMonths } from "./amortization";

/**
 * VA loan assumption: assume the seller's low-rate loan and borrow the rest of the price with a
 * GAP (second) mortgage, compared with one new loan at today's market rate (SPEC.md §3, §5, §9).
 *
 * Rounding: every figure here is unrounded; screens round to cents only for display
 * (`formatUsd`, `formatSignedSavings`). Rounding the payments first would change the worked
 * example's lifetime saving from 258,263.96 to 258,264.00.
 */
export type AssumptionInputs = {
  purchasePrice: number;
  downPayment: number;
  assumedBalance: number;
  /** Annual rate of the loan being assumed, per cent. */
  assumptionRate: number;
  assumedTermYears: number;
  /** Annual rate of the GAP second mortgage, per cent. */
  gapRate: number;
  gapTermYears: number;
  /** Annual rate of a new loan today, per cent. */
  marketRate: number;
  newTermYears: number;
  hoaMonthly: number;
  taxesMonthly: number;
  insuranceMonthly: number;
  /**
   * Years the family expects to keep the home: the horizon of one of the two comparisons
   * (path-comparison.ts). It changes no monthly figure.
   */
  yearsInHome: number;
};

/** A typical tour; the form's field starts here. */
export const DEFAULT_YEARS_IN_HOME = 3;
export const MAX_YEARS_IN_HOME = 30;

export type AssumptionField = keyof AssumptionInputs;

/** Typical GAP second-mortgage rate and the usual 30-year terms; everything else starts at 0. */
export const ASSUMPTION_DEFAULTS: AssumptionInputs = {
  purchasePrice: 0,
  downPayment: 0,
  assumedBalance: 0,
  assumptionRate: 0,
  assumedTermYears: 30,
  gapRate: 9.5,
  gapTermYears: 30,
  marketRate: 0,
  newTermYears: 30,
  hoaMonthly: 0,
  taxesMonthly: 0,
  insuranceMonthly: 0,
  yearsInHome: DEFAULT_YEARS_IN_HOME,
};

/** The calculator computes only when all of these are present and non-zero (SPEC.md §5). */
export const REQUIRED_ASSUMPTION_FIELDS = [
  "purchasePrice",
  "assumedBalance",
  "assumptionRate",
  "marketRate",
  "assumedTermYears",
  "newTermYears",
] as const satisfies readonly AssumptionField[];

/**
 * The worked example the VA assumptions and GAP lenders pages show, run through this engine:
 * a 600,000 home with nothing down, 400,000 assumed at 3.5%, a 200,000 GAP loan at 9.5% and a
 * market rate of 7.5%, all over 30 years. It saves 717.40 a month, 8,608.80 a year and
 * 258,263.96 over 30 years (DESIGN.md says why SPEC.md §9's 898 a month is not used).
 */
export const WORKED_EXAMPLE: AssumptionInputs = {
  ...ASSUMPTION_DEFAULTS,
  purchasePrice: 600_000,
  downPayment: 0,
  assumedBalance: 400_000,
  assumptionRate: 3.5,
  assumedTermYears: 30,
  gapRate: 9.5,
  gapTermYears: 30,
  marketRate: 7.5,
  newTermYears: 30,
};

/** VA funding fee on an assumption: 0.5% of the assumed balance (38 U.S.C. § 3729), waived for exempt veterans. */
export const VA_ASSUMPTION_FUNDING_FEE_RATE = 0.005;

/**
 * The range the engine works in. Inputs beyond it are brought to its edge so every figure
 * stays finite; the form's schema (assumption-schema.ts) rejects them first, with a message.
 */
export const ENGINE_LIMITS = {
  maxAmount: 1e15,
  maxRatePct: 1_000,
  maxTermYears: 1_000,
} as const;

export type AssumptionOptions = {
  /** Exempt from the VA funding fee (e.g. a veteran receiving VA disability compensation). */
  fundingFeeExempt?: boolean;
};

export type YearlyCost = {
  year: number;
  /** Everything paid on the assumption path by the end of this year (assumed + GAP + extras). */
  assumptionCumulative: number;
  /** Everything paid on the new-loan path by the end of this year (new loan + extras). */
  newLoanCumulative: number;
};

export type AssumptionResult = {
  gapLoanAmount: number;
  newLoanAmount: number;
  assumedPayment: number;
  gapPayment: number;
  newLoanPayment: number;
  extrasMonthly: number;
  assumptionTotalPayment: number;
  newLoanTotalPayment: number;
  monthlySavings: number;
  annualSavings: number;
  lifetimeSavings: number;
  /** Years over which the lifetime saving is counted: the shorter of the assumed and new terms. */
  savingsYears: number;
  /** The down payment is at least the price: nothing left to borrow on either path. */
  downPaymentCoversPrice: boolean;
  /** Rate of the assumed and GAP loans together, weighted by balance (per cent; 0 if both are 0). */
  blendedRate: number;
  vaFundingFee: number;
  /** Down payment plus the VA funding fee unless exempt. */
  cashToClose: number;
  assumptionTotalInterest: number;
  newLoanTotalInterest: number;
};

export type AssumptionOutcome = { ok: true; result: AssumptionResult } | { ok: false; missing: AssumptionField[] };

function clamp(value: number, max: number): number {
  if (!Number.isFinite(value) || value < 0) return value === Infinity ? max : 0;
  return Math.min(value, max);
}

/** Inputs brought into the engine's range: non-finite or negative values count as 0. */
export function normalizeAssumptionInputs(inputs: AssumptionInputs): AssumptionInputs {
  const { maxAmount, maxRatePct, maxTermYears } = ENGINE_LIMITS;
  return {
    purchasePrice: clamp(inputs.purchasePrice, maxAmount),
    downPayment: clamp(inputs.downPayment, maxAmount),
    assumedBalance: clamp(inputs.assumedBalance, maxAmount),
    assumptionRate: clamp(inputs.assumptionRate, maxRatePct),
    assumedTermYears: clamp(inputs.assumedTermYears, maxTermYears),
    gapRate: clamp(inputs.gapRate, maxRatePct),
    gapTermYears: clamp(inputs.gapTermYears, maxTermYears),
    marketRate: clamp(inputs.marketRate, maxRatePct),
    newTermYears: clamp(inputs.newTermYears, maxTermYears),
    hoaMonthly: clamp(inputs.hoaMonthly, maxAmount),
    taxesMonthly: clamp(inputs.taxesMonthly, maxAmount),
    insuranceMonthly: clamp(inputs.insuranceMonthly, maxAmount),
    yearsInHome: clamp(inputs.yearsInHome, maxTermYears),
  };
}

/** The required fields that are blank, zero or not a number. */
export function missingAssumptionFields(inputs: AssumptionInputs): AssumptionField[] {
  return REQUIRED_ASSUMPTION_FIELDS.filter((field) => !(inputs[field] > 0) || !Number.isFinite(inputs[field]));
}

/** The GAP loan's term: left blank (0), the usual term rather than a one-month loan. */
export function gapTermYearsOf(input: AssumptionInputs): number {
  return input.gapTermYears > 0 ? input.gapTermYears : ASSUMPTION_DEFAULTS.gapTermYears;
}

/** Years until every loan on both paths is paid off. */
export function payoffYears(input: AssumptionInputs): number {
  return Math.max(input.assumedTermYears, gapTermYearsOf(input), input.newTermYears);
}

function totalPaid(payment: number, years: number): number {
  return payment * termMonths(years);
}

export function calculateAssumption(inputs: AssumptionInputs, options: AssumptionOptions = {}): AssumptionOutcome {
  const missing = missingAssumptionFields(inputs);
  if (missing.length > 0) return { ok: false, missing };
  const input = normalizeAssumptionInputs(inputs);

  const newLoanAmount = Math.max(0, input.purchasePrice - input.downPayment);
  const gapLoanAmount = Math.max(0, newLoanAmount - input.assumedBalance);
  const gapTermYears = gapTermYearsOf(input);

  const assumedPayment = monthlyPayment(input.assumedBalance, input.assumptionRate, input.assumedTermYears);
  const gapPayment = monthlyPayment(gapLoanAmount, input.gapRate, gapTermYears);
  const newLoanPayment = monthlyPayment(newLoanAmount, input.marketRate, input.newTermYears);
  const extrasMonthly = input.hoaMonthly + input.taxesMonthly + input.insuranceMonthly;

  const assumptionTotalPayment = assumedPayment + gapPayment + extrasMonthly;
  const newLoanTotalPayment = newLoanPayment + extrasMonthly;
  const monthlyDifference = newLoanTotalPayment - assumptionTotalPayment;
  const savingsYears = Math.min(input.assumedTermYears, input.newTermYears);

  const assumedAndGap = input.assumedBalance + gapLoanAmount;
  const blendedRate =
    assumedAndGap > 0
      ? (input.assumedBalance * input.assumptionRate + gapLoanAmount * input.gapRate) / assumedAndGap
      : 0;
  const vaFundingFee = input.assumedBalance * VA_ASSUMPTION_FUNDING_FEE_RATE;

  return {
    ok: true,
    result: {
      gapLoanAmount,
      newLoanAmount,
      assumedPayment,
      gapPayment,
      newLoanPayment,
      extrasMonthly,
      assumptionTotalPayment,
      newLoanTotalPayment,
      monthlySavings: Math.max(0, monthlyDifference),
      annualSavings: Math.max(0, monthlyDifference * 12),
      lifetimeSavings: Math.max(0, monthlyDifference * 12 * savingsYears),
      savingsYears,
      downPaymentCoversPrice: input.downPayment >= input.purchasePrice,
      blendedRate,
      vaFundingFee,
      cashToClose: Math.min(input.downPayment, input.purchasePrice) + (options.fundingFeeExempt ? 0 : vaFundingFee),
      assumptionTotalInterest:
        Math.max(0, totalPaid(assumedPayment, input.assumedTermYears) - input.assumedBalance) +
        Math.max(0, totalPaid(gapPayment, gapTermYears) - gapLoanAmount),
      newLoanTotalInterest: Math.max(0, totalPaid(newLoanPayment, input.newTermYears) - newLoanAmount),
    },
  };
}

/**
 * What each path has cost by the end of every year, for the chart: payments stop when their
 * loan is paid off; HOA, taxes and insurance go on for as long as either loan runs.
 */
export function cumulativeCostByYear(inputs: AssumptionInputs): YearlyCost[] {
  const outcome = calculateAssumption(inputs);
  if (!outcome.ok) return [];
  const input = normalizeAssumptionInputs(inputs);
  const { assumedPayment, gapPayment, newLoanPayment, extrasMonthly } = outcome.result;
  const gapTermYears = gapTermYearsOf(input);
  const years = Math.min(100, Math.ceil(payoffYears(input)));
  const monthsOf = (termYears: number, year: number) => Math.max(0, Math.min(12 * year, termMonths(termYears)));

  const rows: YearlyCost[] = [];
  for (let year = 1; year <= years; year += 1) {
    const months = 12 * year;
    rows.push({
      year,
      assumptionCumulative:
        assumedPayment * monthsOf(input.assumedTermYears, year) +
        gapPayment * monthsOf(gapTermYears, year) +
        extrasMonthly * months,
      newLoanCumulative: newLoanPayment * monthsOf(input.newTermYears, year) + extrasMonthly * months,
    });
  }
  return rows;
}
