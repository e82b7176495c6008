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
};

export const RENT_BUY_ASSUME_FIELDS: Record<RentBuyAssumeNumberField, RentBuyAssumeFieldSpec> = {
  bahMonthly: {
    param: "bah",
    label: "Your monthly BAH",
    kind: "monthly",
    hint: "Your Basic Allowance for Housing on Oahu, from your LES or the official BAH rate lookup. Leave blank if you get none.",
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
    hint: "What the cash you put into a purchase would have earned saved or invested instead.",
  },
  rentMonthly: {
    param: "rent",
    label: "Monthly rent",
    kind: "monthly",
    hint: "Blank: the same as your BAH.",
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
    hint: "Optional.",
  },
  price: {
    param: "price",
    label: "Home price",
    kind: "amount",
    hint: "The price of the home, bought new or with the seller's loan assumed.",
  },
  downPayment: {
    param: "down",
    label: "Down payment",
    kind: "amount",
    hint: "Optional: a VA loan needs none. It sets the funding fee's tier.",
  },
  ratePct: {
    param: "rate",
    label: "New VA loan rate (%)",
    kind: "percent",
    hint: "Today's rate a lender quotes you for a new VA loan.",
  },
  termYears: { param: "term", label: "New VA loan term (years)", kind: "years", hint: "Usually 30." },
  closingCostsPct: {
    param: "closing",
    label: "Closing costs (% of price)",
    kind: "percent",
    hint: "Paid in cash at closing, on either way of buying. Ask your lender for an estimate.",
  },
  propertyTaxRatePct: {
    param: "tax",
    label: "Property tax rate (% a year)",
    kind: "percent",
    hint: "The City and County of Honolulu's residential rate for the home. Optional.",
  },
  homeExemption: {
    param: "exemption",
    label: "Home exemption",
    kind: "amount",
    hint: "Taken off the price before the tax rate applies, if the home is your primary residence. Optional.",
  },
  homeInsuranceMonthly: { param: "ins", label: "Homeowners insurance (monthly)", kind: "monthly", hint: "Optional." },
  hoaMonthly: { param: "hoa", label: "HOA dues (monthly)", kind: "monthly", hint: "Optional." },
  maintenancePct: {
    param: "maint",
    label: "Maintenance (% of price a year)",
    kind: "percent",
    hint: "Repairs and upkeep. Left at 0, the home never needs any, which flatters buying.",
  },
  appreciationPct: {
    param: "appr",
    label: "Appreciation (% a year)",
    kind: "percent",
    hint: "How fast you expect the home's value to grow; negative for a falling market.",
  },
  sellingCostsPct: {
    param: "selling",
    label: "Selling costs (% of sale price)",
    kind: "percent",
    hint: "Agent commissions and the seller's closing costs. Left at 0, selling is free, which flatters buying.",
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
    label: "Years left on the assumed loan",
    kind: "years",
    hint: "From the seller's loan statement.",
  },
  gapRatePct: {
    param: "gapRate",
    label: "GAP loan rate (%)",
    kind: "percent",
    hint: "The second loan for the rest of the price.",
  },
  gapTermYears: { param: "gapTerm", label: "GAP loan term (years)", kind: "years", hint: "Often 30." },
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
    hint: "Optional.",
  },
  vacancyPct: {
    param: "vacancy",
    label: "Vacancy (% of the year empty)",
    kind: "percent",
    hint: "Optional.",
  },
};

export type RentBuyAssumeGroup = { legend: string; fields: RentBuyAssumeNumberField[] };

/** The form's sections in order. The choices (loan use, fee, after the tour) sit in their sections. */
export const RENT_BUY_ASSUME_GROUPS = {
  you: { legend: "You", fields: ["bahMonthly", "tourYears", "returnOnCashPct"] },
  rent: { legend: "Rent", fields: ["rentMonthly", "rentIncreasePct", "rentersInsuranceMonthly"] },
  buy: {
    legend: "Buy with a VA loan",
    fields: [
      "price",
      "downPayment",
      "ratePct",
      "termYears",
      "closingCostsPct",
      "propertyTaxRatePct",
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
    fields: ["assumedBalance", "assumedRatePct", "assumedRemainingYears", "gapRatePct", "gapTermYears"],
  },
  after: { legend: "After the tour", fields: ["keepYears", "rentalRentMonthly", "managerFeePct", "vacancyPct"] },
} as const satisfies Record<string, RentBuyAssumeGroup>;

export const RENT_BUY_ASSUME_FIELD_ORDER = Object.values(RENT_BUY_ASSUME_GROUPS).flatMap(
  (group) => group.fields,
) as RentBuyAssumeNumberField[];

/** The choices' query-string names and values. */
export const CHOICE_PARAMS = {
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
};

export type RentBuyAssumeValues = Record<RentBuyAssumeNumberField, string>;
