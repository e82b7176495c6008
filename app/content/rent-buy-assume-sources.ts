import { BAH_HONOLULU_2026 } from "./bah-honolulu";
import { HONOLULU_PROPERTY_TAX } from "./honolulu-property-tax";
import { LAST_REVIEWED } from "./last-reviewed";
import type { GuideSources, SourceLink } from "./sources";
import { VA_SOURCES } from "./va-sources";

/** The rent/buy/assume calculator's sources: a module of its own, so the other calculators' scripts stay as they were. */

/** The official BAH lookup, linked beside the 2026 table the form fills the BAH from. */
export const BAH_LOOKUP_SOURCE: SourceLink = BAH_HONOLULU_2026.officialLookup;

export const RENT_BUY_ASSUME_CALCULATOR_SOURCES: GuideSources = {
  sources: [
    VA_SOURCES.fundingFee,
    VA_SOURCES.fundingFeeStatute,
    VA_SOURCES.fundingFeeExemptions,
    BAH_LOOKUP_SOURCE,
    ...BAH_HONOLULU_2026.sources,
    ...HONOLULU_PROPERTY_TAX.sources,
  ],
  lastReviewed: LAST_REVIEWED,
};
