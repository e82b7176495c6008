import { DEFAULT_YEARS_IN_HOME, VA_ASSUMPTION_FUNDING_FEE_RATE } from "~/features/calculators/assumption";
import {
  BUYER_SELLER_CREDIT_PER_100K,
  NEW_BUILD_CREDIT_RATE,
  VETERANS_CREDIT_PER_100K,
} from "~/features/calculators/credits";
import {
  ASSUMPTION_APPEAL_DAYS,
  GAP_MAX_LOAN_TO_PRICE_PCT,
  GAP_TYPICAL_RATE_MAX_PCT,
  GAP_TYPICAL_RATE_MIN_PCT,
  SERVICER_DECISION_DAYS,
  VA_FUNDING_FEE_SOURCE_URL,
} from "./assumptions";
import { LAST_REVIEWED, type GuideFigure, type GuideRecord, type SourceLink } from "./sources";
import { HOUSING_MARKETS } from "./va-homes";

/**
 * The guide records of the housing pages and both calculators (see GuideRecord): the VA's
 * own pages for the funding fee and assumption deadlines, and the site owner's planning
 * figures (SPEC.md §9) for GAP loans, prices and program credits.
 */

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;
const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** Official pages the housing and calculator guides cite. */
const VA_SOURCES = {
  fundingFee: {
    title: "VA funding fee and closing costs",
    publisher: "U.S. Department of Veterans Affairs",
    url: VA_FUNDING_FEE_SOURCE_URL,
    official: true,
  },
  homeLoans: {
    title: "VA home loans",
    publisher: "U.S. Department of Veterans Affairs",
    url: "https://www.va.gov/housing-assistance/home-loans/",
    official: true,
  },
  circulars: {
    title: "VA home loan circulars (Circular 26-23-10: VA assumption updates, May 22, 2023)",
    publisher: "U.S. Department of Veterans Affairs",
    url: "https://benefits.va.gov/HOMELOANS/resources_circulars.asp",
    official: true,
  },
  fundingFeeStatute: {
    title: "38 U.S.C. § 3729: loan fee",
    publisher: "United States Code, via congress.wiki",
    url: "https://congress.wiki/us-code/title/38/section/usc-38-3729",
    official: true,
  },
} as const satisfies Record<string, SourceLink>;

const FUNDING_FEE_FIGURE: GuideFigure = {
  label: "VA funding fee on an assumption",
  value: `${percent(VA_ASSUMPTION_FUNDING_FEE_RATE)} of the unpaid balance`,
  basis: "official",
  official: {
    text: "Charged on the balance on the day the loan transfers; it can be rolled into the loan. Veterans who receive VA disability compensation are exempt.",
    source: VA_SOURCES.fundingFee,
  },
};

const SERVICER_DEADLINE_FIGURE: GuideFigure = {
  label: "Servicer's decision",
  value: `Within ${SERVICER_DECISION_DAYS} days of a complete application`,
  basis: "official",
  official: {
    text: `Servicers with automatic authority must decide within ${SERVICER_DECISION_DAYS} calendar days; a disapproval can be appealed to VA within ${ASSUMPTION_APPEAL_DAYS} days (VA Circular 26-23-10).`,
    source: VA_SOURCES.circulars,
  },
};

const GAP_FIGURES: readonly GuideFigure[] = [
  {
    label: "GAP loan size",
    value: `Up to ${GAP_MAX_LOAN_TO_PRICE_PCT}% of the price, with most lenders`,
    basis: "planning",
  },
  { label: "Typical GAP rate", value: `${GAP_TYPICAL_RATE_MIN_PCT}–${GAP_TYPICAL_RATE_MAX_PCT}%`, basis: "planning" },
];

const PROGRAM_CREDIT_FIGURES: readonly GuideFigure[] = [
  {
    label: "Buyer and seller credit",
    value: `${usd(BUYER_SELLER_CREDIT_PER_100K)} per $100,000 of the price`,
    basis: "planning",
  },
  { label: "Veterans buying a home", value: `${usd(VETERANS_CREDIT_PER_100K)} per $100,000`, basis: "planning" },
  { label: "New-build credit", value: `${percent(NEW_BUILD_CREDIT_RATE)} of the price`, basis: "planning" },
];

const NO_DOWN_PAYMENT =
  "No down payment and no monthly mortgage insurance on a VA loan for eligible buyers with full entitlement.";

export const VA_ASSUMPTIONS_GUIDE: GuideRecord = {
  path: "/housing/va-assumptions",
  part: "Housing",
  figures: [FUNDING_FEE_FIGURE, SERVICER_DEADLINE_FIGURE, ...GAP_FIGURES],
  points: [
    "A VA loan can be assumed when the loan is current and the buyer qualifies under VA's credit standards. The seller's entitlement stays tied to the loan unless an eligible veteran buyer substitutes their own.",
  ],
  sources: [VA_SOURCES.fundingFee, VA_SOURCES.circulars, VA_SOURCES.fundingFeeStatute, VA_SOURCES.homeLoans],
  lastReviewed: LAST_REVIEWED,
};

export const FINANCING_GUIDE: GuideRecord = {
  path: "/housing/financing-options",
  part: "Housing",
  figures: [FUNDING_FEE_FIGURE, ...GAP_FIGURES],
  points: [NO_DOWN_PAYMENT, "Every lender on the page is a sample listing: compare at least two real written quotes."],
  sources: [VA_SOURCES.homeLoans, VA_SOURCES.fundingFee, VA_SOURCES.circulars],
  lastReviewed: LAST_REVIEWED,
};

export const GAP_LENDERS_GUIDE: GuideRecord = {
  path: "/housing/gap-lenders",
  part: "Housing",
  figures: [...GAP_FIGURES, SERVICER_DEADLINE_FIGURE],
  points: ["Every lender on the page is a sample listing: compare at least two real written quotes."],
  sources: [VA_SOURCES.circulars, VA_SOURCES.fundingFee, VA_SOURCES.homeLoans],
  lastReviewed: LAST_REVIEWED,
};

export const VA_HOMES_GUIDE: GuideRecord = {
  path: "/housing/va-homes",
  part: "Housing",
  figures: [
    ...HOUSING_MARKETS.map((market) => ({
      label: `${market.island}: typical prices`,
      value: market.medianPrice,
      basis: "planning" as const,
    })),
    PROGRAM_CREDIT_FIGURES[1]!,
  ],
  points: [NO_DOWN_PAYMENT],
  sources: [VA_SOURCES.homeLoans, VA_SOURCES.fundingFee],
  lastReviewed: LAST_REVIEWED,
};

export const ASSUMPTION_CALCULATOR_GUIDE: GuideRecord = {
  path: "/calculators/assumption-cruncher",
  part: "Calculators",
  figures: [
    FUNDING_FEE_FIGURE,
    ...GAP_FIGURES,
    {
      label: "Years you expect to keep the home",
      value: `${DEFAULT_YEARS_IN_HOME} years unless you change it`,
      basis: "planning",
      note: "A typical tour. The calculator compares both paths over those years, counting what is still owed at the end, and until both loans are paid off.",
    },
  ],
  points: [
    "Monthly payments use the standard amortization formula; taxes, insurance and HOA dues are added to both paths.",
  ],
  sources: [VA_SOURCES.fundingFee, VA_SOURCES.fundingFeeStatute, VA_SOURCES.circulars],
  lastReviewed: LAST_REVIEWED,
};

export const CREDIT_CALCULATOR_GUIDE: GuideRecord = {
  path: "/calculators/credit",
  part: "Calculators",
  figures: PROGRAM_CREDIT_FIGURES,
  points: ["The credits are the Veterans Home Program's own, paid at closing; ask your lender how a credit applies."],
  sources: [VA_SOURCES.homeLoans, VA_SOURCES.fundingFee],
  lastReviewed: LAST_REVIEWED,
};
