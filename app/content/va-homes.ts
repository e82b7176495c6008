import { homesForSaleIn, homesNearZip } from "./listing-search";
import { COMMUTE_RADIUS_MILES, statedCommute, type TownName } from "./oahu-places";
import { LAST_REVIEWED, type GuideRecord } from "./sources";
import { NO_DOWN_PAYMENT, PROGRAM_CREDIT_FIGURES, VA_SOURCES } from "./va-loan-facts";

/**
 * An area search with the site owner's sample price for a typical family home there
 * (SPEC.md §9: sample listing prices 650,000 to 1,100,000). Prices illustrate the credit;
 * they are not current listings.
 */
export type AreaListing = {
  title: string;
  /** Where the map puts it (new developments span several towns and have none). */
  town?: TownName;
  url: string;
  description: string;
  samplePrice: number;
  isNewConstruction?: boolean;
  sample: true;
};

export const AREA_LISTINGS: AreaListing[] = [
  {
    title: "Kailua",
    town: "Kailua",
    url: homesForSaleIn("Kailua"),
    description: `Windward beach town ${statedCommute("Kailua", "mcbh")} from Marine Corps Base Hawaii.`,
    samplePrice: 1_100_000,
    sample: true,
  },
  {
    title: "Kaneohe",
    town: "Kaneohe",
    url: homesForSaleIn("Kaneohe"),
    description: "Bay views and established neighborhoods just outside the gate of Marine Corps Base Hawaii (MCBH).",
    samplePrice: 925_000,
    sample: true,
  },
  {
    title: "Mililani",
    town: "Mililani",
    url: homesForSaleIn("Mililani"),
    description: "Planned community in Central Oahu, close to Schofield Barracks and Wheeler.",
    samplePrice: 850_000,
    sample: true,
  },
  {
    title: "Kapolei",
    town: "Kapolei",
    url: homesForSaleIn("Kapolei"),
    description: "Oahu's second city: newer homes, shopping and the H-1 toward Pearl Harbor.",
    samplePrice: 800_000,
    sample: true,
  },
  {
    title: "Pearl City",
    town: "Pearl City",
    url: homesForSaleIn("Pearl City"),
    description: "Central location with short drives to Pearl Harbor, Hickam and Schofield.",
    samplePrice: 775_000,
    sample: true,
  },
  {
    title: "Ewa Beach",
    town: "Ewa Beach",
    url: homesForSaleIn("Ewa Beach"),
    description: "Growing leeward community with new subdivisions near West Loch.",
    samplePrice: 750_000,
    sample: true,
  },
  {
    title: "Aiea",
    town: "Aiea",
    url: homesForSaleIn("Aiea"),
    description: "Hillside homes overlooking Pearl Harbor, minutes from Camp Smith.",
    samplePrice: 700_000,
    sample: true,
  },
  {
    title: "Wahiawa",
    town: "Wahiawa",
    url: homesForSaleIn("Wahiawa"),
    description: "Oahu's most affordable single-family homes, next to Schofield's gates.",
    samplePrice: 650_000,
    sample: true,
  },
];

/** The new-development example (SPEC.md §9: new-construction sample 950,000 gives $9,500). */
export const NEW_DEVELOPMENT_LISTING: AreaListing = {
  title: "New homes in Ewa and Kapolei",
  url: homesForSaleIn("Kapolei"),
  description:
    "Builders on the leeward side sell new single-family homes and townhomes; a new build usually takes 6 to 12 months from contract to keys.",
  samplePrice: 950_000,
  isNewConstruction: true,
  sample: true,
};

export type BaseRadiusSearch = { base: string; branch: string; url: string; nearby: string };

export const BASE_RADIUS_SEARCHES: BaseRadiusSearch[] = [
  {
    base: "Schofield Barracks",
    branch: "Army",
    url: homesNearZip("96857", COMMUTE_RADIUS_MILES),
    nearby: "Wahiawa, Mililani, Waipio",
  },
  {
    base: "Joint Base Pearl Harbor-Hickam (Pearl Harbor)",
    branch: "Navy",
    url: homesNearZip("96818", COMMUTE_RADIUS_MILES),
    nearby: "Aiea, Pearl City, Salt Lake",
  },
  {
    base: "Joint Base Pearl Harbor-Hickam (Hickam)",
    branch: "Air Force",
    url: homesNearZip("96853", COMMUTE_RADIUS_MILES),
    nearby: "Ewa Beach, Salt Lake, Moanalua",
  },
  {
    base: "Marine Corps Base Hawaii (Kaneohe Bay)",
    branch: "Marines",
    url: homesNearZip("96863", COMMUTE_RADIUS_MILES),
    nearby: "Kailua, Kaneohe",
  },
];

/** Island summaries; the median ranges are the site owner's sample figures, not market data. */
export type HousingMarket = { island: string; areas: string[]; medianPrice: string; note: string };

export const HOUSING_MARKETS: HousingMarket[] = [
  {
    island: "Oahu",
    areas: ["Honolulu", "Kailua", "Mililani", "Kapolei", "Ewa Beach"],
    medianPrice: "$750,000–$1,100,000",
    note: "Home to Schofield, Pearl Harbor-Hickam, Kaneohe Bay and Camp Smith, so most families on permanent change of station (PCS) orders search here.",
  },
  {
    island: "Kauai",
    areas: ["Lihue", "Kapaa", "Waimea", "Kekaha"],
    medianPrice: "$800,000–$1,200,000",
    note: "The west side is closest to the Pacific Missile Range Facility; inventory is small, so start early.",
  },
  {
    island: "Hawaii Island (Big Island)",
    areas: ["Hilo", "Kailua-Kona", "Waimea"],
    medianPrice: "$450,000–$800,000",
    note: "The lowest prices in the state; Pohakuloa Training Area sits between Hilo and Kona.",
  },
];

/** Why buy with a VA loan; the page adds the program's credits from the calculators' constants. */
export const VA_HOME_BENEFITS: string[] = [
  "No down payment for eligible buyers with full VA entitlement",
  "No monthly private mortgage insurance on a VA loan",
  "Someone on Oahu who can tour homes for you before you land: ask us",
];

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
