/**
 * Standard amortised monthly payment (unrounded): principal × i / (1 − (1 + i)^−n) with
 * i the monthly rate and n the number of months. A zero rate divides the principal evenly.
 *
 * Total for every finite input: a principal at or below 0 costs 0, a negative rate counts
 * as 0%, and a term shorter than one month is paid in one month. The denominator is
 * computed with expm1/log1p so tiny rates neither lose precision nor divide by zero.
 */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  if (!(principal > 0)) return 0;
  const months = termMonths(years);
  const monthlyRate = annualRatePct > 0 ? annualRatePct / 100 / 12 : 0;
  if (monthlyRate === 0) return principal / months;
  const paidFraction = -Math.expm1(-months * Math.log1p(monthlyRate));
  // Ratio first: i / (1 − (1 + i)^−n) is close to 1/n for tiny i and must not underflow.
  const payment = principal * (monthlyRate / paidFraction);
  return Number.isFinite(payment) && paidFraction > 0 ? payment : principal / months;
}

/** Interest paid over the whole term at the amortised payment above (unrounded). */
export function totalInterest(principal: number, annualRatePct: number, years: number): number {
  if (!(principal > 0)) return 0;
  const months = termMonths(years);
  return Math.max(0, monthlyPayment(principal, annualRatePct, years) * months - principal);
}

/** Months in a term of `years`, at least one (a blank or non-finite term counts as one month). */
export function termMonths(years: number): number {
  return Number.isFinite(years) ? Math.max(1, years * 12) : 1;
}
