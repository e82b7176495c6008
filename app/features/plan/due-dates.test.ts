import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { PLAN_RULES, type PlanRule } from "~/content/plan-rules";
import {
  addDays,
  calendarDate,
  daysBetween,
  parseCalendarDate,
  todayInHawaii,
  type CalendarDate,
} from "./calendar-date";
import {
  MOVE_PROFILE_LIMITS,
  conditionHolds,
  moveProfileSchema,
  planBuckets,
  planItems,
  type MoveProfile,
  type MoveProfileInput,
  type PlanItem,
} from "./due-dates";
import { moveFormSchema, reportDateWindow } from "./move-profile";

const d = calendarDate;
const profile = (input: MoveProfileInput): MoveProfile => moveProfileSchema.parse(input);
const datesOf = (items: PlanItem[]) => items.map((item) => [item.id, item.dueDate]);
function itemOf(items: PlanItem[], id: string): PlanItem {
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error(`${id} is not in the plan`);
  return item;
}

/** A dog, a cat, a car, firearms and two children, renting; they land on the report date. */
const FAMILY = profile({
  reportDate: "2027-03-15",
  dogs: 1,
  cats: 1,
  vehicles: 1,
  firearms: true,
  schoolAgeChildren: 2,
  housing: "rent",
});

/** A single sailor from overseas with nothing to ship, reporting on the day the mainland falls back. */
const SAILOR = profile({ reportDate: "2027-11-07", departure: "overseas", housing: "base" });

/** Buyers with two cars who land four days before reporting, across a leap day. */
const BUYERS = profile({ reportDate: "2028-03-01", arrivalDate: "2028-02-25", vehicles: 2, housing: "buy" });

const FAMILY_PLAN = [
  ["get-orders", "2026-09-16"],
  ["pet-quarantine-paperwork", "2026-09-16"],
  ["oconus-screening", "2026-10-16"],
  ["pet-microchip", "2026-10-16"],
  ["pet-rabies-vaccine-first", "2026-10-26"],
  ["request-sponsor", "2026-11-15"],
  ["pet-rabies-vaccine-second", "2026-11-30"],
  ["research-neighborhoods", "2026-12-15"],
  ["housing-budget", "2026-12-15"],
  ["pet-favn-blood-test", "2026-12-15"],
  ["firearm-registration-plan", "2026-12-30"],
  ["household-goods-pickup", "2027-01-14"],
  ["flights-and-pet-rules", "2027-01-14"],
  ["school-liaison", "2027-01-14"],
  ["vehicle-shipment", "2027-01-29"],
  ["book-tla-lodging", "2027-02-13"],
  ["school-enrollment", "2027-02-13"],
  ["medical-transfer", "2027-02-13"],
  ["pet-favn-sample-at-lab", "2027-02-13"],
  ["pet-rabies-vaccine-deadline", "2027-02-13"],
  ["rental-verification", "2027-02-13"],
  ["survival-kit", "2027-03-01"],
  ["address-updates", "2027-03-01"],
  ["pet-documents-to-hdoa", "2027-03-01"],
  ["pet-health-certificate", "2027-03-05"],
  ["hand-carry-documents", "2027-03-08"],
  ["unit-and-housing-check-in", "2027-03-15"],
  ["tla-application", "2027-03-15"],
  ["firearm-registration", "2027-03-20"],
  ["travel-claim", "2027-03-22"],
  ["vehicle-safety-inspection", "2027-04-11"],
  ["vehicle-registration", "2027-04-21"],
];

const SAILOR_PLAN = [
  ["get-orders", "2027-05-11"],
  ["oconus-screening", "2027-06-10"],
  ["request-sponsor", "2027-07-10"],
  ["base-housing-application", "2027-07-10"],
  ["household-goods-pickup", "2027-09-08"],
  ["flights-and-pet-rules", "2027-09-08"],
  ["book-tla-lodging", "2027-10-08"],
  ["medical-transfer", "2027-10-08"],
  ["survival-kit", "2027-10-24"],
  ["address-updates", "2027-10-24"],
  ["hand-carry-documents", "2027-10-31"],
  ["unit-and-housing-check-in", "2027-11-07"],
  ["tla-application", "2027-11-07"],
  ["travel-claim", "2027-11-14"],
];

const BUYERS_PLAN = [
  ["get-orders", "2027-09-03"],
  ["oconus-screening", "2027-10-03"],
  ["request-sponsor", "2027-11-02"],
  ["research-neighborhoods", "2027-12-02"],
  ["housing-budget", "2027-12-02"],
  ["va-financing", "2027-12-02"],
  ["flights-and-pet-rules", "2027-12-27"],
  ["household-goods-pickup", "2028-01-01"],
  ["vehicle-shipment", "2028-01-16"],
  ["second-vehicle", "2028-01-16"],
  ["va-assumption-application", "2028-01-16"],
  ["book-tla-lodging", "2028-01-26"],
  ["medical-transfer", "2028-01-31"],
  ["survival-kit", "2028-02-16"],
  ["address-updates", "2028-02-16"],
  ["hand-carry-documents", "2028-02-23"],
  ["tla-application", "2028-02-25"],
  ["unit-and-housing-check-in", "2028-03-01"],
  ["travel-claim", "2028-03-08"],
  ["vehicle-safety-inspection", "2028-03-23"],
  ["vehicle-registration", "2028-04-02"],
];

describe("moveProfileSchema", () => {
  it("needs only the report date and starts everything else at none", () => {
    expect(moveProfileSchema.parse({ reportDate: "2027-03-15" })).toEqual({
      reportDate: "2027-03-15",
      departure: "mainland",
      dogs: 0,
      cats: 0,
      vehicles: 0,
      firearms: false,
      schoolAgeChildren: 0,
      housing: "undecided",
      ordersInHand: false,
      branch: "unsaid",
      installation: "unsure",
    });
  });

  it("reads the orders answer as a boolean, and refuses a branch or installation not on the list", () => {
    expect(moveProfileSchema.parse({ reportDate: "2027-03-15", ordersInHand: "yes" }).ordersInHand).toBe(true);
    expect(moveProfileSchema.parse({ reportDate: "2027-03-15", ordersInHand: "no" }).ordersInHand).toBe(false);
    const refused = moveProfileSchema.safeParse({
      reportDate: "2027-03-15",
      ordersInHand: "maybe",
      branch: "navy-seal",
      installation: "pmrf",
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["ordersInHand", "Orders in hand must be yes or no"],
      ["branch", "Choose a service branch from the list"],
      ["installation", "Choose an installation from the list"],
    ]);
  });

  it.each([
    [{}, "reportDate", "Report date is required"],
    [{ reportDate: "2027-02-29" }, "reportDate", "Report date must be a real date written YYYY-MM-DD"],
    [{ reportDate: "03/15/2027" }, "reportDate", "Report date must be a real date written YYYY-MM-DD"],
    [{ reportDate: 20270315 }, "reportDate", "Report date must be a real date written YYYY-MM-DD"],
    [{ reportDate: "2027-03-15", dogs: -1 }, "dogs", "Number of dogs must be a whole number from 0 to 10"],
    [{ reportDate: "2027-03-15", cats: 1.5 }, "cats", "Number of cats must be a whole number from 0 to 10"],
    [{ reportDate: "2027-03-15", cats: 11 }, "cats", "Number of cats must be a whole number from 0 to 10"],
    [
      { reportDate: "2027-03-15", vehicles: "2" },
      "vehicles",
      "Number of vehicles to ship must be a whole number from 0 to 5",
    ],
    [
      { reportDate: "2027-03-15", vehicles: Number.POSITIVE_INFINITY },
      "vehicles",
      "Number of vehicles to ship must be a whole number from 0 to 5",
    ],
    [
      { reportDate: "2027-03-15", schoolAgeChildren: 13 },
      "schoolAgeChildren",
      "Number of school-age children must be a whole number from 0 to 12",
    ],
    [{ reportDate: "2027-03-15", firearms: "yes" }, "firearms", "Firearms must be yes or no"],
    [{ reportDate: "2027-03-15", departure: "europe" }, "departure", "Departure must be mainland or overseas"],
    [
      { reportDate: "2027-03-15", housing: "hotel" },
      "housing",
      "Housing plan must be base housing, rent, buy or undecided",
    ],
    [
      { reportDate: "2027-03-15", arrivalDate: "2027-03-16" },
      "arrivalDate",
      "Arrival date must be on or before the report date",
    ],
    [
      { reportDate: "2027-03-15", arrivalDate: "2026-03-14" },
      "arrivalDate",
      "Arrival date must be no more than 365 days before the report date",
    ],
  ])("refuses %j with a message on %s", (input, field, message) => {
    const result = moveProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });

  it("accepts the limits themselves", () => {
    const limits = moveProfileSchema.parse({
      reportDate: "2027-03-15",
      arrivalDate: "2026-03-15",
      dogs: MOVE_PROFILE_LIMITS.dogs,
      cats: MOVE_PROFILE_LIMITS.cats,
      vehicles: MOVE_PROFILE_LIMITS.vehicles,
      schoolAgeChildren: MOVE_PROFILE_LIMITS.schoolAgeChildren,
    });
    expect(limits).toMatchObject({ arrivalDate: "2026-03-15", dogs: 10, cats: 10, vehicles: 5, schoolAgeChildren: 12 });
  });
});

describe("planItems: whole plans to the day", () => {
  it("dates a family with two pets, a car, firearms and children reporting 2027-03-15", () => {
    expect(datesOf(planItems(FAMILY))).toEqual(FAMILY_PLAN);
  });

  it("dates a single sailor from overseas with nothing to ship or register", () => {
    expect(datesOf(planItems(SAILOR))).toEqual(SAILOR_PLAN);
  });

  it("dates buyers with two cars who land before they report, across a leap day", () => {
    expect(datesOf(planItems(BUYERS))).toEqual(BUYERS_PLAN);
  });

  it("carries each item's anchor, guide, source and any unconfirmed figure", () => {
    const buyers = planItems(BUYERS);
    expect(itemOf(buyers, "second-vehicle")).toMatchObject({
      anchor: { id: "report", date: "2028-03-01" },
      days: -45,
      basis: "suggestion",
      guidePath: "/pcs-toolkit/vehicle-shipping",
      source: { url: "https://www.af.mil/ppa/", official: true },
      unconfirmed: expect.stringContaining("two-vehicle policy"),
    });
    expect(itemOf(buyers, "vehicle-registration")).toMatchObject({
      anchor: { id: "vehicle-arrival", date: "2028-03-03", estimate: expect.stringContaining("PCSmyPOV") },
      days: 30,
      basis: "deadline",
      checklistIndex: 17,
    });
    expect(itemOf(buyers, "unit-and-housing-check-in")).toMatchObject({ basis: "orders", source: null });
    expect(itemOf(buyers, "tla-application").unconfirmed).toBeUndefined();
    expect(itemOf(buyers, "tla-application").anchor.estimate).toBeUndefined();
  });
});

describe("planItems: the Hawaii rules", () => {
  it("registers firearms 5 days after landing and checks in for TLA on the day of landing, as a suggestion", () => {
    const family = planItems(FAMILY);
    expect(itemOf(family, "firearm-registration").dueDate).toBe("2027-03-20");
    expect(itemOf(family, "tla-application")).toMatchObject({ dueDate: "2027-03-15", basis: "suggestion" });
    const early = planItems({ ...FAMILY, arrivalDate: d("2027-03-10") });
    expect(itemOf(early, "firearm-registration").dueDate).toBe("2027-03-15");
    expect(itemOf(early, "tla-application").dueDate).toBe("2027-03-10");
    expect(itemOf(early, "unit-and-housing-check-in").dueDate).toBe("2027-03-15");
  });

  it("leaves more than 30 days between the rabies shots and ends both 30-day waits before the pet lands", () => {
    const family = planItems(FAMILY);
    const due = (id: string) => itemOf(family, id).dueDate;
    const arrival = d("2027-03-15");
    expect(daysBetween(due("pet-rabies-vaccine-first"), due("pet-rabies-vaccine-second"))).toBe(35);
    expect(daysBetween(due("pet-rabies-vaccine-second"), arrival)).toBe(105);
    expect(due("pet-rabies-vaccine-deadline")).toBe("2027-02-13");
    expect(daysBetween(due("pet-rabies-vaccine-deadline"), arrival)).toBe(30);
    // The lab's receipt is the latest the 30-day wait can start; the blood draw comes before it.
    expect(due("pet-favn-sample-at-lab")).toBe("2027-02-13");
    expect(daysBetween(due("pet-favn-blood-test"), due("pet-favn-sample-at-lab"))).toBe(60);
    expect(daysBetween(due("pet-microchip"), due("pet-favn-blood-test"))).toBe(60);
  });

  it("gets the documents to HDOA 14 days ahead (more than HDOA's 10), with the health certificate from 14 days out", () => {
    const family = planItems(FAMILY);
    expect(itemOf(family, "pet-documents-to-hdoa")).toMatchObject({ dueDate: "2027-03-01", basis: "suggestion" });
    expect(itemOf(family, "pet-health-certificate")).toMatchObject({
      earliestDate: "2027-03-01",
      dueDate: "2027-03-05",
    });
  });

  it("registers the car after the safety inspection, 30 days after its estimated arrival (not its pickup)", () => {
    const family = planItems(FAMILY);
    const inspection = itemOf(family, "vehicle-safety-inspection").dueDate;
    const registration = itemOf(family, "vehicle-registration");
    expect(daysBetween(inspection, registration.dueDate)).toBe(10);
    // The car is assumed to arrive 7 days after the family lands; the 30 days run from then.
    expect(registration.anchor).toMatchObject({ id: "vehicle-arrival", date: "2027-03-22" });
    expect(daysBetween(d("2027-03-15"), registration.dueDate)).toBe(7 + 30);
  });

  it("asks about overseas pet rules only for pets leaving from overseas", () => {
    const ids = (items: PlanItem[]) => items.map((item) => item.id);
    expect(ids(planItems({ ...FAMILY, departure: "overseas" }))).toContain("pet-entry-from-overseas");
    expect(ids(planItems(FAMILY))).not.toContain("pet-entry-from-overseas");
    expect(ids(planItems(SAILOR))).not.toContain("pet-entry-from-overseas");
  });

  it("takes rules as a parameter", () => {
    const rule: PlanRule = {
      id: "one-rule",
      title: "One rule",
      hint: "Only this.",
      appliesWhen: {},
      due: { anchor: "report", days: -1 },
      basis: "suggestion",
      timing: "Our planning suggestion, not an official deadline: the day before.",
      guidePath: "/pcs-toolkit/hawaii-checklist",
      source: null,
    };
    expect(datesOf(planItems(SAILOR, [rule]))).toEqual([["one-rule", "2027-11-06"]]);
  });
});

describe("conditionHolds", () => {
  it("needs every part of the condition to hold", () => {
    expect(conditionHolds({}, SAILOR)).toBe(true);
    expect(conditionHolds({ pets: true }, FAMILY)).toBe(true);
    expect(conditionHolds({ pets: true }, SAILOR)).toBe(false);
    expect(conditionHolds({ pets: false }, SAILOR)).toBe(true);
    expect(conditionHolds({ pets: true }, profile({ reportDate: "2027-03-15", cats: 1 }))).toBe(true);
    expect(conditionHolds({ firearms: true, schoolAgeChildren: true }, FAMILY)).toBe(true);
    expect(conditionHolds({ firearms: true, schoolAgeChildren: false }, FAMILY)).toBe(false);
    expect(conditionHolds({ minVehicles: 2 }, FAMILY)).toBe(false);
    expect(conditionHolds({ minVehicles: 2 }, BUYERS)).toBe(true);
    expect(conditionHolds({ departure: "overseas" }, SAILOR)).toBe(true);
    expect(conditionHolds({ departure: "overseas" }, FAMILY)).toBe(false);
    expect(conditionHolds({ housing: "buy" }, BUYERS)).toBe(true);
    expect(conditionHolds({ housing: ["base", "undecided"] }, BUYERS)).toBe(false);
    expect(conditionHolds({ housing: ["base", "undecided"] }, profile({ reportDate: "2027-03-15" }))).toBe(true);
  });
});

describe("branch-specific items", () => {
  const ids = (input: MoveProfileInput) => planItems(profile(input)).map((item) => item.id);
  const KIDS = { reportDate: "2027-03-15", schoolAgeChildren: 2 } as const;

  it("show each service's School Liaison Officer only for that service, the general item while the branch is unsaid", () => {
    const liaison = (input: MoveProfileInput) => ids(input).filter((id) => id.startsWith("school-liaison"));
    expect(liaison(KIDS)).toEqual(["school-liaison"]);
    expect(liaison({ ...KIDS, branch: "army" })).toEqual(["school-liaison-army"]);
    expect(liaison({ ...KIDS, branch: "navy" })).toEqual(["school-liaison-navy-air-force"]);
    expect(liaison({ ...KIDS, branch: "air-force" })).toEqual(["school-liaison-navy-air-force"]);
    expect(liaison({ ...KIDS, branch: "space-force" })).toEqual(["school-liaison-navy-air-force"]);
    expect(liaison({ ...KIDS, branch: "marine-corps" })).toEqual(["school-liaison-marines"]);
    expect(liaison({ ...KIDS, branch: "coast-guard" })).toEqual(["school-liaison-coast-guard"]);
    // No school-age children: no liaison item, whatever the branch.
    expect(liaison({ reportDate: "2027-03-15", branch: "army" })).toEqual([]);
    const army = itemOf(planItems(profile({ ...KIDS, branch: "army" })), "school-liaison-army");
    expect(army.hint).toContain("808-787-5644");
    expect(army.dueDate).toBe("2027-01-14");
  });

  it("show MCBH Family Housing's items only to Marines, by housing plan", () => {
    const mcbh = (input: MoveProfileInput) => ids(input).filter((id) => id.startsWith("mcbh-"));
    const marines = { reportDate: "2027-03-15", branch: "marine-corps" } as const;
    expect(mcbh(marines)).toEqual(["mcbh-family-housing-application", "mcbh-family-housing-before-off-base"]);
    expect(mcbh({ ...marines, housing: "base" })).toEqual(["mcbh-family-housing-application"]);
    expect(mcbh({ ...marines, housing: "rent" })).toEqual(["mcbh-family-housing-before-off-base"]);
    expect(mcbh({ ...marines, housing: "buy" })).toEqual(["mcbh-family-housing-before-off-base"]);
    for (const branch of ["unsaid", "army", "navy", "air-force", "space-force", "coast-guard"] as const)
      expect(mcbh({ reportDate: "2027-03-15", branch })).toEqual([]);
    // Four months and three months before Mar 15, 2027.
    const plan = planItems(profile(marines));
    expect(itemOf(plan, "mcbh-family-housing-application").dueDate).toBe("2026-11-15");
    expect(itemOf(plan, "mcbh-family-housing-before-off-base").dueDate).toBe("2026-12-15");
  });

  it("leave the plan as it was for a family that has not said its branch", () => {
    expect(conditionHolds({ branch: ["army"] }, profile({ reportDate: "2027-03-15" }))).toBe(false);
    expect(conditionHolds({ branch: ["unsaid"] }, profile({ reportDate: "2027-03-15" }))).toBe(true);
    expect(conditionHolds({}, profile({ reportDate: "2027-03-15", branch: "navy" }))).toBe(true);
  });
});

describe("planBuckets", () => {
  const today = d("2027-03-15");
  const item = (id: string, dueDate: string): PlanItem => ({
    ...itemOf(planItems(SAILOR), "travel-claim"),
    id,
    dueDate: d(dueDate),
  });
  const items = [
    item("yesterday", "2027-03-14"),
    item("today", "2027-03-15"),
    item("today-plus-6", "2027-03-21"),
    item("today-plus-7", "2027-03-22"),
    item("done-overdue", "2027-03-01"),
  ];
  const ids = (list: PlanItem[]) => list.map((entry) => entry.id);

  /** A plan dated long before every date below: nothing was due yet when it was made. */
  const datedLongAgo = d("2026-01-01");

  it("puts yesterday in overdue, today through today + 6 in this week, today + 7 in upcoming", () => {
    const buckets = planBuckets(items, today, ["done-overdue"], datedLongAgo);
    expect(ids(buckets.overdue)).toEqual(["yesterday"]);
    expect(ids(buckets.thisWeek)).toEqual(["today", "today-plus-6"]);
    expect(ids(buckets.upcoming)).toEqual(["today-plus-7"]);
    expect(ids(buckets.done)).toEqual(["done-overdue"]);
    expect(buckets.progress).toEqual({ completed: 1, total: 5, percent: 20 });
  });

  it("counts only the plan's own items as done", () => {
    const buckets = planBuckets(items, today, new Set(["today", "pet-microchip"]), datedLongAgo);
    expect(ids(buckets.done)).toEqual(["today"]);
    expect(buckets.progress).toEqual({ completed: 1, total: 5, percent: 20 });
    expect(planBuckets([], today, ["today"], datedLongAgo).progress).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it("puts what was already due the day the plan was dated in start now, and only what fell due since in overdue", () => {
    // Dated Mar 10, today Mar 15: Mar 1 and Mar 9 were due before the plan existed (start now);
    // Mar 10 (the dating day itself) and Mar 14 fell due since and are still open (overdue).
    const dated = [
      item("before-dating", "2027-03-01"),
      item("eve-of-dating", "2027-03-09"),
      item("dating-day", "2027-03-10"),
      item("yesterday", "2027-03-14"),
      item("today", "2027-03-15"),
      item("done-before-dating", "2027-02-01"),
    ];
    const buckets = planBuckets(dated, today, ["done-before-dating"], d("2027-03-10"));
    expect(ids(buckets.startNow)).toEqual(["before-dating", "eve-of-dating"]);
    expect(ids(buckets.overdue)).toEqual(["dating-day", "yesterday"]);
    expect(ids(buckets.thisWeek)).toEqual(["today"]);
    expect(ids(buckets.done)).toEqual(["done-before-dating"]);
  });

  it("has nothing overdue on the day a plan is made: what is past due starts now", () => {
    // A plan made today (Mar 15, 2027) for a Sep 1, 2027 report date: get-orders (180 days
    // before: Mar 5) is past; the OCONUS screening (150 days before: Apr 4) is not.
    const plan = planItems(profile({ reportDate: "2027-09-01" }));
    const buckets = planBuckets(plan, today, [], today);
    expect(buckets.overdue).toEqual([]);
    expect(ids(buckets.startNow)).toEqual(["get-orders"]);
    expect(itemOf(plan, "get-orders").dueDate).toBe("2027-03-05");
    // A week later, with nothing done: the plan's Mar 15 dating keeps get-orders in start now,
    // and the sponsor request (120 days before: May 3) is not due yet; nothing is overdue.
    const weekLater = planBuckets(plan, d("2027-03-22"), [], today);
    expect(ids(weekLater.startNow)).toEqual(["get-orders"]);
    expect(weekLater.overdue).toEqual([]);
  });

  it("never dates a plan after today: a later day counts as today", () => {
    const buckets = planBuckets(items, today, [], d("2027-04-01"));
    expect(ids(buckets.startNow)).toEqual(["done-overdue", "yesterday"]);
    expect(ids(buckets.thisWeek)).toEqual(["today", "today-plus-6"]);
  });

  it("sorts a whole plan against Hawaii's date, not the server's", () => {
    // 2027-11-08 09:30 UTC is still the evening of the 7th in Hawaii: the check-in is due today, not overdue.
    const plan = planItems(SAILOR);
    const buckets = planBuckets(plan, todayInHawaii(new Date("2027-11-08T09:30:00Z")), ["get-orders"], datedLongAgo);
    expect(ids(buckets.overdue)).toEqual(SAILOR_PLAN.slice(1, 11).map(([id]) => id));
    expect(ids(buckets.thisWeek)).toEqual(["unit-and-housing-check-in", "tla-application"]);
    expect(ids(buckets.upcoming)).toEqual(["travel-claim"]);
    expect(buckets.progress).toEqual({ completed: 1, total: 14, percent: 7 });
  });
});

describe("time zones", () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would store the string "undefined".
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it("gives the same dates with the process in New York across a daylight-saving change", () => {
    process.env.TZ = "America/New_York";
    // The change took: New York is on daylight time (UTC−4) after 2027-03-14 and on standard time before.
    expect(new Date(2027, 2, 13, 12).getTimezoneOffset()).toBe(300);
    expect(new Date(2027, 2, 15, 12).getTimezoneOffset()).toBe(240);
    expect(datesOf(planItems(FAMILY))).toEqual(FAMILY_PLAN);
    expect(datesOf(planItems(SAILOR))).toEqual(SAILOR_PLAN);
    expect(addDays(d("2027-03-14"), 1)).toBe("2027-03-15");
    expect(addDays(d("2027-11-07"), -1)).toBe("2027-11-06");
    expect(todayInHawaii(new Date("2027-03-15T09:59:00Z"))).toBe("2027-03-14");
    expect(todayInHawaii(new Date("2027-03-15T10:00:00Z"))).toBe("2027-03-15");
  });

  it("gives the same dates with the process in UTC and in Hawaii", () => {
    for (const zone of ["UTC", "Pacific/Honolulu", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(datesOf(planItems(FAMILY)), zone).toEqual(FAMILY_PLAN);
      expect(datesOf(planItems(BUYERS)), zone).toEqual(BUYERS_PLAN);
    }
  });
});

/** Any real report date from 2000 to 2099, and a move with any mix of the profile's answers. */
const anyDate = fc.integer({ min: 10_957, max: 47_481 }).map((epochDay) => addDays(d("1970-01-01"), epochDay));
const anyProfile = fc
  .record({
    reportDate: anyDate,
    daysEarly: fc.integer({ min: 0, max: MOVE_PROFILE_LIMITS.daysArrivalBeforeReport }),
    departure: fc.constantFrom("mainland" as const, "overseas" as const),
    dogs: fc.integer({ min: 0, max: MOVE_PROFILE_LIMITS.dogs }),
    cats: fc.integer({ min: 0, max: MOVE_PROFILE_LIMITS.cats }),
    vehicles: fc.integer({ min: 0, max: MOVE_PROFILE_LIMITS.vehicles }),
    firearms: fc.boolean(),
    schoolAgeChildren: fc.integer({ min: 0, max: MOVE_PROFILE_LIMITS.schoolAgeChildren }),
    housing: fc.constantFrom("base" as const, "rent" as const, "buy" as const, "undecided" as const),
  })
  .map(({ daysEarly, ...answers }) =>
    profile({ ...answers, arrivalDate: daysEarly ? addDays(answers.reportDate, -daysEarly) : undefined }),
  );

describe("planItems: properties", () => {
  it("gives every item a real due date its anchor's days away, in order, that survives a round trip", () => {
    fc.assert(
      fc.property(anyProfile, fc.integer({ min: -400, max: 400 }), (move, shift) => {
        const items = planItems(move);
        let previous: CalendarDate | null = null;
        for (const item of items) {
          expect(parseCalendarDate(item.dueDate)).toBe(item.dueDate);
          expect(daysBetween(item.anchor.date, item.dueDate)).toBe(item.days);
          expect(addDays(addDays(item.dueDate, shift), -shift)).toBe(item.dueDate);
          if (previous) expect(daysBetween(previous, item.dueDate)).toBeGreaterThanOrEqual(0);
          previous = item.dueDate;
        }
        // Everyone gets the checklist items that apply to every move.
        const always = PLAN_RULES.filter((rule) => Object.keys(rule.appliesWhen).length === 0);
        for (const rule of always) expect(items.some((item) => item.id === rule.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("meets the pet waits and the arrival deadlines for any move with pets", () => {
    fc.assert(
      fc.property(anyProfile, (move) => {
        const items = planItems({ ...move, dogs: Math.max(1, move.dogs) });
        const due = (id: string) => itemOf(items, id).dueDate;
        const arrival = move.arrivalDate ?? move.reportDate;
        expect(daysBetween(due("pet-rabies-vaccine-first"), due("pet-rabies-vaccine-second"))).toBeGreaterThan(30);
        expect(daysBetween(due("pet-rabies-vaccine-second"), arrival)).toBeGreaterThanOrEqual(30);
        expect(daysBetween(due("pet-favn-sample-at-lab"), arrival)).toBeGreaterThanOrEqual(30);
        expect(daysBetween(due("pet-favn-blood-test"), due("pet-favn-sample-at-lab"))).toBeGreaterThanOrEqual(0);
        // HDOA must receive the documents more than 10 days ahead: the plan dates them 14 days out.
        expect(daysBetween(due("pet-documents-to-hdoa"), arrival)).toBe(14);
        expect(daysBetween(due("tla-application"), arrival)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe("moveFormSchema: the report date the form accepts on a given day", () => {
  const today = d("2026-11-25");
  const window = "Report date must be between 2025-11-25 and 2031-11-25: from a year ago to five years ahead";

  it.each(["2025-11-25", "2026-11-25", "2031-11-25"])("accepts %s, inside the window", (reportDate) => {
    expect(moveFormSchema(today).parse({ reportDate }).reportDate).toBe(reportDate);
  });

  it.each(["2025-11-24", "2031-11-26", "9999-12-31", "0001-01-01", "0999-06-01"])(
    "refuses %s with the window's message on the report date",
    (reportDate) => {
      const result = moveFormSchema(today).safeParse({ reportDate });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["reportDate", window],
      ]);
    },
  );

  it("still checks the arrival date against a report date in the window", () => {
    const result = moveFormSchema(today).safeParse({ reportDate: "2027-03-15", arrivalDate: "2027-03-16" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["arrivalDate"]);
  });

  it("names the same window as reportDateWindow", () => {
    expect(reportDateWindow(today)).toEqual({ earliest: "2025-11-25", latest: "2031-11-25" });
  });
});
