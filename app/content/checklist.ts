import { LAST_REVIEWED, SHARED_SOURCES, type GuideRecord } from "./sources";

/**
 * The Hawaii PCS checklist (SPEC.md §2: 20 items). Order matters: a saved item is stored by
 * its index (0–19), so add or reorder items only with a data migration. The `id` names an item
 * outside that order (the dated plan's rules, content/plan-rules.ts); it is never stored in
 * place of the index.
 */
export type ChecklistItemId =
  | "get-orders"
  | "oconus-screening"
  | "request-sponsor"
  | "pet-quarantine-paperwork"
  | "household-goods-pickup"
  | "vehicle-shipment"
  | "base-housing-application"
  | "research-neighborhoods"
  | "housing-budget"
  | "book-tla-lodging"
  | "survival-kit"
  | "hand-carry-documents"
  | "school-enrollment"
  | "medical-transfer"
  | "firearm-registration-plan"
  | "address-updates"
  | "flights-and-pet-rules"
  | "vehicle-registration"
  | "unit-and-housing-check-in"
  | "travel-claim";

export type ChecklistItem = { id: ChecklistItemId; title: string; hint: string };

export const HAWAII_PCS_CHECKLIST: ChecklistItem[] = [
  {
    id: "get-orders",
    title: "Get your PCS orders and read the fine print",
    hint: "Check report date, dependents' entry approval and any overseas screening requirements on the orders.",
  },
  {
    id: "oconus-screening",
    title: "Complete overseas suitability screening",
    hint: "Hawaii counts as outside the continental United States (OCONUS), so moves there need family member screening; start it as soon as orders arrive.",
  },
  {
    id: "request-sponsor",
    title: "Request a sponsor at your new command",
    hint: "A sponsor answers local questions and can help you line up lodging before you land.",
  },
  {
    id: "pet-quarantine-paperwork",
    title: "Start pet quarantine paperwork 4–6 months ahead",
    hint: "Microchip, two rabies vaccines and the fluorescent antibody virus neutralization (FAVN) blood test decide whether your pet goes home from the airport.",
  },
  {
    id: "household-goods-pickup",
    title: "Schedule household goods pickup",
    hint: "Book through the Defense Personal Property System (DPS) on move.mil early; summer dates fill up fast.",
  },
  {
    id: "vehicle-shipment",
    title: "Decide which vehicle to ship and book the turn-in",
    hint: "Book 2–4 weeks ahead, remove personal items and arrive with 1/4 tank of fuel or less.",
  },
  {
    id: "base-housing-application",
    title: "Apply for base housing before you arrive",
    hint: "Apply to the installation housing office with the Housing Early Assistance Tool (HEAT) as soon as you have orders.",
  },
  {
    id: "research-neighborhoods",
    title: "Research off-base neighborhoods and commutes",
    hint: "Compare commute times to base and check crime maps before you sign a lease or make an offer.",
  },
  {
    id: "housing-budget",
    title: "Set your home-buying or rental budget around your housing allowance",
    hint: "Your basic allowance for housing (BAH) is set by your duty station's ZIP code, not your home's (every Oahu installation is in Honolulu County). Use the assumption calculator if you might take over a seller's low-rate Veterans Affairs (VA) loan.",
  },
  {
    id: "book-tla-lodging",
    title: "Book temporary lodging for arrival",
    hint: "Your temporary lodging allowance (TLA) pays toward it. Check in with the TLA or housing office when you arrive, before you commit to any off-base home; keep every receipt.",
  },
  {
    id: "survival-kit",
    title: "Pack a 30-day survival kit",
    hint: "Your household goods can take weeks: pack documents, kitchen basics, bedding and school supplies.",
  },
  {
    id: "hand-carry-documents",
    title: "Hand-carry important documents",
    hint: "Orders, IDs, passports, birth and marriage certificates, medical, school and pet records.",
  },
  {
    id: "school-enrollment",
    title: "Request school records and enroll the kids",
    hint: "Hawaii is one statewide district; the school is set by your home address.",
  },
  {
    id: "medical-transfer",
    title: "Transfer medical care and prescriptions",
    hint: "Update TRICARE to the new region and carry a 90-day supply of prescriptions.",
  },
  {
    id: "firearm-registration-plan",
    title: "Plan firearm registration within five days of arrival",
    hint: "Register with county police within five days of arrival (Hawaii Revised Statutes (HRS) § 134-3). Firearms without serial numbers are banned in Hawaii, and ammunition may not ship in household goods.",
  },
  {
    id: "address-updates",
    title: "Update your address with the post office, banks and the Defense Finance and Accounting Service (DFAS)",
    hint: "Forward mail to a unit address or your sponsor until you have a permanent address.",
  },
  {
    id: "flights-and-pet-rules",
    title: "Book flights and check airline pet rules",
    hint: "Airlines embargo pets in hot weather and have strict crate sizes; confirm before you book.",
  },
  {
    id: "vehicle-registration",
    title: "Register your vehicle in Hawaii, or get an out-of-state permit, within 30 days",
    hint: "The 30 days start when your car arrives in Hawaii, not when you pick it up. Register at a Satellite City Hall, or get the $5 out-of-state permit that keeps your valid home-state plates.",
  },
  {
    id: "unit-and-housing-check-in",
    title: "Check in with your new unit and the housing office",
    hint: "Marines must see Family Housing before signing an off-base lease or buying.",
  },
  {
    id: "travel-claim",
    title: "File your travel claim and keep copies",
    hint: "Submit the PCS travel voucher within 5 working days of arriving unless your finance office says otherwise, and keep copies of everything you sign.",
  },
];

export const CHECKLIST_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/hawaii-checklist",
  part: "PCS toolkit",
  figures: [],
  points: HAWAII_PCS_CHECKLIST.map((item) => `${item.title}: ${item.hint}`),
  numbered: true,
  sources: [
    SHARED_SOURCES.moveMil,
    SHARED_SOURCES.housingEarlyAssistance,
    SHARED_SOURCES.mcbhTemporaryHousing,
    SHARED_SOURCES.mcbhTla,
    SHARED_SOURCES.hdoaAnimalQuarantine,
    SHARED_SOURCES.hpdFirearms,
    SHARED_SOURCES.outOfStatePermit,
    SHARED_SOURCES.travelVoucherGuide,
  ],
  lastReviewed: LAST_REVIEWED,
};
