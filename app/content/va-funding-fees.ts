/**
 * The VA funding fee's rates. On a purchase loan: a percentage of the loan amount (before the
 * fee is added), set by the down payment's share of the price and by whether the veteran has
 * used the VA home loan benefit before; exempt veterans (e.g. receiving VA disability
 * compensation) pay nothing. Rates as published by the VA for loans closed on or after
 * 7 April 2023 (https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/).
 * The calculators apply them (features/calculators/va-funding-fee.ts, assumption.ts).
 */

export type VaFundingFeeTier = {
  /** The tier applies when the down payment is at least this share of the price (per cent). */
  minDownPaymentPct: number;
  /** Fee as a share of the loan amount (per cent). */
  firstUsePct: number;
  subsequentUsePct: number;
};

/** Less than 5% down: the tier every purchase loan falls back to. */
export const UNDER_5_PCT_DOWN: VaFundingFeeTier = { minDownPaymentPct: 0, firstUsePct: 2.15, subsequentUsePct: 3.3 };

/** Highest threshold first, so the first tier whose threshold is met is the one that applies. */
export const VA_FUNDING_FEE_TIERS: readonly VaFundingFeeTier[] = [
  { minDownPaymentPct: 10, firstUsePct: 1.25, subsequentUsePct: 1.25 },
  { minDownPaymentPct: 5, firstUsePct: 1.5, subsequentUsePct: 1.5 },
  UNDER_5_PCT_DOWN,
];

/** VA funding fee on an assumption: 0.5% of the assumed balance (38 U.S.C. § 3729), waived for exempt veterans. */
export const VA_ASSUMPTION_FUNDING_FEE_RATE = 0.005;
