import { NAMES } from "./names";
import type { InstallationId } from "./oahu-places";
import type { ResourceLink } from "./resource-link";
import { LAST_REVIEWED, SHARED_SOURCES, type GuideRecord, type SourceLink } from "./sources";

/**
 * On-base family housing at Oahu's four main installations (content-facts.md §6). Waitlist
 * ranges are the site owner's figures (SPEC.md §9). SPEC.md's home counts ("50+" at MCBH,
 * where the 2007 venture's first phase alone built about 1,175 homes) understated every base,
 * so a card shows a count only where a source gives one, with that source and what it counts;
 * otherwise none (decision 0016).
 * A phone number appears only where a source gives it; otherwise the card links the
 * installation's official page.
 */
export type BaseHousing = {
  /** The installation on the Oahu map, and the anchor of its card. */
  installation: InstallationId;
  name: string;
  branch: "Army" | "Navy" | "Air Force" | "Marines";
  location: string;
  partner: string;
  housing: {
    onBase: string;
    waitlist: string;
    /** How many homes the partner runs, as its source states it; absent where no source gives one. */
    homes?: { count: string; source: SourceLink };
    amenities: string[];
  };
  contact: {
    phone?: { office: string; number: string; note?: string };
    website: { label: string; url: string };
  };
};

export const BASE_HOUSING_SOURCES = {
  mcbhHowToApply: {
    title: "MCBH Family Housing: how to apply",
    publisher: "Marine Corps Base Hawaii",
    url: "https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/",
    official: true,
  },
  mcbhPartnership: {
    title: "Housing breaks ground for new partnership (2007)",
    publisher: "Marine Corps Base Hawaii",
    url: "https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/",
    official: true,
  },
  islandPalm: {
    title: "Island Palm Communities",
    publisher: "Lendlease (the Army's housing partner)",
    url: "https://www.lendlease.com/us/projects/island-palm-communities/",
    official: true,
  },
  heat: SHARED_SOURCES.housingEarlyAssistance,
  mcbhTemporaryHousing: SHARED_SOURCES.mcbhTemporaryHousing,
  mcbhTla: SHARED_SOURCES.mcbhTla,
  navyMarineVenture: {
    title: "Forest City's Navy and Marine housing on Oahu and Kauai (6,788 homes)",
    publisher: "Honolulu Star-Advertiser",
    url: "https://staradvertiser.com/?p=431984",
    official: false,
  },
  mco11000Summary: {
    title: "Notes on moving to Hawaii: Marines report to Family Housing before an off-base lease (MCO 11000.22)",
    publisher: "dabearddabeard/hawaii on GitHub (a third party's summary)",
    url: "https://github.com/dabearddabeard/hawaii",
    official: false,
  },
  civilBeatHickam: {
    title: "Complaints of unsafe, unhealthy housing conditions plague Hickam (2019)",
    publisher: "Honolulu Civil Beat",
    url: "https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/",
    official: false,
  },
} as const satisfies Record<string, SourceLink>;

export const BASES: BaseHousing[] = [
  {
    installation: "schofield",
    name: "Schofield Barracks",
    branch: "Army",
    location: "Central Oahu (Wahiawa)",
    partner: "Island Palm Communities",
    housing: {
      onBase: "Single-family homes and duplexes by rank",
      waitlist: "6–18 months",
      homes: {
        count: "7,579+ homes across seven Army installations on Oahu (Island Palm Communities)",
        source: BASE_HOUSING_SOURCES.islandPalm,
      },
      amenities: ["Community centers", "Pools", "Fitness centers", "Dog parks", "Utilities included"],
    },
    contact: {
      phone: {
        office: "Island Palm Communities",
        number: "808-275-3800",
        note: "From an older listing; confirm on the official page.",
      },
      website: {
        label: "Schofield Barracks on Military OneSource",
        url: "https://installations.militaryonesource.mil/military-installation/schofield-barracks-fort-shafter",
      },
    },
  },
  {
    installation: "pearl-harbor",
    name: "Joint Base Pearl Harbor-Hickam (Navy side)",
    branch: "Navy",
    location: "South Oahu (Pearl Harbor)",
    partner: "Ohana Military Communities",
    housing: {
      onBase: "Townhomes and single-family homes",
      waitlist: "3–12 months",
      amenities: ["Community centers", "Playgrounds", "Pools", "Close to the Navy Exchange and commissary"],
    },
    contact: {
      website: {
        label: "Joint Base Pearl Harbor-Hickam on Military OneSource",
        url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam",
      },
    },
  },
  {
    installation: "hickam",
    name: "Joint Base Pearl Harbor-Hickam (Hickam, Air Force side)",
    branch: "Air Force",
    location: "South Oahu (Hickam)",
    partner: "Hickam Communities",
    housing: {
      onBase: "Single-family homes and duplexes",
      waitlist: "4–15 months",
      homes: {
        count: "About 2,500 homes at Hickam (Hickam Communities)",
        source: BASE_HOUSING_SOURCES.civilBeatHickam,
      },
      amenities: ["Community centers", "Playgrounds", "Walking paths", "Beach access on base"],
    },
    contact: {
      phone: { office: "Hickam Housing Management Office", number: "(808) 448-6815", note: "Mon–Fri 7:30–4:00." },
      website: { label: "Hickam Communities", url: "https://www.hickamcommunities.com" },
    },
  },
  {
    installation: "mcbh",
    name: "Marine Corps Base Hawaii (Kaneohe Bay)",
    branch: "Marines",
    location: "Windward Oahu (Kaneohe Bay)",
    partner: "Ohana Military Communities",
    housing: {
      onBase: "Townhomes and single-family homes by rank",
      waitlist: "6–18 months",
      homes: {
        count:
          "About 1,175 homes in 13 neighborhoods, including Camp Smith and Manana: phase one of the 2007 Navy and Marine housing venture, which counts 6,788 homes across Oahu and Kauai in all",
        source: BASE_HOUSING_SOURCES.navyMarineVenture,
      },
      amenities: ["Bay and beach access", "Community centers", "Playgrounds", "Fitness centers"],
    },
    contact: {
      phone: {
        office: "Family Housing Department, Marine Corps Base Hawaii (MCBH)",
        number: "(808) 257-2676",
        note: "Toll-free 1-866-224-7942.",
      },
      website: {
        label: "MCBH Family Housing: how to apply",
        url: "https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/",
      },
    },
  },
];

export type HousingTip = { title: string; detail: string; link?: { label: string; url: string } };

export const BASE_HOUSING_TIPS: HousingTip[] = [
  {
    title: "Apply before you arrive with the Housing Early Assistance Tool (HEAT)",
    detail:
      "The tool sends your application to the installation housing office before you move, so your place on the list can start sooner.",
    link: { label: "Apply on HOMES.mil", url: "https://www.homes.mil" },
  },
  {
    title: "Marines: see Family Housing before you sign off base",
    detail:
      "At MCBH, report to the Family Housing Department before signing an off-base lease or buying a home (Marine Corps order (MCO) 11000.22).",
  },
  {
    title: "Protect your temporary lodging allowance (TLA)",
    detail:
      "Check in with the TLA or housing office when you arrive, before you commit to any home. At MCBH, TLA is forfeited if you commit to off-base housing before checking in at the TLA office.",
    link: {
      label: "MCBH Temporary Lodging Allowance",
      url: SHARED_SOURCES.mcbhTla.url,
    },
  },
  {
    title: "Keep your paperwork ready",
    detail:
      "Have your orders and DD Form 1746 (application for assignment to housing) on hand. At MCBH a housing counselor replies within 24–48 business hours of a complete application.",
  },
];

export const BASE_HOUSING_RESOURCES: ResourceLink[] = [
  {
    title: "Military OneSource installation directory",
    href: "https://installations.militaryonesource.mil",
    description: "Official contact details for every installation's housing office, updated by the installations.",
  },
  {
    title: NAMES.rentals,
    href: "/housing/verified-rentals",
    description: "If the waitlist is long, compare off-base rentals and check any listing before you pay.",
  },
];

export const BASE_HOUSING_GUIDE: GuideRecord = {
  path: "/housing/base-housing",
  part: "Housing",
  figures: BASES.map((base) => ({
    label: `${base.name}: waitlist`,
    value: base.housing.waitlist,
    basis: "planning",
    note: base.housing.homes?.count,
  })),
  points: BASE_HOUSING_TIPS.map((tip) => `${tip.title}: ${tip.detail}`),
  sources: Object.values(BASE_HOUSING_SOURCES),
  lastReviewed: LAST_REVIEWED,
};
