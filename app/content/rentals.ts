import type { ResourceLink } from "./resource-link";
import type { SourceLink } from "./sources";
import { rentalsIn } from "./listing-search";
import { townsInRentalArea, type RentalAreaId, type TownName } from "./oahu-places";

/** The off-base share is an editorial's figure, not an official count (content-facts.md §8, §12). */
export const OFF_BASE_SHARE_SOURCE: SourceLink = {
  title: "Editorial: the military plays a role in the housing crunch (January 22, 2025)",
  publisher: "Honolulu Star-Advertiser",
  url: "https://staradvertiser.com/2025/01/22/editorial/our-view/editorial-military-plays-role-in-housing-crunch",
  official: false,
};

export const RENTALS_LEAD =
  "About 40% of Oahu's service members live off base, by a Honolulu Star-Advertiser editorial's count. Search rentals near your duty station, compare the popular areas, and check every listing against our eight-point list before you send a dollar.";

export type RentalArea = {
  area: string;
  /** Anchor of the area's card on the rentals page, which the Oahu map links to. */
  id: RentalAreaId;
  neighborhoods: TownName[];
  /** Typical monthly rent: the site owner's figures (SPEC.md §9), not a market survey. */
  priceRange: string;
  benefits: string[];
  searchUrl: string;
};

export const RENTAL_AREAS: RentalArea[] = [
  {
    area: "Central Oahu",
    id: "central-oahu",
    neighborhoods: townsInRentalArea("central-oahu"),
    priceRange: "$2,000–$4,500 a month",
    benefits: [
      "Short drive to Schofield Barracks and Wheeler",
      "Family neighborhoods with parks and community pools",
      "Cooler, breezier upland weather",
    ],
    searchUrl: rentalsIn("Mililani"),
  },
  {
    area: "Leeward and Ewa",
    id: "leeward-ewa",
    neighborhoods: townsInRentalArea("leeward-ewa"),
    priceRange: "$1,800–$3,800 a month",
    benefits: [
      "Newer homes and townhouses, often with garages",
      "Reachable commute to Pearl Harbor and Hickam",
      "Shopping and schools close to home in Kapolei",
    ],
    searchUrl: rentalsIn("Ewa Beach"),
  },
  {
    area: "Windward Oahu",
    id: "windward-oahu",
    neighborhoods: townsInRentalArea("windward-oahu"),
    priceRange: "$2,200–$5,000 a month",
    benefits: [
      "Minutes from Marine Corps Base Hawaii at Kaneohe Bay",
      "Beaches and a slower small-town pace",
      "Quiet streets away from Honolulu traffic",
    ],
    searchUrl: rentalsIn("Kailua"),
  },
];

/** How to avoid rental scams: the eight checks to make before you pay anything. */
export const RENTAL_VERIFICATION_CHECKLIST: { check: string; why: string }[] = [
  {
    check: "See the home in person, or by a live video tour with someone you trust",
    why: "A friend, sponsor or agent on Oahu can walk through it for you. Recorded videos and photos can be copied from an old listing.",
  },
  {
    check: "Verify the owner through county property records",
    why: "Look up the address in the county's real property records and make sure the owner's name matches the landlord or their licensed property manager.",
  },
  {
    check: "Never wire money, send gift cards or pay by cryptocurrency",
    why: "These payments cannot be reversed. Pay a deposit only after you have seen the home and signed a lease, by check or a traceable method.",
  },
  {
    check: "Be wary of a rent far below similar homes nearby",
    why: "Compare with other listings in the same neighborhood. A bargain that needs a deposit today is the most common scam pattern.",
  },
  {
    check: "Get a written lease before paying a deposit",
    why: "Read it in full. Hawaii's landlord-tenant code sets rules on security deposits and their return.",
  },
  {
    check: "Ask for the military clause in writing",
    why: "The Servicemembers Civil Relief Act lets you end a lease on PCS or deployment orders; a legitimate landlord will not object to stating it.",
  },
  {
    check: "Check the property manager's license",
    why: "Real estate brokers who manage rentals in Hawaii are licensed by the state; look up the license before signing.",
  },
  {
    check: "Search the listing's address and photos online",
    why: "If the same photos appear under another name, city or price, walk away and report the listing.",
  },
];

/** Official and long-standing services; every link opens the service's own site. */
export const RENTAL_RESOURCES: ResourceLink[] = [
  {
    title: "Automated Housing Referral Network (AHRN)",
    href: "https://www.ahrn.com",
    description: "The military housing referral site: rentals listed for service members, searchable by installation.",
  },
  {
    title: "HOMES.mil",
    href: "https://www.homes.mil",
    description:
      "The Defense Department's housing site: off-base listings and the Housing Early Assistance Tool (HEAT) application for on-base housing.",
  },
  {
    title: "Honolulu real property records",
    href: "https://www.realpropertyhonolulu.com",
    description: "The City and County of Honolulu's property records: confirm who owns a home before you pay anything.",
  },
  {
    title: "Hawaii landlord-tenant information",
    href: "https://cca.hawaii.gov/ocp/landlord-tenant/",
    description:
      "The state Office of Consumer Protection's guide to the landlord-tenant code, deposits and your rights.",
  },
  {
    title: "FTC: rental listing scams",
    href: "https://consumer.ftc.gov/articles/rental-listing-scams",
    description: "How rental scams work, the warning signs, and where to report one.",
  },
];
