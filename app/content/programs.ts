import { formatDollars } from "~/lib/money";
import {
  BUYER_SELLER_CREDIT_PER_100K,
  INDUSTRY_MANAGEMENT_FEE_PCT,
  NEW_BUILD_CREDIT_RATE,
  PROPERTY_MANAGEMENT_FEE_PCT,
  VETERANS_CREDIT_PER_100K,
} from "./program-figures";

/**
 * The Veterans Home Program's benefits and the ranges of its price sliders. Every figure is
 * the site owner's (SPEC.md §9) and is read from program-figures.ts, never retyped.
 */

/**
 * A price slider on a page: `param` is its name in the query string, `initial` where it starts
 * (features/calculators/credit-query.ts reads a sent price within the range).
 */
export type PriceSliderRange = { param: string; min: number; max: number; step: number; initial: number };

export type ProgramBenefit = {
  title: string;
  /** The benefit in one short figure, shown large. */
  figure: string;
  description: string;
};

/** The new-build credit as a whole percentage (1). */
export const NEW_BUILD_CREDIT_PCT = Math.round(NEW_BUILD_CREDIT_RATE * 100);
/** The new-build example's price (SPEC.md §9: 950,000 gives $9,500; credits.test.ts holds them together). */
export const NEW_BUILD_SAMPLE_PRICE = 950_000;

export const PROGRAM_BENEFITS: ProgramBenefit[] = [
  {
    title: "Buyer and seller credit",
    figure: `${formatDollars(BUYER_SELLER_CREDIT_PER_100K)} per $100,000`,
    description: `Buy or sell your Hawaii home through the program and get ${formatDollars(BUYER_SELLER_CREDIT_PER_100K)} back for every $100,000 of the price at closing. Veterans buying a home earn ${formatDollars(VETERANS_CREDIT_PER_100K)} per $100,000: try the slider below.`,
  },
  {
    title: "Property management",
    figure: `${PROPERTY_MANAGEMENT_FEE_PCT}% instead of ${INDUSTRY_MANAGEMENT_FEE_PCT}%`,
    description: `Keeping your home as a rental when orders take you off the island? The program manages it for ${PROPERTY_MANAGEMENT_FEE_PCT}% of the monthly rent, not the industry's usual ${INDUSTRY_MANAGEMENT_FEE_PCT}%.`,
  },
  {
    title: "New-build credit",
    figure: `${NEW_BUILD_CREDIT_PCT}% of the price`,
    description: `Buy a newly built home and get ${NEW_BUILD_CREDIT_PCT}% of the price toward your closing costs: ${formatDollars(NEW_BUILD_SAMPLE_PRICE * NEW_BUILD_CREDIT_RATE)} on a ${formatDollars(NEW_BUILD_SAMPLE_PRICE)} home.`,
  },
];

/**
 * Programs page: home price slider for the veterans credit (SPEC.md §4, §9). `param` is its
 * name in the query string (`/programs?veteransPrice=800000`, sent by its form without
 * JavaScript); the credit calculator on the same page already uses `price`.
 */
export const VETERANS_CREDIT_SLIDER: PriceSliderRange = {
  param: "veteransPrice",
  min: 100_000,
  max: 2_000_000,
  step: 10_000,
  initial: 750_000,
};
/** Programs page: new-construction price slider for the 1% credit. */
export const PROGRAMS_NEW_BUILD_SLIDER: PriceSliderRange = {
  param: "newBuildPrice",
  min: 200_000,
  max: 2_000_000,
  step: 10_000,
  initial: 950_000,
};
/** New construction page: price slider for the 1% credit (`/housing/new-construction?price=…`). */
export const NEW_CONSTRUCTION_PAGE_SLIDER: PriceSliderRange = {
  param: "price",
  min: 250_000,
  max: 3_000_000,
  step: 10_000,
  initial: 500_000,
};

/** How long a new build usually takes from contract to keys (SPEC.md §9). */
export const NEW_CONSTRUCTION_MONTHS = "6–12 months";

export const NEW_CONSTRUCTION_BENEFITS: ProgramBenefit[] = [
  {
    title: `${NEW_BUILD_CREDIT_PCT}% closing credit`,
    figure: `${NEW_BUILD_CREDIT_PCT}% of the price`,
    description: `The Veterans Home Program puts ${NEW_BUILD_CREDIT_PCT}% of a new home's price toward your closing costs.`,
  },
  {
    title: "Nothing to fix on day one",
    figure: "Move-in ready",
    description:
      "A new home comes without a previous owner's repairs, so the first months after a permanent change of station (PCS) move go to settling in, not to renovation.",
  },
  {
    title: "Built to today's codes",
    figure: "Current standards",
    description:
      "A new home is built to the building and energy codes in force today. Ask each builder what warranty comes with the home and for how long.",
  },
  {
    title: "Choose your finishes",
    figure: "Your layout",
    description:
      "Buying early in a community often means picking the lot, floor plan and finishes yourself, within the builder's options.",
  },
];

export type ExpectationStep = { title: string; description: string };

/** What buying a new build looks like, from first visit to keys. */
export const NEW_CONSTRUCTION_STEPS: ExpectationStep[] = [
  {
    title: "Get pre-approved",
    description:
      "Most builders want to see a lender's pre-approval before they hold a lot for you. If you plan to use your Veterans Affairs (VA) loan, ask your lender early what the builder and the home need for VA financing.",
  },
  {
    title: "Choose a community and a lot",
    description:
      "Compare commute times to your base, school assignments and homeowners association (HOA) fees before you choose. We can help you compare communities before you arrive.",
  },
  {
    title: "Sign the purchase contract",
    description:
      "Builder contracts differ from resale contracts: read the deposit, upgrade and delay terms closely, and have your agent review them with you.",
  },
  {
    title: "Construction",
    description: `Plan on ${NEW_CONSTRUCTION_MONTHS} from contract to completion. If your report date comes first, line up temporary lodging or a short rental.`,
  },
  {
    title: "Final walkthrough and closing",
    description: `Walk the finished home with the builder, list anything that needs fixing, then close. The ${NEW_BUILD_CREDIT_PCT}% credit is applied to your closing costs.`,
  },
];
