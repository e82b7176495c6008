import { LAST_REVIEWED, SHARED_SOURCES, type GuideRecord } from "./sources";

/**
 * The Hawaii PCS checklist (SPEC.md §2: 20 items). Order matters: a saved item is stored by
 * its index (0–19), so add or reorder items only with a data migration.
 */
export type ChecklistItem = { title: string; hint: string };

export const HAWAII_PCS_CHECKLIST: ChecklistItem[] = [
  {
    title: "Get your PCS orders and read the fine print",
    hint: "Check report date, dependents' entry approval and any overseas screening requirements on the orders.",
  },
  {
    title: "Complete overseas (OCONUS) suitability screening",
    hint: "Hawaii moves need family member screening; start it as soon as orders arrive.",
  },
  {
    title: "Request a sponsor at your new command",
    hint: "A sponsor answers local questions and can help you line up lodging before you land.",
  },
  {
    title: "Start pet quarantine paperwork 4–6 months ahead",
    hint: "Microchip, two rabies vaccines and the FAVN blood test decide whether your pet goes home from the airport.",
  },
  { title: "Schedule household goods pickup", hint: "Book through DPS (move.mil) early; summer dates fill up fast." },
  {
    title: "Decide which vehicle to ship and book the turn-in",
    hint: "Book 2–4 weeks ahead, remove personal items and arrive with 1/4 tank of fuel or less.",
  },
  {
    title: "Apply for base housing before you arrive",
    hint: "Submit your application to the installation housing office (HEAT) as soon as you have orders.",
  },
  {
    title: "Research off-base neighborhoods and commutes",
    hint: "Compare commute times to base and check crime maps before you sign a lease or make an offer.",
  },
  {
    title: "Set your home-buying or rental budget around BAH",
    hint: "Use the assumption calculator if you might take over a seller's low-rate VA loan.",
  },
  {
    title: "Book temporary lodging (TLA) for arrival",
    hint: "Apply for TLA at the housing office within 72 hours of arrival; keep every receipt.",
  },
  {
    title: "Pack a 30-day survival kit",
    hint: "Your household goods can take weeks: pack documents, kitchen basics, bedding and school supplies.",
  },
  {
    title: "Hand-carry important documents",
    hint: "Orders, IDs, passports, birth and marriage certificates, medical, school and pet records.",
  },
  {
    title: "Request school records and enroll the kids",
    hint: "Hawaii is one statewide district; the school is set by your home address.",
  },
  {
    title: "Transfer medical care and prescriptions",
    hint: "Update TRICARE to the new region and carry a 90-day supply of prescriptions.",
  },
  {
    title: "Plan firearm registration within five days of arrival",
    hint: "Hawaii's statute requires registration with county police within five days; ammunition may not ship in household goods.",
  },
  {
    title: "Update your address with the post office, banks and DFAS",
    hint: "Forward mail to a unit address or your sponsor until you have a permanent address.",
  },
  {
    title: "Book flights and check airline pet rules",
    hint: "Airlines embargo pets in hot weather and have strict crate sizes; confirm before you book.",
  },
  {
    title: "Register your vehicle in Hawaii within 30 days",
    hint: "After pickup at the processing center, register at a Satellite City Hall.",
  },
  {
    title: "Check in with your new unit and the housing office",
    hint: "Marines must see Family Housing before signing an off-base lease or buying.",
  },
  {
    title: "File your travel claim and keep copies",
    hint: "Submit the PCS travel voucher promptly and keep copies of everything you sign.",
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
    SHARED_SOURCES.hdoaAnimalQuarantine,
    SHARED_SOURCES.hpdFirearms,
  ],
  lastReviewed: LAST_REVIEWED,
};
