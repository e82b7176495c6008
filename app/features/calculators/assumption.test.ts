import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSUMPTION_DEFAULTS,
  WORKED_EXAMPLE,
  calculateAssumption,
  cumulativeCostByYear,
  type AssumptionInputs,
  type AssumptionResult,
} from "./assumption";
import { realisticAssumptionInputs } from "../../../tests/support/assumption-inputs";
import { roundHalfUp } from "./rounding";

const cents = (value: number) => roundHalfUp(value, 2);

function resultOf(inputs: AssumptionInputs, fundingFeeExempt = false): AssumptionResult {
  const outcome = calculateAssumption(inputs, { fundingFeeExempt });
  if (!outcome.ok) throw new Error(`missing ${outcome.missing.join(", ")}`);
  return outcome.result;
}

describe("ASSUMPTION_DEFAULTS", () => {
  it("starts GAP at 9.5%, every term at 30 years and everything else at 0", () => {
    expect(ASSUMPTION_DEFAULTS).toEqual({
      purchasePrice: 0,
      downPayment: 0,
      assumedBalance: 0,
      assumptionRate: 0,
      assumedTermYears: 30,
      gapRate: 9.5,
      gapTermYears: 30,
      marketRate: 0,
      newTermYears: 30,
      hoaMonthly: 0,
      taxesMonthly: 0,
      insuranceMonthly: 0,
      yearsInHome: 3,
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
      missing: ["purchasePrice", "assumedBalance", "assumptionRate", "marketRate"],
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
    expect(cents(rows[0]!.assumptionCumulative)).toBe(cents(3_477.887165592794 * 12));
    expect(cents(rows[29]!.newLoanCumulative)).toBe(cents(4_195.287051316659 * 360));
    expect(cents(rows[29]!.newLoanCumulative - rows[29]!.assumptionCumulative)).toBe(258_263.96);
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
