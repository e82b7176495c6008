import { describe, expect, it } from "vitest";
import { VA_FUNDING_FEE_TIERS_TEXT } from "~/content/calculator-guides";
import { FUNDING_FEE_TEXT } from "~/content/va-loan-facts";
import { VA_ASSUMPTION_FUNDING_FEE_RATE } from "./assumption";
import { VA_FUNDING_FEE_TIERS, vaFundingFee, vaFundingFeeRatePct } from "./va-funding-fee";

// A 600,000 home; the fee is a share of the base loan (price − down payment), worked by hand:
//   4.99 % down = 29,940 → loan 570,060: first use 2.15 % = 12,256.29, subsequent 3.30 % = 18,811.98
//   5 % down    = 30,000 → loan 570,000: 1.50 % = 8,550.00 (either use)
//   9.99 % down = 59,940 → loan 540,060: 1.50 % = 8,100.90
//   10 % down   = 60,000 → loan 540,000: 1.25 % = 6,750.00
const PRICE = 600_000;

describe("VA funding fee tiers", () => {
  it.each([
    { downPayment: 29_940, use: "first", rate: 2.15, fee: 12_256.29 },
    { downPayment: 29_940, use: "subsequent", rate: 3.3, fee: 18_811.98 },
    { downPayment: 30_000, use: "first", rate: 1.5, fee: 8_550 },
    { downPayment: 30_000, use: "subsequent", rate: 1.5, fee: 8_550 },
    { downPayment: 59_940, use: "first", rate: 1.5, fee: 8_100.9 },
    { downPayment: 59_940, use: "subsequent", rate: 1.5, fee: 8_100.9 },
    { downPayment: 60_000, use: "first", rate: 1.25, fee: 6_750 },
    { downPayment: 60_000, use: "subsequent", rate: 1.25, fee: 6_750 },
    { downPayment: 0, use: "first", rate: 2.15, fee: 12_900 },
    { downPayment: 0, use: "subsequent", rate: 3.3, fee: 19_800 },
  ] as const)("$downPayment down, $use use: $rate % = $fee", ({ downPayment, use, rate, fee }) => {
    const inputs = { price: PRICE, downPayment, use, exempt: false };
    expect(vaFundingFeeRatePct(inputs)).toBe(rate);
    expect(vaFundingFee(inputs)).toBeCloseTo(fee, 2);
  });

  it("an exempt veteran pays nothing in any tier", () => {
    for (const downPayment of [0, 29_940, 30_000, 59_940, 60_000]) {
      for (const use of ["first", "subsequent"] as const) {
        expect(vaFundingFee({ price: PRICE, downPayment, use, exempt: true })).toBe(0);
      }
    }
  });

  it("exactly 5 % and 10 % down reach the lower tier despite binary fractions", () => {
    // 16,666.65 and 33,333.30 are exactly 5 % and 10 % of 333,333 though neither is exact in binary.
    expect(vaFundingFeeRatePct({ price: 333_333, downPayment: 16_666.65, use: "first", exempt: false })).toBe(1.5);
    expect(vaFundingFeeRatePct({ price: 333_333, downPayment: 33_333.3, use: "first", exempt: false })).toBe(1.25);
  });
});

/** "under 5% down: 2.15% first use, 3.3% after; …": the tiers in the guide's words, lowest first. */
function tierWords(): string {
  const ascending = [...VA_FUNDING_FEE_TIERS].reverse();
  return ascending
    .map((tier, index) => {
      const next = ascending[index + 1];
      const down = !next
        ? `${tier.minDownPaymentPct}% down or more`
        : tier.minDownPaymentPct === 0
          ? `under ${next.minDownPaymentPct}% down`
          : `${tier.minDownPaymentPct}% to under ${next.minDownPaymentPct}% down`;
      const rates =
        tier.firstUsePct === tier.subsequentUsePct
          ? `${tier.firstUsePct}%`
          : `${tier.firstUsePct}% first use, ${tier.subsequentUsePct}% after`;
      return `${down}: ${rates}`;
    })
    .join("; ");
}

describe("the guides' words for the fee", () => {
  it("state the tiers and the assumption's rate the calculators apply", () => {
    expect(VA_FUNDING_FEE_TIERS_TEXT).toBe(tierWords());
    expect(FUNDING_FEE_TEXT).toBe(`${VA_ASSUMPTION_FUNDING_FEE_RATE * 100}%`);
  });
});
