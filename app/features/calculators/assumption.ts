import { DEFAULT_YEARS_IN_HOME } from "~/content/calculator-defaults";
import { GAP_MAX_LOAN_TO_PRICE_PCT } from "~/content/gap-loan-limit";
import { monthlyPayment, termMonths } from "./amortization";
import { vaFundingFee, vaFundingFeeRatePct, type VaLoanUse } from "./va-funding-fee";

/**
 * VA loan assumption: assume the seller's low-rate loan and borrow the rest of the price with a
 * GAP (second) mortgage, compared with one new loan at today's market rate (SPEC.md §3, §5, §9).
 *
 * Rounding: every figure here is unrounded; screens round to cents only for display
 * (`formatMonthly`, `formatMonthlySaving`). Rounding the payments first would change the worked
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
  /**
   * The most lenders lend against the home on the assumption path, assumed balance and GAP loan
   * together, per cent of the price (the owner's planning figure, content-facts §12). It limits
   * the GAP loan; the rest of the price is a down payment.
   */
  maxCombinedLtvPct: number;
  /** The servicer's fee for processing the assumption, paid at closing. */
  servicerFee: number;
  /**
   * The year the seller's loan began: with a 30-year original term it gives the years left when
   * they are not typed (remainingTermFromStartYear). 0 when not given.
   */
  loanStartYear: number;
};

export const MAX_YEARS_IN_HOME = 30;

export type AssumptionField = keyof AssumptionInputs;

/**
 * The owner's planning cap on the combined loan-to-value of an assumption with a GAP loan
 * (SPEC.md §9 "GAP loans up to 90% of price", read as combined: content-facts §12).
 */
export const DEFAULT_MAX_COMBINED_LTV_PCT = GAP_MAX_LOAN_TO_PRICE_PCT;
/**
 * VA caps the assumption processing fee at $300 for holders with automatic authority ($250
 * without), lower where a state caps it (VA Circulars 26-23-10 Change 1 and 26-24-5).
 */
export const SERVICER_FEE_CAP = 300;
/** The term most VA loans start with: the years left are counted from it and the start year. */
export const ORIGINAL_VA_LOAN_TERM_YEARS = 30;

/**
 * Typical GAP second-mortgage rate, the usual 30-year terms, the combined-loan cap and the
 * servicer's capped fee; everything else starts at 0. The years left on the seller's loan have
 * no default: a 30 would silently assume a brand-new loan.
 */
export const ASSUMPTION_DEFAULTS: AssumptionInputs = {
  purchasePrice: 0,
  downPayment: 0,
  assumedBalance: 0,
  assumptionRate: 0,
  assumedTermYears: 0,
  gapRate: 9.5,
  gapTermYears: 30,
  marketRate: 0,
  newTermYears: 30,
  hoaMonthly: 0,
  taxesMonthly: 0,
  insuranceMonthly: 0,
  yearsInHome: DEFAULT_YEARS_IN_HOME,
  maxCombinedLtvPct: DEFAULT_MAX_COMBINED_LTV_PCT,
  servicerFee: SERVICER_FEE_CAP,
  loanStartYear: 0,
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
 * It is SPEC's example as written, about monthly payments: the whole price borrowed (no
 * combined-loan cap) and no servicer's fee. The calculator itself starts from ASSUMPTION_DEFAULTS.
 */
export const WORKED_EXAMPLE: AssumptionInputs = {
  ...ASSUMPTION_DEFAULTS,
  maxCombinedLtvPct: 100,
  servicerFee: 0,
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

/**
 * VA funding fee on an assumption: 0.5% of the assumed balance (38 U.S.C. § 3729), waived for
 * exempt veterans. The guides say it in words (content/va-loan-facts.ts FUNDING_FEE_TEXT);
 * va-funding-fee.test.ts holds the words to this figure.
 */
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
  /**
   * The new loan is a VA loan carrying the purchase funding fee (va-funding-fee.ts), as in
   * rent/buy/assume: the benefit's use and whether the fee is paid in cash or added to the loan.
   * Without it the new loan carries no fee (SPEC's worked example).
   */
  newVaLoan?: { use: VaLoanUse; feeInCash: boolean };
};

export type YearlyCost = {
  year: number;
  /** Everything paid on the assumption path by the end of this year (cash at closing + assumed + GAP + extras). */
  assumptionCumulative: number;
  /** Everything paid on the new-loan path by the end of this year (cash at closing + new loan + extras). */
  newLoanCumulative: number;
};

export type AssumptionResult = {
  gapLoanAmount: number;
  /** The GAP loan the family would need if no cap applied: price − down payment − assumed balance. */
  gapLoanWanted: number;
  /** The combined-loan cap leaves the loans below price − down payment: more cash is needed. */
  capLimitsGap: boolean;
  /** The most the assumed balance and GAP loan may add up to: price × cap. */
  maxCombinedLoans: number;
  /** Down payment on the assumption path: at least the typed one, more when the cap requires. */
  assumptionDownPayment: number;
  /** The new loan, with the funding fee when it is added to the loan. */
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
  /** The 0.5 % assumption funding fee (0 when exempt), paid at closing. */
  vaFundingFee: number;
  servicerFee: number;
  /** Cash at closing on the assumption path: its down payment, the funding fee and the servicer's fee. */
  cashToClose: number;
  /** The purchase funding fee on the new VA loan (0 when exempt or not a VA loan). */
  newLoanFundingFee: number;
  /** Its rate, per cent of the base loan. */
  newLoanFundingFeeRatePct: number;
  /** Cash at closing on the new-loan path: the down payment, and the fee when paid in cash. */
  newLoanCashToClose: number;
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
    maxCombinedLtvPct: clamp(inputs.maxCombinedLtvPct, maxRatePct),
    servicerFee: clamp(inputs.servicerFee, maxAmount),
    loanStartYear: clamp(inputs.loanStartYear, 9_999),
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

/**
 * Years left on a loan that began in `startYear` with the usual 30-year term, in `thisYear`:
 * 30 − (thisYear − startYear), or 0 when it is paid off or the year is not given.
 */
export function remainingTermFromStartYear(startYear: number, thisYear: number): number {
  if (!(startYear > 0)) return 0;
  return Math.max(0, ORIGINAL_VA_LOAN_TERM_YEARS - Math.max(0, thisYear - startYear));
}

export type AssumptionFinancing = {
  gapLoanAmount: number;
  gapLoanWanted: number;
  downPaymentNeeded: number;
  maxCombinedLoans: number;
  capLimitsGap: boolean;
};

/**
 * How an assumption is paid for under the combined-loan cap: the GAP loan fills the price less
 * the down payment and the assumed balance, but assumed + GAP may not pass price × cap; the rest
 * is cash. A cap of 0 (not given) is no cap. Rent/buy/assume uses the same rule.
 */
export function assumptionFinancing({
  price,
  downPayment,
  assumedBalance,
  maxCombinedLtvPct,
}: {
  price: number;
  downPayment: number;
  assumedBalance: number;
  maxCombinedLtvPct: number;
}): AssumptionFinancing {
  const gapLoanWanted = Math.max(0, price - downPayment - assumedBalance);
  const maxCombinedLoans = maxCombinedLtvPct > 0 ? (price * maxCombinedLtvPct) / 100 : price;
  const gapLoanAmount = Math.min(gapLoanWanted, Math.max(0, maxCombinedLoans - assumedBalance));
  const downPaymentNeeded = Math.max(Math.min(downPayment, price), price - assumedBalance - gapLoanAmount);
  // A cent's slack, so binary error in price × cap never reports a cap that changes nothing.
  return {
    gapLoanAmount,
    gapLoanWanted,
    downPaymentNeeded,
    maxCombinedLoans,
    capLimitsGap: gapLoanWanted - gapLoanAmount > 0.005,
  };
}

/** The purchase funding fee on the new VA loan, exactly as rent/buy/assume charges it. */
function newLoanFundingFee(input: AssumptionInputs, options: AssumptionOptions) {
  if (!options.newVaLoan) return { fee: 0, ratePct: 0 };
  const feeInputs = {
    price: input.purchasePrice,
    downPayment: Math.min(input.downPayment, input.purchasePrice),
    use: options.newVaLoan.use,
    exempt: Boolean(options.fundingFeeExempt),
  };
  return { fee: vaFundingFee(feeInputs), ratePct: vaFundingFeeRatePct(feeInputs) };
}

export function calculateAssumption(inputs: AssumptionInputs, options: AssumptionOptions = {}): AssumptionOutcome {
  const missing = missingAssumptionFields(inputs);
  if (missing.length > 0) return { ok: false, missing };
  const input = normalizeAssumptionInputs(inputs);

  const financing = assumptionFinancing({
    price: input.purchasePrice,
    downPayment: input.downPayment,
    assumedBalance: input.assumedBalance,
    maxCombinedLtvPct: input.maxCombinedLtvPct,
  });
  const { gapLoanAmount } = financing;
  const newLoanFee = newLoanFundingFee(input, options);
  const newLoanAmount =
    Math.max(0, input.purchasePrice - input.downPayment) + (options.newVaLoan?.feeInCash ? 0 : newLoanFee.fee);
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
  const vaFundingFee = options.fundingFeeExempt ? 0 : input.assumedBalance * VA_ASSUMPTION_FUNDING_FEE_RATE;

  return {
    ok: true,
    result: {
      gapLoanAmount,
      gapLoanWanted: financing.gapLoanWanted,
      capLimitsGap: financing.capLimitsGap,
      maxCombinedLoans: financing.maxCombinedLoans,
      assumptionDownPayment: financing.downPaymentNeeded,
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
      servicerFee: input.servicerFee,
      cashToClose: financing.downPaymentNeeded + vaFundingFee + input.servicerFee,
      newLoanFundingFee: newLoanFee.fee,
      newLoanFundingFeeRatePct: newLoanFee.ratePct,
      newLoanCashToClose:
        Math.min(input.downPayment, input.purchasePrice) + (options.newVaLoan?.feeInCash ? newLoanFee.fee : 0),
      assumptionTotalInterest:
        Math.max(0, totalPaid(assumedPayment, input.assumedTermYears) - input.assumedBalance) +
        Math.max(0, totalPaid(gapPayment, gapTermYears) - gapLoanAmount),
      newLoanTotalInterest: Math.max(0, totalPaid(newLoanPayment, input.newTermYears) - newLoanAmount),
    },
  };
}

/**
 * What each path has cost by the end of every year, for the table: the cash paid at closing,
 * then payments, which stop when their loan is paid off; HOA, taxes and insurance go on for as
 * long as either loan runs.
 */
export function cumulativeCostByYear(inputs: AssumptionInputs, options: AssumptionOptions = {}): YearlyCost[] {
  const outcome = calculateAssumption(inputs, options);
  if (!outcome.ok) return [];
  const input = normalizeAssumptionInputs(inputs);
  const { assumedPayment, gapPayment, newLoanPayment, extrasMonthly, cashToClose, newLoanCashToClose } = outcome.result;
  const gapTermYears = gapTermYearsOf(input);
  const years = Math.min(100, Math.ceil(payoffYears(input)));
  const monthsOf = (termYears: number, year: number) => Math.max(0, Math.min(12 * year, termMonths(termYears)));

  const rows: YearlyCost[] = [];
  for (let year = 1; year <= years; year += 1) {
    const months = 12 * year;
    rows.push({
      year,
      assumptionCumulative:
        cashToClose +
        assumedPayment * monthsOf(input.assumedTermYears, year) +
        gapPayment * monthsOf(gapTermYears, year) +
        extrasMonthly * months,
      newLoanCumulative:
        newLoanCashToClose + newLoanPayment * monthsOf(input.newTermYears, year) + extrasMonthly * months,
    });
  }
  return rows;
}
