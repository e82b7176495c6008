import { ARMY_MWR_KENNEL } from "./pets";
import { LAST_REVIEWED, SHARED_SOURCES, type GuideRecord, type SourceLink } from "./sources";

/**
 * Temporary lodging on Oahu (SPEC.md §2, §3) and the TLA rules (content-facts.md §7).
 * Military lodging content-facts.md confirms is listed with only the facts it gives, each
 * phone number marked for re-checking. No other hotel could be confirmed, so the rest are
 * sample listings with reserved example contact values (555-01xx, example.com) and SPEC.md
 * §9's pet fees.
 *
 * No hotel carries a "TLA Approved" badge (SPEC.md §2 asks for one): TLA is an allowance the
 * member's housing office approves, and no official source names an approved hotel.
 */
export type Hotel = {
  name: string;
  address: string;
  /** Absent where no number could be confirmed. */
  phone?: string;
  /** Why and how to re-check the number. */
  phoneNote?: string;
  email?: string;
  website?: { url: string; label: string };
  /** `null`: our sources don't say; ask the hotel. */
  petsAllowed: boolean | null;
  /** SPEC.md §9 pet fees; absent where unknown. */
  petFee?: string;
  amenities: readonly string[];
  notes: string;
  /** A stand-in for a hotel we could not confirm, shown with the "Sample listing" tag. */
  sample: boolean;
};

const VERIFY_NOTE = "Verify this number before you rely on it.";

export const HOTELS: readonly Hotel[] = [
  {
    name: "Navy Lodge Hawaii",
    address: "Building 78, Ford Island, Joint Base Pearl Harbor-Hickam",
    phone: "(808) 440-2290",
    phoneNote: `From a 2011 guide. ${VERIFY_NOTE}`,
    petsAllowed: null,
    amenities: ["About 155 rooms and two-room suites", "Kitchenettes", "Pool", "Mini-mart"],
    notes: "Opened in 2004 in historic Building 78 on Ford Island.",
    sample: false,
  },
  {
    name: "Navy Gateway Inns & Suites, Pearl Harbor",
    address: "Arizona Hall, 1623 Battleship Dr., Joint Base Pearl Harbor-Hickam",
    phone: "(808) 421-6113",
    phoneNote: `From an older official listing. ${VERIFY_NOTE}`,
    petsAllowed: null,
    amenities: [],
    notes: "An older official listing says its TLA rates depend on family size.",
    sample: false,
  },
  {
    name: "Inns of the Corps",
    address: "Building 3038, G Street, Marine Corps Base Hawaii, Kaneohe Bay",
    phone: "(808) 254-2806",
    phoneNote: VERIFY_NOTE,
    website: { url: SHARED_SOURCES.mcbhTemporaryHousing.url, label: "Temporary housing at Marine Corps Base Hawaii" },
    petsAllowed: true,
    amenities: ["Some pet-friendly rooms"],
    notes:
      "Marine Corps Base Hawaii's temporary lodging facility. If it has no room for you, you receive a statement of non-availability.",
    sample: false,
  },
  {
    name: "Hale Koa Hotel",
    address: "Fort DeRussy, Waikiki, Honolulu",
    website: { url: "https://www.halekoa.com/", label: "Hale Koa Hotel" },
    petsAllowed: null,
    amenities: ["About 817 rooms", "Armed Forces Recreation Center resort"],
    notes:
      "Room prices depend on rank. Open to active duty, Guard and Reserve members, retirees and certain surviving spouses. Since January 2020 also to veterans with any Veterans Affairs (VA) service-connected disability rating, Purple Heart recipients, former prisoners of war and primary family caregivers (with a Veteran Health Identification Card). Check eligibility on its site.",
    sample: false,
  },
  {
    name: "Example Harbor Suites",
    address: "123 Example Street, Aiea, HI 96701",
    phone: "(808) 555-0151",
    email: "harbor-suites@example.com",
    website: { url: "https://www.example.com/harbor-suites", label: "Example Harbor Suites" },
    petsAllowed: true,
    petFee: "$50 per night per pet",
    amenities: ["Kitchenette", "Free parking", "Guest laundry"],
    notes: "Example of a hotel near Pearl Harbor: ask whether its rate fits your TLA lodging ceiling.",
    sample: true,
  },
  {
    name: "Example Waikiki Family Hotel",
    address: "456 Example Avenue, Honolulu, HI 96815",
    phone: "(808) 555-0152",
    email: "waikiki-family@example.com",
    website: { url: "https://www.example.com/waikiki-family-hotel", label: "Example Waikiki Family Hotel" },
    petsAllowed: true,
    petFee: "$25 per night per pet",
    amenities: ["Two-room suites", "Pool", "Breakfast included"],
    notes: "Example of a city hotel: ask about weekly rates and parking costs.",
    sample: true,
  },
  {
    name: "Example Windward Extended Stay",
    address: "789 Example Road, Kailua, HI 96734",
    phone: "(808) 555-0153",
    email: "windward-stay@example.com",
    website: { url: "https://www.example.com/windward-extended-stay", label: "Example Windward Extended Stay" },
    petsAllowed: true,
    petFee: "$75 one-time",
    amenities: ["Full kitchen", "Washer and dryer", "Fenced yard"],
    notes: "Example of an extended-stay rental: a kitchen changes your TLA amount, so tell your housing office.",
    sample: true,
  },
  {
    name: "Example Central Oahu Inn",
    address: "321 Example Lane, Mililani, HI 96789",
    phone: "(808) 555-0154",
    email: "central-oahu-inn@example.com",
    website: { url: "https://www.example.com/central-oahu-inn", label: "Example Central Oahu Inn" },
    petsAllowed: true,
    petFee: "$100 one-time",
    amenities: ["Kitchenette", "Fitness room", "Free parking"],
    notes: "Example of a hotel near Schofield Barracks: ask whether it is on your installation's approved list.",
    sample: true,
  },
];

/** `?pets=1`: show only hotels that allow pets (a GET form, so it works without JavaScript). */
export const PETS_FILTER_PARAM = "pets";

export function petsOnlyFrom(searchParams: URLSearchParams): boolean {
  return searchParams.get(PETS_FILTER_PARAM) === "1";
}

export function hotelsFor(petsOnly: boolean): readonly Hotel[] {
  return petsOnly ? HOTELS.filter((hotel) => hotel.petsAllowed === true) : HOTELS;
}

/**
 * How TLA works on Oahu (content-facts.md §7, corrected by §12): the official pages say to check
 * in on arrival; the 72 hours is only the Hawaii Military Guide's figure, shown as such.
 */
export const TLA_RULES: readonly string[] = [
  "Check in with your duty station's TLA or housing office when you arrive. Marines at Marine Corps Base Hawaii forfeit TLA if they commit to off-base housing first; in the Coast Guard, no check-in means no reimbursement.",
  "The Hawaii Military Guide says to apply within 72 hours of arrival. That is the guide's figure, not an official deadline: check in on arrival.",
  "TLA is approved in 10-day increments, ordinarily up to 60 days with extensions, with proof you are house-hunting.",
  "The amount depends on your family size and whether your room has a kitchen. Lodging ceilings are DoD's per diem rates for Hawaii (non-foreign overseas rates, from the Defense Travel Management Office), not GSA's.",
  "You may have to pay for the first 10 days yourself before you are reimbursed.",
  "Air Force: after day 60, recertify every 15 days.",
  "Army: statements of non-availability come from Army lodging at Tripler and Schofield.",
];

/** A public office (content-facts.md §7). */
export const MCBH_TLA_OFFICE = {
  name: "Marine Corps Base Hawaii TLA office",
  phones: ["(808) 496-2198", "(808) 496-1582"],
  email: "MCBH.TLA.FMB@USMC.MIL",
} as const;

export const TLA_WARNINGS: readonly string[] = [
  "Marines at Marine Corps Base Hawaii: TLA is forfeited if you commit to off-base housing before you check in at the TLA office.",
  "Lodging ceilings change. A 2022 Army FAQ gave $177 a day as one Oahu cap: check the current per diem rate of the Defense Travel Management Office (DTMO) for your area before you book.",
  "The sample listings on this page are illustrations. Ask your installation's TLA office for its current list of approved hotels.",
  "Keep every lodging receipt: you need them to be reimbursed.",
];

export const PET_TRAVEL_TIPS: readonly string[] = [
  "Book a pet-friendly room before you fly, and get the pet fee and any deposit in writing.",
  `A pet that doesn't qualify for release at the airport stays at the state quarantine station in Halawa. The Army Morale, Welfare and Recreation (MWR) kennel at the Halawa site (${ARMY_MWR_KENNEL.phone}, from an older listing) boards pets nearby; Marine Corps Base Hawaii's kennel is near Camp Smith.`,
  "Ask whether pets may stay alone in the room, and where to walk them.",
];

/**
 * The TLA rules' and the lodging listings' sources. Check-in on arrival: `mcbhTla`, `dtmoTla`;
 * the 72 hours: `tlaGuide` only (a secondary guide); lodging ceilings: `perDiemNonForeign`.
 */
export const HOTEL_SOURCES = {
  mcbhTemporaryHousing: SHARED_SOURCES.mcbhTemporaryHousing,
  mcbhTla: SHARED_SOURCES.mcbhTla,
  dtmoTla: {
    title: "Temporary Lodging Allowance (TLA): frequently asked questions",
    publisher: "Defense Travel Management Office",
    url: "https://www.travel.dod.mil/Support/ALL-FAQs/Article/2996319/temporary-lodging-allowance/",
    official: true,
  },
  bellowsTla: {
    title: "Referral and relocation: TLA in Hawaii (recertifying after 60 days)",
    publisher: "U.S. Air Force Housing",
    url: "https://www.housing.af.mil/Home-depricated/Units/Bellows/referralandrelocation/",
    official: true,
  },
  perDiemNonForeign: {
    title: "Revised non-foreign overseas per diem rates (Hawaii included), Federal Register, December 15, 2020",
    publisher: "Department of Defense",
    url: "https://www.govinfo.gov/content/pkg/FR-2020-12-15/html/2020-27586.htm",
    official: true,
  },
  redHillFaq: {
    title: "Red Hill water FAQ (2022 Oahu lodging cap example)",
    publisher: "U.S. Army Garrison Hawaii",
    url: "https://home.army.mil/hawaii/index.php/water",
    official: true,
  },
  navyLodge: {
    title: "Navy Lodge Hawaii opens on Ford Island",
    publisher: "U.S. Navy",
    url: "http://www.navy.mil/submit/display.asp?story_id=11636",
    official: true,
  },
  jbphhTemporaryHousing: {
    title: "Temporary housing at Joint Base Pearl Harbor-Hickam (older listing)",
    publisher: "Military INSTALLATIONS",
    url: "http://www.militaryinstallations.dod.mil/MOS/f?p=MI:CONTENT:0::::P4_INST_ID,P4_CONTENT_TITLE,P4_CONTENT_EKMT_ID,P4_CONTENT_DIRECTORY:2200,Temporary%20Housing,30.90.60.30.60.0.0.0.0,10",
    official: true,
  },
  haleKoaEligibility: {
    title: "Hale Koa Hotel: eligibility",
    publisher: "Hale Koa Hotel",
    url: "https://www.halekoa.com/about-hale-koa-hotel/eligibility",
    official: true,
  },
  mwrPatronageExpansion: {
    title:
      "MWR patronage expansion (January 2020): disabled veterans, Purple Heart recipients, former POWs and caregivers",
    publisher: "U.S. Army Garrison Hawaii MWR",
    url: "https://hawaii.armymwr.com/happenings/usag-hawaii-mwr-patronage-expansion",
    official: true,
  },
  tlaGuide: {
    title: "Hawaii Military Guide, Winter–Spring 2025: temporary lodging allowance",
    publisher: "Hawaii Military Guide",
    url: "http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/34",
    official: false,
  },
  airForceTla: {
    title: "Air Force TLA in Hawaii",
    publisher: "TLA Hawaii",
    url: "https://tlahawaii.com/air-force-tla-hawaii",
    official: false,
  },
} as const satisfies Record<string, SourceLink>;

export const HOTEL_SOURCE_LIST: readonly SourceLink[] = Object.values(HOTEL_SOURCES);

export const HOTEL_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/tla-hotels",
  part: "PCS toolkit",
  figures: [],
  points: [...TLA_RULES, ...TLA_WARNINGS],
  sources: HOTEL_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
