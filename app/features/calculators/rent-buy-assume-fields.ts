import { formatDollars } from "~/lib/money";
import { HONOLULU_PROPERTY_TAX } from "~/content/honolulu-property-tax";
import { RENT_BUY_ASSUME_PLANNING } from "~/content/rent-buy-assume-planning";
import type { AfterTour, RentBuyAssumeInputs, RentBuyAssumeNumberField } from "./rent-buy-assume-inputs";
import type { VaLoanUse } from "./va-funding-fee";

/**
 * The rent/buy/assume calculator's form: every field's query-string name, label and help, in
 * the groups the page shows. The page and the loader (rent-buy-assume-query.server.ts) share it;
 * the inputs live in the URL so a result can be shared, reloaded and printed. It imports no
 * calculator code (types only): the page's script carries labels, not the engine.
 */

/** Where the calculator lives; its GET form sends the query string here. */
export const RENT_BUY_ASSUME_PATH = "/calculators/rent-buy-assume";

/**
 * amount: dollars once; monthly: dollars a month; percent: per cent (a year where it says so);
 * years: whole years.
 */
export type RentBuyAssumeFieldKind = "amount" | "monthly" | "percent" | "years";

export type RentBuyAssumeFieldSpec = {
  param: string;
  label: string;
  kind: RentBuyAssumeFieldKind;
  hint: string;
  /** Compare needs it: the label says "required". */
  required?: boolean;
};

const { residentialA, homeExemption } = HONOLULU_PROPERTY_TAX;
const plan = RENT_BUY_ASSUME_PLANNING;

export const RENT_BUY_ASSUME_FIELDS: Record<RentBuyAssumeNumberField, RentBuyAssumeFieldSpec> = {
  bahMonthly: {
    param: "bah",
    label: "Your monthly BAH",
    kind: "monthly",
    hint: "Filled from your pay grade and dependents (2026 rates, DTMO); change it to what your leave and earnings statement (LES) says. Leave blank if you get none.",
  },
  tourYears: {
    param: "tour",
    label: "Tour length (years)",
    kind: "years",
    hint: "How long you expect to be stationed here. A typical tour is 3 years (the default).",
  },
  returnOnCashPct: {
    param: "return",
    label: "Return on cash kept (% a year)",
    kind: "percent",
    hint: plan.returnOnCashPct.basis,
  },
  rentMonthly: {
    param: "rent",
    label: "Monthly rent",
    kind: "monthly",
    hint: "What you would pay to rent near base. Blank: the same as your BAH.",
  },
  rentIncreasePct: {
    param: "rentUp",
    label: "Yearly rent increase (%)",
    kind: "percent",
    hint: "Applied each year, to your rent and to the rent a kept home earns.",
  },
  rentersInsuranceMonthly: {
    param: "rentersIns",
    label: "Renter's insurance (monthly)",
    kind: "monthly",
    hint: "Blank: none ($0).",
  },
  price: {
    param: "price",
    label: "Home price",
    kind: "amount",
    hint: "The price of the home, bought new or with the seller's loan assumed.",
    required: true,
  },
  downPayment: {
    param: "down",
    label: "Down payment",
    kind: "amount",
    hint: "Blank: none ($0); a VA loan needs none. It sets the funding fee's tier.",
  },
  ratePct: {
    param: "rate",
    label: "New VA loan rate (%)",
    kind: "percent",
    hint: plan.ratePct.basis,
    required: true,
  },
  termYears: { param: "term", label: "New VA loan term (years)", kind: "years", hint: "Usually 30.", required: true },
  closingCostsPct: {
    param: "closing",
    label: "Closing costs (% of price)",
    kind: "percent",
    hint: `Paid in cash at closing, on either way of buying. ${plan.closingCostsPct.basis}`,
  },
  propertyTaxPerThousand: {
    param: "taxPer1000",
    label: "Property tax ($ per $1,000 a year)",
    kind: "percent",
    hint: `Honolulu's residential rate, ${HONOLULU_PROPERTY_TAX.fiscalYear}: $${HONOLULU_PROPERTY_TAX.residentialPerThousand.toFixed(2)} per $1,000 of value after the home exemption. Rented out after the tour, the exemption ends, and a home of $1,000,000 or more pays Residential A ($${residentialA.perThousandUpToThreshold.toFixed(2)} per $1,000 on the first million, $${residentialA.perThousandAbove.toFixed(2)} above).`,
  },
  homeExemption: {
    param: "exemption",
    label: "Home exemption",
    kind: "amount",
    hint: `Taken off the value while the home is your principal home: ${formatDollars(homeExemption.underSixtyFive)}, or ${formatDollars(homeExemption.sixtyFiveOrOlder)} at 65 or older. File by September 30 for the tax year from July 1.`,
  },
  homeInsuranceMonthly: {
    param: "ins",
    label: "Homeowners insurance (monthly)",
    kind: "monthly",
    hint: plan.homeInsuranceMonthly.basis,
  },
  hoaMonthly: {
    param: "hoa",
    label: "Homeowners association dues (monthly)",
    kind: "monthly",
    hint: "Blank: none ($0).",
  },
  maintenancePct: {
    param: "maint",
    label: "Maintenance (% of price a year)",
    kind: "percent",
    hint: plan.maintenancePct.basis,
  },
  appreciationPct: {
    param: "appr",
    label: "Appreciation (% a year)",
    kind: "percent",
    hint: plan.appreciationPct.basis,
  },
  sellingCostsPct: {
    param: "selling",
    label: "Selling costs (% of sale price)",
    kind: "percent",
    hint: plan.sellingCostsPct.basis,
  },
  assumedBalance: {
    param: "balance",
    label: "Assumed loan balance",
    kind: "amount",
    hint: "What the seller still owes on the VA loan you would take over. Blank: no assumption compared.",
  },
  assumedRatePct: {
    param: "assumedRate",
    label: "Assumed loan rate (%)",
    kind: "percent",
    hint: "The seller's rate, which you keep.",
  },
  assumedRemainingYears: {
    param: "assumedYears",
    label: "Years left on the seller's loan",
    kind: "years",
    hint: "From the seller's loan statement. Needed when you compare an assumption.",
  },
  gapRatePct: {
    param: "gapRate",
    label: "GAP loan rate (%)",
    kind: "percent",
    hint: "The second loan for the rest of the price.",
  },
  gapTermYears: { param: "gapTerm", label: "GAP loan term (years)", kind: "years", hint: "Often 30." },
  maxCombinedLtvPct: {
    param: "cltv",
    label: "Combined loan limit (% of price)",
    kind: "percent",
    hint: "Assumed balance plus GAP loan: up to about 90% of the price is the site owner's planning figure, not a lender's quote. What it leaves is a down payment.",
  },
  servicerFee: {
    param: "servicerFee",
    label: "Servicer's processing fee",
    kind: "amount",
    hint: "VA caps it at $300 for servicers with automatic authority, $250 without, lower where a state sets a lower cap. Paid at closing.",
  },
  keepYears: {
    param: "keep",
    label: "Years kept as a rental",
    kind: "years",
    hint: "How long you would rent the home out after you leave, before selling it.",
  },
  rentalRentMonthly: {
    param: "rentalRent",
    label: "Rent it would earn (monthly)",
    kind: "monthly",
    hint: "Blank: the same as your rent today. Raised each year by the rent increase.",
  },
  managerFeePct: {
    param: "manager",
    label: "Property manager's fee (% of rent)",
    kind: "percent",
    hint: "Blank: you manage it yourself ($0).",
  },
  vacancyPct: {
    param: "vacancy",
    label: "Vacancy (% of the year empty)",
    kind: "percent",
    hint: "Blank: never empty (0%), which flatters keeping it.",
  },
};

export type RentBuyAssumeGroup = { legend: string; fields: RentBuyAssumeNumberField[] };

/**
 * The form's sections in order: the three questions first (BAH from rank and dependents, the
 * rent, the price), then everything else under "Adjust assumptions". The choices (loan use, fee,
 * after the tour) sit in their sections.
 */
export const RENT_BUY_ASSUME_GROUPS = {
  questions: { legend: "Three questions", fields: ["bahMonthly", "rentMonthly", "price"] },
  you: { legend: "You", fields: ["tourYears", "returnOnCashPct"] },
  rent: { legend: "Rent", fields: ["rentIncreasePct", "rentersInsuranceMonthly"] },
  buy: {
    legend: "Buy with a VA loan",
    fields: [
      "ratePct",
      "termYears",
      "downPayment",
      "closingCostsPct",
      "propertyTaxPerThousand",
      "homeExemption",
      "homeInsuranceMonthly",
      "hoaMonthly",
      "maintenancePct",
      "appreciationPct",
      "sellingCostsPct",
    ],
  },
  assume: {
    legend: "Or assume the seller's VA loan",
    fields: [
      "assumedBalance",
      "assumedRatePct",
      "assumedRemainingYears",
      "gapRatePct",
      "gapTermYears",
      "maxCombinedLtvPct",
      "servicerFee",
    ],
  },
  after: { legend: "After the tour", fields: ["keepYears", "rentalRentMonthly", "managerFeePct", "vacancyPct"] },
} as const satisfies Record<string, RentBuyAssumeGroup>;

export const RENT_BUY_ASSUME_FIELD_ORDER = Object.values(RENT_BUY_ASSUME_GROUPS).flatMap(
  (group) => group.fields,
) as RentBuyAssumeNumberField[];

/** The choices' query-string names and values. */
export const CHOICE_PARAMS = {
  /** Pay grade and dependents, which fill the BAH from the 2026 table. */
  payGrade: "grade",
  dependents: "deps",
  vaLoanUse: "use",
  fundingFeeExempt: "exempt",
  /** The funding fee is paid in cash at closing instead of being added to the loan. */
  fundingFeeInCash: "feeInCash",
  afterTour: "after",
} as const;

export const VA_LOAN_USES: readonly { value: VaLoanUse; label: string }[] = [
  { value: "first", label: "First use of my VA loan benefit" },
  { value: "subsequent", label: "I have used it before" },
];

export const AFTER_TOUR_CHOICES: readonly { value: AfterTour; label: string }[] = [
  { value: "sell", label: "Sell at the end of the tour" },
  { value: "keep", label: "Keep it as a rental, then sell" },
];

export type RentBuyAssumeChoices = Pick<RentBuyAssumeInputs, "vaLoanUse" | "fundingFeeExempt" | "afterTour"> & {
  fundingFeeInCash: boolean;
  /** "E-6", or "" when not chosen. */
  payGrade: string;
  withDependents: boolean;
};

export type RentBuyAssumeValues = Record<RentBuyAssumeNumberField, string>;
