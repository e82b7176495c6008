import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUYER_SELLER_CREDIT_PER_100K,
  INDUSTRY_MANAGEMENT_FEE_PCT,
  NEW_BUILD_CREDIT_RATE,
  PROPERTY_MANAGEMENT_FEE_PCT,
  VETERANS_CREDIT_PER_100K,
} from "~/content/program-figures";
import { NEW_BUILD_SAMPLE_PRICE, PROGRAM_BENEFITS } from "~/content/programs";
import { formatDollars } from "~/lib/money";
import { buyerSellerCredit, newBuildCredit, veteransCredit } from "./credits";

describe("Veterans Home Program constants (SPEC.md §9)", () => {
  it("holds the owner's figures", () => {
    expect(BUYER_SELLER_CREDIT_PER_100K).toBe(500);
    expect(VETERANS_CREDIT_PER_100K).toBe(625);
    expect(NEW_BUILD_CREDIT_RATE).toBe(0.01);
    expect(PROPERTY_MANAGEMENT_FEE_PCT).toBe(8);
    expect(INDUSTRY_MANAGEMENT_FEE_PCT).toBe(10);
  });
});

describe("buyerSellerCredit", () => {
  it("gives $500 per $100,000 in whole dollars", () => {
    expect(buyerSellerCredit(750_000)).toBe(3_750);
    expect(buyerSellerCredit(100_000)).toBe(500);
    expect(buyerSellerCredit(1_000_000)).toBe(5_000);
    expect(buyerSellerCredit(650_000)).toBe(3_250);
  });

  it("rounds half up", () => {
    expect(buyerSellerCredit(100)).toBe(1); // 0.50 → 1
    expect(buyerSellerCredit(99)).toBe(0); // 0.495 → 0
    expect(buyerSellerCredit(123_456)).toBe(617); // 617.28
  });

  it("is 0 for no price or a nonsense price", () => {
    expect(buyerSellerCredit(0)).toBe(0);
    expect(buyerSellerCredit(-750_000)).toBe(0);
    expect(buyerSellerCredit(Number.NaN)).toBe(0);
    expect(buyerSellerCredit(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("veteransCredit", () => {
  it("gives $625 per $100,000, rounded half up to whole dollars", () => {
    expect(veteransCredit(750_000)).toBe(4_688); // 4,687.50
    expect(veteransCredit(100_000)).toBe(625);
    expect(veteransCredit(2_000_000)).toBe(12_500);
    expect(veteransCredit(110_000)).toBe(688); // 687.50
    expect(veteransCredit(1_230_000)).toBe(7_688); // 7,687.50
  });
});

describe("newBuildCredit", () => {
  it("is the credit the programs page's example names", () => {
    const example = PROGRAM_BENEFITS.find((benefit) => benefit.title === "New-build credit")!;
    expect(example.description).toContain(
      `${formatDollars(newBuildCredit(NEW_BUILD_SAMPLE_PRICE))} on a ${formatDollars(NEW_BUILD_SAMPLE_PRICE)} home`,
    );
  });

  it("gives 1% of the price in whole dollars", () => {
    expect(newBuildCredit(950_000)).toBe(9_500);
    expect(newBuildCredit(500_000)).toBe(5_000);
    expect(newBuildCredit(3_000_000)).toBe(30_000);
    expect(newBuildCredit(150)).toBe(2); // 1.50 → 2
    expect(newBuildCredit(149)).toBe(1);
  });

  it("matches the rate for every slider position, whole dollars and never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (step) => {
        const price = step * 10_000;
        expect(newBuildCredit(price)).toBe(price / 100);
        expect(veteransCredit(price)).toBe(Math.round((price * 625) / 100_000));
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (price) => {
        for (const credit of [buyerSellerCredit(price), veteransCredit(price), newBuildCredit(price)]) {
          expect(Number.isInteger(credit)).toBe(true);
          expect(credit).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
