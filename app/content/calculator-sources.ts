import { LAST_REVIEWED } from "./last-reviewed";
import type { GuideSources } from "./sources";
import { VA_SOURCES } from "./va-sources";

/**
 * The calculators' sources blocks. The pages show only their sources, so these live apart
 * from the calculators' guide records (calculator-guides.ts, read by the PDF guide and the
 * content check): a calculator's script then carries no figures text it never shows.
 */

export const ASSUMPTION_CALCULATOR_SOURCES: GuideSources = {
  sources: [VA_SOURCES.fundingFee, VA_SOURCES.fundingFeeStatute, VA_SOURCES.circulars, VA_SOURCES.fundingFeeExemptions],
  lastReviewed: LAST_REVIEWED,
};

export const CREDIT_CALCULATOR_SOURCES: GuideSources = {
  sources: [VA_SOURCES.homeLoans, VA_SOURCES.fundingFee],
  lastReviewed: LAST_REVIEWED,
};
