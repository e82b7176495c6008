import { UNDER_5_PCT_DOWN, VA_FUNDING_FEE_TIERS } from "~/content/va-funding-fees";

/**
 * The VA funding fee on a purchase loan, by the VA's published tiers (content/va-funding-fees.ts).
 * The assumption fee (0.5 % of the assumed balance) is applied in assumption.ts.
 */

export type VaLoanUse = "first" | "subsequent";

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
