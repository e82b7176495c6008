import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASSUMPTION_DEFAULTS, calculateAssumption } from "./assumption";
import { remainingBalance } from "./path-comparison";
import {
  calculateRentBuyAssume,
  ownerOccupiedTaxYearly,
  planNetCost,
  rentedOutTaxYearly,
  type RentBuyAssumeResult,
} from "./rent-buy-assume";
import {
  rentBuyAssumeDefaults,
  RENT_BUY_ASSUME_DEFAULTS,
  validateRentBuyAssume,
  type RentBuyAssumeInputs,
} from "./rent-buy-assume-inputs";
import {
  mostSensitiveInput,
  SENSITIVITY_STEPS,
  sensitivityGrid,
  sensitivityToSteps,
} from "./rent-buy-assume-sensitivity";

function resultOf(inputs: RentBuyAssumeInputs): RentBuyAssumeResult {
  const outcome = calculateRentBuyAssume(inputs);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

/**
 * Scenario A, sell after a 3-year tour. BAH 3,600; rent 3,600 (+3 %/yr) and renter's insurance 20.
 * A 700,000 home, nothing down, first use, funding fee financed, 6 % over 30 years; closing 2 %,
 * tax 0.35 % on (700,000 − 120,000), insurance 100, HOA 400, maintenance 1 %/yr, appreciation
 * 3 %/yr, selling costs 6 %, return on cash 4 %.
 *
 * Worked independently (a month-by-month loop, balance ← balance × (1 + i) − M, not the engine):
 *   funding fee 2.15 % × 700,000 = 15,050 → loan 715,050; M = 715,050 × 0.005 / (1 − 1.005^−360) = 4,287.09
 *   cash at start = 0 + 2 % × 700,000 = 14,000
 *   extras/month = 580,000 × 0.35 % / 12 (169.17) + 100 + 400 + 7,000 / 12 (583.33) = 1,252.50
 *   outlays over 36 months = 36 × (4,287.086030 + 1,252.50) = 199,425.10
 *   balance after 36 payments = 687,049.14; sale = 700,000 × 1.03³ × 0.94 = 719,014.37
 *   proceeds = 719,014.37 − 687,049.14 = 31,965.22; forgone return = 14,000 × (1.04³ − 1) = 1,748.10
 *   buy net cost = 14,000 + 199,425.10 + 1,748.10 − 31,965.22 = 183,207.97
 *   rent = 12 × 3,600 × (1 + 1.03 + 1.0609) + 36 × 20 = 133,526.88 + 720 = 134,246.88
 *   out-of-pocket after BAH (3,600 × 36 = 129,600): rent 4,646.88, buy 53,607.97
 *   break-even (the same loop for Y = 1…30): year 7 (buy 315,457.70 < rent 332,698.37)
 */
const SELL_AFTER_TOUR: RentBuyAssumeInputs = {
  ...rentBuyAssumeDefaults(3_600),
  tourYears: 3,
  rentIncreasePct: 3,
  rentersInsuranceMonthly: 20,
  price: 700_000,
  downPayment: 0,
  vaLoanUse: "first",
  fundingFeeExempt: false,
  fundingFeeFinanced: true,
  ratePct: 6,
  termYears: 30,
  closingCostsPct: 2,
  // $3.50 per $1,000 (0.35 %) on 700,000 − 120,000.
  propertyTaxPerThousand: 3.5,
  homeExemption: 120_000,
  homeInsuranceMonthly: 100,
  hoaMonthly: 400,
  maintenancePct: 1,
  appreciationPct: 3,
  sellingCostsPct: 6,
  returnOnCashPct: 4,
};

/**
 * Scenario B: A's home kept 5 more years as a rental at 3,800 (+3 %/yr), 5 % vacancy, 8 % manager
 * fee, and sold at the end of year 8. Same loop, with the kept years' net rent
 * 3,800 × 1.03^(k − 1) × 0.95 × 0.92 each month of kept year k subtracted from the outlays:
 *   outlays (96 months, less net rent) = 320,207.84; balance after 96 payments = 627,616.22
 *   sale = 700,000 × 1.03⁸ × 0.94 = 833,534.71 → proceeds 205,918.50
 *   forgone return = 14,000 × (1.04⁸ − 1) = 5,159.97
 *   net cost over T + K = 14,000 + 320,207.84 + 5,159.97 − 205,918.50 = 133,449.31
 *   rented out, the home exemption ends (content-facts §11): 700,000 × 3.50 / 1,000 = 2,450 a
 *   year instead of 580,000 × 3.50 / 1,000 = 2,030, so 5 × 420 = 2,100 more: 135,549.31
 * The rent path stops with the tour: 134,246.88 over T + K too, now 1,302.43 less than keeping.
 * Over the tour the figures are A's.
 */
const KEEP_AS_RENTAL: RentBuyAssumeInputs = {
  ...SELL_AFTER_TOUR,
  afterTour: "keep",
  keepYears: 5,
  rentalRentMonthly: 3_800,
  vacancyPct: 5,
  managerFeePct: 8,
};

/**
 * Scenario C: A at a 7 % market rate, against assuming a 450,000 balance at 2.5 % with 25 years
 * left plus a 250,000 GAP loan at 9.5 % over 30 years; 3-year tour, sold after it.
 *   buy: loan 715,050 at 7 %: M = 4,757.25; outlays 36 × (4,757.245492 + 1,252.50) = 216,350.84;
 *        balance 691,646.15; proceeds 719,014.37 − 691,646.15 = 27,368.22;
 *        net = 14,000 + 216,350.84 + 1,748.10 − 27,368.22 = 204,730.72
 *   assume: fee 0.5 % × 450,000 = 2,250 in cash → cash at start 16,250;
 *        M = 2,018.74 (assumed) + 2,102.17 (GAP) = 4,120.91; outlays 36 × (4,120.910821 + 1,252.50)
 *        = 193,442.79; balances 654,521.83; proceeds 64,492.54;
 *        forgone 16,250 × (1.04³ − 1) = 2,029.04; net = 16,250 + 193,442.79 + 2,029.04 − 64,492.54
 *        = 147,229.29 — 57,501.43 less than the new loan
 *   break-even: buy in year 9, assume in year 4. Renting (134,246.88) is still cheapest over 3 years.
 */
const ASSUMPTION_BEATS_NEW_LOAN: RentBuyAssumeInputs = {
  ...SELL_AFTER_TOUR,
  ratePct: 7,
  assumedBalance: 450_000,
  assumedRatePct: 2.5,
  assumedRemainingYears: 25,
  gapRatePct: 9.5,
  gapTermYears: 30,
  // Worked before the combined-loan cap, which has its own case below: the whole price borrowed.
  maxCombinedLtvPct: 100,
  servicerFee: 0,
};

describe("rent, buy or assume: hand-worked scenarios", () => {
  it("A: sells after a 3-year tour", () => {
    const result = resultOf(SELL_AFTER_TOUR);
    expect(result.buyFundingFee).toBeCloseTo(15_050, 2);
    expect(result.buyLoanAmount).toBeCloseTo(715_050, 2);
    expect(result.buy.firstMonthPayment).toBeCloseTo(4_287.09, 2);
    expect(result.buy.cashAtStart).toBeCloseTo(14_000, 2);
    expect(result.buy.netCostOverTour).toBeCloseTo(183_207.97, 2);
    expect(result.buy.netCostWhenKept).toBeNull();
    expect(result.buy.outOfPocketAfterBah).toBeCloseTo(53_607.97, 2);
    expect(result.buy.averageMonthlyOutOfPocket).toBeCloseTo(53_607.970286 / 36, 2);
    expect(result.buy.breakEvenYear).toBe(7);
    expect(result.rent.netCostOverTour).toBeCloseTo(134_246.88, 2);
    expect(result.rent.outOfPocketAfterBah).toBeCloseTo(4_646.88, 2);
    expect(result.rent.cashAtStart).toBe(0);
    expect(result.rent.breakEvenYear).toBeNull();
    expect(result.assume).toBeNull();
    expect(result.cheapest).toMatchObject({ path: "rent", runnerUp: "buy", years: 3 });
    expect(result.cheapest.byAmount).toBeCloseTo(183_207.970286 - 134_246.88, 2);
    // Break-even lens: the year-7 figures of the hand loop.
    expect(result.stayingYearly[6]?.buy).toBeCloseTo(315_457.7, 2);
    expect(result.stayingYearly[6]?.rent).toBeCloseTo(332_698.37, 2);
    expect(result.stayingYearly[5]!.buy).toBeGreaterThan(result.stayingYearly[5]!.rent);
  });

  it("A's chart runs 30 years and is flat after the sale", () => {
    const { yearly, buy, rent } = resultOf(SELL_AFTER_TOUR);
    expect(yearly).toHaveLength(30);
    expect(yearly.map((row) => row.year)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(yearly[2]).toMatchObject({ buy: buy.netCostOverTour, rent: rent.netCostOverTour, assume: null });
    expect(yearly[29]).toMatchObject({ buy: buy.netCostOverTour, rent: rent.netCostOverTour });
    expect(yearly[0]!.rent).toBeCloseTo(12 * 3_620, 2);
  });

  it("B: keeps the home 5 more years as a rental", () => {
    const result = resultOf(KEEP_AS_RENTAL);
    expect(result.buy.netCostOverTour).toBeCloseTo(183_207.97, 2);
    expect(result.buy.netCostWhenKept).toBeCloseTo(135_549.31, 2);
    expect(result.rent.netCostWhenKept).toBeCloseTo(134_246.88, 2);
    expect(result.cheapest).toMatchObject({ path: "rent", runnerUp: "buy", years: 8 });
    expect(result.cheapest.byAmount).toBeCloseTo(135_549.308315 - 134_246.88, 2);
    expect(result.yearly).toHaveLength(30);
    expect(result.yearly[7]?.buy).toBeCloseTo(135_549.31, 2);
    // The break-even year is about staying put, so keeping the home does not change it.
    expect(result.buy.breakEvenYear).toBe(7);
  });

  it("C: an assumption beats a new loan", () => {
    const result = resultOf(ASSUMPTION_BEATS_NEW_LOAN);
    expect(result.buy.firstMonthPayment).toBeCloseTo(4_757.25, 2);
    expect(result.buy.netCostOverTour).toBeCloseTo(204_730.72, 2);
    expect(result.assumptionFee).toBeCloseTo(2_250, 2);
    expect(result.gapLoanAmount).toBeCloseTo(250_000, 2);
    const assume = result.assume!;
    expect(assume.cashAtStart).toBeCloseTo(16_250, 2);
    expect(assume.firstMonthPayment).toBeCloseTo(4_120.91, 2);
    expect(assume.netCostOverTour).toBeCloseTo(147_229.29, 2);
    expect(result.buy.netCostOverTour - assume.netCostOverTour).toBeCloseTo(57_501.43, 2);
    expect(result.buy.breakEvenYear).toBe(9);
    expect(assume.breakEvenYear).toBe(4);
    expect(result.cheapest).toMatchObject({ path: "rent", runnerUp: "assume" });
    expect(result.cheapest.byAmount).toBeCloseTo(147_229.29001 - 134_246.88, 2);
  });

  it("a funding fee paid in cash joins the cash at start and earns no interest in the loan", () => {
    const result = resultOf({ ...SELL_AFTER_TOUR, fundingFeeFinanced: false });
    expect(result.buyLoanAmount).toBeCloseTo(700_000, 2);
    expect(result.buy.cashAtStart).toBeCloseTo(29_050, 2);
    const exempt = resultOf({ ...ASSUMPTION_BEATS_NEW_LOAN, fundingFeeExempt: true });
    expect(exempt.buyFundingFee).toBe(0);
    expect(exempt.assumptionFee).toBe(0);
    expect(exempt.assume?.cashAtStart).toBeCloseTo(14_000, 2);
  });

  it("never breaks even within 30 years when the home loses value and the rent stays flat", () => {
    // The hand loop finds no year 1…30 at −5 %/yr and rent +0 %; at −2 % and rent +3 % it is year 24.
    expect(resultOf({ ...SELL_AFTER_TOUR, appreciationPct: -2 }).buy.breakEvenYear).toBe(24);
    const result = resultOf({ ...SELL_AFTER_TOUR, appreciationPct: -5, rentIncreasePct: 0 });
    expect(result.buy.breakEvenYear).toBeNull();
  });
});

describe("the answer's sensitivity, as data", () => {
  it("names the ±1 step that moves the gap between the two cheapest paths most", () => {
    const sensitive = mostSensitiveInput(SELL_AFTER_TOUR)!;
    expect(SENSITIVITY_STEPS.map((step) => step.field)).toContain(sensitive.field);
    const base = resultOf(SELL_AFTER_TOUR).cheapest;
    expect(sensitive.baseGap).toBeCloseTo(base.byAmount, 6);
    // Recompute every step by hand and check the one returned moves the gap most.
    const moveOf = (field: (typeof SENSITIVITY_STEPS)[number]) =>
      Math.max(
        ...[-1, 1].flatMap((sign) => {
          const outcome = calculateRentBuyAssume({
            ...SELL_AFTER_TOUR,
            [field.field]: SELL_AFTER_TOUR[field.field] + sign * field.step,
          });
          return outcome.ok
            ? [Math.abs(planNetCost(outcome.result.buy) - planNetCost(outcome.result.rent) - base.byAmount)]
            : [];
        }),
      );
    const largest = Math.max(...SENSITIVITY_STEPS.map(moveOf));
    expect(sensitive.largestMove).toBeCloseTo(largest, 6);
    expect(moveOf(SENSITIVITY_STEPS.find((step) => step.field === sensitive.field)!)).toBeCloseTo(largest, 6);
    // Appreciation ±1 point over 3 years moves the 700,000 sale by ~20,000: it must beat rent ±100 (3,600 + …).
    const rentMove = moveOf(SENSITIVITY_STEPS.find((step) => step.field === "rentMonthly")!);
    expect(sensitive.largestMove).toBeGreaterThan(rentMove);
  });

  it("reports whether a step flips the answer", () => {
    // A: rent wins by 48,961.09; no single step closes that. B: buy wins by 797.57; one does.
    expect(mostSensitiveInput(SELL_AFTER_TOUR)!.flipsAnswer).toBe(false);
    const kept = mostSensitiveInput(KEEP_AS_RENTAL)!;
    expect(kept.flipsAnswer).toBe(true);
    expect(Math.min(kept.gapStepDown ?? Infinity, kept.gapStepUp ?? Infinity)).toBeLessThan(0);
    expect(mostSensitiveInput({ ...SELL_AFTER_TOUR, price: -1 })).toBeNull();
  });

  it("lists every step, largest move first, leaving out a step outside the valid range", () => {
    const moves = sensitivityToSteps({ ...SELL_AFTER_TOUR, ratePct: 0.5, returnOnCashPct: 0 })!;
    expect(moves.map((move) => move.largestMove)).toEqual(
      [...moves.map((move) => move.largestMove)].sort((a, b) => b - a),
    );
    expect(moves.find((move) => move.field === "ratePct")).toMatchObject({ gapStepDown: null });
    expect(moves.find((move) => move.field === "returnOnCashPct")).toMatchObject({ gapStepDown: null });
    expect(moves.find((move) => move.field === "ratePct")!.gapStepUp).not.toBeNull();
    // No balance to assume: the assumption's rates cannot move the rent–buy gap.
    expect(moves.find((move) => move.field === "assumedRatePct")!.largestMove).toBe(0);
  });

  it("builds a 5 × 5 appreciation × rate grid whose centre is the base result", () => {
    const grid = sensitivityGrid(ASSUMPTION_BEATS_NEW_LOAN)!;
    expect(grid).toHaveLength(5);
    expect(grid.every((row) => row.length === 5)).toBe(true);
    const base = resultOf(ASSUMPTION_BEATS_NEW_LOAN);
    expect(grid[2]![2]).toMatchObject({ appreciationPct: 3, ratePct: 7, cheapest: base.cheapest.path });
    expect(grid[2]![2]!.buy).toBeCloseTo(base.buy.netCostOverTour, 6);
    expect(grid[2]![2]!.assume).toBeCloseTo(base.assume!.netCostOverTour, 6);
    expect(grid[0]![0]).toMatchObject({ appreciationPct: 1, ratePct: 5 });
    // A rate near 0 leaves out the negative offsets.
    expect(sensitivityGrid({ ...SELL_AFTER_TOUR, ratePct: 1 })!.every((row) => row.length === 4)).toBe(true);
  });
});

describe("invalid inputs are refused with the fields named", () => {
  it.each([
    [{ price: -1 }, "price", "negative"],
    [{ rentMonthly: Number.NaN }, "rentMonthly", "not-a-number"],
    [{ ratePct: Number.POSITIVE_INFINITY }, "ratePct", "not-a-number"],
    [{ downPayment: 700_001 }, "downPayment", "down-payment-above-price"],
    [{ tourYears: 2.5 }, "tourYears", "not-whole-years"],
    [{ tourYears: 0 }, "tourYears", "negative"],
    [{ keepYears: 31 }, "keepYears", "too-large"],
    [{ vacancyPct: 101 }, "vacancyPct", "too-large"],
    [{ appreciationPct: -101 }, "appreciationPct", "negative"],
    [{ price: 0 }, "price", "price-required"],
    [{ termYears: 0 }, "termYears", "term-required"],
    [{ assumedBalance: 700_001 }, "assumedBalance", "assumed-balance-above-loan"],
    [{ assumedBalance: 100_000, assumedRemainingYears: 0 }, "assumedRemainingYears", "term-required"],
  ] as const)("%o → %s %s", (change, field, problem) => {
    const outcome = calculateRentBuyAssume({ ...SELL_AFTER_TOUR, ...change });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors).toContainEqual({ field, problem });
  });

  it("lists every bad field at once", () => {
    const errors = validateRentBuyAssume({ ...SELL_AFTER_TOUR, price: Number.NaN, bahMonthly: -5, vacancyPct: 200 });
    expect(errors.map((error) => error.field).sort()).toEqual(["bahMonthly", "price", "vacancyPct"]);
  });

  it("the defaults alone are refused for want of a price, not with a NaN", () => {
    const outcome = calculateRentBuyAssume(RENT_BUY_ASSUME_DEFAULTS);
    expect(outcome).toEqual({ ok: false, errors: [{ field: "price", problem: "price-required" }] });
    expect(rentBuyAssumeDefaults(3_000).rentMonthly).toBe(3_000);
  });
});

/** Valid inputs over realistic ranges (whole cents, whole years). */
const validInputs = fc
  .record({
    bahMonthly: fc.integer({ min: 0, max: 8_000 }),
    tourYears: fc.integer({ min: 1, max: 10 }),
    rentMonthly: fc.integer({ min: 0, max: 10_000 }),
    rentIncreasePct: fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
    price: fc.integer({ min: 50_000, max: 3_000_000 }),
    downShare: fc.integer({ min: 0, max: 100 }),
    vaLoanUse: fc.constantFrom("first" as const, "subsequent" as const),
    fundingFeeExempt: fc.boolean(),
    fundingFeeFinanced: fc.boolean(),
    ratePct: fc.integer({ min: 0, max: 150 }).map((tenths) => tenths / 10),
    termYears: fc.integer({ min: 10, max: 40 }),
    closingCostsPct: fc.integer({ min: 0, max: 5 }),
    maintenancePct: fc.integer({ min: 0, max: 3 }),
    appreciationPct: fc.integer({ min: -100, max: 100 }).map((tenths) => tenths / 10),
    sellingCostsPct: fc.integer({ min: 0, max: 10 }),
    assumedShare: fc.integer({ min: 0, max: 100 }),
    assumedRatePct: fc.integer({ min: 0, max: 70 }).map((tenths) => tenths / 10),
    assumedRemainingYears: fc.integer({ min: 5, max: 30 }),
    afterTour: fc.constantFrom("sell" as const, "keep" as const),
    keepYears: fc.integer({ min: 0, max: 15 }),
    rentalRentMonthly: fc.integer({ min: 0, max: 8_000 }),
    vacancyPct: fc.integer({ min: 0, max: 100 }),
    returnOnCashPct: fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
  })
  .map(({ downShare, assumedShare, ...rest }): RentBuyAssumeInputs => {
    const downPayment = Math.round((rest.price * downShare) / 100);
    return {
      ...SELL_AFTER_TOUR,
      ...rest,
      downPayment,
      assumedBalance: Math.round(((rest.price - downPayment) * assumedShare) / 100),
    };
  });

function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("properties", () => {
  it("accepts every generated input and never returns a non-finite figure", () => {
    fc.assert(
      fc.property(validInputs, (inputs) => {
        const outcome = calculateRentBuyAssume(inputs);
        expect(outcome.ok).toBe(true);
        // JSON would turn NaN into null, so every number is visited and checked.
        const numbers = numbersIn([outcome, sensitivityGrid(inputs), sensitivityToSteps(inputs)]);
        expect(numbers.length).toBeGreaterThan(100);
        expect(numbers.filter((value) => !Number.isFinite(value))).toEqual([]);
      }),
    );
  });

  it("a higher appreciation never makes buying or assuming dearer", () => {
    fc.assert(
      fc.property(validInputs, fc.integer({ min: 1, max: 50 }), (inputs, raiseTenths) => {
        const lower = resultOf(inputs);
        const higher = resultOf({ ...inputs, appreciationPct: inputs.appreciationPct + raiseTenths / 10 });
        const slack = 1e-6 * Math.max(1, Math.abs(planNetCost(lower.buy)));
        expect(planNetCost(higher.buy)).toBeLessThanOrEqual(planNetCost(lower.buy) + slack);
        expect(higher.buy.netCostOverTour).toBeLessThanOrEqual(lower.buy.netCostOverTour + slack);
        if (lower.assume && higher.assume) {
          expect(planNetCost(higher.assume)).toBeLessThanOrEqual(planNetCost(lower.assume) + slack);
        }
        higher.stayingYearly.forEach((row, index) => {
          expect(row.buy).toBeLessThanOrEqual(lower.stayingYearly[index]!.buy + slack);
        });
      }),
    );
  });

  it("at 0 % return, 0 % appreciation and no selling costs: net cost = outlays − equity", () => {
    fc.assert(
      fc.property(validInputs, (generated) => {
        const inputs: RentBuyAssumeInputs = {
          ...generated,
          returnOnCashPct: 0,
          appreciationPct: 0,
          sellingCostsPct: 0,
          afterTour: "sell",
          termYears: Math.max(generated.termYears, generated.tourYears),
        };
        const { buy, buyLoanAmount } = resultOf(inputs);
        const months = 12 * inputs.tourYears;
        const extrasMonthly =
          (Math.max(0, inputs.price - inputs.homeExemption) * inputs.propertyTaxPerThousand) / 1_000 / 12 +
          inputs.homeInsuranceMonthly +
          inputs.hoaMonthly +
          (inputs.price * inputs.maintenancePct) / 100 / 12;
        const outlays = buy.cashAtStart + months * (buy.firstMonthPayment + extrasMonthly);
        const equity = inputs.price - remainingBalance(buyLoanAmount, inputs.ratePct, inputs.termYears, months);
        expect(buy.netCostOverTour).toBeCloseTo(outlays - equity, 4);
      }),
    );
  });
});

describe("issue 31: the combined-loan cap, the funding fee, Honolulu's tax", () => {
  /**
   * Issue 31's family in rent/buy/assume: a $750,000 home, nothing down, $450,000 left at 2.75 %
   * over 25 years, a new VA loan at 6.5 %, 2 % closing costs.
   *   Without the cap: GAP 300,000, cash at start 15,000 closing + 2,250 fee = 17,250.
   *   With 90 %: assumed + GAP ≤ 675,000 → GAP 225,000, down payment 75,000;
   *   cash at start = 75,000 + 15,000 + 2,250 + 300 servicer's fee = 92,550.
   */
  const FAMILY: RentBuyAssumeInputs = {
    ...SELL_AFTER_TOUR,
    price: 750_000,
    ratePct: 6.5,
    assumedBalance: 450_000,
    assumedRatePct: 2.75,
    assumedRemainingYears: 25,
  };

  it("limits the GAP loan to the cap and asks for the rest at the start", () => {
    const result = resultOf(FAMILY);
    expect(result.gapLoanAmount).toBe(225_000);
    expect(result.capLimitsGap).toBe(true);
    expect(result.assumeDownPayment).toBe(75_000);
    expect(result.assumptionFee).toBe(2_250);
    expect(result.servicerFee).toBe(300);
    expect(result.assume!.cashAtStart).toBeCloseTo(92_550, 6);
    const uncapped = resultOf({ ...FAMILY, maxCombinedLtvPct: 100, servicerFee: 0 });
    expect(uncapped.assume!.cashAtStart).toBeCloseTo(17_250, 6);
  });

  it("charges the new VA loan the same funding fee as the assumption calculator, on the same inputs", () => {
    const shared = { price: 750_000, downPayment: 0, assumedBalance: 450_000, ratePct: 6.5 };
    for (const [use, financed] of [
      ["first", true],
      ["subsequent", false],
    ] as const) {
      const rba = resultOf({ ...FAMILY, ...shared, vaLoanUse: use, fundingFeeFinanced: financed });
      const calculator = calculateAssumption(
        {
          ...ASSUMPTION_DEFAULTS,
          purchasePrice: shared.price,
          assumedBalance: shared.assumedBalance,
          assumptionRate: 2.75,
          assumedTermYears: 25,
          marketRate: shared.ratePct,
        },
        { newVaLoan: { use, feeInCash: !financed } },
      );
      if (!calculator.ok) throw new Error("complete");
      // First use, nothing down: 2.15 % × 750,000 = 16,125 (financed); used before: 3.3 % = 24,750 (cash).
      expect(rba.buyFundingFee).toBe(use === "first" ? 16_125 : 24_750);
      expect(calculator.result.newLoanFundingFee).toBe(rba.buyFundingFee);
      expect(calculator.result.newLoanAmount).toBeCloseTo(rba.buyLoanAmount, 6);
      expect(calculator.result.newLoanPayment).toBeCloseTo(rba.buy.firstMonthPayment, 6);
      // Both tools count the assumption's cash the same way (rent/buy/assume adds its closing costs).
      expect(calculator.result.cashToClose + 15_000).toBeCloseTo(rba.assume!.cashAtStart, 6);
    }
  });

  it("taxes the home per $1,000 after the exemption while the family lives there", () => {
    // (750,000 − 120,000) × 3.50 / 1,000 = 2,205 a year; at 65 or older (160,000): 2,065.
    expect(ownerOccupiedTaxYearly({ price: 750_000, homeExemption: 120_000, propertyTaxPerThousand: 3.5 })).toBe(2_205);
    expect(ownerOccupiedTaxYearly({ price: 750_000, homeExemption: 160_000, propertyTaxPerThousand: 3.5 })).toBe(2_065);
    // The City's own example: a $1.6M home − 120,000 × 3.50 per $1,000 = 5,180.
    expect(
      ownerOccupiedTaxYearly({ price: 1_600_000, homeExemption: 120_000, propertyTaxPerThousand: 3.5 }),
    ).toBeCloseTo(5_180, 6);
  });

  it("ends the exemption once the home is rented out, and taxes a $1M+ rental as Residential A", () => {
    // Under $1M: no exemption, 750,000 × 3.50 / 1,000 = 2,625.
    expect(rentedOutTaxYearly({ price: 750_000, propertyTaxPerThousand: 3.5 })).toBe(2_625);
    // $1.6M: 1,000,000 × 4.00 / 1,000 + 600,000 × 11.40 / 1,000 = 4,000 + 6,840 = 10,840.
    expect(rentedOutTaxYearly({ price: 1_600_000, propertyTaxPerThousand: 3.5 })).toBeCloseTo(10_840, 6);
  });

  it("charges the kept rental's years at Residential A in the plan's net cost", () => {
    // A $1.6M home kept 2 years as a rental after a 3-year tour: the 24 rented months pay
    // 10,840 / 12 a month instead of 5,180 / 12, so the plan costs 2 × (10,840 − 5,180) = 11,320
    // more than if the exemption had stayed.
    const kept: RentBuyAssumeInputs = {
      ...SELL_AFTER_TOUR,
      price: 1_600_000,
      afterTour: "keep",
      keepYears: 2,
      rentalRentMonthly: 6_000,
    };
    const withRules = resultOf(kept).buy.netCostWhenKept!;
    // The same 5 years lived in throughout (owner's tax, no rent coming in), less the rent the
    // kept years earn, is the plan without the rental tax rules.
    const livedIn = resultOf({ ...kept, afterTour: "sell", tourYears: 5 }).buy.netCostOverTour;
    const netRent = 12 * 6_000 * (1 + 1.03); // 2 years at +3 %/yr, no vacancy or manager fee
    expect(withRules - (livedIn - netRent)).toBeCloseTo(2 * (10_840 - 5_180), 4);
  });
});
