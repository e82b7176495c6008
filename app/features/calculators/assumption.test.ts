import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSUMPTION_DEFAULTS,
  WORKED_EXAMPLE,
  calculateAssumption,
  cumulativeCostByYear,
  remainingTermFromStartYear,
  type AssumptionInputs,
  type AssumptionResult,
} from "./assumption";
import { realisticAssumptionInputs } from "../../../tests/support/assumption-inputs";
import { roundHalfUp } from "~/lib/rounding";

const cents = (value: number) => roundHalfUp(value, 2);

function resultOf(inputs: AssumptionInputs, fundingFeeExempt = false): AssumptionResult {
  const outcome = calculateAssumption(inputs, { fundingFeeExempt });
  if (!outcome.ok) throw new Error(`missing ${outcome.missing.join(", ")}`);
  return outcome.result;
}

describe("ASSUMPTION_DEFAULTS", () => {
  it("starts GAP at 9.5%, the GAP and new terms at 30 years, the cap at 90%, the servicer's fee at $300, the rest at 0", () => {
    expect(ASSUMPTION_DEFAULTS).toEqual({
      purchasePrice: 0,
      downPayment: 0,
      assumedBalance: 0,
      assumptionRate: 0,
      // No default: 30 would silently assume a brand-new loan.
      assumedTermYears: 0,
      gapRate: 9.5,
      gapTermYears: 30,
      marketRate: 0,
      newTermYears: 30,
      hoaMonthly: 0,
      taxesMonthly: 0,
      insuranceMonthly: 0,
      yearsInHome: 3,
      maxCombinedLtvPct: 90,
      servicerFee: 300,
      loanStartYear: 0,
    });
  });
});

describe("calculateAssumption: the worked example", () => {
  const result = resultOf(WORKED_EXAMPLE);

  it("is the example the housing pages describe", () => {
    expect(WORKED_EXAMPLE).toMatchObject({
      purchasePrice: 600_000,
      downPayment: 0,
      assumedBalance: 400_000,
      assumptionRate: 3.5,
      gapRate: 9.5,
      marketRate: 7.5,
      assumedTermYears: 30,
      gapTermYears: 30,
      newTermYears: 30,
    });
  });

  it("splits the price into the assumed loan and a 200,000 GAP loan", () => {
    expect(result.gapLoanAmount).toBe(200_000);
    expect(result.newLoanAmount).toBe(600_000);
  });

  it("prices each loan to the cent", () => {
    expect(cents(result.assumedPayment)).toBe(1_796.18);
    expect(cents(result.gapPayment)).toBe(1_681.71);
    expect(cents(result.newLoanPayment)).toBe(4_195.29);
    expect(cents(result.assumptionTotalPayment)).toBe(3_477.89);
    expect(cents(result.newLoanTotalPayment)).toBe(4_195.29);
  });

  it("saves 717.40 a month, 8,608.80 a year and 258,263.96 over 30 years", () => {
    expect(cents(result.monthlySavings)).toBe(717.4);
    expect(cents(result.annualSavings)).toBe(8_608.8);
    expect(cents(result.lifetimeSavings)).toBe(258_263.96);
    expect(result.savingsYears).toBe(30);
  });

  it("breaks the assumption path down", () => {
    // (400,000 × 3.5 + 200,000 × 9.5) / 600,000
    expect(result.blendedRate).toBeCloseTo(5.5, 12);
    expect(result.vaFundingFee).toBe(2_000);
    expect(result.cashToClose).toBe(2_000);
    expect(resultOf(WORKED_EXAMPLE, true).cashToClose).toBe(0);
    expect(cents(result.assumptionTotalInterest)).toBe(
      cents(1_796.178751235294 * 360 - 400_000 + 1_681.7084143575 * 360 - 200_000),
    );
    expect(cents(result.newLoanTotalInterest)).toBe(910_303.34);
    expect(result.downPaymentCoversPrice).toBe(false);
  });
});

describe("calculateAssumption: rules", () => {
  const base: AssumptionInputs = { ...WORKED_EXAMPLE };

  it("adds HOA, taxes and insurance to both sides, leaving the saving unchanged", () => {
    const result = resultOf({ ...base, hoaMonthly: 250, taxesMonthly: 180.5, insuranceMonthly: 95 });
    expect(result.extrasMonthly).toBe(525.5);
    expect(cents(result.assumptionTotalPayment)).toBe(cents(3_477.887165592794 + 525.5));
    expect(cents(result.newLoanTotalPayment)).toBe(4_720.79);
    expect(cents(result.monthlySavings)).toBe(717.4);
  });

  it("takes the down payment off both loans", () => {
    const result = resultOf({ ...base, downPayment: 50_000 });
    expect(result.newLoanAmount).toBe(550_000);
    expect(result.gapLoanAmount).toBe(150_000);
    expect(result.cashToClose).toBe(52_000);
  });

  it("needs no GAP loan when the assumed balance covers the price", () => {
    const result = resultOf({ ...base, assumedBalance: 650_000 });
    expect(result.gapLoanAmount).toBe(0);
    expect(result.gapPayment).toBe(0);
  });

  it("lends nothing when the down payment is more than the price", () => {
    const result = resultOf({ ...base, downPayment: 700_000 });
    expect(result.newLoanAmount).toBe(0);
    expect(result.gapLoanAmount).toBe(0);
    expect(result.newLoanPayment).toBe(0);
    expect(result.downPaymentCoversPrice).toBe(true);
    expect(result.cashToClose).toBe(600_000 + 2_000);
  });

  it("floors the saving at 0 when the assumption costs more", () => {
    const result = resultOf({ ...base, assumptionRate: 8, gapRate: 12, marketRate: 6 });
    expect(result.monthlySavings).toBe(0);
    expect(result.annualSavings).toBe(0);
    expect(result.lifetimeSavings).toBe(0);
  });

  it("counts the lifetime saving over the shorter of the assumed and new terms", () => {
    const result = resultOf({ ...base, assumedTermYears: 22 });
    expect(result.savingsYears).toBe(22);
    expect(cents(result.lifetimeSavings)).toBe(cents(result.monthlySavings * 12 * 22));
    // 400,000 at 3.5% over 22 years
    expect(cents(result.assumedPayment)).toBe(2_174.72);
  });

  it("prices a zero-rate GAP loan by dividing evenly, and a blank GAP term as 30 years", () => {
    expect(resultOf({ ...base, gapRate: 0 }).gapPayment).toBeCloseTo(200_000 / 360, 10);
    expect(resultOf({ ...base, gapTermYears: 0 }).gapPayment).toBe(resultOf(base).gapPayment);
  });
});

describe("calculateAssumption: missing inputs", () => {
  it("lists every required field that is blank, zero or not a number", () => {
    expect(calculateAssumption(ASSUMPTION_DEFAULTS)).toEqual({
      ok: false,
      missing: ["purchasePrice", "assumedBalance", "assumptionRate", "marketRate", "assumedTermYears"],
    });
    expect(
      calculateAssumption({ ...WORKED_EXAMPLE, assumedTermYears: 0, newTermYears: Number.NaN, marketRate: -1 }),
    ).toEqual({ ok: false, missing: ["marketRate", "assumedTermYears", "newTermYears"] });
  });

  it("does not need the optional fields", () => {
    const outcome = calculateAssumption({
      ...WORKED_EXAMPLE,
      downPayment: 0,
      gapRate: 0,
      gapTermYears: 0,
      hoaMonthly: 0,
      taxesMonthly: 0,
      insuranceMonthly: 0,
    });
    expect(outcome.ok).toBe(true);
  });
});

describe("cumulativeCostByYear", () => {
  it("adds up a year of each path's payments at a time", () => {
    const rows = cumulativeCostByYear(WORKED_EXAMPLE);
    expect(rows).toHaveLength(30);
    expect(rows[0]!.year).toBe(1);
    // The assumption path starts with its 2,000 funding fee paid at closing; the new loan with nothing.
    expect(cents(rows[0]!.assumptionCumulative)).toBe(cents(2_000 + 3_477.887165592794 * 12));
    expect(cents(rows[29]!.newLoanCumulative)).toBe(cents(4_195.287051316659 * 360));
    expect(cents(rows[29]!.newLoanCumulative - rows[29]!.assumptionCumulative)).toBe(258_263.96 - 2_000);
  });

  it("stops a loan's payments once it is paid off", () => {
    const rows = cumulativeCostByYear({ ...WORKED_EXAMPLE, gapTermYears: 10 });
    expect(rows[10]!.assumptionCumulative - rows[9]!.assumptionCumulative).toBeCloseTo(
      resultOf(WORKED_EXAMPLE).assumedPayment * 12,
      6,
    );
  });

  it("is empty until the required inputs are there", () => {
    expect(cumulativeCostByYear(ASSUMPTION_DEFAULTS)).toEqual([]);
  });
});

const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });
const anyInputs = fc.record<AssumptionInputs>({
  purchasePrice: anyFinite,
  downPayment: anyFinite,
  assumedBalance: anyFinite,
  assumptionRate: anyFinite,
  assumedTermYears: anyFinite,
  gapRate: anyFinite,
  gapTermYears: anyFinite,
  marketRate: anyFinite,
  newTermYears: anyFinite,
  hoaMonthly: anyFinite,
  taxesMonthly: anyFinite,
  insuranceMonthly: anyFinite,
  yearsInHome: anyFinite,
  maxCombinedLtvPct: anyFinite,
  servicerFee: anyFinite,
  loanStartYear: anyFinite,
});

describe("calculateAssumption: properties", () => {
  it("never gives NaN or Infinity, and never a negative saving or GAP loan, for any finite input", () => {
    fc.assert(
      fc.property(anyInputs, fc.boolean(), (inputs, fundingFeeExempt) => {
        const outcome = calculateAssumption(inputs, { fundingFeeExempt });
        if (!outcome.ok) {
          expect(outcome.missing.length).toBeGreaterThan(0);
          return;
        }
        for (const [name, value] of Object.entries(outcome.result)) {
          if (typeof value === "number") expect(Number.isFinite(value), name).toBe(true);
        }
        expect(outcome.result.monthlySavings).toBeGreaterThanOrEqual(0);
        expect(outcome.result.lifetimeSavings).toBeGreaterThanOrEqual(0);
        expect(outcome.result.gapLoanAmount).toBeGreaterThanOrEqual(0);
        expect(outcome.result.newLoanAmount).toBeGreaterThanOrEqual(0);
        for (const row of cumulativeCostByYear(inputs)) {
          expect(Number.isFinite(row.assumptionCumulative) && Number.isFinite(row.newLoanCumulative)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the books balanced for realistic inputs", () => {
    fc.assert(
      fc.property(realisticAssumptionInputs, (inputs) => {
        const result = resultOf(inputs);
        expect(result.monthlySavings).toBeGreaterThanOrEqual(0);
        expect(result.gapLoanAmount).toBeGreaterThanOrEqual(0);
        // The assumed and GAP loans together borrow what the new loan would, or less.
        expect(result.gapLoanAmount).toBeLessThanOrEqual(result.newLoanAmount);
        expect(result.monthlySavings).toBeCloseTo(
          Math.max(0, result.newLoanTotalPayment - result.assumptionTotalPayment),
          6,
        );
        expect(result.annualSavings).toBeCloseTo(result.monthlySavings * 12, 6);
        expect(result.lifetimeSavings).toBeCloseTo(
          result.monthlySavings * 12 * Math.min(inputs.assumedTermYears, inputs.newTermYears),
          4,
        );
      }),
    );
  });

  it("saves more as the market rate rises", () => {
    fc.assert(
      fc.property(realisticAssumptionInputs, fc.integer({ min: 1, max: 500 }), (inputs, extraHundredths) => {
        const before = resultOf(inputs).monthlySavings;
        const after = resultOf({ ...inputs, marketRate: inputs.marketRate + extraHundredths / 100 }).monthlySavings;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

/**
 * Issue 31's family: a $750,000 home, nothing down, $450,000 left at 2.75 % over 25 years, a
 * new loan at 6.5 %. Without the cap they would borrow a $300,000 GAP loan and need $2,250 at
 * closing; lenders cap assumed + GAP at about 90 % of the price (the owner's planning figure).
 */
const ISSUE_31_FAMILY: AssumptionInputs = {
  ...ASSUMPTION_DEFAULTS,
  purchasePrice: 750_000,
  assumedBalance: 450_000,
  assumptionRate: 2.75,
  assumedTermYears: 25,
  marketRate: 6.5,
};
const FIRST_USE_FINANCED = { newVaLoan: { use: "first", feeInCash: false } } as const;

describe("calculateAssumption: the combined-loan cap", () => {
  const result = calculateAssumption(ISSUE_31_FAMILY, FIRST_USE_FINANCED);
  if (!result.ok) throw new Error("the family's inputs are complete");
  const family = result.result;

  it("limits the GAP loan so assumed + GAP stay within 90 % of the price", () => {
    // 90 % × 750,000 = 675,000 combined; 675,000 − 450,000 assumed = 225,000 GAP, not 750,000 − 450,000 = 300,000.
    expect(family.maxCombinedLoans).toBe(675_000);
    expect(family.gapLoanWanted).toBe(300_000);
    expect(family.gapLoanAmount).toBe(225_000);
    expect(family.capLimitsGap).toBe(true);
  });

  it("asks for the down payment the cap requires, plus the funding fee and the servicer's fee, at closing", () => {
    // 750,000 − 675,000 = 75,000 down; 0.5 % × 450,000 = 2,250 fee; 300 servicer's fee: 77,550.
    expect(family.assumptionDownPayment).toBe(75_000);
    expect(family.vaFundingFee).toBe(2_250);
    expect(family.servicerFee).toBe(300);
    expect(family.cashToClose).toBe(77_550);
    // Exempt: no funding fee, the down payment and the servicer's fee remain.
    const exempt = calculateAssumption(ISSUE_31_FAMILY, { ...FIRST_USE_FINANCED, fundingFeeExempt: true });
    expect(exempt.ok && exempt.result.cashToClose).toBe(75_300);
  });

  it("prices the capped GAP loan: 225,000 at 9.5 % over 30 years", () => {
    // i = 0.095 / 12, n = 360: 225,000 × i / (1 − (1 + i)^−360) = 1,891.92.
    expect(cents(family.gapPayment)).toBe(1_891.92);
    // 450,000 at 2.75 % over 25 years (n = 300): 2,075.90.
    expect(cents(family.assumedPayment)).toBe(2_075.9);
  });

  it("changes nothing when the down payment already keeps the loans within the cap", () => {
    const outcome = calculateAssumption({ ...ISSUE_31_FAMILY, downPayment: 100_000 }, FIRST_USE_FINANCED);
    if (!outcome.ok) throw new Error("complete");
    // 750,000 − 100,000 − 450,000 = 200,000 GAP; 650,000 combined ≤ 675,000.
    expect(outcome.result.gapLoanAmount).toBe(200_000);
    expect(outcome.result.capLimitsGap).toBe(false);
    expect(outcome.result.cashToClose).toBe(100_000 + 2_250 + 300);
  });

  it("lends no GAP loan when the assumed balance alone is above the cap", () => {
    // 95 % of the price assumed: 712,500 > 675,000, so the other 37,500 is cash.
    const outcome = calculateAssumption({ ...ISSUE_31_FAMILY, assumedBalance: 712_500 }, FIRST_USE_FINANCED);
    expect(outcome.ok && outcome.result.gapLoanAmount).toBe(0);
    expect(outcome.ok && outcome.result.assumptionDownPayment).toBe(37_500);
  });

  it("follows the cap typed in: at 100 % the whole price can be borrowed", () => {
    const outcome = calculateAssumption({ ...ISSUE_31_FAMILY, maxCombinedLtvPct: 100 }, FIRST_USE_FINANCED);
    expect(outcome.ok && outcome.result.gapLoanAmount).toBe(300_000);
    expect(outcome.ok && outcome.result.cashToClose).toBe(2_250 + 300);
  });
});

describe("calculateAssumption: the new VA loan's funding fee", () => {
  it("is the purchase fee's tier, added to the loan or paid in cash", () => {
    const financed = calculateAssumption(ISSUE_31_FAMILY, FIRST_USE_FINANCED);
    // Nothing down, first use: 2.15 % × 750,000 = 16,125, added to the loan: 766,125.
    expect(financed.ok && financed.result.newLoanFundingFee).toBe(16_125);
    expect(financed.ok && financed.result.newLoanAmount).toBe(766_125);
    expect(financed.ok && financed.result.newLoanCashToClose).toBe(0);
    // 766,125 at 6.5 % over 30 years: 4,842.43 a month.
    expect(financed.ok && cents(financed.result.newLoanPayment)).toBe(4_842.43);
    const inCash = calculateAssumption(ISSUE_31_FAMILY, { newVaLoan: { use: "subsequent", feeInCash: true } });
    // Used before, under 5 % down: 3.3 % × 750,000 = 24,750 in cash; the loan stays 750,000.
    expect(inCash.ok && inCash.result.newLoanFundingFee).toBe(24_750);
    expect(inCash.ok && inCash.result.newLoanAmount).toBe(750_000);
    expect(inCash.ok && inCash.result.newLoanCashToClose).toBe(24_750);
  });

  it("is waived with the exemption, on both paths", () => {
    const exempt = calculateAssumption(ISSUE_31_FAMILY, { ...FIRST_USE_FINANCED, fundingFeeExempt: true });
    expect(exempt.ok && exempt.result.newLoanFundingFee).toBe(0);
    expect(exempt.ok && exempt.result.vaFundingFee).toBe(0);
  });
});

describe("remainingTermFromStartYear", () => {
  it("counts the years left of a 30-year loan from the year it began", () => {
    // 30 − (2026 − 2021) = 25.
    expect(remainingTermFromStartYear(2021, 2026)).toBe(25);
    expect(remainingTermFromStartYear(2026, 2026)).toBe(30);
    // Begun 1990: paid off by 2020.
    expect(remainingTermFromStartYear(1990, 2026)).toBe(0);
    expect(remainingTermFromStartYear(0, 2026)).toBe(0);
  });
});
