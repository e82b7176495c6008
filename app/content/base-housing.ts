import type { ResourceLink } from "./resource-link";

/**
 * On-base family housing at Oahu's four main installations (content-facts.md §6). Unit counts
 * and waitlist ranges are the site owner's figures (SPEC.md §9); where a housing partner
 * publishes its own count, `unitsNote` gives it with the source. A phone number appears only
 * where a source gives it; otherwise the card links the installation's official page.
 */
export type BaseHousing = {
  name: string;
  branch: "Army" | "Navy" | "Air Force" | "Marines";
  location: string;
  partner: string;
  housing: {
    onBase: string;
    waitlist: string;
    units: string;
    unitsNote?: { text: string; sourceUrl: string };
    amenities: string[];
  };
  contact: {
    phone?: { office: string; number: string; note?: string };
    website: { label: string; url: string };
  };
};

export const BASES: BaseHousing[] = [
  {
    name: "Schofield Barracks",
    branch: "Army",
    location: "Central Oahu (Wahiawa)",
    partner: "Island Palm Communities",
    housing: {
      onBase: "Single-family homes and duplexes by rank",
      waitlist: "6–18 months",
      units: "1,200+",
      unitsNote: {
        text: "Island Palm Communities manages 7,579+ homes across seven Army installations on Oahu, utilities included.",
        sourceUrl: "https://www.lendlease.com/us/projects/island-palm-communities/",
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
    name: "Joint Base Pearl Harbor-Hickam (Navy side)",
    branch: "Navy",
    location: "South Oahu (Pearl Harbor)",
    partner: "Ohana Military Communities",
    housing: {
      onBase: "Townhomes and single-family homes",
      waitlist: "3–12 months",
      units: "800+",
      amenities: ["Community centers", "Playgrounds", "Pools", "Close to the Navy Exchange and commissary"],
    },
    contact: {
      website: {
        label: "JBPHH on Military OneSource",
        url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam",
      },
    },
  },
  {
    name: "Joint Base Pearl Harbor-Hickam (Hickam, Air Force side)",
    branch: "Air Force",
    location: "South Oahu (Hickam)",
    partner: "Hickam Communities",
    housing: {
      onBase: "Single-family homes and duplexes",
      waitlist: "4–15 months",
      units: "600+",
      unitsNote: {
        text: "Hickam Communities manages about 2,500 homes at Hickam.",
        sourceUrl: "https://www.civilbeat.org/2019/08/complaints-of-unsafe-unhealthy-housing-conditions-plague-hickam/",
      },
      amenities: ["Community centers", "Playgrounds", "Walking paths", "Beach access on base"],
    },
    contact: {
      phone: { office: "Hickam Housing Management Office", number: "(808) 448-6815", note: "Mon–Fri 7:30–4:00." },
      website: { label: "Hickam Communities", url: "https://www.hickamcommunities.com" },
    },
  },
  {
    name: "Marine Corps Base Hawaii (Kaneohe Bay)",
    branch: "Marines",
    location: "Windward Oahu (Kaneohe Bay)",
    partner: "Ohana Military Communities",
    housing: {
      onBase: "Townhomes and single-family homes by rank",
      waitlist: "6–18 months",
      units: "50+",
      unitsNote: {
        text: "The original MCBH housing partnership covered 1,175 homes in 13 neighborhoods, including Camp Smith and Manana.",
        sourceUrl:
          "https://www.mcbhawaii.marines.mil/News/News-Article-Display/Article/539469/housing-breaks-ground-for-new-partnership/",
      },
      amenities: ["Bay and beach access", "Community centers", "Playgrounds", "Fitness centers"],
    },
    contact: {
      phone: { office: "MCBH Family Housing Department", number: "(808) 257-2676", note: "Toll-free 1-866-224-7942." },
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
    title: "Apply before you arrive with HEAT",
    detail:
      "The Housing Early Assistance Tool sends your application to the installation housing office before you PCS, so your place on the list can start sooner.",
    link: { label: "Apply on HOMES.mil", url: "https://www.homes.mil" },
  },
  {
    title: "Marines: see Family Housing before you sign off base",
    detail:
      "At MCBH, report to the Family Housing Department before signing an off-base lease or buying a home (MCO 11000.22).",
  },
  {
    title: "Protect your TLA",
    detail:
      "Apply for TLA at your housing office within 72 hours of arrival. At MCBH, TLA is forfeited if you commit to off-base housing before checking in at the TLA office.",
    link: {
      label: "MCBH temporary housing",
      url: "https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing",
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
    title: "Verified rentals near base",
    href: "/housing/verified-rentals",
    description: "If the waitlist is long, compare off-base rentals and check any listing before you pay.",
  },
];
