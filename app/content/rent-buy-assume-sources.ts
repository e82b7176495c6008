import { LAST_REVIEWED } from "./last-reviewed";
import type { GuideSources, SourceLink } from "./sources";
import { VA_SOURCES } from "./va-sources";

/** The rent/buy/assume calculator's sources: a module of its own, so the other calculators' scripts stay as they were. */

/**
 * The official BAH lookup: the rent/buy/assume form asks for the family's own rate and links
 * here (no BAH table is kept in this site: none is sourced yet).
 */
export const BAH_LOOKUP_SOURCE: SourceLink = {
  title: "BAH rate lookup",
  publisher: "Defense Travel Management Office",
  url: "https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/",
  official: true,
};

export const RENT_BUY_ASSUME_CALCULATOR_SOURCES: GuideSources = {
  sources: [VA_SOURCES.fundingFee, VA_SOURCES.fundingFeeStatute, BAH_LOOKUP_SOURCE, VA_SOURCES.fundingFeeExemptions],
  lastReviewed: LAST_REVIEWED,
};
