import {
  BUYER_SELLER_CREDIT_PER_100K,
  NEW_BUILD_CREDIT_RATE,
  VETERANS_CREDIT_PER_100K,
} from "~/content/program-figures";
import { roundHalfUp } from "~/lib/rounding";

/** The Veterans Home Program's credits on a price, from its figures (content/program-figures.ts). */

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
