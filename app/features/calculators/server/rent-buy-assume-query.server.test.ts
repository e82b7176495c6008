import { describe, expect, it } from "vitest";
import { answerSentence, sensitivitySentence } from "../components/rent-buy-assume-answer";
import { calculateRentBuyAssume } from "../rent-buy-assume";
import { RENT_BUY_ASSUME_FIELDS, RENT_BUY_ASSUME_FIELD_ORDER } from "../rent-buy-assume-fields";
import type { RentBuyAssumeQuery } from "../rent-buy-assume-query";
import { rentBuyAssumeQueryFromUrl } from "./rent-buy-assume-query.server";

const PATH = "https://aloha.example/calculators/rent-buy-assume";

function queryOf(params: Record<string, string>): RentBuyAssumeQuery {
  return rentBuyAssumeQueryFromUrl(`${PATH}?${new URLSearchParams(params)}`);
}

/** The engine test's scenario A (rent-buy-assume.test.ts), as the form sends it. */
const SCENARIO_A = {
  bah: "3,600",
  rentersIns: "20",
  price: "$700,000",
  rate: "6",
  closing: "2",
  taxPer1000: "3.5",
  exemption: "120000",
  ins: "100",
  hoa: "400",
  maint: "1",
  appr: "3",
  selling: "6",
};

describe("BAH from pay grade and dependents", () => {
  it("fills a blank BAH from the 2026 Honolulu table, and the rent starts at it", () => {
    const query = queryOf({ ...SCENARIO_A, bah: "", grade: "E-6", deps: "with" });
    expect(query.values.bahMonthly).toBe("3912");
    expect(query.inputs).toMatchObject({ bahMonthly: 3_912, rentMonthly: 3_912 });
    expect(queryOf({ ...SCENARIO_A, bah: "", grade: "E-5", deps: "without" }).inputs?.bahMonthly).toBe(2_856);
  });

  it("keeps a BAH the family typed, and ignores a grade not in the table", () => {
    expect(queryOf({ ...SCENARIO_A, grade: "E-6" }).inputs?.bahMonthly).toBe(3_600);
    const unknown = queryOf({ ...SCENARIO_A, bah: "", grade: "E-12", rent: "3000" });
    expect(unknown.choices.payGrade).toBe("");
    expect(unknown.inputs?.bahMonthly).toBe(0);
  });

  it("says when the table's year is past", () => {
    expect(rentBuyAssumeQueryFromUrl(PATH, new Date("2026-11-25T00:00:00Z")).bahOutdated).toBe(false);
    expect(rentBuyAssumeQueryFromUrl(PATH, new Date("2027-01-02T00:00:00Z")).bahOutdated).toBe(true);
  });
});

describe("the rent/buy/assume calculator's query string", () => {
  it("gives a page with no query the form's starting values and no result", () => {
    const query = rentBuyAssumeQueryFromUrl(PATH);
    expect(query.submitted).toBe(false);
    expect(query.result).toBeNull();
    expect(query.errors).toEqual({});
    expect(query.values).toMatchObject({
      tourYears: "3",
      rentIncreasePct: "3",
      returnOnCashPct: "4",
      termYears: "30",
      gapRatePct: "9.5",
      price: "",
      bahMonthly: "",
    });
    expect(query.choices).toEqual({
      vaLoanUse: "first",
      fundingFeeExempt: false,
      fundingFeeInCash: false,
      afterTour: "sell",
      payGrade: "",
      withDependents: true,
    });
    // The labelled planning figures and Honolulu's FY2026 tax start the form; nothing is 0 unsaid.
    expect(query.values).toMatchObject({
      ratePct: "6.5",
      closingCostsPct: "2",
      homeInsuranceMonthly: "100",
      maintenancePct: "1",
      appreciationPct: "3",
      sellingCostsPct: "6",
      propertyTaxPerThousand: "3.5",
      homeExemption: "120000",
      maxCombinedLtvPct: "90",
      servicerFee: "300",
      assumedRemainingYears: "",
    });
  });

  it("gives every field its own query-string name", () => {
    const params = RENT_BUY_ASSUME_FIELD_ORDER.map((field) => RENT_BUY_ASSUME_FIELDS[field].param);
    expect(new Set(params).size).toBe(params.length);
  });

  it("computes scenario A to the engine's hand-worked figures, the rent starting at the BAH", () => {
    const query = queryOf(SCENARIO_A);
    expect(query.errors).toEqual({});
    expect(query.inputs).toMatchObject({ bahMonthly: 3_600, rentMonthly: 3_600, price: 700_000, tourYears: 3 });
    const result = query.result!;
    expect(result.rent.netCostOverTour).toBeCloseTo(134_246.88, 2);
    expect(result.buy.netCostOverTour).toBeCloseTo(183_207.97, 2);
    expect(result.buy.breakEvenYear).toBe(7);
    expect(result.assume).toBeNull();
    expect(result).toEqual((calculateRentBuyAssume(query.inputs!) as { ok: true; result: unknown }).result);
    expect(query.moves.length).toBeGreaterThan(0);
    expect(query.grid).toHaveLength(5);
    expect(answerSentence(result, query.inputs!)).toBe(
      "Renting costs least over your 3-year tour: $48,961 less than buying with a new VA loan.",
    );
  });

  it("keeps the home as a rental (scenario B), its rent starting at the family's rent when blank", () => {
    const query = queryOf({ ...SCENARIO_A, after: "keep", keep: "5", rentalRent: "3800", vacancy: "5", manager: "8" });
    const result = query.result!;
    // The engine's scenario B: rented out, the home exemption ends (2,100 more tax over 5 years).
    expect(result.buy.netCostWhenKept).toBeCloseTo(135_549.31, 2);
    expect(answerSentence(result, query.inputs!)).toBe(
      "Renting costs least over your 3-year tour and 5 years as a rental: $1,302 less than buying with a new VA loan.",
    );
    const blankRentalRent = queryOf({ ...SCENARIO_A, rent: "3200", after: "keep", keep: "2" });
    expect(blankRentalRent.inputs).toMatchObject({ rentMonthly: 3_200, rentalRentMonthly: 3_200, keepYears: 2 });
  });

  it("ignores the years as a rental when the home is sold after the tour", () => {
    const query = queryOf({ ...SCENARIO_A, keep: "5" });
    expect(query.inputs).toMatchObject({ afterTour: "sell", keepYears: 0 });
    expect(query.result!.buy.netCostWhenKept).toBeNull();
  });

  it("compares an assumption that beats a new loan (scenario C) and names what would change the answer", () => {
    const query = queryOf({
      ...SCENARIO_A,
      rate: "7",
      balance: "450000",
      assumedRate: "2.5",
      assumedYears: "25",
      // The engine's scenario C borrows the whole price, with no servicer's fee.
      cltv: "100",
      servicerFee: "0",
    });
    const result = query.result!;
    expect(result.assume!.netCostOverTour).toBeCloseTo(147_229.29, 2);
    expect(result.buy.netCostOverTour).toBeCloseTo(204_730.72, 2);
    expect(result.assumptionFee).toBe(2_250);
    expect(answerSentence(result, query.inputs!)).toBe(
      "Renting costs least over your 3-year tour: $12,982 less than assuming the seller's VA loan.",
    );
    const top = query.moves[0]!;
    expect(sensitivitySentence(top, result)).toBe(
      `What would change the answer most: ${top.label}, which moves the difference by up to ${new Intl.NumberFormat(
        "en-US",
        { style: "currency", currency: "USD", maximumFractionDigits: 0 },
      ).format(
        Math.round(top.largestMove),
      )}${top.flipsAnswer ? ": enough to make assuming the seller's VA loan the cheaper" : ""}.`,
    );
  });

  it("reads the choices, and anything else as the defaults", () => {
    expect(
      queryOf({ ...SCENARIO_A, use: "subsequent", exempt: "1", feeInCash: "on", after: "keep", keep: "1" }).choices,
    ).toEqual({
      vaLoanUse: "subsequent",
      fundingFeeExempt: true,
      fundingFeeInCash: true,
      afterTour: "keep",
      payGrade: "",
      withDependents: true,
    });
    expect(queryOf({ ...SCENARIO_A, use: "third", exempt: "yes", after: "rent" }).choices).toEqual({
      vaLoanUse: "first",
      fundingFeeExempt: false,
      fundingFeeInCash: false,
      afterTour: "sell",
      payGrade: "",
      withDependents: true,
    });
    const inCash = queryOf({ ...SCENARIO_A, feeInCash: "1" });
    expect(inCash.result!.buy.cashAtStart).toBeCloseTo(14_000 + 15_050, 2);
    expect(inCash.result!.buyLoanAmount).toBe(700_000);
  });

  it("asks for what is missing, and computes nothing", () => {
    const query = queryOf({ tour: "3" });
    expect(query.submitted).toBe(true);
    expect(query.result).toBeNull();
    // The rate starts at its planning figure when the link does not carry it.
    expect(query.errors).toEqual({
      price: "Required: enter the home's price.",
      rentMonthly: "Enter the monthly rent (or your BAH, which it then starts at).",
    });
    expect(queryOf({ ...SCENARIO_A, balance: "400000" }).errors).toEqual({
      assumedRatePct: "Required with an assumed balance: enter the seller's rate, which you would keep.",
      assumedRemainingYears: "Required with an assumed balance: enter the years left on the seller's loan.",
    });
    // Sent blank, a field that started filled is asked for, never read as 0.
    expect(queryOf({ ...SCENARIO_A, rate: "", maint: "" }).errors).toEqual({
      ratePct: "Required: enter today's rate for a new VA loan, above 0.",
      maintenancePct: "Required: enter a figure (0 for none). It started at 1.",
    });
    expect(queryOf({ ...SCENARIO_A, after: "keep" }).errors).toEqual({
      keepYears: "Enter how many years you would rent the home out, 1 or more.",
    });
  });

  it("refuses text that is not a number, part years and out-of-range values, keeping what was typed", () => {
    const query = queryOf({ ...SCENARIO_A, price: "seven hundred k", tour: "2.5", rentUp: "1.2.3", hoa: "-50" });
    expect(query.result).toBeNull();
    expect(query.values.price).toBe("seven hundred k");
    expect(query.errors).toMatchObject({
      price: "Enter an amount in dollars, like 650,000.",
      tourYears: "Enter whole years, like 3.",
      rentIncreasePct: "Enter a percentage as a number, like 3.5.",
    });
    expect(queryOf({ ...SCENARIO_A, hoa: "-50" }).errors).toEqual({
      hoaMonthly: "Homeowners association dues can't be negative.",
    });
    expect(queryOf({ ...SCENARIO_A, appr: "-150" }).errors).toEqual({
      appreciationPct: "Appreciation can't be below −100% a year.",
    });
    expect(queryOf({ ...SCENARIO_A, appr: "-4" }).errors).toEqual({});
    expect(queryOf({ ...SCENARIO_A, tour: "0" }).errors).toEqual({ tourYears: "Enter whole years from 1 to 30." });
    expect(queryOf({ ...SCENARIO_A, tour: "31" }).errors).toEqual({ tourYears: "Enter whole years from 1 to 30." });
    expect(queryOf({ ...SCENARIO_A, term: "60" }).errors).toEqual({ termYears: "Enter whole years from 1 to 50." });
    expect(queryOf({ ...SCENARIO_A, selling: "120" }).errors).toEqual({
      sellingCostsPct: "Enter a percentage up to 100.",
    });
    expect(queryOf({ ...SCENARIO_A, price: "200000000" }).errors).toEqual({
      price: "Home price can't be more than $100,000,000.",
    });
  });

  it("refuses a down payment above the price and an assumed balance above what is borrowed", () => {
    expect(queryOf({ ...SCENARIO_A, down: "800000" }).errors).toEqual({
      downPayment: "The down payment can't be more than the home price.",
    });
    expect(
      queryOf({ ...SCENARIO_A, down: "100000", balance: "650000", assumedRate: "3", assumedYears: "25" }).errors,
    ).toEqual({
      assumedBalance: "The assumed balance can't be more than the home price less the down payment.",
    });
  });

  it("keeps at most 40 characters of each value from a hostile link", () => {
    const query = queryOf({ ...SCENARIO_A, price: "9".repeat(500) });
    expect(query.values.price).toHaveLength(40);
    expect(query.result).toBeNull();
  });
});
