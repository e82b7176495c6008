import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { moveProfileSchema, type MoveProfile } from "./move-profile";
import type { OwnItem } from "./own-items";
import { COMPRESSED_MODE_DAYS, earliestPetArrival, previewOrdersChange } from "./orders-change";

const d = calendarDate;

/** A move as the form saves one: July 1, 2027, renting off base, with what each test changes. */
const move = (overrides: Partial<MoveProfile> = {}): MoveProfile =>
  moveProfileSchema.parse({ reportDate: "2027-07-01", housing: "rent", ...overrides });

const nothingDone = new Set<string>();

describe("orders changed: the earliest day a pet can land (hand-worked dates)", () => {
  it("counts 30 days from the rabies shot the family gave, the FAVN sample and the documents as if sent today", () => {
    // Rabies 2027-04-20 + 30 = 2027-05-20; FAVN today 2027-03-01 + 30 = 2027-03-31; documents 2027-03-12.
    expect(earliestPetArrival(d("2027-03-01"), { latestRabiesShot: d("2027-04-20") }, nothingDone)).toBe("2027-05-20");
  });

  it("counts the lab's receipt of the FAVN sample when it is the later step", () => {
    const taken = { latestRabiesShot: d("2027-01-10"), favnSampleReceived: d("2027-02-25") };
    // FAVN 2027-02-25 + 30 = 2027-03-27 (February 2027 has 28 days); rabies 2027-02-09.
    expect(earliestPetArrival(d("2027-02-26"), taken, nothingDone)).toBe("2027-03-27");
  });

  it("counts a step ticked done without a date as met, and documents not yet sent as landing on day 11", () => {
    const done = new Set(["pet-rabies-vaccine-deadline", "pet-favn-sample-at-lab"]);
    expect(earliestPetArrival(d("2027-03-01"), {}, done)).toBe("2027-03-12");
    expect(earliestPetArrival(d("2027-03-01"), {}, new Set([...done, "pet-documents-to-hdoa"]))).toBe("2027-03-01");
  });
});

describe("orders changed: the preview before saving", () => {
  it("moves the report date from 2027-07-01 to 2027-05-15 with a dog shot on 2027-04-20: the pet risk and its earliest arrival", () => {
    const preview = previewOrdersChange({
      before: move({ dogs: 1 }),
      after: move({ dogs: 1, reportDate: d("2027-05-15") }),
      today: d("2027-03-01"),
      done: nothingDone,
      taken: { latestRabiesShot: d("2027-04-20") },
    });
    const pet = preview.risks.find((risk) => risk.kind === "pet-arrival");
    expect(pet?.date).toBe("2027-05-20");
    expect(pet?.reason).toContain(
      "the earliest day your pet can land is Thu, May 20, 2027; you land on Sat, May 15, 2027",
    );
    expect(pet?.options[0]).toContain("on or after Thu, May 20, 2027");
    expect(pet?.options[1]).toContain("quarantine");
    // The FAVN deadline, 30 days before landing: 2027-06-01 → 2027-04-15.
    expect(preview.moves).toContainEqual({
      id: "pet-favn-sample-at-lab",
      title: expect.any(String),
      from: "2027-06-01",
      to: "2027-04-15",
    });
    // 2027-03-01 → 2027-05-15 is 75 days: the full preview, not the compressed one.
    expect(preview.daysToReport).toBe(75);
    expect(preview.compressed).toBe(false);
    // Pet deadlines are explained by the pet risk, not repeated as past deadlines.
    expect(preview.risks.filter((risk) => risk.kind === "past-deadline")).toEqual([]);
  });

  it("shows no pet risk when the shot leaves 30 days before the new date", () => {
    const preview = previewOrdersChange({
      before: move({ dogs: 1 }),
      after: move({ dogs: 1, reportDate: d("2027-05-21") }),
      today: d("2027-03-01"),
      done: nothingDone,
      taken: { latestRabiesShot: d("2027-04-20") },
    });
    expect(preview.risks.map((risk) => risk.kind)).not.toContain("pet-arrival");
  });

  it("warns that a car turned in after report − 14 days may still be at sea", () => {
    // Report 2027-05-15: latest turn-in 2027-05-01. Today 2027-05-05: it may arrive 2027-05-19.
    const preview = previewOrdersChange({
      before: move({ vehicles: 1 }),
      after: move({ vehicles: 1, reportDate: d("2027-05-15") }),
      today: d("2027-05-05"),
      done: nothingDone,
    });
    const car = preview.risks.find((risk) => risk.kind === "vehicle-arrival");
    expect(car?.date).toBe("2027-05-19");
    expect(car?.reason).toContain("turned in by Sat, May 1, 2027");
    // A turn-in date the family gives is counted instead of today.
    const booked = previewOrdersChange({
      before: move({ vehicles: 1 }),
      after: move({ vehicles: 1, reportDate: d("2027-05-15") }),
      today: d("2027-04-01"),
      done: nothingDone,
      taken: { vehicleTurnIn: d("2027-04-30") },
    });
    expect(booked.risks.map((risk) => risk.kind)).not.toContain("vehicle-arrival");
  });

  it("warns that a loan assumption applied for today may be decided after the new report date", () => {
    // 2027-04-10 + 45 days = 2027-05-25, after 2027-05-15.
    const preview = previewOrdersChange({
      before: move({ housing: "buy" }),
      after: move({ housing: "buy", reportDate: d("2027-05-15") }),
      today: d("2027-04-10"),
      done: nothingDone,
    });
    expect(preview.risks.find((risk) => risk.kind === "assumption-decision")?.date).toBe("2027-05-25");
    const applied = previewOrdersChange({
      before: move({ housing: "buy" }),
      after: move({ housing: "buy", reportDate: d("2027-05-15") }),
      today: d("2027-04-10"),
      done: new Set(["va-assumption-application"]),
    });
    expect(applied.risks).toEqual([]);
  });

  it("names an official deadline the new dates put in the past", () => {
    // Landed 2027-05-10 with a firearm: registration within 5 days, 2027-05-15, before today.
    const preview = previewOrdersChange({
      before: move({ firearms: true }),
      after: move({ firearms: true, reportDate: d("2027-05-25"), arrivalDate: d("2027-05-10") }),
      today: d("2027-05-20"),
      done: nothingDone,
    });
    const late = preview.risks.find((risk) => risk.kind === "past-deadline");
    expect(late?.itemId).toBe("firearm-registration");
    expect(late?.reason).toContain("Sat, May 15, 2027");
  });

  it("under 60 days to report is compressed to the critical path: deadlines, the report day and what has no slack left", () => {
    const preview = previewOrdersChange({
      before: move({ dogs: 1 }),
      after: move({ dogs: 1, reportDate: d("2027-05-15") }),
      today: d("2027-03-20"),
      done: new Set(["pet-microchip"]),
    });
    expect(preview.daysToReport).toBe(56);
    expect(preview.daysToReport).toBeLessThan(COMPRESSED_MODE_DAYS);
    expect(preview.compressed).toBe(true);
    const ids = preview.criticalPath.map((item) => item.id);
    expect(ids).toContain("pet-favn-sample-at-lab");
    expect(ids).toContain("unit-and-housing-check-in");
    expect(ids).not.toContain("pet-microchip");
    // In order: each due date on or after the one before.
    const dates = preview.criticalPath.map((item) => item.dueDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it("keeps ticks: a done item is not listed as moved; added and removed items follow the changed answers", () => {
    const preview = previewOrdersChange({
      before: move({ vehicles: 1 }),
      after: move({ vehicles: 0, dogs: 1, reportDate: d("2027-06-01") }),
      today: d("2027-02-01"),
      done: new Set(["household-goods-pickup"]),
    });
    expect(preview.moves.map((entry) => entry.id)).not.toContain("household-goods-pickup");
    expect(preview.added.map((item) => item.id)).toContain("pet-microchip");
    expect(preview.removed.map((item) => item.id)).toContain("vehicle-shipment");
  });

  it("flags the family's own items dated after the new report date", () => {
    const own = (id: string, dueDate?: string): OwnItem => ({
      id,
      title: id,
      ...(dueDate ? { dueDate: d(dueDate) } : {}),
      position: 0,
      createdBy: null,
      createdAtMs: 0,
      updatedAtMs: 0,
    });
    const preview = previewOrdersChange({
      before: move(),
      after: move({ reportDate: d("2027-05-15") }),
      today: d("2027-02-01"),
      done: nothingDone,
      ownItems: [own("a", "2027-05-15"), own("b", "2027-05-16"), own("c")],
    });
    expect(preview.ownItemsAfterReport.map((item) => item.id)).toEqual(["b"]);
  });
});
