import { buyerSellerCredit } from "./credits";

/** The query-string name the credit calculator's form submits (`?price=750000`). */
export const CREDIT_PRICE_PARAM = "price";

/**
 * A typed home price: commas, dollar signs and spaces removed, then read as a number
 * (SPEC.md §5). Anything that is then not a non-negative finite number gives null: the
 * calculator does nothing with it.
 */
export function parseHomePrice(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, "");
  if (cleaned === "" || !/^\d*\.?\d*$/.test(cleaned)) return null;
  const price = Number(cleaned);
  return Number.isFinite(price) ? price : null;
}

export type CreditQuery = {
  /** What was submitted, as typed (to refill the field). */
  priceText: string;
  /** The price read from it, or null when nothing (or nothing usable) was submitted. */
  price: number | null;
  /** Buyer/seller credit on that price in whole dollars, or null. */
  credit: number | null;
};

/** Reads `?price=…` for the credit calculator's loader (server) and client loader alike. */
export function creditQueryFromUrl(url: string | URL): CreditQuery {
  const priceText = new URL(url).searchParams.get(CREDIT_PRICE_PARAM) ?? "";
  const price = parseHomePrice(priceText);
  return { priceText, price, credit: price === null ? null : buyerSellerCredit(price) };
}
