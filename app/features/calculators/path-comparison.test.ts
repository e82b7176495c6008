import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthlyPayment } from "./amortization";
import { ASSUMPTION_DEFAULTS, cumulativeCostByYear, type AssumptionInputs } from "./assumption";
import {
  cheaperPathSentence,
  costsOverYears,
  costsUntilPaidOff,
  remainingBalance,
  type PathCosts,
} from "./path-comparison";
import { realisticAssumptionInputs } from "../../../tests/support/assumption-inputs";
import { roundHalfUp } from "~/lib/rounding";

const cents = (value: number) => roundHalfUp(value, 2);
const known = (costs: PathCosts | null) => {
  if (!costs) throw new Error("no comparison: required inputs missing");
  return costs;
};

/**
 * Issue 15's cases are about the horizons, so they borrow the whole price (no combined-loan cap)
 * and pay no servicer's fee; each path counts its cash at closing, here the 0.5 % assumption fee.
 */
const HORIZON_CASE: AssumptionInputs = {
  ...ASSUMPTION_DEFAULTS,
  assumedTermYears: 30,
  maxCombinedLtvPct: 100,
  servicerFee: 0,
};

/** Issue 15's first case: SPEC's "lifetime" rule shows +$305,102.96 here, the chart $301,159 more. */
const LONGER_ASSUMPTION: AssumptionInputs = {
  ...HORIZON_CASE,
  purchasePrice: 600_000,
  assumedBalance: 400_000,
  assumptionRate: 3,
  marketRate: 6,
  newTermYears: 15,
};

/** Issue 15's second case: the shorter-term rule shows +$188,488.00 over 25 years. */
const TYPICAL_HAWAII_PURCHASE: AssumptionInputs = {
  ...HORIZON_CASE,
  purchasePrice: 850_000,
  downPayment: 50_000,
  assumedBalance: 500_000,
  assumptionRate: 2.75,
  assumedTermYears: 25,
  gapRate: 9.5,
  gapTermYears: 30,
  marketRate: 7.25,
  newTermYears: 30,
  hoaMonthly: 300,
  taxesMonthly: 250,
  insuranceMonthly: 150,
};

describe("costsUntilPaidOff", () => {
  it("says the assumption costs $303,159.46 more when its loans run 30 years against a 15-year new loan", () => {
    const costs = known(costsUntilPaidOff(LONGER_ASSUMPTION));
    expect(costs.years).toBe(30);
    // Issue 15's 1,212,524.84 in payments + the 0.5 % fee on 400,000 (2,000) paid at closing.
    expect(cents(costs.assumption)).toBe(1_214_524.84);
    expect(cents(costs.newLoan)).toBe(911_365.37);
    expect(cents(costs.assumptionSaves)).toBe(-303_159.46);
    expect(cheaperPathSentence(costs)).toBe("Over 30 years, a new loan costs $303,159 less than assuming the loan.");
  });

  it("counts the full 30 years of the typical purchase: $362,078.86 saved, not the 25-year $188,488.00", () => {
    const costs = known(costsUntilPaidOff(TYPICAL_HAWAII_PURCHASE));
    expect(costs.years).toBe(30);
    // 364,578.86 in payments, less the 0.5 % fee on 500,000 (2,500); the 50,000 down is on both paths.
    expect(cents(costs.assumptionSaves)).toBe(362_078.86);
    expect(cheaperPathSentence(costs)).toBe("Over 30 years, assuming the loan costs $362,079 less than a new loan.");
  });

  it("is null until the required inputs are there", () => {
    expect(costsUntilPaidOff(ASSUMPTION_DEFAULTS)).toBeNull();
    expect(costsOverYears(ASSUMPTION_DEFAULTS, 3)).toBeNull();
  });
});

describe("costsOverYears", () => {
  it("counts three years of payments and what is still owed on each path when the family sells", () => {
    const costs = known(costsOverYears(LONGER_ASSUMPTION, 3));
    // 36 payments on each loan, plus what is still owed on each after them, plus the cash at
    // closing: 691,349.93 + the 2,000 fee on the assumption path.
    expect(cents(costs.assumption)).toBe(693_349.93);
    expect(cents(costs.newLoan)).toBe(701_117.15);
    expect(cheaperPathSentence(costs)).toBe("Over 3 years, assuming the loan costs $7,767 less than a new loan.");
    // 47,230.22 − the 2,500 fee = 44,730.22.
    expect(cheaperPathSentence(known(costsOverYears(TYPICAL_HAWAII_PURCHASE, 3)))).toBe(
      "Over 3 years, assuming the loan costs $44,730 less than a new loan.",
    );
  });
});

describe("remainingBalance", () => {
  it("is the whole principal before any payment and nothing once the term is over", () => {
    expect(remainingBalance(400_000, 3, 30, 0)).toBeCloseTo(400_000, 6);
    expect(remainingBalance(400_000, 3, 30, 360)).toBe(0);
    expect(remainingBalance(400_000, 3, 30, 500)).toBe(0);
    expect(remainingBalance(0, 3, 30, 12)).toBe(0);
  });

  it("goes down evenly at 0%", () => {
    expect(remainingBalance(120_000, 0, 10, 60)).toBeCloseTo(60_000, 6);
  });

  it("agrees with paying the loan month by month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 2_500 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 480 }),
        (principal, ratePct, years, monthsPaid) => {
          const payment = monthlyPayment(principal, ratePct, years);
          let owed = principal;
          for (let month = 0; month < Math.min(monthsPaid, years * 12); month++) {
            owed = owed * (1 + ratePct / 100 / 12) - payment;
          }
          const expected = monthsPaid >= years * 12 ? 0 : owed;
          expect(Math.abs(remainingBalance(principal, ratePct, years, monthsPaid) - expected)).toBeLessThan(
            1e-6 * principal,
          );
        },
      ),
    );
  });
});

describe("the comparison: properties", () => {
  it("ends where the chart ends, so its sign always agrees with the chart", () => {
    fc.assert(
      fc.property(realisticAssumptionInputs, (inputs) => {
        const costs = known(costsUntilPaidOff(inputs));
        const last = cumulativeCostByYear(inputs).at(-1)!;
        const scale = Math.max(1, last.assumptionCumulative, last.newLoanCumulative);
        expect(Math.abs(costs.assumption - last.assumptionCumulative)).toBeLessThan(1e-9 * scale);
        expect(Math.abs(costs.newLoan - last.newLoanCumulative)).toBeLessThan(1e-9 * scale);
        if (cents(last.newLoanCumulative - last.assumptionCumulative) !== 0) {
          expect(Math.sign(costs.assumptionSaves)).toBe(Math.sign(last.newLoanCumulative - last.assumptionCumulative));
        }
      }),
    );
  });

  it("names the cheaper path and shows the difference as a positive amount, never a loss as a saving", () => {
    const whole = (value: number) => roundHalfUp(value, 0);
    fc.assert(
      fc.property(realisticAssumptionInputs, fc.integer({ min: 1, max: 30 }), (inputs, years) => {
        const costs = known(costsOverYears(inputs, years));
        const sentence = cheaperPathSentence(costs);
        expect(sentence).not.toContain("-");
        if (whole(costs.assumptionSaves) > 0) expect(sentence).toContain("assuming the loan costs");
        else if (whole(costs.assumptionSaves) < 0) expect(sentence).toContain("a new loan costs");
        else expect(sentence).toContain("both paths cost the same");
      }),
    );
  });

  it("over as many years as every loan lasts, gives the same answer as until both are paid off", () => {
    fc.assert(
      fc.property(realisticAssumptionInputs, (inputs) => {
        const untilPaidOff = known(costsUntilPaidOff(inputs));
        const longer = known(costsOverYears(inputs, untilPaidOff.years + 5));
        expect(Math.abs(longer.assumptionSaves - untilPaidOff.assumptionSaves)).toBeLessThan(
          1e-9 * Math.max(1, untilPaidOff.assumption, untilPaidOff.newLoan),
        );
      }),
    );
  });
});
