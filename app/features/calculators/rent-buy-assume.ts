import { HONOLULU_PROPERTY_TAX } from "~/content/honolulu-property-tax";
import { monthlyPayment, termMonths } from "./amortization";
import { ASSUMPTION_DEFAULTS, VA_ASSUMPTION_FUNDING_FEE_RATE, assumptionFinancing } from "./assumption";
import { remainingBalance } from "./path-comparison";
import {
  HORIZON_YEARS,
  validateRentBuyAssume,
  type RentBuyAssumeError,
  type RentBuyAssumeInputs,
} from "./rent-buy-assume-inputs";
import { vaFundingFee, vaFundingFeeRatePct } from "./va-funding-fee";

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
 * - Monthly tax while the family lives there = max(0, price − home exemption) × rate per $1,000
 *   / 1,000 / 12. Rented out after the tour, the exemption ends (content-facts §11): the price ×
 *   the rate, or, for a home assessed at $1,000,000 or more, Residential A: $4.00 per $1,000 up
 *   to $1,000,000 and $11.40 above. Maintenance = price × maintenance % / 12. Tax and
 *   maintenance, like insurance and HOA, stay flat over the years (choice: the issue gives them
 *   on the price, not on the appreciated value).
 * - Buy: base loan = price − down payment; VA funding fee from va-funding-fee.ts on the base
 *   loan, added to the loan when financed, else paid in cash at the start. Cash at start =
 *   down payment + closing costs (% of price) + the fee when paid in cash.
 * - Assume: the seller's balance at its rate for its remaining years, plus a GAP loan of
 *   price − down payment − assumed balance, limited so assumed + GAP stay within the combined
 *   cap (assumptionFinancing, as the assumption calculator), both amortised as above. What the
 *   cap leaves is a larger down payment. The 0.5 % assumption fee on the assumed balance is paid
 *   in cash (choice), 0 when exempt, and so is the servicer's fee. Cash at start = that down
 *   payment + closing costs + both fees. There is no assume path when the assumed balance is 0.
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

export type RentBuyAssumeResult = {
  rent: PathResult;
  buy: PathResult;
  /** Null when no balance to assume was given. */
  assume: PathResult | null;
  buyLoanAmount: number;
  buyFundingFee: number;
  /** The funding fee's rate, per cent of the base loan (0 when exempt). */
  buyFundingFeeRatePct: number;
  gapLoanAmount: number;
  /** The combined-loan cap left the GAP loan below price − down payment − assumed balance. */
  capLimitsGap: boolean;
  /** The down payment the assume path needs: the typed one, or more when the cap requires. */
  assumeDownPayment: number;
  assumptionFee: number;
  servicerFee: number;
  /** Property tax a year while the family lives there, and while the home is rented out. */
  taxYearlyLivingThere: number;
  taxYearlyRentedOut: number;
  cheapest: Cheapest;
  /** Break-even is sought over years 1 … horizonYears. */
  horizonYears: number;
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
  const financing = assumptionFinancing({
    price: inputs.price,
    downPayment: inputs.downPayment,
    assumedBalance: inputs.assumedBalance,
    maxCombinedLtvPct: inputs.maxCombinedLtvPct,
  });
  const { gapLoanAmount } = financing;
  const fee = inputs.fundingFeeExempt ? 0 : inputs.assumedBalance * VA_ASSUMPTION_FUNDING_FEE_RATE;
  // A blank GAP term is the usual term, as assumption.ts's gapTermYearsOf.
  const gapTerm = inputs.gapTermYears > 0 ? inputs.gapTermYears : ASSUMPTION_DEFAULTS.gapTermYears;
  const home: OwnedHome = {
    cashAtStart: financing.downPaymentNeeded + closingCosts(inputs) + fee + inputs.servicerFee,
    loans: [
      loan(inputs.assumedBalance, inputs.assumedRatePct, inputs.assumedRemainingYears),
      loan(gapLoanAmount, inputs.gapRatePct, gapTerm),
    ],
  };
  return { home, gapLoanAmount, fee, financing };
}

function closingCosts(inputs: RentBuyAssumeInputs): number {
  return (inputs.price * inputs.closingCostsPct) / 100;
}

function closingAndDown(inputs: RentBuyAssumeInputs): number {
  return inputs.downPayment + closingCosts(inputs);
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

/** Yearly property tax while the family lives in the home: the exemption off, at the typed rate. */
export function ownerOccupiedTaxYearly(
  inputs: Pick<RentBuyAssumeInputs, "price" | "homeExemption" | "propertyTaxPerThousand">,
): number {
  return (Math.max(0, inputs.price - inputs.homeExemption) * inputs.propertyTaxPerThousand) / 1_000;
}

/**
 * Yearly property tax while the home is rented out: no exemption, and Residential A's rates for
 * a home assessed at $1,000,000 or more (the City's FY rates; content-facts §11).
 */
export function rentedOutTaxYearly(inputs: Pick<RentBuyAssumeInputs, "price" | "propertyTaxPerThousand">): number {
  const { thresholdValue, perThousandUpToThreshold, perThousandAbove } = HONOLULU_PROPERTY_TAX.residentialA;
  if (inputs.price < thresholdValue) return (inputs.price * inputs.propertyTaxPerThousand) / 1_000;
  return (thresholdValue * perThousandUpToThreshold + (inputs.price - thresholdValue) * perThousandAbove) / 1_000;
}

/** Insurance, HOA and maintenance per month: the same every month (see the header). */
function upkeepMonthly(inputs: RentBuyAssumeInputs): number {
  return inputs.homeInsuranceMonthly + inputs.hoaMonthly + (inputs.price * inputs.maintenancePct) / 100 / 12;
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
    upkeepMonthly(inputs) * months +
    (ownerOccupiedTaxYearly(inputs) * (months - 12 * rentedYears)) / 12 +
    (rentedOutTaxYearly(inputs) * 12 * rentedYears) / 12 -
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
    buyFundingFeeRatePct: vaFundingFeeRatePct({
      price: inputs.price,
      downPayment: inputs.downPayment,
      use: inputs.vaLoanUse,
      exempt: inputs.fundingFeeExempt,
    }),
    horizonYears: HORIZON_YEARS,
    gapLoanAmount: assumed?.gapLoanAmount ?? 0,
    capLimitsGap: assumed?.financing.capLimitsGap ?? false,
    assumeDownPayment: assumed?.financing.downPaymentNeeded ?? 0,
    assumptionFee: assumed?.fee ?? 0,
    servicerFee: assumed ? inputs.servicerFee : 0,
    taxYearlyLivingThere: ownerOccupiedTaxYearly(inputs),
    taxYearlyRentedOut: rentedOutTaxYearly(inputs),
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
