import { LAST_REVIEWED, SHARED_SOURCES, type GuideFigure, type GuideRecord, type SourceLink } from "./sources";

/**
 * Pet travel to Hawaii: Hawaii Department of Agriculture (HDOA) rabies quarantine rules
 * (HAR chapter 4-29), from content-facts.md §1, and the DoD pet allowance (JTR 050107). SPEC.md
 * §9's pet figures are the site owner's planning figures; where HDOA's rule is stated
 * differently, the card states HDOA's rule instead. SPEC's $165, $56 and $78 fees are not
 * HDOA's current fees on any page we could read (content-facts.md §1, §12), so those cards send
 * the family to HDOA's fee page instead of showing a figure their own small print would
 * disown (issue 27). The allowance cards state JTR's rule instead of SPEC's two sums (decision 0016).
 */
export const PET_SOURCES = {
  hdoa: SHARED_SOURCES.hdoaAnimalQuarantine,
  quarantineRule: {
    title: "HAR § 4-29-9: post-shipment requirements and quarantine",
    publisher: "Hawaii Administrative Rules, via Cornell LII",
    url: "https://www.law.cornell.edu/regulations/hawaii/Haw-Code-R-SS-4-29-9",
    official: true,
  },
  rules2018: {
    title: "New rabies quarantine rules take effect August 31, 2018",
    publisher: "Office of the Governor of Hawaii",
    url: "https://governorige.hawaii.gov/newsroom/latest-news/news-release-on-new-rabies-quarantine-rules/",
    official: true,
  },
  dvids: {
    title: "Preventing a ruff PCS: bringing a pet to Hawaii",
    publisher: "DVIDS",
    url: "https://dvidshub.net/news/164939/preventing-ruff-pcs-bringing-pet-hawaii",
    official: true,
  },
  petAllowance: {
    title: "Pet transportation allowance (JTR 050107)",
    publisher: "Defense Travel Management Office",
    url: "https://www.travel.dod.mil/Support/ALL-FAQs/Article/3624131/pet-transportation-allowance/",
    official: true,
  },
  documentsDeadline2005: {
    title: "Pet owners: HDOA must receive the paperwork more than 10 days before arrival (2005)",
    publisher: "The Honolulu Advertiser",
    url: "http://the.honoluluadvertiser.com/article/2005/Feb/21/ln/ln12p.html",
    official: false,
  },
  jbphhPets: SHARED_SOURCES.jbphhShippingPets,
  mcbhTemporaryHousing: SHARED_SOURCES.mcbhTemporaryHousing,
} as const satisfies Record<string, SourceLink>;

/** The pet figures: the DoD allowance as JTR states it, then SPEC.md §9's planning figures with the official rules beside them. */
export const PET_FIGURES: readonly GuideFigure[] = [
  {
    label: "Pet travel allowance",
    value: "Up to $2,000 for one cat or dog",
    basis: "official",
    official: {
      text: "For a move outside the continental United States (OCONUS), Hawaii included, the allowance covers one household pet (a cat or a dog) per PCS order, up to $2,000, quarantine fees included (Joint Travel Regulations (JTR) 050107). Within the continental U.S. the cap is $550. Any other pets travel at your expense. It applies to orders effective January 1, 2024 or later; keep itemized receipts and ask your finance office before you pay.",
      source: PET_SOURCES.petAllowance,
    },
  },
  {
    label: "Quarantine cost help",
    value: "Part of the $2,000, not extra",
    basis: "official",
    official: {
      text: "Quarantine fees count against the same $2,000 allowance. The $550 figure families hear is the cap for moves within the continental U.S. and does not add to the $2,000.",
      source: PET_SOURCES.petAllowance,
    },
  },
  {
    label: "HDOA fee per pet",
    value: "Check the fee on HDOA's page",
    basis: "official",
    official: {
      text: "HDOA charges a fee for each pet, set by its program (Direct Airport Release or 5-Day-or-Less), and fees change. Older guides quote $165, HDOA's Direct Airport Release fee before an increase: budget from the fee HDOA lists today.",
      source: PET_SOURCES.hdoa,
    },
  },
  {
    label: "Each extra day in quarantine",
    value: "Check the fee on HDOA's page",
    basis: "official",
    official: {
      text: "A pet that misses a requirement can be held for up to 120 days, at a cost HDOA sets. We could not confirm a daily figure: check the current quarantine fees with HDOA.",
      source: PET_SOURCES.quarantineRule,
    },
  },
  {
    label: "A $78 “airport inspection” fee",
    value: "Not HDOA's fee for an arriving pet",
    basis: "official",
    official: {
      text: "No source we found explains the $78 some families are quoted. Budget from the fee HDOA lists for your pet's program (Direct Airport Release or 5-Day-or-Less).",
      source: PET_SOURCES.hdoa,
    },
  },
  {
    label: "Start preparing",
    value: "4–6 months before you fly",
    basis: "planning",
    official: {
      text: "Since August 31, 2018 the wait after the FAVN blood test and after the last rabies shot is 30 days each (it used to be 120 and 90). Blogs quoting the old waits are out of date.",
      source: PET_SOURCES.rules2018,
    },
  },
  {
    label: "Documents to HDOA",
    value: "Received more than 10 days before arrival",
    basis: "official",
    official: {
      text: "For Direct Airport Release at Honolulu, HDOA must receive your documents more than 10 days before you land: send them to arrive about 14 days ahead. Flying into Kona, Kahului or Lihue needs them at least 30 days before.",
      source: PET_SOURCES.hdoa,
    },
  },
  {
    label: "Latest rabies vaccine",
    value: "At least 30 days before arrival",
    basis: "official",
    official: {
      text: "Your pet needs two rabies shots in its lifetime, given more than 30 days apart; the latest at least 30 days before arrival and still valid on arrival day.",
      source: PET_SOURCES.rules2018,
    },
  },
];

/**
 * The 5-Day-or-Less program, step by step, in the order a family does them. `planRuleId` names
 * the dated plan's item for the step (content/plan-rules.ts), whose timing the guide shows.
 */
export const PET_STEPS: readonly { title: string; detail: string; planRuleId?: string }[] = [
  {
    title: "Check the microchip first",
    planRuleId: "pet-microchip",
    detail:
      "A working microchip must be implanted before the FAVN blood test. If the chip can't be read when you land, your pet faces 120-day quarantine.",
  },
  {
    title: "Two rabies vaccinations",
    planRuleId: "pet-rabies-vaccine-first",
    detail:
      "At least two in your pet's lifetime, more than 30 days apart. Each certificate needs the microchip number, vaccine name, lot or serial number, booster interval, date, lot expiry and an original ink signature.",
  },
  {
    title: "FAVN rabies blood test",
    planRuleId: "pet-favn-blood-test",
    detail:
      "Done at an approved laboratory; the result must be at least 0.5 IU/mL. Results can take weeks, so test early. Ask the Hawaii Department of Agriculture (HDOA) for its current list of approved labs.",
  },
  {
    title: "Book the flight and crate",
    detail:
      "Check the airline's pet policy, crate rules and embargo dates before you buy tickets. One family's crate was refused for being an inch too tall.",
  },
  {
    title: "Send your documents",
    planRuleId: "pet-documents-to-hdoa",
    detail:
      "Honolulu: HDOA must receive them more than 10 days before arrival, so send them to arrive about 14 days ahead. Kona, Kahului or Lihue: form AQS-279, both rabies certificates and payment at least 30 days before, plus a booked inspection with an approved local vet; you receive a Neighbor Island Inspection Permit the airline needs at boarding.",
  },
  {
    title: "Health certificate",
    planRuleId: "pet-health-certificate",
    detail:
      "Issued by your vet within 14 days of arrival, per HDOA's checklist. Some blogs say 10 days: confirm the window with HDOA when you book the vet visit.",
  },
  {
    title: "Land early in the day",
    detail:
      "An older HDOA brochure asked for flights to land by 3:30 p.m. so pets reach the airport holding facility in time; later arrivals stay overnight. Check current inspection hours with HDOA.",
  },
];

export type Airline = { name: string; website: string; notes: string };

const AIRLINE_NOTE =
  "Check its current pet policy (cabin, checked or cargo), crate rules and embargo dates before you book: airlines stop carrying pets in bad weather.";

/** Airlines flying between the mainland and Honolulu. Pet rules are theirs to state: we link them. */
export const AIRLINES: readonly Airline[] = [
  { name: "Alaska Airlines", website: "https://www.alaskaair.com/", notes: AIRLINE_NOTE },
  { name: "Hawaiian Airlines", website: "https://www.hawaiianairlines.com/", notes: AIRLINE_NOTE },
  { name: "United Airlines", website: "https://www.united.com/", notes: AIRLINE_NOTE },
  { name: "Delta Air Lines", website: "https://www.delta.com/", notes: AIRLINE_NOTE },
  { name: "American Airlines", website: "https://www.aa.com/", notes: AIRLINE_NOTE },
];

/** The Animal Quarantine Station: a public office (content-facts.md §1). */
export const ANIMAL_QUARANTINE_STATION = {
  name: "Animal Quarantine Station (HDOA)",
  address: "99-951 Halawa Valley St, Aiea, HI 96701",
  phone: "(808) 483-7151",
  email: "rabiesfree@hawaii.gov",
  note: "HDOA says email is the best way to reach the station, given call volume and the time difference.",
} as const;

/** Boarding at the state quarantine site; from an older official listing (content-facts.md §1). */
export const ARMY_MWR_KENNEL = {
  name: "Army Morale, Welfare and Recreation (MWR) pet kennel, Halawa quarantine site",
  phone: "(808) 368-3456",
} as const;

export const PET_CONTACTS: readonly { name: string; detail: string; phone?: string }[] = [
  {
    name: "Plant Quarantine Branch (HDOA)",
    detail: "For pets other than dogs and cats: many species are restricted or prohibited in Hawaii.",
    phone: "(808) 832-0566",
  },
  {
    name: ARMY_MWR_KENNEL.name,
    detail: "Boarding near the quarantine station. From an older official listing: call to confirm.",
    phone: ARMY_MWR_KENNEL.phone,
  },
  {
    name: "Marine Corps Base Hawaii",
    detail:
      "Marine Corps Base Hawaii has its own pet policies, including breed restrictions, for base housing. Check them before you ship a pet there.",
  },
];

export const PET_SOURCE_LIST: readonly SourceLink[] = Object.values(PET_SOURCES);

export const PET_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/pet-travel",
  part: "PCS toolkit",
  figures: PET_FIGURES,
  points: PET_STEPS.map((step) => `${step.title}: ${step.detail}`),
  sources: PET_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
