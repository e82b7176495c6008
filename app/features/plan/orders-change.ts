import {
  PET_DOCUMENTS_LEAD_DAYS,
  PET_FAVN_WAIT_DAYS,
  PET_RABIES_WAIT_DAYS,
  VA_ASSUMPTION_DECISION_DAYS,
  VEHICLE_TRANSIT_LONGEST_DAYS,
} from "~/content/plan-rules";
import type { PagePath } from "~/content/pages";
import { addDays, compareDates, daysBetween, readableDate, type CalendarDate } from "./calendar-date";
import { planItems, type PlanItem } from "./due-dates";
import { COMPRESSED_MODE_DAYS } from "./move-limits";
import type { MoveProfile } from "./move-profile";
import type { OwnItem } from "./own-items";

/**
 * "My orders changed" (issue 35): what a new report date (and changed household answers) does to
 * a saved plan, before the family saves it. Pure: the caller passes today's date in Hawaii, the
 * items already done and what the family knows of the steps already taken. Every check rests on
 * the plan's own sourced rules (content/plan-rules.ts): nothing here invents a figure.
 */

/** Dates of steps already taken that the checks count from, when the family knows them. */
export type StepsTaken = {
  /** The pet's most recent rabies shot. */
  latestRabiesShot?: CalendarDate;
  /** The day the lab received the pet's FAVN blood sample. */
  favnSampleReceived?: CalendarDate;
  /** The day the car is (or was) turned in for shipping. */
  vehicleTurnIn?: CalendarDate;
};

/** One item whose date changes: the old date and the new. */
export type DateMove = { id: string; title: string; from: CalendarDate; to: CalendarDate };

export type PlanRiskKind = "pet-arrival" | "vehicle-arrival" | "assumption-decision" | "past-deadline";

/** Something the new dates make impossible or doubtful, why, and what the family can do. */
export type PlanRisk = {
  kind: PlanRiskKind;
  /** The plan item the risk is about. */
  itemId: string;
  title: string;
  /** One or two sentences: the dates that collide. */
  reason: string;
  /** What the family can do instead, most useful first. */
  options: string[];
  /** The earliest date the step can be met (the pet's earliest eligible arrival, the car's latest arrival). */
  date?: CalendarDate;
  guidePath: PagePath;
};

export type OrdersChangePreview = {
  /** Days from today to the new report date (negative once it has passed). */
  daysToReport: number;
  /**
   * Under COMPRESSED_MODE_DAYS to report: the page shows only the critical path, in order,
   * rather than every moved date.
   */
  compressed: boolean;
  /** Items not done whose date changes, soonest new date first. */
  moves: DateMove[];
  /** Items the changed household answers add to the plan, and those they take away. */
  added: PlanItem[];
  removed: PlanItem[];
  risks: PlanRisk[];
  /**
   * What must happen, in order: every item not done that an official deadline or the orders
   * date, and every other item not done whose new date is already past (it has no slack left).
   */
  criticalPath: PlanItem[];
  /** The family's own items with a date after the new report date. */
  ownItemsAfterReport: OwnItem[];
};

export { COMPRESSED_MODE_DAYS };

const PET_ITEM = {
  rabiesDeadline: "pet-rabies-vaccine-deadline",
  favnAtLab: "pet-favn-sample-at-lab",
  documents: "pet-documents-to-hdoa",
} as const;
const VEHICLE_ITEM = "vehicle-shipment";
const ASSUMPTION_ITEM = "va-assumption-application";

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);

/**
 * The earliest day a pet can land under HDOA's 5-Day-or-Less program (Direct Airport Release),
 * counting from the steps the family has taken, and from today for the steps still to take:
 * 30 days after the latest rabies shot, 30 days after the lab receives the FAVN sample, and the
 * documents received by HDOA more than 10 days before arrival. Each step not yet taken is counted
 * as if taken today, so the date is the soonest possible, never a promise.
 */
export function earliestPetArrival(today: CalendarDate, taken: StepsTaken, done: ReadonlySet<string>): CalendarDate {
  const rabies = taken.latestRabiesShot ?? (done.has(PET_ITEM.rabiesDeadline) ? undefined : today);
  const favn = taken.favnSampleReceived ?? (done.has(PET_ITEM.favnAtLab) ? undefined : today);
  let earliest = today;
  if (rabies) earliest = later(earliest, addDays(rabies, PET_RABIES_WAIT_DAYS));
  if (favn) earliest = later(earliest, addDays(favn, PET_FAVN_WAIT_DAYS));
  // "More than 10 days before arrival": documents HDOA receives today allow landing on day 11.
  if (!done.has(PET_ITEM.documents)) earliest = later(earliest, addDays(today, PET_DOCUMENTS_LEAD_DAYS + 1));
  return earliest;
}

function petRisk(
  after: MoveProfile,
  today: CalendarDate,
  taken: StepsTaken,
  done: ReadonlySet<string>,
): PlanRisk | null {
  if (after.dogs + after.cats === 0) return null;
  const arrival = after.arrivalDate ?? after.reportDate;
  const earliest = earliestPetArrival(today, taken, done);
  if (compareDates(earliest, arrival) <= 0) return null;
  return {
    kind: "pet-arrival",
    itemId: PET_ITEM.favnAtLab,
    title: "Your pet can't land on the new date without quarantine",
    reason: `HDOA releases a pet at the airport only ${PET_RABIES_WAIT_DAYS} days after its latest rabies shot and ${PET_FAVN_WAIT_DAYS} days after the lab receives its FAVN sample, with the documents at HDOA more than ${PET_DOCUMENTS_LEAD_DAYS} days ahead. Counting from the steps you have taken, the earliest day your pet can land is ${readableDate(earliest)}; you land on ${readableDate(arrival)}.`,
    options: [
      `Fly your pet on or after ${readableDate(earliest)}: another family member brings it, or a pet shipper does.`,
      "Land with your pet on the new date and accept quarantine at the Animal Quarantine Station, up to 120 days. HDOA's current fees are on its page; quarantine fees count against the $2,000 pet allowance for a move to Hawaii (JTR 050107).",
    ],
    date: earliest,
    guidePath: "/pcs-toolkit/pet-travel",
  };
}

function vehicleRisk(
  after: MoveProfile,
  today: CalendarDate,
  taken: StepsTaken,
  done: ReadonlySet<string>,
): PlanRisk | null {
  if (after.vehicles === 0) return null;
  const latestTurnIn = addDays(after.reportDate, -VEHICLE_TRANSIT_LONGEST_DAYS);
  const turnIn = taken.vehicleTurnIn ?? (done.has(VEHICLE_ITEM) ? undefined : today);
  if (!turnIn || compareDates(turnIn, latestTurnIn) <= 0) return null;
  const latestArrival = addDays(turnIn, VEHICLE_TRANSIT_LONGEST_DAYS);
  const when = taken.vehicleTurnIn ? `Turned in on ${readableDate(turnIn)}` : "Even turned in today";
  return {
    kind: "vehicle-arrival",
    itemId: VEHICLE_ITEM,
    title: "Your car may still be at sea when you report",
    reason: `${when}, your car may arrive as late as ${readableDate(latestArrival)} (about 7–14 days across the Pacific, our estimate); you report on ${readableDate(after.reportDate)}. A car that arrives before you report has to be turned in by ${readableDate(latestTurnIn)}.`,
    options: [
      "Plan a rental or rides for the first days, and track the ship on PCSmyPOV.",
      "Ask the vehicle processing center for the earliest turn-in date it can give you.",
      "Your 30 days to register the car count from its arrival in Hawaii, not from your report date.",
    ],
    date: latestArrival,
    guidePath: "/pcs-toolkit/vehicle-shipping",
  };
}

function assumptionRisk(after: MoveProfile, today: CalendarDate, done: ReadonlySet<string>): PlanRisk | null {
  if (after.housing !== "buy" || done.has(ASSUMPTION_ITEM)) return null;
  const decisionBy = addDays(today, VA_ASSUMPTION_DECISION_DAYS);
  if (compareDates(decisionBy, after.reportDate) <= 0) return null;
  return {
    kind: "assumption-decision",
    itemId: ASSUMPTION_ITEM,
    title: "A loan assumption may not be decided by the time you report",
    reason: `A servicer with automatic authority has up to ${VA_ASSUMPTION_DECISION_DAYS} days after a complete application to decide: applying today, the answer may come as late as ${readableDate(decisionBy)}; you report on ${readableDate(after.reportDate)}.`,
    options: [
      "Book TLA or a short rental for the weeks between reporting and closing.",
      "Ask the servicer for its current timeline before you sign a purchase contract.",
    ],
    date: decisionBy,
    guidePath: "/housing/va-assumptions",
  };
}

/** Official deadlines not done whose new date is already past, other than those a risk above explains. */
function pastDeadlineRisks(
  items: readonly PlanItem[],
  today: CalendarDate,
  done: ReadonlySet<string>,
  explained: ReadonlySet<string>,
): PlanRisk[] {
  return items
    .filter((item) => item.basis === "deadline" && !done.has(item.id) && !explained.has(item.id))
    .filter((item) => compareDates(item.dueDate, today) < 0)
    .map((item) => ({
      kind: "past-deadline" as const,
      itemId: item.id,
      title: `Past its deadline on the new dates: ${item.title}`,
      reason: `With the new dates this was due on ${readableDate(item.dueDate)}, before today. ${item.timing}`,
      options: ["Do it now, and ask the office named in the guide whether a late step can still be accepted."],
      guidePath: item.guidePath,
    }));
}

/** Every pet deadline is explained by the pet risk when there is one. */
const PET_DEADLINES = new Set<string>(Object.values(PET_ITEM));

/**
 * The preview of a changed move: what moves, what is now impossible or at risk, and the new
 * critical path. `before` is the saved move, `after` the new one; `done` the ids ticked.
 */
export function previewOrdersChange({
  before,
  after,
  today,
  done,
  taken = {},
  ownItems = [],
}: {
  before: MoveProfile;
  after: MoveProfile;
  today: CalendarDate;
  done: ReadonlySet<string>;
  taken?: StepsTaken;
  ownItems?: readonly OwnItem[];
}): OrdersChangePreview {
  const old = new Map(planItems(before).map((item) => [item.id, item]));
  const next = planItems(after);
  const nextIds = new Set(next.map((item) => item.id));

  const moves: DateMove[] = next
    .filter((item) => !done.has(item.id))
    .flatMap((item) => {
      const was = old.get(item.id);
      return was && was.dueDate !== item.dueDate
        ? [{ id: item.id, title: item.title, from: was.dueDate, to: item.dueDate }]
        : [];
    });

  const pet = petRisk(after, today, taken, done);
  const risks = [pet, vehicleRisk(after, today, taken, done), assumptionRisk(after, today, done)].filter(
    (risk): risk is PlanRisk => risk !== null,
  );
  risks.push(...pastDeadlineRisks(next, today, done, pet ? PET_DEADLINES : new Set()));

  const criticalPath = next.filter(
    (item) =>
      !done.has(item.id) &&
      (item.basis === "deadline" || item.basis === "orders" || compareDates(item.dueDate, today) < 0),
  );
  const daysToReport = daysBetween(today, after.reportDate);

  return {
    daysToReport,
    compressed: daysToReport < COMPRESSED_MODE_DAYS,
    moves,
    added: next.filter((item) => !old.has(item.id)),
    removed: [...old.values()].filter((item) => !nextIds.has(item.id)),
    risks,
    criticalPath,
    ownItemsAfterReport: ownItems.filter(
      (item) => item.dueDate !== undefined && compareDates(item.dueDate, after.reportDate) > 0,
    ),
  };
}
