import { LAST_REVIEWED, SHARED_SOURCES, type GuideRecord, type SourceLink } from "./sources";

/** Researching neighborhood safety in Hawaii (content-facts.md §4). */
export type SafetyResource = {
  title: string;
  url: string;
  /** A phone number for the office, where one is published. */
  phone?: string;
  description: string;
  /** Who runs it: a government office, or a private company (labelled "Third-party tool"). */
  provider: "official" | "third-party";
};

export const SAFETY_RESOURCES: readonly SafetyResource[] = [
  {
    title: "Honolulu Police Department (HPD) crime map",
    url: SHARED_SOURCES.hpdHome.url,
    description:
      "The Honolulu Police Department's online crime map, linked from its website. Since 2016 it shows 15 categories of crime, violent crimes included; domestic violence is left out to protect victims.",
    provider: "official",
  },
  {
    title: "Crime in Hawaii: state crime statistics",
    url: "https://ag.hawaii.gov/cpja/",
    phone: "(808) 586-1150",
    description:
      "The Attorney General's Crime Prevention and Justice Assistance Division publishes the yearly Crime in Hawaii report (Uniform Crime Reporting), statewide and by county.",
    provider: "official",
  },
  {
    title: "Hawaii sex offender registry",
    url: "https://sexoffenders.hawaii.gov/",
    phone: "(808) 587-3350",
    description:
      "Run by the Hawaii Criminal Justice Data Center. Search by name, ZIP code or distance from an address, on a list or a map, and sign up for free email alerts for 1, 2 or 3 miles around an address or for a ZIP code.",
    provider: "official",
  },
  {
    title: "HPD crime statistics dashboard",
    url: SHARED_SOURCES.hpdHome.url,
    description:
      "Since 2023 HPD publishes an online data dashboard with crime statistics, clearance rates and maps. Find it from HPD's website.",
    provider: "official",
  },
  {
    title: "Nextdoor",
    url: "https://nextdoor.com/",
    description:
      "A private neighborhood social network where residents post about local happenings, including crime. Posts are neighbors' reports, not verified police data.",
    provider: "third-party",
  },
];

export const RESEARCH_TIPS: readonly string[] = [
  "Look up the exact street, not just the town: conditions change block by block.",
  "Compare the same categories over at least a year; one month's map can mislead.",
  "Check the registry's map around the home, your children's school and the bus stop.",
  "Visit at night and on a weekend before you sign: look at lighting, parking and who is around.",
  "Ask the housing office, your sponsor and your unit where families like yours live.",
];

/** Communities within reach of each base: where to start researching, not a safety rating. */
export const KEY_AREAS: readonly { base: string; areas: string }[] = [
  { base: "Schofield Barracks and Wheeler", areas: "Wahiawa, Mililani, Waipio" },
  { base: "Joint Base Pearl Harbor-Hickam", areas: "Aiea, Pearl City, Salt Lake, Ewa Beach, Kapolei" },
  { base: "Marine Corps Base Hawaii, Kaneohe Bay", areas: "Kaneohe, Kailua" },
  { base: "Fort Shafter and Tripler", areas: "Moanalua, Salt Lake, Aiea" },
];

export const QUESTIONS_TO_ASK: readonly string[] = [
  "Have there been break-ins, car break-ins or package thefts on this street in the past year?",
  "Is parking off-street, in a garage, or on the street overnight?",
  "Are doors and windows fitted with working locks, and who else has keys?",
  "Is there a neighborhood watch or an active community association?",
  "How far is the nearest police station, and how is the street lit at night?",
];

export const SAFETY_SOURCE_LIST: readonly SourceLink[] = [
  SHARED_SOURCES.hpdHome,
  {
    title: "Crime Prevention and Justice Assistance Division",
    publisher: "Department of the Attorney General, State of Hawaii",
    url: "https://ag.hawaii.gov/cpja/",
    official: true,
  },
  {
    title: "Hawaii sex offender registry",
    publisher: "Hawaii Criminal Justice Data Center",
    url: "https://sexoffenders.hawaii.gov/",
    official: true,
  },
  {
    title: "Hawaii Administrative Rules (HAR) § 5-25-3: sex offender email notification",
    publisher: "Hawaii Administrative Rules, via Cornell LII",
    url: "https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-5-25-3",
    official: true,
  },
  {
    title: "Hawaii police departments catch up with crime reporting (2015 statewide figures)",
    publisher: "Hawaii News Now",
    url: "http://www.hawaiinewsnow.com/story/33274978/finally-hawaii-police-departments-catch-up-with-crime-reporting",
    official: false,
  },
  {
    title: "HPD broadens crime data map (2016)",
    publisher: "Honolulu Star-Advertiser",
    url: "https://staradvertiser.com/2016/11/16/hawaii-news/hpd-broadens-crime-data-map",
    official: false,
  },
];

export const SAFETY_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/hawaii-crime-safety",
  part: "PCS toolkit",
  figures: [],
  points: [
    ...SAFETY_RESOURCES.filter((resource) => resource.provider === "official").map(
      (resource) => `${resource.title} (${resource.url}): ${resource.description}`,
    ),
    ...RESEARCH_TIPS,
  ],
  sources: SAFETY_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
