import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WORKED_EXAMPLE } from "./assumption";
import {
  DEFAULT_ASSUMPTION_CHOICES,
  DEFAULT_ASSUMPTION_VALUES,
  assumptionQueryFromUrl,
  assumptionSearchParams,
  validateAssumptionField,
  validateAssumptionValues,
  type AssumptionValues,
} from "./assumption-form";
import { roundHalfUp } from "~/lib/rounding";

/** SPEC's worked example as typed: its 30 years left, no combined-loan cap, no servicer's fee. */
const WORKED_VALUES: AssumptionValues = {
  ...DEFAULT_ASSUMPTION_VALUES,
  purchasePrice: "600000",
  assumedBalance: "400000",
  assumptionRate: "3.5",
  assumedTermYears: "30",
  marketRate: "7.5",
  maxCombinedLtvPct: "100",
  servicerFee: "0",
};
const NO_CHOICES = DEFAULT_ASSUMPTION_CHOICES;
const EXEMPT = { ...DEFAULT_ASSUMPTION_CHOICES, fundingFeeExempt: true };
const BASE = "http://localhost/calculators/assumption-cruncher";

describe("validateAssumptionValues", () => {
  it("reads the worked example as typed, with $ and commas, and fills the defaults", () => {
    const validation = validateAssumptionValues({
      ...WORKED_VALUES,
      purchasePrice: "$600,000",
      assumedBalance: "400,000",
      assumptionRate: "3.5%",
    });
    expect(validation).toEqual({ ok: true, inputs: WORKED_EXAMPLE });
  });

  it("treats blank optional fields as their defaults", () => {
    const validation = validateAssumptionValues({ ...WORKED_VALUES, gapRate: "", gapTermYears: " ", downPayment: "" });
    expect(validation.ok && validation.inputs).toMatchObject({ gapRate: 9.5, gapTermYears: 30, downPayment: 0 });
  });

  it("asks for every required field that is blank or zero", () => {
    const validation = validateAssumptionValues(DEFAULT_ASSUMPTION_VALUES);
    expect(validation).toEqual({
      ok: false,
      errors: {
        purchasePrice: "Enter the home's purchase price.",
        assumedBalance: "Enter what is left on the seller's VA loan.",
        assumptionRate: "Enter the assumed loan's interest rate, above 0.",
        marketRate: "Enter today's rate for a new loan, above 0.",
        assumedTermYears: "Enter the years left on the seller's loan, or the year the loan began.",
      },
    });
    const zeros = validateAssumptionValues({ ...WORKED_VALUES, purchasePrice: "0", marketRate: "0" });
    expect(zeros.ok ? {} : Object.keys(zeros.errors)).toEqual(["purchasePrice", "marketRate"]);
  });

  it("gives a clear message for negative numbers, letters and absurd values", () => {
    const cases: [Partial<AssumptionValues>, string, string][] = [
      [{ downPayment: "-5000" }, "downPayment", "Down payment can't be negative."],
      [{ assumptionRate: "-3" }, "assumptionRate", "Assumed loan rate can't be negative."],
      [{ purchasePrice: "six hundred" }, "purchasePrice", "Enter an amount in dollars, like 600,000."],
      [{ marketRate: "7.5abc" }, "marketRate", "Enter a rate as a number, like 6.5."],
      [{ marketRate: "500" }, "marketRate", "Enter a rate from 0 to 30%."],
      [{ gapRate: "30.01" }, "gapRate", "Enter a rate from 0 to 30%."],
      [{ newTermYears: "0" }, "newTermYears", "Enter whole years from 1 to 50."],
      [{ assumedTermYears: "100" }, "assumedTermYears", "Enter whole years from 1 to 50."],
      [{ gapTermYears: "12.5" }, "gapTermYears", "Enter whole years from 1 to 50."],
      [{ newTermYears: "thirty" }, "newTermYears", "Enter the number of years, like 30."],
      [{ purchasePrice: "1000000000000000" }, "purchasePrice", "Purchase price can't be more than $100,000,000."],
      [{ purchasePrice: "100000000.01" }, "purchasePrice", "Purchase price can't be more than $100,000,000."],
      [{ hoaMonthly: "$100,000,001" }, "hoaMonthly", "Homeowners association fees can't be more than $100,000,000."],
      [{ hoaMonthly: "1e9" }, "hoaMonthly", "Enter an amount in dollars, like 600,000."],
      [{ taxesMonthly: "Infinity" }, "taxesMonthly", "Enter an amount in dollars, like 600,000."],
      [{ insuranceMonthly: "NaN" }, "insuranceMonthly", "Enter an amount in dollars, like 600,000."],
      [{ yearsInHome: "31" }, "yearsInHome", "Enter whole years from 1 to 30."],
      [{ yearsInHome: "0" }, "yearsInHome", "Enter whole years from 1 to 30."],
      [{ yearsInHome: "2.5" }, "yearsInHome", "Enter whole years from 1 to 30."],
      [{ yearsInHome: "a few" }, "yearsInHome", "Enter the number of years, like 3."],
    ];
    for (const [change, field, message] of cases) {
      const validation = validateAssumptionValues({ ...WORKED_VALUES, ...change });
      expect(validation.ok ? {} : validation.errors, JSON.stringify(change)).toEqual({ [field]: message });
    }
  });

  it("reads cents after a decimal point and rounds amounts to the cent", () => {
    const validation = validateAssumptionValues({
      ...WORKED_VALUES,
      purchasePrice: "600000.55",
      downPayment: "$10,000.5",
      assumedBalance: "400,000.555",
      hoaMonthly: "250.004",
    });
    expect(validation.ok && validation.inputs).toMatchObject({
      purchasePrice: 600_000.55,
      downPayment: 10_000.5,
      assumedBalance: 400_000.56,
      hoaMonthly: 250,
    });
  });

  it("says so on the field when the down payment or the assumed balance is above the price", () => {
    expect(validateAssumptionValues({ ...WORKED_VALUES, downPayment: "600,000.01" })).toEqual({
      ok: false,
      errors: { downPayment: "Down payment can't be more than the purchase price." },
    });
    expect(validateAssumptionValues({ ...WORKED_VALUES, assumedBalance: "650000" })).toEqual({
      ok: false,
      errors: { assumedBalance: "Assumed loan balance can't be more than the purchase price." },
    });
    // Alongside another field's problem, and both at once.
    expect(
      validateAssumptionValues({ ...WORKED_VALUES, downPayment: "700000", assumedBalance: "700000", marketRate: "x" }),
    ).toEqual({
      ok: false,
      errors: {
        downPayment: "Down payment can't be more than the purchase price.",
        assumedBalance: "Assumed loan balance can't be more than the purchase price.",
        marketRate: "Enter a rate as a number, like 6.5.",
      },
    });
    // Equal to the price is allowed (the calculator then explains what it means).
    expect(validateAssumptionValues({ ...WORKED_VALUES, downPayment: "600000" }).ok).toBe(true);
    expect(validateAssumptionValues({ ...WORKED_VALUES, assumedBalance: "600000" }).ok).toBe(true);
    // No comparison against a price that could not be read: that field has its own message.
    expect(validateAssumptionValues({ ...WORKED_VALUES, purchasePrice: "", downPayment: "700000" })).toEqual({
      ok: false,
      errors: { purchasePrice: "Enter the home's purchase price." },
    });
  });

  it("accepts the limits themselves", () => {
    const validation = validateAssumptionValues({
      ...WORKED_VALUES,
      purchasePrice: "100,000,000",
      marketRate: "30",
      gapRate: "0",
      newTermYears: "50",
      assumedTermYears: "1",
    });
    expect(validation.ok).toBe(true);
  });

  it("never throws and never lets a non-finite number through, whatever is typed", () => {
    const fieldText = fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String));
    fc.assert(
      fc.property(fc.record({ purchasePrice: fieldText, marketRate: fieldText, newTermYears: fieldText }), (change) => {
        const validation = validateAssumptionValues({ ...WORKED_VALUES, ...change });
        if (validation.ok) {
          for (const value of Object.values(validation.inputs)) expect(Number.isFinite(value)).toBe(true);
        } else {
          for (const message of Object.values(validation.errors)) expect(message).toMatch(/\w/);
        }
      }),
    );
  });
});

describe("validateAssumptionField", () => {
  it("checks one field on its own", () => {
    expect(validateAssumptionField("marketRate", { marketRate: "7.5" })).toBeUndefined();
    expect(validateAssumptionField("marketRate", { marketRate: "75" })).toBe("Enter a rate from 0 to 30%.");
    expect(validateAssumptionField("downPayment", { downPayment: "" })).toBeUndefined();
    expect(validateAssumptionField("purchasePrice", { purchasePrice: "100000001" })).toBe(
      "Purchase price can't be more than $100,000,000.",
    );
  });

  it("compares the down payment and the assumed balance with the price typed so far", () => {
    const values = { ...WORKED_VALUES, downPayment: "650000", assumedBalance: "650000" };
    expect(validateAssumptionField("downPayment", values)).toBe("Down payment can't be more than the purchase price.");
    expect(validateAssumptionField("assumedBalance", values)).toBe(
      "Assumed loan balance can't be more than the purchase price.",
    );
    // Each field speaks only for itself.
    expect(validateAssumptionField("purchasePrice", values)).toBeUndefined();
    expect(validateAssumptionField("downPayment", { ...values, purchasePrice: "700000" })).toBeUndefined();
    expect(validateAssumptionField("downPayment", { ...values, purchasePrice: "" })).toBeUndefined();
  });
});

describe("the years left on the seller's loan", () => {
  const thisYear = new Date().getUTCFullYear();

  it("are counted from the year the loan began when they are blank", () => {
    // A 30-year loan begun 5 years ago has 25 years left.
    const validation = validateAssumptionValues({
      ...WORKED_VALUES,
      assumedTermYears: "",
      loanStartYear: String(thisYear - 5),
    });
    expect(validation.ok && validation.inputs.assumedTermYears).toBe(25);
  });

  it("are asked for when neither they nor the start year is given, and a paid-off loan is refused", () => {
    const blank = validateAssumptionValues({ ...WORKED_VALUES, assumedTermYears: "" });
    expect(blank.ok ? {} : blank.errors).toEqual({
      assumedTermYears: "Enter the years left on the seller's loan, or the year the loan began.",
    });
    const paidOff = validateAssumptionValues({ ...WORKED_VALUES, assumedTermYears: "", loanStartYear: "1990" });
    expect(paidOff.ok ? {} : paidOff.errors.assumedTermYears).toMatch(/begun in 1990 is paid off/);
    const future = validateAssumptionValues({ ...WORKED_VALUES, loanStartYear: String(thisYear + 1) });
    expect(future.ok ? {} : future.errors.loanStartYear).toBe(`Enter a year from 1944 to ${thisYear}.`);
  });
});

describe("assumptionSearchParams", () => {
  it("writes clean numbers and leaves out defaults and blanks", () => {
    const params = assumptionSearchParams({ ...WORKED_VALUES, purchasePrice: "$600,000", hoaMonthly: "" }, NO_CHOICES);
    expect(params.toString()).toBe(
      "price=600000&balance=400000&rate=3.5&term=30&cltv=100&servicerFee=0&marketRate=7.5",
    );
    expect(assumptionSearchParams(WORKED_VALUES, EXEMPT).get("exempt")).toBe("1");
  });
});

describe("assumptionQueryFromUrl", () => {
  it("has nothing to show without a query", () => {
    const query = assumptionQueryFromUrl(BASE);
    expect(query).toMatchObject({ submitted: false, result: null, errors: {} });
    expect(query.values).toEqual(DEFAULT_ASSUMPTION_VALUES);
  });

  it("reads the years in the home from the link, 3 when it names none", () => {
    expect(
      assumptionQueryFromUrl(`${BASE}?${assumptionSearchParams(WORKED_VALUES, NO_CHOICES)}`).inputs?.yearsInHome,
    ).toBe(3);
    const query = assumptionQueryFromUrl(
      `${BASE}?${assumptionSearchParams({ ...WORKED_VALUES, yearsInHome: "7" }, NO_CHOICES)}`,
    );
    expect(
      new URL(`${BASE}?${assumptionSearchParams({ ...WORKED_VALUES, yearsInHome: "7" }, NO_CHOICES)}`).searchParams.get(
        "years",
      ),
    ).toBe("7");
    expect(query.inputs?.yearsInHome).toBe(7);
  });

  it("opens a shared link already calculated", () => {
    const query = assumptionQueryFromUrl(`${BASE}?${assumptionSearchParams(WORKED_VALUES, NO_CHOICES)}`);
    expect(query.submitted).toBe(true);
    expect(query.values).toEqual(WORKED_VALUES);
    // The calculator's new loan is a VA loan: first use, nothing down, 2.15 % × 600,000 = 12,900
    // added to the loan, so 4,195.29 × 612,900 / 600,000 = 4,285.49 a month against 3,477.89.
    expect(query.result!.newLoanFundingFee).toBe(12_900);
    expect(roundHalfUp(query.result!.monthlySavings, 2)).toBe(807.6);
    expect(roundHalfUp(query.result!.lifetimeSavings, 2)).toBe(290_735.48);
    expect(query.result!.cashToClose).toBe(2_000);
  });

  it("reads what a form without JavaScript sends: every field, formatted", () => {
    const query = assumptionQueryFromUrl(
      `${BASE}?price=%24600%2C000&down=&balance=%24400%2C000&rate=3.5&term=30&gapRate=9.5&gapTerm=30&marketRate=7.5&newTerm=30&hoa=&taxes=&insurance=&cltv=100&servicerFee=0&exempt=1`,
    );
    expect(query.errors).toEqual({});
    expect(query.choices.fundingFeeExempt).toBe(true);
    expect(query.result!.cashToClose).toBe(0);
    expect(roundHalfUp(query.result!.monthlySavings, 2)).toBe(717.4);
  });

  it("returns field messages instead of a result for bad input", () => {
    const query = assumptionQueryFromUrl(`${BASE}?price=-5&balance=abc&rate=500&marketRate=7.5&newTerm=0`);
    expect(query.result).toBeNull();
    expect(query.errors).toEqual({
      purchasePrice: "Purchase price can't be negative.",
      assumedBalance: "Enter an amount in dollars, like 600,000.",
      assumptionRate: "Enter a rate from 0 to 30%.",
      newTermYears: "Enter whole years from 1 to 50.",
      assumedTermYears: "Enter the years left on the seller's loan, or the year the loan began.",
    });
  });

  it("lends nothing and says so when the down payment is the whole price", () => {
    const query = assumptionQueryFromUrl(
      `${BASE}?price=600000&down=600000&balance=400000&rate=3.5&term=30&marketRate=7.5`,
    );
    expect(query.result).toMatchObject({ newLoanAmount: 0, gapLoanAmount: 0, newLoanPayment: 0 });
    expect(query.notes.downPayment).toMatch(/nothing to borrow/);
  });

  it("refuses a down payment above the price with a message on it, keeping every value sent", () => {
    const search = "price=600000&down=700000&balance=400000&rate=3.5&term=30&marketRate=7.5&hoa=250";
    const query = assumptionQueryFromUrl(`${BASE}?${search}`);
    expect(query.result).toBeNull();
    expect(query.errors).toEqual({ downPayment: "Down payment can't be more than the purchase price." });
    expect(query.values).toMatchObject({ purchasePrice: "600000", downPayment: "700000", hoaMonthly: "250" });
  });

  it("reads a shared link with cents", () => {
    const query = assumptionQueryFromUrl(
      `${BASE}?price=600000.55&balance=400000&rate=3.5&term=30&marketRate=7.5&cltv=100`,
    );
    expect(query.inputs?.purchasePrice).toBe(600_000.55);
    expect(query.result?.gapLoanAmount).toBeCloseTo(200_000.55, 6);
  });

  it("caps an over-long value rather than echoing it whole", () => {
    const query = assumptionQueryFromUrl(`${BASE}?price=${"9".repeat(5_000)}`);
    expect(query.values.purchasePrice).toHaveLength(40);
    expect(query.errors.purchasePrice).toBe("Purchase price can't be more than $100,000,000.");
  });
});
