import { roundHalfUp } from "./rounding";

/**
 * Veterans Home Program figures, as the site owner gives them (SPEC.md §9). Each is defined
 * here once; pages and calculators read them from this module.
 */
/** Credit calculator: $500 for every $100,000 of the home's price. */
export const BUYER_SELLER_CREDIT_PER_100K = 500;
/** Programs page home-price slider: $625 for every $100,000. */
export const VETERANS_CREDIT_PER_100K = 625;
/** New-build credit: 1% of the price toward closing costs. */
export const NEW_BUILD_CREDIT_RATE = 0.01;
/** The program's property management fee, per cent of monthly rent… */
export const PROPERTY_MANAGEMENT_FEE_PCT = 8;
/** …against the industry's usual fee. */
export const INDUSTRY_MANAGEMENT_FEE_PCT = 10;

function perHundredThousand(price: number, creditPer100k: number): number {
  if (!(price > 0) || !Number.isFinite(price)) return 0;
  // Multiply first: for whole-dollar prices price × 625 is an exact integer.
  return roundHalfUp((price * creditPer100k) / 100_000);
}

/** Buyer/seller closing credit in whole dollars, rounded half up (750,000 → 3,750). */
export function buyerSellerCredit(price: number): number {
  return perHundredThousand(price, BUYER_SELLER_CREDIT_PER_100K);
}

/** Veterans credit in whole dollars, rounded half up (750,000 → 4,687.50 → 4,688). */
export function veteransCredit(price: number): number {
  return perHundredThousand(price, VETERANS_CREDIT_PER_100K);
}

/** New-build credit in whole dollars, rounded half up (950,000 → 9,500). */
export function newBuildCredit(price: number): number {
  if (!(price > 0) || !Number.isFinite(price)) return 0;
  // Divide by the whole number 100 rather than multiply by 0.01, which binary cannot hold exactly.
  return roundHalfUp(price / Math.round(1 / NEW_BUILD_CREDIT_RATE));
}
