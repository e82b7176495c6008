import type { PathName } from "../rent-buy-assume";

/** Each path's name at the start of a sentence or a column, and inside a sentence. */
export const PATH_LABELS: Record<PathName, { name: string; lower: string; short: string }> = {
  rent: { name: "Renting", lower: "renting", short: "Rent" },
  buy: { name: "Buying with a new VA loan", lower: "buying with a new VA loan", short: "Buy" },
  assume: { name: "Assuming the seller's VA loan", lower: "assuming the seller's VA loan", short: "Assume" },
};

/** Chart colours, one per path, each with a line style so the paths differ without colour too. */
export const PATH_STYLES: Record<PathName, { color: string; dash?: string }> = {
  rent: { color: "#475569" }, // slate-600
  buy: { color: "#c2410c", dash: "8 5" }, // coral-600
  assume: { color: "#095c6b", dash: "2 4" }, // ocean-700
};

/** "1 year", "3 years". */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** "3-year", as in "your 3-year tour". */
export function yearLong(years: number): string {
  return `${years}-year`;
}
