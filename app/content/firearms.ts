import { LAST_REVIEWED, SHARED_SOURCES, type GuideFigure, type GuideRecord, type SourceLink } from "./sources";

/**
 * Bringing firearms to Hawaii: HRS chapter 134 and the Honolulu Police Department (HPD),
 * from content-facts.md §2, with the 2025 laws and HRS § 134-3(a)'s place of registration
 * from §12. Registration and permit fees are UNCONFIRMED there, so the fee below is the site
 * owner's planning figure only. SPEC.md §9's "3–5 days" is not shown: the statute's five days
 * is the rule (issue 27).
 */
export const FIREARM_SOURCES = {
  hpdFirearms: SHARED_SOURCES.hpdFirearms,
  hpdFaqs: {
    title: "Firearms: frequently asked questions",
    publisher: "Honolulu Police Department",
    url: "https://www.honolulupd.org/police-services/firearms/faqs/",
    official: true,
  },
  hpdRulesNotice: {
    title: "Public notice of HPD's firearm rule changes (December 2023)",
    publisher: "Honolulu Star-Advertiser legal notices",
    url: "https://statelegals.staradvertiser.com/2023/12/10/0001439767-01/",
    official: true,
  },
  moveMil: {
    title: "Dual-military (mil-to-mil) move: shipping firearms with household goods",
    publisher: "Military OneSource move.mil",
    url: "https://move.mil/tutorials/dual-military-mil-to-mil-move",
    official: true,
  },
  hrs134_3: {
    title: "HRS § 134-3: registration of firearms",
    publisher: "Hawaii State Legislature",
    url: "https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/HRS0134/HRS_0134-0003.htm",
    official: true,
  },
  legislature: {
    title: "Hawaii State Legislature: bills and laws of the current session",
    publisher: "Hawaii State Legislature",
    url: "https://www.capitol.hawaii.gov/",
    official: true,
  },
  hrs134_8: {
    title: "HRS § 134-8: automatic firearms, silencers and other items prohibited",
    publisher: "Hawaii State Legislature",
    url: "https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/HRS0134/HRS_0134-0008.htm",
    official: true,
  },
  giffordsRegistration: {
    title: "Registration of firearms in Hawaii",
    publisher: "Giffords Law Center",
    url: "https://giffords.org/registration-of-firearms-in-hawaii",
    official: false,
  },
  gardenIsland2025: {
    title: "Editorial: slow but steady progress on guns (April 2025: HB 392 and HB 125)",
    publisher: "The Garden Island",
    url: "https://thegardenisland.com/2025/04/24/opinion/editorial-slow-but-steady-progress-on-guns",
    official: false,
  },
  session2025: {
    title: "Hawaii gun ban bill defeated as Legislature adjourned (May 2025: HB 392 and HB 125 signed)",
    publisher: "NRA Institute for Legislative Action",
    url: "https://d97yz4wvpgciz.cloudfront.net/articles/20250506/hawaii-gun-ban-bill-defeated-as-legislature-adjourned",
    official: false,
  },
  giffordsMagazines: {
    title: "Large capacity magazines in Hawaii",
    publisher: "Giffords Law Center",
    url: "https://lawcenter.giffords.org/large-capacity-magazines-in-hawaii/",
    official: false,
  },
} as const satisfies Record<string, SourceLink>;

export const FIREARM_FIGURES: readonly GuideFigure[] = [
  {
    label: "Register after you arrive",
    value: "Within 5 days",
    basis: "official",
    official: {
      text: "Within five days after you or the firearm arrives in Hawaii, whichever is later, in person with the county police (HRS § 134-3).",
      source: FIREARM_SOURCES.hrs134_3,
    },
  },
  {
    label: "Fingerprinting fee",
    value: "About $16.50–$42",
    basis: "planning",
    note: "Quoted to families. HPD's current registration and permit fees aren't on a page we could confirm: ask the Firearms Unit what to bring and how to pay.",
  },
  {
    label: "Magazine limit",
    value: "10 rounds",
    basis: "official",
    official: {
      text: "HRS § 134-8(c) bans detachable magazines that hold more than 10 rounds and can be used with a pistol. That reaches rifle magazines too, whenever the same magazine fits a pistol. Magazines bought legally in another state are not exempt.",
      source: FIREARM_SOURCES.hrs134_8,
    },
  },
  {
    label: "Minimum age",
    value: "21",
    basis: "official",
    official: {
      text: "People under 21 may not bring firearms into Hawaii.",
      source: FIREARM_SOURCES.giffordsRegistration,
    },
  },
];

/**
 * HRS § 134-8: items no one may own or bring into Hawaii, even where federal law allows them
 * with registration or a tax stamp. Families shipping from another state most often trip on these.
 */
export const PROHIBITED_IN_HAWAII: readonly { item: string; detail: string }[] = [
  {
    item: "Assault pistols",
    detail:
      "Semiautomatic pistols that take a detachable magazine and have two or more listed features, such as a magazine outside the grip, a threaded barrel or a barrel shroud (HRS § 134-1 defines them).",
  },
  { item: "Automatic firearms", detail: "Machine guns, even ones registered under federal law." },
  { item: "Silencers and suppressors", detail: "Banned in Hawaii even with a federal tax stamp." },
  {
    item: "Short-barreled rifles and shotguns",
    detail: "Rifles with a barrel under 16 inches and shotguns under 18 inches, even with federal paperwork.",
  },
  {
    item: "Magazines over 10 rounds that fit a pistol",
    detail: "Including rifle magazines that also fit a pistol. There is no exemption for magazines bought elsewhere.",
  },
];

/** The plain instruction the page gives before anyone ships a firearm. */
export const CHECK_WITH_HPD_FIRST =
  "Before you ship any firearm, magazine or accessory, check it with HPD's Firearms Unit (or your county police on the neighbor islands). An item that is legal where you live now can be a crime to own in Hawaii, and it cannot be registered after it arrives.";

/**
 * The laws passed in 2025 (content-facts.md §12). Changes from the 2026 session are
 * UNCONFIRMED: the page says so and links the Legislature instead of stating them.
 */
export const NEW_LAWS_2025: readonly string[] = [
  "No serial number, no firearm: since April 2025 (HB 392) Hawaii bans owning, selling or transferring a firearm without a serial number (a “ghost gun”), including one that is legal in another state.",
  "Lock it up: since April 23, 2025 (HB 125) a firearm must be stored in a locked box or safe, or with a locking device, with limited exceptions.",
];

/** What we could not confirm: the 2026 session's changes. */
export const LAWS_2026_UNCONFIRMED =
  "We could not confirm whether the 2026 Legislature changed these laws. Check the Hawaii State Legislature's site, or ask HPD's Firearms Unit, before you ship.";

/** Where Oahu residents register: a public office (content-facts.md §2). */
export const HPD_FIREARMS_UNIT = {
  name: "HPD Firearms Unit",
  address: "Alapai headquarters, 801 S. Beretania St., Honolulu, HI 96813",
  hours: "Monday to Friday, 7:45 a.m. to 4:30 p.m.",
  phone: "(808) 683-5962",
  phoneNote: "HPD lists this number for requesting copies of its firearm rules.",
} as const;

export const REGISTRATION_STEPS: readonly string[] = [
  "Register in person with the police of the county where you work, or where you live if you have no place of business in Hawaii (HRS § 134-3). On Oahu that is HPD's Firearms Unit; on the neighbor islands, that county's police department.",
  "Expect to be fingerprinted and photographed (skipped if HPD already has yours on file) and a federal background check (the National Instant Criminal Background Check System (NICS)).",
  "HPD moved to online appointments in 2020. Check HPD's firearms page for whether you need one now before you go.",
  "Registration records are confidential under state law.",
];

export const BUYING_IN_HAWAII: readonly string[] = [
  "You need a permit to acquire before you buy a firearm in Hawaii, and you must be 21 or older.",
  "Since January 1, 2024 (Act 52), applicants must pass a firearm safety course.",
  "HPD extended permit processing from 14 to 40 days while it updated its rules: apply well before you need it.",
];

export const SHIPPING_WITH_HOUSEHOLD_GOODS: readonly string[] = [
  "Tell your transportation office you are shipping firearms: the make, model and serial number of each are recorded in the Defense Personal Property System (DPS).",
  "Ammunition may not go in your household goods shipment.",
  "Your registration clock starts when you or the firearm arrives, whichever is later, so a late household goods delivery doesn't make you late.",
];

export const FIREARM_SOURCE_LIST: readonly SourceLink[] = Object.values(FIREARM_SOURCES);

export const FIREARM_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/firearms-pcs",
  part: "PCS toolkit",
  figures: FIREARM_FIGURES,
  points: [
    CHECK_WITH_HPD_FIRST,
    ...NEW_LAWS_2025,
    LAWS_2026_UNCONFIRMED,
    ...PROHIBITED_IN_HAWAII.map((entry) => `Banned in Hawaii: ${entry.item}. ${entry.detail}`),
    ...REGISTRATION_STEPS,
    ...SHIPPING_WITH_HOUSEHOLD_GOODS,
    ...BUYING_IN_HAWAII,
  ],
  sources: FIREARM_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
