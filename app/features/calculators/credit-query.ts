import { buyerSellerCredit } from "./credits";
import { MAX_AMOUNT, amountTooLargeMessage } from "~/lib/money";
import { roundHalfUp } from "~/lib/rounding";
import type { PriceSliderRange } from "~/content/programs";

/** The query-string name the credit calculator's form submits (`?price=750000`). */
export const CREDIT_PRICE_PARAM = "price";

/**
 * A typed home price: commas, dollar signs and spaces removed, then read as a number
 * (SPEC.md §5) and rounded to cents. Anything that is then not a non-negative finite number
 * gives null: the calculator does nothing with it.
 */
export function parseHomePrice(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, "");
  if (cleaned === "" || !/^\d*\.?\d*$/.test(cleaned)) return null;
  const price = Number(cleaned);
  return Number.isFinite(price) ? roundHalfUp(price, 2) : null;
}

export type CreditQuery = {
  /** What was submitted, as typed (to refill the field). */
  priceText: string;
  /** The price read from it, or null when nothing (or nothing usable) was submitted. */
  price: number | null;
  /** Buyer/seller credit on that price in whole dollars, or null. */
  credit: number | null;
  /** What is wrong with the price (above MAX_AMOUNT), or null. */
  error: string | null;
};

/** Reads `?price=…` for the credit calculator's loader (server) and client loader alike. */
export function creditQueryFromUrl(url: string | URL): CreditQuery {
  // Capped so a hostile link cannot fill the page.
  const priceText = (new URL(url).searchParams.get(CREDIT_PRICE_PARAM) ?? "").slice(0, 40);
  const price = parseHomePrice(priceText);
  if (price !== null && price > MAX_AMOUNT) {
    return { priceText, price: null, credit: null, error: amountTooLargeMessage("Home price") };
  }
  return { priceText, price, credit: price === null ? null : buyerSellerCredit(price), error: null };
}

/**
 * A slider's price sent in the query string (its form without JavaScript, or a shared link),
 * snapped to the step and kept within the range as the slider itself would; the starting
 * price when it is absent or not a number.
 */
export function sliderPriceFromUrl(url: string | URL, range: PriceSliderRange): number {
  const price = parseHomePrice(new URL(url).searchParams.get(range.param) ?? "");
  if (price === null) return range.initial;
  const snapped = range.min + Math.round((price - range.min) / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, snapped));
}
