import { HAWAII_PCS_CHECKLIST, type ChecklistItemId } from "./checklist";
import { ORDERS_RULE_ID as ORDERS_ITEM_ID, type Branch, type Departure, type HousingPlan } from "./move-options";
import { BASE_HOUSING_SOURCES } from "./base-housing";
import { FIREARM_SOURCES } from "./firearms";
import { HOTEL_SOURCES } from "./hotels";
import type { PagePath } from "./pages";
import { PET_SOURCES } from "./pets";
import { SCHOOL_SOURCES } from "./schools";
import { SHARED_SOURCES, type SourceLink } from "./sources";
import { VA_SOURCES } from "./va-sources";
import { VEHICLE_SOURCES } from "./vehicles";

/**
 * The rules of the dated plan ("My Hawaii PCS plan", issue 17): SPEC.md's 20 checklist items
 * and the Hawaii items that apply to a move, each due a number of calendar days before or after
 * an anchor (the report date, the arrival day or the car's arrival in Hawaii). The engine that turns them
 * into dates is features/plan/due-dates.ts.
 *
 * Every rule says whose date it is (`basis`): a deadline a cited source sets, the report date
 * the orders set, or the site's planning suggestion. Figures come from content-facts.md and the
 * guide records; a rule resting on a figure we could not confirm says so in `unconfirmed`.
 */

/**
 * When a rule applies, stated as data; every key given must hold. An empty condition applies to
 * every move.
 */
export type PlanCondition = {
  /** At least one dog or cat (true), or none (false). */
  pets?: boolean;
  firearms?: boolean;
  schoolAgeChildren?: boolean;
  /** At least this many vehicles to ship. */
  minVehicles?: number;
  departure?: Departure;
  housing?: HousingPlan | readonly HousingPlan[];
  /** Only for these branches: a family that has not said its branch sees none of these items. */
  branch?: readonly Branch[];
};

export type PlanAnchorId = "report" | "arrival" | "vehicle-arrival";

export type PlanAnchor = {
  label: string;
  /** Set when the anchor's date is our estimate rather than a date the family knows. */
  estimate?: string;
};

/**
 * Our estimate of the days from landing to the car's arrival in Hawaii, for a car turned in about
 * when the family flies: the bottom of the vehicle guide's 7–14-day ocean transit (itself our
 * estimate), so the registration date we show errs early, never late. The 30 days run from the
 * car's arrival, not its pickup (content-facts.md §12).
 */
export const VEHICLE_ARRIVAL_ESTIMATE_DAYS = 7;

/**
 * The top of the same 7–14-day transit estimate (content/vehicles.ts): a car turned in later than
 * this many days before the report date may still be at sea when the family reports.
 */
export const VEHICLE_TRANSIT_LONGEST_DAYS = 14;

export const PLAN_ANCHORS: Readonly<Record<PlanAnchorId, PlanAnchor>> = {
  report: { label: "your report date" },
  arrival: { label: "the day you land in Hawaii" },
  "vehicle-arrival": {
    label: "the day your car arrives in Hawaii",
    estimate: `We don't know when your car will arrive, so we assume ${VEHICLE_ARRIVAL_ESTIMATE_DAYS} days after you land (the early end of our 7–14-day transit estimate). Track the real date on PCSmyPOV and count from the day the car arrives, not the day you pick it up.`,
  },
};

/**
 * `deadline`: a cited source sets this date. `orders`: your orders set it (the report date).
 * `suggestion`: the site's planning suggestion, not an official deadline.
 */
export type PlanBasis = "deadline" | "orders" | "suggestion";

export type PlanRule = {
  /** Stable kebab-case id; SPEC's 20 items keep the checklist's ids. */
  id: string;
  title: string;
  hint: string;
  appliesWhen: PlanCondition;
  /** Due `days` calendar days after the anchor (before it when negative). */
  due: { anchor: PlanAnchorId; days: number };
  /** The item's window opens this many days from the same anchor (absent: no earliest day). */
  earliestDays?: number;
  basis: PlanBasis;
  /** Why this date, in a sentence: the figure and whose it is. */
  timing: string;
  guidePath: PagePath;
  /** The source that states the rule or figure; null where no content record has one (the date is then ours). */
  source: SourceLink | null;
  /** Set when the rule rests on a figure we could not confirm: what, and what to check. */
  unconfirmed?: string;
  /** SPEC's checklist item this rule dates (its saved index, 0–19). */
  checklistIndex?: number;
};

// Official figures the plan counts with (content-facts.md), each defined once.
/** HDOA, rules effective Aug 31, 2018: the wait after the last rabies shot and after the FAVN test. */
export const PET_RABIES_WAIT_DAYS = 30;
export const PET_FAVN_WAIT_DAYS = 30;
/** Two lifetime rabies shots "more than 30 days apart": at least 31 calendar days. */
export const PET_VACCINE_MIN_GAP_DAYS = 31;
/** HDOA must receive the documents more than 10 days before arrival (Honolulu). */
export const PET_DOCUMENTS_LEAD_DAYS = 10;
/** Our date for the documents to reach HDOA: about two weeks out, safely "more than 10 days". */
export const PET_DOCUMENTS_PLANNED_DAYS = 14;
/** Health certificate issued within 14 days of arrival (a copy of HDOA's checklist). */
export const PET_HEALTH_CERTIFICATE_WINDOW_DAYS = 14;
/** HRS § 134-3: register within five days after you or the firearm arrives, whichever is later. */
export const FIREARM_REGISTRATION_DAYS = 5;
/** Register the car (or get an out-of-state permit) within 30 days of its arrival in Hawaii. */
export const VEHICLE_REGISTRATION_DAYS = 30;
/** VA Circular 26-23-10: a servicer with automatic authority decides within 45 calendar days. */
export const VA_ASSUMPTION_DECISION_DAYS = 45;

const SUGGESTION = "Our planning suggestion, not an official deadline";

type ChecklistTiming = Omit<PlanRule, "id" | "title" | "hint" | "checklistIndex">;

/** Timing for SPEC's 20 checklist items; their titles and hints are the checklist's own. */
const CHECKLIST_TIMING: Record<ChecklistItemId, ChecklistTiming> = {
  "get-orders": {
    appliesWhen: {},
    due: { anchor: "report", days: -180 },
    basis: "suggestion",
    timing: `${SUGGESTION}: about six months before you report, so the pet and housing steps have time.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "oconus-screening": {
    appliesWhen: {},
    due: { anchor: "report", days: -150 },
    basis: "suggestion",
    timing: `${SUGGESTION}: start as soon as orders arrive; we put it five months before you report.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "request-sponsor": {
    appliesWhen: {},
    due: { anchor: "report", days: -120 },
    basis: "suggestion",
    timing: `${SUGGESTION}: four months before you report.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "pet-quarantine-paperwork": {
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -180 },
    basis: "suggestion",
    timing: `${SUGGESTION}: our planning figure is 4–6 months before you fly; we use the earlier end, 180 days.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.hdoa,
  },
  "household-goods-pickup": {
    appliesWhen: {},
    due: { anchor: "report", days: -60 },
    basis: "suggestion",
    timing: `${SUGGESTION}: book two months before you report; summer dates fill up fast.`,
    guidePath: "/pcs-toolkit/storage-facilities",
    source: SHARED_SOURCES.moveMil,
  },
  "vehicle-shipment": {
    appliesWhen: { minVehicles: 1 },
    due: { anchor: "report", days: -45 },
    basis: "suggestion",
    timing: `${SUGGESTION}: about six weeks before you report, leaving the 2–4 weeks we suggest between booking and turning in the car.`,
    guidePath: "/pcs-toolkit/vehicle-shipping",
    source: VEHICLE_SOURCES.airForcePpa,
  },
  "base-housing-application": {
    appliesWhen: { housing: ["base", "undecided"] },
    due: { anchor: "report", days: -120 },
    basis: "suggestion",
    timing: `${SUGGESTION}: apply as soon as you have orders; we put it four months before you report.`,
    guidePath: "/housing/base-housing",
    source: SHARED_SOURCES.housingEarlyAssistance,
  },
  "research-neighborhoods": {
    appliesWhen: { housing: ["rent", "buy", "undecided"] },
    due: { anchor: "report", days: -90 },
    basis: "suggestion",
    timing: `${SUGGESTION}: three months before you report.`,
    guidePath: "/pcs-toolkit/hawaii-crime-safety",
    source: null,
  },
  "housing-budget": {
    appliesWhen: { housing: ["rent", "buy", "undecided"] },
    due: { anchor: "report", days: -90 },
    basis: "suggestion",
    timing: `${SUGGESTION}: three months before you report.`,
    guidePath: "/calculators/assumption-cruncher",
    source: null,
  },
  "book-tla-lodging": {
    appliesWhen: {},
    due: { anchor: "arrival", days: -30 },
    basis: "suggestion",
    timing: `${SUGGESTION}: a month before you land.`,
    guidePath: "/pcs-toolkit/tla-hotels",
    source: SHARED_SOURCES.mcbhTemporaryHousing,
  },
  "survival-kit": {
    appliesWhen: {},
    due: { anchor: "report", days: -14 },
    basis: "suggestion",
    timing: `${SUGGESTION}: two weeks before you report, before the movers pack.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "hand-carry-documents": {
    appliesWhen: {},
    due: { anchor: "report", days: -7 },
    basis: "suggestion",
    timing: `${SUGGESTION}: a week before you report.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "school-enrollment": {
    appliesWhen: { schoolAgeChildren: true },
    due: { anchor: "report", days: -30 },
    basis: "suggestion",
    timing: `${SUGGESTION}: request records a month before you report; enroll once you know your address.`,
    guidePath: "/pcs-toolkit/hawaii-schools",
    source: SCHOOL_SOURCES.hidoeChoosingSchool,
  },
  "medical-transfer": {
    appliesWhen: {},
    due: { anchor: "report", days: -30 },
    basis: "suggestion",
    timing: `${SUGGESTION}: a month before you report.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "firearm-registration-plan": {
    appliesWhen: { firearms: true },
    due: { anchor: "report", days: -75 },
    basis: "suggestion",
    timing: `${SUGGESTION}: check what you may bring with HPD before your household goods are booked.`,
    guidePath: "/pcs-toolkit/firearms-pcs",
    source: FIREARM_SOURCES.hpdFirearms,
  },
  "address-updates": {
    appliesWhen: {},
    due: { anchor: "report", days: -14 },
    basis: "suggestion",
    timing: `${SUGGESTION}: two weeks before you report.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
  "flights-and-pet-rules": {
    appliesWhen: {},
    due: { anchor: "arrival", days: -60 },
    basis: "suggestion",
    timing: `${SUGGESTION}: two months before you land, before airlines' pet space and summer seats are gone.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.dvids,
  },
  "vehicle-registration": {
    appliesWhen: { minVehicles: 1 },
    due: { anchor: "vehicle-arrival", days: VEHICLE_REGISTRATION_DAYS },
    basis: "deadline",
    timing: `Within ${VEHICLE_REGISTRATION_DAYS} days of your car's arrival in Hawaii, not its pickup: register it, or get the out-of-state permit. The arrival day is our estimate.`,
    guidePath: "/pcs-toolkit/vehicle-shipping",
    source: VEHICLE_SOURCES.outOfStatePermit,
  },
  "unit-and-housing-check-in": {
    appliesWhen: {},
    due: { anchor: "report", days: 0 },
    basis: "orders",
    timing: "Your report date, set by your orders.",
    guidePath: "/housing/base-housing",
    source: null,
  },
  "travel-claim": {
    appliesWhen: {},
    due: { anchor: "report", days: 7 },
    basis: "suggestion",
    timing: `${SUGGESTION}: a week after you report, about 5 working days, as one DoD voucher guide says. Your finance office may set another deadline.`,
    guidePath: "/pcs-toolkit/hawaii-checklist",
    source: null,
  },
};

/** The checklist item "Get your PCS orders": done when the move form says the orders are in hand. */
export const ORDERS_RULE_ID = ORDERS_ITEM_ID satisfies ChecklistItemId;

/** SPEC's 20 checklist items, dated, in the checklist's order. */
export const CHECKLIST_PLAN_RULES: readonly PlanRule[] = HAWAII_PCS_CHECKLIST.map((item, index) => ({
  id: item.id,
  title: item.title,
  hint: item.hint,
  checklistIndex: index,
  ...CHECKLIST_TIMING[item.id],
}));

/**
 * The pet steps of HDOA's 5-Day-or-Less program, counted back from the day the pet lands:
 * microchip (150 days before), first rabies shot (140), second (105: 35 days after the first),
 * FAVN blood draw (90), then the official deadlines: the lab has the sample and the latest shot
 * is given by day 30, documents reach HDOA by day 10. The suggested days leave room for FAVN
 * results (about 4–6 weeks) and a retest.
 */
const PET_RULES: readonly PlanRule[] = [
  {
    id: "pet-entry-from-overseas",
    title: "Ask HDOA which rules apply to pets arriving from overseas",
    hint: "The pet steps in this plan are HDOA's 5-Day-or-Less program for dogs and cats from the mainland U.S. Ask HDOA which rules apply to a pet flying in from the country you leave, before you start.",
    appliesWhen: { pets: true, departure: "overseas" },
    due: { anchor: "arrival", days: -180 },
    basis: "suggestion",
    timing: `${SUGGESTION}: with the rest of your pet paperwork, six months before you land.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.hdoa,
    unconfirmed:
      "Our sources cover dogs and cats arriving from the mainland U.S.; the rules for a pet arriving from another country are not in them.",
  },
  {
    id: "pet-microchip",
    title: "Check or implant your pet's microchip",
    hint: "A working microchip must be implanted before the FAVN blood test, and each rabies certificate lists its number. A chip that can't be read on arrival means 120-day quarantine.",
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -150 },
    basis: "suggestion",
    timing: `${SUGGESTION}: five months before you land, before the rabies shots and the blood test.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.hdoa,
  },
  {
    id: "pet-rabies-vaccine-first",
    title: "First rabies vaccination (skip if your pet already has two)",
    hint: "Hawaii needs at least two rabies vaccinations in your pet's lifetime, given more than 30 days apart. Each certificate needs the microchip number, vaccine name, lot or serial number, date and an original ink signature.",
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -140 },
    basis: "suggestion",
    timing: `${SUGGESTION}: 140 days before you land, so the second shot can follow more than 30 days later.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.rules2018,
  },
  {
    id: "pet-rabies-vaccine-second",
    title: "Second rabies vaccination",
    hint: `At least ${PET_VACCINE_MIN_GAP_DAYS} days after the first (they must be more than 30 days apart). The latest shot must be at least ${PET_RABIES_WAIT_DAYS} days before arrival and still valid on arrival day.`,
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -105 },
    basis: "suggestion",
    timing: `${SUGGESTION}: 35 days after the first shot and 105 days before you land.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.rules2018,
  },
  {
    id: "pet-favn-blood-test",
    title: "FAVN rabies blood test",
    hint: "Your vet draws blood after the microchip is in and sends it to an approved lab; the result must be at least 0.5 IU/mL. Results can take 4–6 weeks, and a low result means vaccinating and testing again. Ask HDOA for its current list of approved labs.",
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -90 },
    basis: "suggestion",
    timing: `${SUGGESTION}: 90 days before you land, leaving time for the results and a retest before the ${PET_FAVN_WAIT_DAYS}-day wait.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.rules2018,
  },
  {
    id: "pet-favn-sample-at-lab",
    title: "Last day for the lab to receive the FAVN sample",
    hint: `Since August 31, 2018 a pet in the 5-Day-or-Less program may land no sooner than ${PET_FAVN_WAIT_DAYS} days after its FAVN test. A sample the lab receives later than this date means landing later or quarantine.`,
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -PET_FAVN_WAIT_DAYS },
    basis: "deadline",
    timing: `${PET_FAVN_WAIT_DAYS} days before you land (HDOA's waiting period, 2018 rules).`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.rules2018,
    unconfirmed:
      "Our sources give the 30-day wait after the FAVN test without saying whether it counts from the blood draw or from the day the lab receives the sample. We count from the lab's receipt, the later of the two, so this date holds either way; confirm with HDOA.",
  },
  {
    id: "pet-rabies-vaccine-deadline",
    title: "Last day for your pet's latest rabies shot",
    hint: `The most recent rabies vaccination must be at least ${PET_RABIES_WAIT_DAYS} days before arrival and must not expire before arrival day.`,
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -PET_RABIES_WAIT_DAYS },
    basis: "deadline",
    timing: `${PET_RABIES_WAIT_DAYS} days before you land (HDOA, 2018 rules).`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.rules2018,
  },
  {
    id: "pet-health-certificate",
    title: "Vet visit for your pet's health certificate",
    hint: `The health certificate must be issued within ${PET_HEALTH_CERTIFICATE_WINDOW_DAYS} days of arrival, per HDOA's checklist. Book the visit inside that window, no later than the due date.`,
    appliesWhen: { pets: true },
    earliestDays: -PET_HEALTH_CERTIFICATE_WINDOW_DAYS,
    due: { anchor: "arrival", days: -PET_DOCUMENTS_LEAD_DAYS },
    basis: "suggestion",
    timing: `${SUGGESTION}: between ${PET_HEALTH_CERTIFICATE_WINDOW_DAYS} and ${PET_DOCUMENTS_LEAD_DAYS} days before you land, a visit that fits both windows quoted.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.hdoa,
    unconfirmed:
      "The 14-day window comes from a copy of HDOA's checklist; one blog says 10 days, and our sources don't say whether the certificate goes with the documents HDOA must receive more than 10 days ahead. Confirm with HDOA when you book the vet.",
  },
  {
    id: "pet-documents-to-hdoa",
    title: "Pet documents reach HDOA",
    hint: `For Direct Airport Release at Honolulu, HDOA must receive your documents more than ${PET_DOCUMENTS_LEAD_DAYS} days before you land: send them with tracking so they arrive about two weeks ahead. Flying into Kona, Kahului or Lihue: form AQS-279, both rabies certificates and payment at least 30 days before.`,
    appliesWhen: { pets: true },
    due: { anchor: "arrival", days: -PET_DOCUMENTS_PLANNED_DAYS },
    basis: "suggestion",
    timing: `${SUGGESTION}: ${PET_DOCUMENTS_PLANNED_DAYS} days before you land. HDOA's rule is that it receives them more than ${PET_DOCUMENTS_LEAD_DAYS} days before arrival; the extra days are for the mail.`,
    guidePath: "/pcs-toolkit/pet-travel",
    source: PET_SOURCES.hdoa,
  },
];

/**
 * Each service's School Liaison Officer on Oahu, from the table on HIDOE's Military Families
 * page (content-facts.md §5), for a family with school-age children that has said its branch.
 * Dated like the general item they replace ("school-liaison", for a family that has not).
 */
const SCHOOL_LIAISON_RULES: readonly PlanRule[] = (
  [
    {
      id: "school-liaison-navy-air-force",
      branch: ["navy", "air-force", "space-force"],
      office: "the Navy, Air Force and Space Force School Liaison Officer for Joint Base Pearl Harbor-Hickam",
      phone: "808-306-9247",
    },
    {
      id: "school-liaison-army",
      branch: ["army"],
      office:
        "the Army School Liaison Officer (Schofield, Wheeler, Fort Shafter, Tripler and the other Army installations)",
      phone: "808-787-5644",
    },
    {
      id: "school-liaison-marines",
      branch: ["marine-corps"],
      office: "the Marine Corps School Liaison Officer for MCBH and Camp Smith",
      phone: "808-257-2019",
    },
    {
      id: "school-liaison-coast-guard",
      branch: ["coast-guard"],
      office: "the Coast Guard School Liaison Officer",
      phone: "808-842-2089",
    },
  ] as const
).map(({ id, branch, office, phone }): PlanRule => ({
  id,
  title: "Contact your School Liaison Officer",
  hint: `Call ${office}: ${phone}. Hawaii's public schools are one statewide district, the school is set by your home address, and there are no DoD schools, even on base; the liaison helps with enrollment.`,
  appliesWhen: { schoolAgeChildren: true, branch },
  due: { anchor: "report", days: -60 },
  basis: "suggestion",
  timing: `${SUGGESTION}: two months before you report, before you choose where to live.`,
  guidePath: "/pcs-toolkit/hawaii-schools",
  source: SCHOOL_SOURCES.hidoeMilitaryFamilies,
}));

/** Marines' family housing at MCBH (content-facts.md §6): the housing office before any home off base. */
const MARINE_HOUSING_RULES: readonly PlanRule[] = [
  {
    id: "mcbh-family-housing-application",
    title: "Apply to MCBH Family Housing",
    hint: "Apply in advance with DD Form 1746 (application for assignment to housing), your orders and the other forms MCBH Family Housing lists. A housing counselor replies within 24–48 business hours of a complete application. Family Housing: (808) 257-2676 or toll-free 1-866-224-7942.",
    appliesWhen: { branch: ["marine-corps"], housing: ["base", "undecided"] },
    due: { anchor: "report", days: -120 },
    basis: "suggestion",
    timing: `${SUGGESTION}: apply as soon as you have orders; we put it four months before you report.`,
    guidePath: "/housing/base-housing",
    source: BASE_HOUSING_SOURCES.mcbhHowToApply,
  },
  {
    id: "mcbh-family-housing-before-off-base",
    title: "Report to MCBH Family Housing before you sign a lease or buy",
    hint: "Marines must report to the MCBH Family Housing Department before signing an off-base lease or buying a home (Marine Corps order MCO 11000.22). Call (808) 257-2676 before you commit to a home.",
    appliesWhen: { branch: ["marine-corps"], housing: ["rent", "buy", "undecided"] },
    due: { anchor: "report", days: -90 },
    basis: "suggestion",
    timing: `${SUGGESTION}: three months before you report, before you start looking at homes off base. The order sets the sequence, not a date.`,
    guidePath: "/housing/base-housing",
    source: BASE_HOUSING_SOURCES.mco11000Summary,
    unconfirmed:
      "Our source for this rule is a third party's summary of MCO 11000.22, not the order itself. Confirm with MCBH Family Housing before you sign.",
  },
];

/** Hawaii items beyond the checklist that apply to some moves. */
export const HAWAII_PLAN_RULES: readonly PlanRule[] = [
  ...PET_RULES,
  {
    id: "tla-application",
    title: "Check in with the TLA or housing office",
    hint: "Check in with your duty station's TLA or housing office when you land, before you commit to any off-base home: Marines at Marine Corps Base Hawaii who commit first forfeit TLA. TLA is approved in 10-day increments, ordinarily up to 60 days with extensions, with proof you are house-hunting.",
    appliesWhen: {},
    due: { anchor: "arrival", days: 0 },
    basis: "suggestion",
    timing: `${SUGGESTION}: the day you land, as the official pages say to check in on arrival. The "within 72 hours" you may read is the Hawaii Military Guide's figure, not a deadline.`,
    guidePath: "/pcs-toolkit/tla-hotels",
    source: HOTEL_SOURCES.mcbhTla,
  },
  {
    id: "firearm-registration",
    title: "Register your firearms with county police",
    hint: "Within five days after you or the firearm arrives in Hawaii, whichever is later, with the police of the county where you work (or live, if you have no place of business); on Oahu at HPD's Firearms Unit. A firearm in your household goods starts its own five days when it arrives. Check HPD's firearms page for whether you need an appointment.",
    appliesWhen: { firearms: true },
    due: { anchor: "arrival", days: FIREARM_REGISTRATION_DAYS },
    basis: "deadline",
    timing: `Within ${FIREARM_REGISTRATION_DAYS} days of arrival (HRS § 134-3).`,
    guidePath: "/pcs-toolkit/firearms-pcs",
    source: FIREARM_SOURCES.hrs134_3,
  },
  {
    id: "second-vehicle",
    title: "Decide what to do with your second car",
    hint: "The government ships one car for a move to Hawaii (Joint Travel Regulations (JTR) 053001-A). Ship another at your own cost (families report about $1,000 from the West Coast and $2,000 from the East Coast), or sell it and buy one on the island.",
    appliesWhen: { minVehicles: 2 },
    due: { anchor: "report", days: -45 },
    basis: "suggestion",
    timing: `${SUGGESTION}: with the first car's booking, about six weeks before you report.`,
    guidePath: "/pcs-toolkit/vehicle-shipping",
    source: VEHICLE_SOURCES.airForcePpa,
    unconfirmed:
      "A two-vehicle policy effective December 10, 2024 has been quoted to families; we could not confirm it, and the official sources found say one car. Ask your transportation office.",
  },
  {
    id: "vehicle-safety-inspection",
    title: "Get the Hawaii safety inspection",
    hint: "Registering in Hawaii? Every registration needs the Hawaii safety inspection sticker and certificate first, and the inspection station asks for proof of Hawaii car insurance. Keeping your home-state plates with the out-of-state permit instead? Ask the Satellite City Hall what it needs.",
    appliesWhen: { minVehicles: 1 },
    due: { anchor: "vehicle-arrival", days: 20 },
    basis: "suggestion",
    timing: `${SUGGESTION}: 20 days after your car arrives, leaving 10 days before the registration deadline; the arrival day is our estimate.`,
    guidePath: "/pcs-toolkit/vehicle-shipping",
    source: VEHICLE_SOURCES.honoluluRegistration,
  },
  {
    id: "school-liaison",
    title: "Contact your School Liaison Officer",
    hint: "Hawaii's public schools are one statewide district, the school is set by your home address, and there are no DoD schools, even on base. Your service's School Liaison Officer helps with enrollment: tell us your branch in the move form to see whom to call.",
    // With a branch said, that service's own item replaces this one (SCHOOL_LIAISON_RULES).
    appliesWhen: { schoolAgeChildren: true, branch: ["unsaid"] },
    due: { anchor: "report", days: -60 },
    basis: "suggestion",
    timing: `${SUGGESTION}: two months before you report, before you choose where to live.`,
    guidePath: "/pcs-toolkit/hawaii-schools",
    source: SCHOOL_SOURCES.hidoeMilitaryFamilies,
  },
  ...SCHOOL_LIAISON_RULES,
  ...MARINE_HOUSING_RULES,
  {
    id: "va-financing",
    title: "Line up VA home loan financing",
    hint: "Talk to lenders about a VA loan before you house-hunt, and compare at least two written quotes.",
    appliesWhen: { housing: "buy" },
    due: { anchor: "report", days: -90 },
    basis: "suggestion",
    timing: `${SUGGESTION}: three months before you report.`,
    guidePath: "/housing/financing-options",
    source: VA_SOURCES.homeLoans,
  },
  {
    id: "va-assumption-application",
    title: "Assuming a VA loan? Apply with the servicer early",
    hint: `A servicer with automatic authority must decide within ${VA_ASSUMPTION_DECISION_DAYS} calendar days of a complete application. Apply as soon as you are under contract.`,
    appliesWhen: { housing: "buy" },
    due: { anchor: "report", days: -VA_ASSUMPTION_DECISION_DAYS },
    basis: "suggestion",
    timing: `${SUGGESTION}: ${VA_ASSUMPTION_DECISION_DAYS} days before you report, so the servicer's decision can come by the time you arrive.`,
    guidePath: "/housing/va-assumptions",
    source: VA_SOURCES.circulars,
  },
  {
    id: "rental-verification",
    title: "Verify a rental before you pay",
    hint: "Go through the verification checklist before you send a deposit or sign a lease.",
    appliesWhen: { housing: "rent" },
    due: { anchor: "report", days: -30 },
    basis: "suggestion",
    timing: `${SUGGESTION}: a month before you report.`,
    guidePath: "/housing/verified-rentals",
    source: null,
  },
];

/** Every rule, checklist items first; the plan orders items by due date. */
export const PLAN_RULES: readonly PlanRule[] = [...CHECKLIST_PLAN_RULES, ...HAWAII_PLAN_RULES];
