/**
 * The VA funding fee on a purchase loan: a percentage of the loan amount (before the fee is
 * added), set by the down payment's share of the price and by whether the veteran has used the
 * VA home loan benefit before. Exempt veterans (e.g. receiving VA disability compensation) pay
 * nothing. Rates as published by the VA for loans closed on or after 7 April 2023
 * (https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/).
 * The assumption fee (0.5 % of the assumed balance) is in assumption.ts. The tiers stay here,
 * with the code that reads them (the assumption calculator's page is at its JavaScript budget);
 * the rent/buy/assume guide states them in words (content/calculator-guides.ts), and
 * va-funding-fee.test.ts holds the words to these tiers.
 */

export type VaLoanUse = "first" | "subsequent";

export type VaFundingFeeTier = {
  /** The tier applies when the down payment is at least this share of the price (per cent). */
  minDownPaymentPct: number;
  /** Fee as a share of the loan amount (per cent). */
  firstUsePct: number;
  subsequentUsePct: number;
};

const UNDER_5_PCT_DOWN: VaFundingFeeTier = { minDownPaymentPct: 0, firstUsePct: 2.15, subsequentUsePct: 3.3 };

/** Highest threshold first, so the first tier whose threshold is met is the one that applies. */
export const VA_FUNDING_FEE_TIERS: readonly VaFundingFeeTier[] = [
  { minDownPaymentPct: 10, firstUsePct: 1.25, subsequentUsePct: 1.25 },
  { minDownPaymentPct: 5, firstUsePct: 1.5, subsequentUsePct: 1.5 },
  UNDER_5_PCT_DOWN,
];

export type VaFundingFeeInputs = {
  price: number;
  downPayment: number;
  use: VaLoanUse;
  exempt: boolean;
};

/**
 * The fee rate in per cent. The threshold is compared as downPayment × 100 ≥ pct × price so a
 * down payment of exactly 5 % (30,000 on 600,000) is not pushed under the line by binary error.
 */
export function vaFundingFeeRatePct({ price, downPayment, use, exempt }: VaFundingFeeInputs): number {
  if (exempt) return 0;
  const tier =
    VA_FUNDING_FEE_TIERS.find((candidate) => downPayment * 100 >= candidate.minDownPaymentPct * price) ??
    UNDER_5_PCT_DOWN;
  return use === "first" ? tier.firstUsePct : tier.subsequentUsePct;
}

/** The fee in dollars (unrounded): the rate applied to the base loan, price − down payment. */
export function vaFundingFee(inputs: VaFundingFeeInputs): number {
  const baseLoan = Math.max(0, inputs.price - inputs.downPayment);
  return (baseLoan * vaFundingFeeRatePct(inputs)) / 100;
}
