import { termMonths } from "./amortization";
import {
  calculateAssumption,
  gapTermYearsOf,
  normalizeAssumptionInputs,
  payoffYears,
  type AssumptionInputs,
  type AssumptionOptions,
} from "./assumption";
import { formatDollars } from "~/lib/money";
import { roundHalfUp } from "~/lib/rounding";

/**
 * The honest comparison of the two paths (issue 15, DESIGN.md "Where the product departs"):
 * SPEC's "lifetime savings" multiplies this month's difference by the shorter term, which
 * can show a saving where the assumption path costs more in total (a 30-year assumption and
 * GAP loan against a 15-year new loan). Here both paths are compared over the same years:
 * until both are paid off, and over the years the family expects to keep the home, counting
 * what is still owed on each path when they sell. Each path also counts the cash paid at
 * closing: the combined-loan cap can ask the assumption for a far larger down payment.
 */

export type PathCosts = {
  /** Years compared. */
  years: number;
  /** Paid on the assumption path over those years (cash at closing, assumed + GAP + extras), plus what is still owed. */
  assumption: number;
  /** Paid on the new-loan path over those years (cash at closing, new loan + extras), plus what is still owed. */
  newLoan: number;
  /** newLoan − assumption: above 0 when assuming costs less, below 0 when it costs more. */
  assumptionSaves: number;
};

/**
 * What is still owed on a loan after `monthsPaid` payments of its amortised payment (unrounded):
 * P(1 + i)^k − M((1 + i)^k − 1) / i, or P − M·k at 0%; nothing once the term is over.
 */
export function remainingBalance(principal: number, annualRatePct: number, years: number, monthsPaid: number): number {
  if (!(principal > 0)) return 0;
  const months = termMonths(years);
  if (monthsPaid >= months) return 0;
  const paid = Math.max(0, monthsPaid);
  const monthlyRate = annualRatePct > 0 ? annualRatePct / 100 / 12 : 0;
  if (monthlyRate === 0) return Math.max(0, principal - (principal / months) * paid);
  // The share of the principal still owed: ((1+i)^n − (1+i)^k) / ((1+i)^n − 1), stable for small i.
  const grownByTerm = Math.expm1(months * Math.log1p(monthlyRate));
  const grownByPaid = Math.expm1(paid * Math.log1p(monthlyRate));
  const owedShare = (grownByTerm - grownByPaid) / grownByTerm;
  return Number.isFinite(owedShare) ? Math.max(0, principal * owedShare) : Math.max(0, principal * (1 - paid / months));
}

/** The inputs in the engine's range and the engine's payments, or null until they are complete. */
function comparisonParts(inputs: AssumptionInputs, options: AssumptionOptions) {
  const outcome = calculateAssumption(inputs, options);
  if (!outcome.ok) return null;
  return { input: normalizeAssumptionInputs(inputs), result: outcome.result };
}

function costsFrom({ input, result }: NonNullable<ReturnType<typeof comparisonParts>>, years: number): PathCosts {
  const gapTermYears = gapTermYearsOf(input);
  const months = 12 * Math.max(0, years);
  const paidMonths = (termYears: number) => Math.min(months, termMonths(termYears));
  const extras = result.extrasMonthly * months;
  const assumption =
    result.cashToClose +
    result.assumedPayment * paidMonths(input.assumedTermYears) +
    remainingBalance(input.assumedBalance, input.assumptionRate, input.assumedTermYears, months) +
    result.gapPayment * paidMonths(gapTermYears) +
    remainingBalance(result.gapLoanAmount, input.gapRate, gapTermYears, months) +
    extras;
  const newLoan =
    result.newLoanCashToClose +
    result.newLoanPayment * paidMonths(input.newTermYears) +
    remainingBalance(result.newLoanAmount, input.marketRate, input.newTermYears, months) +
    extras;
  return { years, assumption, newLoan, assumptionSaves: newLoan - assumption };
}

/** Both paths over `years` of owning the home: payments made, extras, and the balances left. */
export function costsOverYears(
  inputs: AssumptionInputs,
  years: number,
  options: AssumptionOptions = {},
): PathCosts | null {
  const parts = comparisonParts(inputs, options);
  return parts && costsFrom(parts, years);
}

/** Until both paths are paid off: the totals the chart ends on. */
export function costsUntilPaidOff(inputs: AssumptionInputs, options: AssumptionOptions = {}): PathCosts | null {
  const parts = comparisonParts(inputs, options);
  return parts && costsFrom(parts, payoffYears(parts.input));
}

/** "3 years", "1 year", "12.5 years". */
export function yearsLabel(years: number): string {
  return `${Number(years.toFixed(2))} ${years === 1 ? "year" : "years"}`;
}

/**
 * The saving over each year 0 … payoff if the family sold then (year 0: at closing), for the
 * chart of the difference between the paths.
 */
export function savingsByYear(inputs: AssumptionInputs, options: AssumptionOptions = {}): PathCosts[] {
  const parts = comparisonParts(inputs, options);
  if (!parts) return [];
  const years = Math.min(100, Math.ceil(payoffYears(parts.input)));
  return Array.from({ length: years + 1 }, (_, year) => costsFrom(parts, year));
}

/** The comparison in plain words, naming the cheaper path and never showing a loss as a saving. */
export function cheaperPathSentence(costs: PathCosts): string {
  const years = yearsLabel(costs.years);
  // Totals in whole dollars (cents are for monthly payments).
  const difference = roundHalfUp(Math.abs(costs.assumptionSaves), 0);
  if (difference === 0) return `Over ${years}, both paths cost the same.`;
  const amount = formatDollars(difference);
  return costs.assumptionSaves > 0
    ? `Over ${years}, assuming the loan costs ${amount} less than a new loan.`
    : `Over ${years}, a new loan costs ${amount} less than assuming the loan.`;
}
