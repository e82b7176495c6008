import { monthlyPayment, termMonths } from "./amortization";
import { ASSUMPTION_DEFAULTS, DEFAULT_YEARS_IN_HOME, VA_ASSUMPTION_FUNDING_FEE_RATE } from "./assumption";
import { remainingBalance } from "./path-comparison";
import { vaFundingFee, type VaLoanUse } from "./va-funding-fee";

/**
 * Rent, buy with a VA loan, or assume a seller's VA loan over a tour (issue 18). Pure; every
 * figure is unrounded (screens round, as in assumption.ts).
 *
 * Definitions (the issue's, with the choices it left open marked "choice"):
 * - Time runs in whole years of twelve months from the start of the tour. Year y covers months
 *   12(y − 1) + 1 … 12y. T (tour) and K (years kept as a rental) are whole years (choice).
 * - Monthly payment: standard amortization (amortization.ts), the assumption calculator's.
 *   Balances still owed after m payments: remainingBalance (path-comparison.ts). A loan stops
 *   costing anything once its term is over.
 * - Renting for Y years: Σ_{y=1..Y} 12 × rent × (1 + rent increase)^(y − 1), plus renter's
 *   insurance × 12Y (insurance is not raised: choice). Renting needs no cash at the start
 *   (a deposit comes back: choice).
 * - Owning (buy or assume) and selling at the end of year Y:
 *     net cost = cash at start
 *              + every monthly outlay until Y (principal and interest, tax, insurance, HOA,
 *                maintenance)
 *              − while rented out, rent × (1 − vacancy) × (1 − manager fee) each month
 *              + cash at start × ((1 + return)^Y − 1)          (what that cash would have earned)
 *              − sale proceeds,
 *   sale proceeds = price × (1 + appreciation)^Y × (1 − selling costs) − balances owed at Y
 *   (may be negative: an underwater sale costs the family the shortfall).
 * - Monthly tax = max(0, price − home exemption) × tax rate / 12; maintenance = price ×
 *   maintenance % / 12. Both, like insurance and HOA, stay flat over the years (choice: the
 *   issue gives them on the price, not on the appreciated value).
 * - Buy: base loan = price − down payment; VA funding fee from va-funding-fee.ts on the base
 *   loan, added to the loan when financed, else paid in cash at the start. Cash at start =
 *   down payment + closing costs (% of price) + the fee when paid in cash.
 * - Assume: the seller's balance at its rate for its remaining years, plus a GAP loan of
 *   price − down payment − assumed balance (as calculateAssumption), both amortised as above.
 *   The 0.5 % assumption fee on the assumed balance is paid in cash (choice), 0 when exempt.
 *   Cash at start = down payment + closing costs + that fee. There is no assume path when the
 *   assumed balance is 0.
 * - After the tour the family lives elsewhere whichever path it chose: the rent path costs
 *   nothing more (choice); a home kept as a rental is rented out for K years at the rental rent,
 *   raised each year by the rent increase (choice), and sold at the end of year T + K.
 * - Net cost over the tour = the net cost if the home were sold at the end of year T; over
 *   T + K = the plan's net cost when kept. Out-of-pocket after BAH = net cost over the tour −
 *   BAH × 12 × T. Average monthly out-of-pocket = out-of-pocket after BAH / (12T).
 * - The plan's cumulative net cost at year Y (the chart) = the net cost if everything were
 *   settled at the end of year min(Y, plan end): the home sold at Y, the rent stopped. After
 *   the plan's end (T, or T + K when kept) the curve is flat.
 * - Break-even year: the first Y in 1…30 at which living in the home and selling at Y costs
 *   less than renting for Y years (the family staying put, no rental period), or null.
 */

export type AfterTour = "sell" | "keep";

export type RentBuyAssumeInputs = {
  /** Monthly BAH (dollars); the screen prefills it from its BAH table. */
  bahMonthly: number;
  /** Tour length T, whole years. */
  tourYears: number;

  rentMonthly: number;
  /** Yearly rent increase, per cent. */
  rentIncreasePct: number;
  rentersInsuranceMonthly: number;

  price: number;
  downPayment: number;
  vaLoanUse: VaLoanUse;
  /** Exempt from the VA funding fee (and from the assumption fee). */
  fundingFeeExempt: boolean;
  /** The purchase funding fee is added to the loan (true) or paid in cash at closing (false). */
  fundingFeeFinanced: boolean;
  /** Annual rate of the new VA loan, per cent. */
  ratePct: number;
  termYears: number;
  /** Closing costs, per cent of the price, paid in cash. */
  closingCostsPct: number;
  /** Yearly property tax, per cent of the taxable value (price − home exemption). */
  propertyTaxRatePct: number;
  /** Home exemption taken off the price before the tax rate applies (dollars). */
  homeExemption: number;
  homeInsuranceMonthly: number;
  hoaMonthly: number;
  /** Maintenance per year, per cent of the price. */
  maintenancePct: number;
  /** Yearly appreciation, per cent. */
  appreciationPct: number;
  /** Selling costs, per cent of the sale price. */
  sellingCostsPct: number;

  /** The seller's VA loan balance the family would assume; 0 means no assume path. */
  assumedBalance: number;
  assumedRatePct: number;
  assumedRemainingYears: number;
  gapRatePct: number;
  gapTermYears: number;

  afterTour: AfterTour;
  /** K: whole years the home is kept as a rental after the tour (used when afterTour is "keep"). */
  keepYears: number;
  rentalRentMonthly: number;
  managerFeePct: number;
  vacancyPct: number;

  /** Yearly return the cash put into a purchase would have earned, per cent. */
  returnOnCashPct: number;
};

export type RentBuyAssumeField = keyof RentBuyAssumeInputs;

/**
 * Honolulu's residential property tax rate and home exemption are not invented here: the screen
 * supplies sourced defaults from a content record. Until it does, the engine counts no tax.
 */
export const PROPERTY_TAX_ENGINE_DEFAULTS = { propertyTaxRatePct: 0, homeExemption: 0 } as const;

/** The defaults (tour 3, rent +3 %/yr, return 4 %/yr) and usual loan terms; every amount 0. */
export const RENT_BUY_ASSUME_DEFAULTS: RentBuyAssumeInputs = {
  bahMonthly: 0,
  tourYears: DEFAULT_YEARS_IN_HOME,
  rentMonthly: 0,
  rentIncreasePct: 3,
  rentersInsuranceMonthly: 0,
  price: 0,
  downPayment: 0,
  vaLoanUse: "first",
  fundingFeeExempt: false,
  fundingFeeFinanced: true,
  ratePct: 0,
  termYears: 30,
  closingCostsPct: 0,
  ...PROPERTY_TAX_ENGINE_DEFAULTS,
  homeInsuranceMonthly: 0,
  hoaMonthly: 0,
  maintenancePct: 0,
  appreciationPct: 0,
  sellingCostsPct: 0,
  assumedBalance: 0,
  assumedRatePct: 0,
  assumedRemainingYears: ASSUMPTION_DEFAULTS.assumedTermYears,
  gapRatePct: ASSUMPTION_DEFAULTS.gapRate,
  gapTermYears: ASSUMPTION_DEFAULTS.gapTermYears,
  afterTour: "sell",
  keepYears: 0,
  rentalRentMonthly: 0,
  managerFeePct: 0,
  vacancyPct: 0,
  returnOnCashPct: 4,
};

/** Defaults with the rent set to the BAH, as the issue asks. */
export function rentBuyAssumeDefaults(bahMonthly: number): RentBuyAssumeInputs {
  return { ...RENT_BUY_ASSUME_DEFAULTS, bahMonthly, rentMonthly: bahMonthly };
}

/** Break-even is sought, and the chart drawn, over at least this many years. */
export const HORIZON_YEARS = 30;
export const MAX_TOUR_YEARS = 30;
export const MAX_KEEP_YEARS = 30;
export const MAX_AMOUNT = 1e9;
export const MAX_RATE_PCT = 100;
export const MAX_TERM_YEARS = 50;

// ---------------------------------------------------------------------------------------------
// Validation: a typed refusal naming every bad field, so no NaN ever reaches a result.

export type RentBuyAssumeProblem =
  | "not-a-number"
  | "negative"
  | "too-large"
  | "not-whole-years"
  | "down-payment-above-price"
  | "assumed-balance-above-loan"
  | "price-required"
  | "term-required";

export type RentBuyAssumeError = { field: RentBuyAssumeField; problem: RentBuyAssumeProblem };

const AMOUNT_FIELDS = [
  "bahMonthly",
  "rentMonthly",
  "rentersInsuranceMonthly",
  "price",
  "downPayment",
  "homeExemption",
  "homeInsuranceMonthly",
  "hoaMonthly",
  "assumedBalance",
  "rentalRentMonthly",
] as const satisfies readonly RentBuyAssumeField[];

/** Per-cent fields; appreciation may be negative (a falling market), the rest may not. */
const PERCENT_FIELDS = [
  "rentIncreasePct",
  "ratePct",
  "closingCostsPct",
  "propertyTaxRatePct",
  "maintenancePct",
  "appreciationPct",
  "sellingCostsPct",
  "assumedRatePct",
  "gapRatePct",
  "managerFeePct",
  "vacancyPct",
  "returnOnCashPct",
] as const satisfies readonly RentBuyAssumeField[];

const TERM_FIELDS = [
  "termYears",
  "assumedRemainingYears",
  "gapTermYears",
] as const satisfies readonly RentBuyAssumeField[];

export function validateRentBuyAssume(inputs: RentBuyAssumeInputs): RentBuyAssumeError[] {
  const errors: RentBuyAssumeError[] = [];
  const check = (field: RentBuyAssumeField, value: number, min: number, max: number) => {
    if (!Number.isFinite(value)) errors.push({ field, problem: "not-a-number" });
    else if (value < min) errors.push({ field, problem: "negative" });
    else if (value > max) errors.push({ field, problem: "too-large" });
    else return true;
    return false;
  };
  for (const field of AMOUNT_FIELDS) check(field, inputs[field], 0, MAX_AMOUNT);
  for (const field of PERCENT_FIELDS) {
    // −100 % appreciation is a worthless home; below it the formula would turn the sign.
    const min = field === "appreciationPct" ? -100 : 0;
    check(field, inputs[field], min, MAX_RATE_PCT);
  }
  for (const field of TERM_FIELDS) check(field, inputs[field], 0, MAX_TERM_YEARS);
  for (const [field, max, min] of [
    ["tourYears", MAX_TOUR_YEARS, 1],
    ["keepYears", MAX_KEEP_YEARS, 0],
  ] as const) {
    if (check(field, inputs[field], min, max) && !Number.isInteger(inputs[field])) {
      errors.push({ field, problem: "not-whole-years" });
    }
  }
  const bad = new Set(errors.map((error) => error.field));
  if (!bad.has("price") && !(inputs.price > 0)) errors.push({ field: "price", problem: "price-required" });
  if (!bad.has("termYears") && !(inputs.termYears > 0)) errors.push({ field: "termYears", problem: "term-required" });
  if (!bad.has("price") && !bad.has("downPayment") && inputs.downPayment > inputs.price) {
    errors.push({ field: "downPayment", problem: "down-payment-above-price" });
  }
  if (
    !bad.has("assumedBalance") &&
    !bad.has("price") &&
    !bad.has("downPayment") &&
    inputs.assumedBalance > Math.max(0, inputs.price - inputs.downPayment)
  ) {
    errors.push({ field: "assumedBalance", problem: "assumed-balance-above-loan" });
  }
  if (inputs.assumedBalance > 0 && !bad.has("assumedRemainingYears") && !(inputs.assumedRemainingYears > 0)) {
    errors.push({ field: "assumedRemainingYears", problem: "term-required" });
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// The engine.

export type PathName = "rent" | "buy" | "assume";

type Loan = { principal: number; ratePct: number; termYears: number; payment: number };

/** What an owning path (buy or assume) is made of; the yearly figures are derived from it. */
type OwnedHome = { cashAtStart: number; loans: Loan[] };

export type YearlyNetCost = { year: number; rent: number; buy: number; assume: number | null };

export type PathResult = {
  path: PathName;
  /** Net cost if it all ended with the tour (the home sold at the end of year T). */
  netCostOverTour: number;
  /** The plan's net cost over T + K when the home is kept as a rental; null when sold after the tour. */
  netCostWhenKept: number | null;
  /** netCostOverTour − BAH × 12 × T. */
  outOfPocketAfterBah: number;
  /** outOfPocketAfterBah / (12T). */
  averageMonthlyOutOfPocket: number;
  cashAtStart: number;
  /** Principal and interest in the first month (0 for rent, which shows the rent instead). */
  firstMonthPayment: number;
  /** First year 1…30 at which living in the home and selling beats renting; null for rent or never. */
  breakEvenYear: number | null;
};

export type Cheapest = {
  path: PathName;
  /** The next cheapest path and how much more it costs (≥ 0), over the plan's horizon. */
  runnerUp: PathName;
  byAmount: number;
  /** Years compared: T, or T + K when kept. */
  years: number;
};

/** The inputs that are numbers (every one but the choices). */
export type RentBuyAssumeNumberField = {
  [Field in RentBuyAssumeField]: RentBuyAssumeInputs[Field] extends number ? Field : never;
}[RentBuyAssumeField];

export type SensitivityStep = { field: RentBuyAssumeNumberField; step: number; label: string };

/** The ±1 steps tried when looking for the input that moves the answer most. */
export const SENSITIVITY_STEPS: readonly SensitivityStep[] = [
  { field: "appreciationPct", step: 1, label: "appreciation ±1 point" },
  { field: "ratePct", step: 1, label: "loan rate ±1 point" },
  { field: "rentMonthly", step: 100, label: "rent ±$100 a month" },
  { field: "rentIncreasePct", step: 1, label: "rent increase ±1 point" },
  { field: "returnOnCashPct", step: 1, label: "return on cash ±1 point" },
  { field: "sellingCostsPct", step: 1, label: "selling costs ±1 point" },
  { field: "maintenancePct", step: 1, label: "maintenance ±1 point" },
  { field: "price", step: 10_000, label: "price ±$10,000" },
  { field: "assumedRatePct", step: 1, label: "assumed loan rate ±1 point" },
  { field: "gapRatePct", step: 1, label: "GAP loan rate ±1 point" },
  { field: "rentalRentMonthly", step: 100, label: "rental rent ±$100 a month" },
  { field: "tourYears", step: 1, label: "tour length ±1 year" },
];

export type SensitivityMove = SensitivityStep & {
  /** Gap = runner-up's cost − cheapest's cost, for the two paths cheapest at the given inputs. */
  baseGap: number;
  /** The gap with the input one step down / up; null when that step is outside the valid range. */
  gapStepDown: number | null;
  gapStepUp: number | null;
  /** Largest |gap − baseGap| of the two steps. */
  largestMove: number;
  /** One of the steps makes the runner-up the cheaper of the two. */
  flipsAnswer: boolean;
};

export type SensitivityCell = {
  appreciationPct: number;
  ratePct: number;
  rent: number;
  buy: number;
  assume: number | null;
  cheapest: PathName;
};

/** Offsets (points) around the given appreciation and rate for the sensitivity grid. */
export const SENSITIVITY_GRID_OFFSETS = [-2, -1, 0, 1, 2] as const;

export type RentBuyAssumeResult = {
  rent: PathResult;
  buy: PathResult;
  /** Null when no balance to assume was given. */
  assume: PathResult | null;
  buyLoanAmount: number;
  buyFundingFee: number;
  gapLoanAmount: number;
  assumptionFee: number;
  cheapest: Cheapest;
  /** The plan's cumulative net cost per path, years 1 … max(T + K, 30). */
  yearly: YearlyNetCost[];
  /** Staying in Hawaii Y years (rent Y years vs own and sell at Y), years 1 … 30: the break-even lens. */
  stayingYearly: YearlyNetCost[];
};

export type RentBuyAssumeOutcome =
  { ok: true; result: RentBuyAssumeResult } | { ok: false; errors: RentBuyAssumeError[] };

function loan(principal: number, ratePct: number, termYears: number): Loan {
  return { principal, ratePct, termYears, payment: monthlyPayment(principal, ratePct, termYears) };
}

function boughtHome(inputs: RentBuyAssumeInputs) {
  const baseLoan = Math.max(0, inputs.price - inputs.downPayment);
  const fee = vaFundingFee({
    price: inputs.price,
    downPayment: inputs.downPayment,
    use: inputs.vaLoanUse,
    exempt: inputs.fundingFeeExempt,
  });
  const loanAmount = baseLoan + (inputs.fundingFeeFinanced ? fee : 0);
  const vaLoan = loan(loanAmount, inputs.ratePct, inputs.termYears);
  const home: OwnedHome = {
    cashAtStart: closingAndDown(inputs) + (inputs.fundingFeeFinanced ? 0 : fee),
    loans: [vaLoan],
  };
  return { home, loanAmount, fee, payment: vaLoan.payment };
}

function assumedHome(inputs: RentBuyAssumeInputs) {
  const gapLoanAmount = Math.max(0, inputs.price - inputs.downPayment - inputs.assumedBalance);
  const fee = inputs.fundingFeeExempt ? 0 : inputs.assumedBalance * VA_ASSUMPTION_FUNDING_FEE_RATE;
  // A blank GAP term is the usual term, as assumption.ts's gapTermYearsOf.
  const gapTerm = inputs.gapTermYears > 0 ? inputs.gapTermYears : ASSUMPTION_DEFAULTS.gapTermYears;
  const home: OwnedHome = {
    cashAtStart: closingAndDown(inputs) + fee,
    loans: [
      loan(inputs.assumedBalance, inputs.assumedRatePct, inputs.assumedRemainingYears),
      loan(gapLoanAmount, inputs.gapRatePct, gapTerm),
    ],
  };
  return { home, gapLoanAmount, fee };
}

function closingAndDown(inputs: RentBuyAssumeInputs): number {
  return inputs.downPayment + (inputs.price * inputs.closingCostsPct) / 100;
}

/** Σ_{y=1..years} 12 × monthly × (1 + g)^(y − 1): a monthly amount raised once a year. */
function raisedYearly(monthly: number, increasePct: number, years: number): number {
  let total = 0;
  for (let year = 1; year <= years; year += 1) total += 12 * monthly * (1 + increasePct / 100) ** (year - 1);
  return total;
}

function rentCost(inputs: RentBuyAssumeInputs, years: number): number {
  return raisedYearly(inputs.rentMonthly, inputs.rentIncreasePct, years) + 12 * years * inputs.rentersInsuranceMonthly;
}

/** Tax, insurance, HOA and maintenance per month: the same every month (see the header). */
function ownershipExtrasMonthly(inputs: RentBuyAssumeInputs): number {
  const taxable = Math.max(0, inputs.price - inputs.homeExemption);
  return (
    (taxable * inputs.propertyTaxRatePct) / 100 / 12 +
    inputs.homeInsuranceMonthly +
    inputs.hoaMonthly +
    (inputs.price * inputs.maintenancePct) / 100 / 12
  );
}

/** Net cost of owning and selling at the end of `years`, rented out for its last `rentedYears`. */
function ownCost(inputs: RentBuyAssumeInputs, home: OwnedHome, years: number, rentedYears: number): number {
  const months = 12 * years;
  const loanPayments = home.loans.reduce(
    (sum, { payment, termYears }) => sum + payment * Math.min(months, termMonths(termYears)),
    0,
  );
  const rentalIncome =
    raisedYearly(inputs.rentalRentMonthly, inputs.rentIncreasePct, rentedYears) *
    (1 - inputs.vacancyPct / 100) *
    (1 - inputs.managerFeePct / 100);
  const forgoneReturn = home.cashAtStart * ((1 + inputs.returnOnCashPct / 100) ** years - 1);
  const owed = home.loans.reduce(
    (sum, { principal, ratePct, termYears }) => sum + remainingBalance(principal, ratePct, termYears, months),
    0,
  );
  const saleProceeds =
    inputs.price * (1 + inputs.appreciationPct / 100) ** years * (1 - inputs.sellingCostsPct / 100) - owed;
  return (
    home.cashAtStart +
    loanPayments +
    ownershipExtrasMonthly(inputs) * months -
    rentalIncome +
    forgoneReturn -
    saleProceeds
  );
}

/** The year the plan ends: T, or T + K when the home is kept as a rental. */
function planEndYear(inputs: RentBuyAssumeInputs): number {
  return inputs.afterTour === "keep" ? inputs.tourYears + inputs.keepYears : inputs.tourYears;
}

/** The plan settled at the end of year min(year, plan end): the chart's value for that year. */
function ownPlanCost(inputs: RentBuyAssumeInputs, home: OwnedHome, year: number): number {
  const settled = Math.min(year, planEndYear(inputs));
  return ownCost(inputs, home, settled, Math.max(0, settled - inputs.tourYears));
}

function breakEvenYear(inputs: RentBuyAssumeInputs, home: OwnedHome): number | null {
  for (let year = 1; year <= HORIZON_YEARS; year += 1) {
    if (ownCost(inputs, home, year, 0) < rentCost(inputs, year)) return year;
  }
  return null;
}

function pathResult(
  inputs: RentBuyAssumeInputs,
  path: PathName,
  costAt: (year: number) => number,
  cashAtStart: number,
  firstMonthPayment: number,
  breakEven: number | null,
): PathResult {
  const netCostOverTour = costAt(inputs.tourYears);
  const outOfPocketAfterBah = netCostOverTour - inputs.bahMonthly * 12 * inputs.tourYears;
  return {
    path,
    netCostOverTour,
    netCostWhenKept: inputs.afterTour === "keep" ? costAt(planEndYear(inputs)) : null,
    outOfPocketAfterBah,
    averageMonthlyOutOfPocket: outOfPocketAfterBah / (12 * inputs.tourYears),
    cashAtStart,
    firstMonthPayment,
    breakEvenYear: breakEven,
  };
}

/** The net cost compared between paths: over T + K when kept, over T when sold. */
export function planNetCost(path: PathResult): number {
  return path.netCostWhenKept ?? path.netCostOverTour;
}

function cheapestOf(paths: readonly [PathResult, PathResult, ...PathResult[]], years: number): Cheapest {
  // Sorting keeps the length: at least two paths (rent and buy) are always compared.
  const [first, second] = [...paths].sort((a, b) => planNetCost(a) - planNetCost(b)) as [PathResult, PathResult];
  return { path: first.path, runnerUp: second.path, byAmount: planNetCost(second) - planNetCost(first), years };
}

/** The whole comparison, without the sensitivity search (which calls this many times). */
function compare(inputs: RentBuyAssumeInputs): RentBuyAssumeResult {
  const bought = boughtHome(inputs);
  const assumed = inputs.assumedBalance > 0 ? assumedHome(inputs) : null;
  const rentPlanCost = (year: number) => rentCost(inputs, Math.min(year, inputs.tourYears));

  const rent = pathResult(inputs, "rent", rentPlanCost, 0, 0, null);
  const buy = pathResult(
    inputs,
    "buy",
    (year) => ownPlanCost(inputs, bought.home, year),
    bought.home.cashAtStart,
    bought.payment,
    breakEvenYear(inputs, bought.home),
  );
  const assume = assumed
    ? pathResult(
        inputs,
        "assume",
        (year) => ownPlanCost(inputs, assumed.home, year),
        assumed.home.cashAtStart,
        assumed.home.loans.reduce((sum, { payment }) => sum + payment, 0),
        breakEvenYear(inputs, assumed.home),
      )
    : null;

  const chartYears = Math.max(planEndYear(inputs), HORIZON_YEARS);
  const yearly: YearlyNetCost[] = [];
  for (let year = 1; year <= chartYears; year += 1) {
    yearly.push({
      year,
      rent: rentPlanCost(year),
      buy: ownPlanCost(inputs, bought.home, year),
      assume: assumed ? ownPlanCost(inputs, assumed.home, year) : null,
    });
  }
  const stayingYearly: YearlyNetCost[] = [];
  for (let year = 1; year <= HORIZON_YEARS; year += 1) {
    stayingYearly.push({
      year,
      rent: rentCost(inputs, year),
      buy: ownCost(inputs, bought.home, year, 0),
      assume: assumed ? ownCost(inputs, assumed.home, year, 0) : null,
    });
  }

  const paths: [PathResult, PathResult, ...PathResult[]] = assume ? [rent, buy, assume] : [rent, buy];
  return {
    rent,
    buy,
    assume,
    buyLoanAmount: bought.loanAmount,
    buyFundingFee: bought.fee,
    gapLoanAmount: assumed?.gapLoanAmount ?? 0,
    assumptionFee: assumed?.fee ?? 0,
    cheapest: cheapestOf(paths, planEndYear(inputs)),
    yearly,
    stayingYearly,
  };
}

export function calculateRentBuyAssume(inputs: RentBuyAssumeInputs): RentBuyAssumeOutcome {
  const errors = validateRentBuyAssume(inputs);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, result: compare(inputs) };
}

function pathByName(result: RentBuyAssumeResult, path: PathName): PathResult | null {
  return result[path];
}

/**
 * Every ±1 step of SENSITIVITY_STEPS and how far it moves the gap between the two paths that are
 * cheapest at the given inputs (the same two paths, even if a step makes a third one cheaper),
 * largest move first; ties keep the table's order. A step leaving the valid range is not tried
 * (its gap is null); a field with neither step valid is left out. Null when the inputs are invalid.
 */
export function sensitivityToSteps(inputs: RentBuyAssumeInputs): SensitivityMove[] | null {
  const base = calculateRentBuyAssume(inputs);
  if (!base.ok) return null;
  const { path: cheapest, runnerUp, byAmount: baseGap } = base.result.cheapest;
  const gapWith = (changed: RentBuyAssumeInputs): number | null => {
    const outcome = calculateRentBuyAssume(changed);
    if (!outcome.ok) return null;
    const first = pathByName(outcome.result, cheapest);
    const second = pathByName(outcome.result, runnerUp);
    return first && second ? planNetCost(second) - planNetCost(first) : null;
  };
  const moves: SensitivityMove[] = [];
  for (const step of SENSITIVITY_STEPS) {
    const value = inputs[step.field];
    const gapStepDown = gapWith({ ...inputs, [step.field]: value - step.step });
    const gapStepUp = gapWith({ ...inputs, [step.field]: value + step.step });
    const gaps = [gapStepDown, gapStepUp].filter((gap): gap is number => gap !== null);
    if (gaps.length === 0) continue;
    const largestMove = Math.max(...gaps.map((gap) => Math.abs(gap - baseGap)));
    moves.push({ ...step, baseGap, gapStepDown, gapStepUp, largestMove, flipsAnswer: gaps.some((gap) => gap < 0) });
  }
  // Array.prototype.sort is stable: equal moves stay in the table's order.
  return moves.sort((a, b) => b.largestMove - a.largestMove);
}

/** The input whose ±1 step moves the answer most: the first of sensitivityToSteps. */
export function mostSensitiveInput(inputs: RentBuyAssumeInputs): SensitivityMove | null {
  return sensitivityToSteps(inputs)?.[0] ?? null;
}

/**
 * Net cost per path (over the plan's horizon) for appreciation × loan rate around the given
 * values (SENSITIVITY_GRID_OFFSETS); rows by appreciation, cells by rate. Offsets that leave the
 * valid range (a negative rate) are left out. Null when the inputs are invalid.
 */
export function sensitivityGrid(inputs: RentBuyAssumeInputs): SensitivityCell[][] | null {
  if (validateRentBuyAssume(inputs).length > 0) return null;
  const rows: SensitivityCell[][] = [];
  for (const appreciationOffset of SENSITIVITY_GRID_OFFSETS) {
    const row: SensitivityCell[] = [];
    for (const rateOffset of SENSITIVITY_GRID_OFFSETS) {
      const appreciationPct = inputs.appreciationPct + appreciationOffset;
      const ratePct = inputs.ratePct + rateOffset;
      const outcome = calculateRentBuyAssume({ ...inputs, appreciationPct, ratePct });
      if (!outcome.ok) continue;
      const { rent, buy, assume, cheapest } = outcome.result;
      row.push({
        appreciationPct,
        ratePct,
        rent: planNetCost(rent),
        buy: planNetCost(buy),
        assume: assume ? planNetCost(assume) : null,
        cheapest: cheapest.path,
      });
    }
    if (row.length > 0) rows.push(row);
  }
  return rows;
}
