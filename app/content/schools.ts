import { LAST_REVIEWED, type GuideRecord, type SourceLink } from "./sources";

/**
 * Schools for military families in Hawaii (content-facts.md §5). Hawaii is one statewide
 * district (HIDOE). content-facts.md gives no student services phone number for the
 * department, so the district contact note uses the School Liaison Officer numbers HIDOE
 * publishes, with the official page.
 */
export const SCHOOL_SOURCES = {
  hidoeMilitaryFamilies: {
    title: "Military families",
    publisher: "Hawaii State Department of Education",
    url: "https://hawaiipublicschools.org/enrolling-in-school/military-families/",
    official: true,
  },
  hidoeOurSchools: {
    title: "Our public schools",
    publisher: "Hawaii State Department of Education",
    url: "https://hawaiipublicschools.org/enrolling-in-school/our-public-schools/",
    official: true,
  },
  hidoeChoosingSchool: {
    title: "Choosing a school: SchoolSite Locator and geographic exceptions",
    publisher: "Hawaii State Department of Education",
    url: "https://www.hawaiipublicschools.org/ParentsAndStudents/EnrollingInSchool/Choosingaschool/Pages/home.aspx",
    official: true,
  },
  hidoeMic3: {
    title: "Interstate Compact on Educational Opportunity for Military Children",
    publisher: "Hawaii State Department of Education",
    url: "https://www.hawaiipublicschools.org/ParentsAndStudents/MilitaryFamilies/Pages/MIC3.aspx",
    official: true,
  },
  schofieldEducation: {
    title: "Schofield Barracks and Fort Shafter: education",
    publisher: "Military OneSource",
    url: "https://installations.militaryonesource.mil/military-installation/schofield-barracks-fort-shafter/education/education",
    official: true,
  },
  jvef: {
    title: "Joint Venture Education Forum annual meeting",
    publisher: "Hawaii State Department of Education",
    url: "https://www.hawaiipublicschools.org/ConnectWithUs/MediaRoom/PressReleases/Pages/JVEF-Annual-Meeting.aspx",
    official: true,
  },
} as const satisfies Record<string, SourceLink>;

export type SchoolPlatform = { name: string; type: string; description: string; url: string };

export const SCHOOL_PLATFORMS: readonly SchoolPlatform[] = [
  {
    name: "HIDOE SchoolSite Locator",
    type: "Official school finder",
    description:
      "Find the public school that serves a home address. HIDOE's school-choice page links the locator and explains geographic exceptions.",
    url: SCHOOL_SOURCES.hidoeChoosingSchool.url,
  },
  {
    name: "HIDOE public school directory",
    type: "Official directory",
    description: "Every public school in the state, with each school's own site and contacts.",
    url: SCHOOL_SOURCES.hidoeOurSchools.url,
  },
  {
    name: "Military OneSource installation education pages",
    type: "Military installation guide",
    description: "The schools on and near each installation, with their phone numbers and the School Liaison Office.",
    url: SCHOOL_SOURCES.schofieldEducation.url,
  },
  {
    name: "GreatSchools",
    type: "Third-party ratings",
    description:
      "A private site with school ratings and parent reviews. Use it alongside, not instead of, the official pages.",
    url: "https://www.greatschools.org/",
  },
];

export const MILITARY_FAMILY_RESOURCES: readonly { name: string; description: string; url: string }[] = [
  {
    name: "HIDOE Military Families page",
    description:
      "School Liaison Officers, the designated military-impacted schools, Transition Centers where student Aloha Ambassadors welcome new families, and the Federal Impact Aid survey.",
    url: SCHOOL_SOURCES.hidoeMilitaryFamilies.url,
  },
  {
    name: "Military Interstate Children's Compact (MIC3)",
    description:
      "Hawaii is a member (Hawaii Revised Statutes (HRS) chapter 311D): the compact covers records, enrollment, placement, extracurriculars and on-time graduation when your child changes states.",
    url: SCHOOL_SOURCES.hidoeMic3.url,
  },
];

export const HOW_ENROLLMENT_WORKS: readonly string[] = [
  "Hawaii's public schools are one statewide district, the Hawaii State Department of Education (HIDOE), organised into 15 complex areas.",
  "Your child attends the school that serves your home address. To attend another, request a geographic exception: the usual window is January 1 to March 1 for the next school year, and requests are accepted at other times when a family relocates.",
  "School is mandatory from age 5 (by July 31) through 18.",
  "There are no DoDEA schools in Hawaii, on base or off. Schools on installations, such as those at Schofield Barracks, are HIDOE public schools.",
  "Around 15,000 military-connected students attend HIDOE schools, mostly in 45 schools on or near bases; the Joint Venture Education Forum brings HIDOE and the military together for them.",
];

/** School Liaison Officers, as listed on HIDOE's Military Families page. */
export const SCHOOL_LIAISONS: readonly { service: string; covers: string; phone: string }[] = [
  {
    service: "Navy, Air Force and Space Force",
    covers: "Joint Base Pearl Harbor-Hickam (JBPHH), Pacific Missile Range Facility (PMRF)",
    phone: "808-306-9247",
  },
  {
    service: "Army",
    covers:
      "Schofield, Wheeler, Fort Shafter, Tripler, Aliamanu Military Reservation (AMR), Helemano, Red Hill, Pōhakuloa",
    phone: "808-787-5644",
  },
  { service: "Marines", covers: "Marine Corps Base Hawaii (MCBH), Camp Smith", phone: "808-257-2019" },
  { service: "Coast Guard", covers: "Coast Guard families", phone: "808-842-2089" },
  { service: "Hawaii Army National Guard", covers: "Guard families", phone: "808-672-1315" },
  { service: "Hawaii Air National Guard", covers: "Guard families", phone: "808-789-1672" },
];

/** HIDOE schools on Schofield Barracks and Wheeler (Military OneSource). */
export const SCHOFIELD_SCHOOLS: readonly { name: string; phone: string }[] = [
  { name: "Hale Kula Elementary", phone: "808-622-6380" },
  { name: "Solomon Elementary", phone: "808-624-9500" },
  { name: "Wheeler Elementary", phone: "808-622-6400" },
  { name: "Wheeler Middle", phone: "808-622-6525" },
];

export const SCHOOL_SOURCE_LIST: readonly SourceLink[] = Object.values(SCHOOL_SOURCES);

export const SCHOOL_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/hawaii-schools",
  part: "PCS toolkit",
  figures: [],
  points: HOW_ENROLLMENT_WORKS,
  sources: SCHOOL_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
