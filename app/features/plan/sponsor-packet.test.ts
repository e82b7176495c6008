import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import type { MoveProfile } from "./move-profile";
import { sponsorFormSchema, sponsorLinkOpen, sponsorPacketView, SPONSOR_MESSAGES } from "./sponsor-packet";

const today = calendarDate("2027-03-01");

/** The field messages of a refused form (none when it was accepted). */
function errors(entries: [string, string][]) {
  const submission = parseWithZod(form(entries), { schema: sponsorFormSchema(today) });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const move: MoveProfile = {
  reportDate: calendarDate("2027-05-15"),
  arrivalDate: calendarDate("2027-05-08"),
  departure: "mainland",
  dogs: 1,
  cats: 2,
  vehicles: 1,
  firearms: true,
  schoolAgeChildren: 2,
  housing: "rent",
  ordersInHand: false,
  branch: "unsaid",
  installation: "unsure",
};

describe("the sponsor packet's form", () => {
  it("reads the list of children in order, checkboxes and the help choices", () => {
    const submission = parseWithZod(
      form([
        ["adults", "2"],
        ["children[0].age", "7"],
        ["children[0].grade", "2"],
        ["children[1].age", "15"],
        ["children[1].grade", "10"],
        ["tlaKitchen", "on"],
        ["help", "airport"],
        ["help", "schools"],
        ["help", "airport"],
        ["expiresOn", "2027-06-30"],
      ]),
      { schema: sponsorFormSchema(today) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      adults: 2,
      children: [
        { age: 7, grade: "2" },
        { age: 15, grade: "10" },
      ],
      tlaKitchen: true,
      tlaPetFriendly: false,
      help: ["airport", "schools"],
      expiresOn: "2027-06-30",
    });
  });

  it("refuses an expiry outside tomorrow … 180 days, an unknown help choice and a child without a grade", () => {
    // 2027-03-01 + 180 days = 2027-08-28.
    expect(
      errors([
        ["adults", "1"],
        ["expiresOn", "2027-08-29"],
      ]).expiresOn,
    ).toEqual([SPONSOR_MESSAGES.expiry(calendarDate("2027-03-02"), calendarDate("2027-08-28"))]);
    expect(
      errors([
        ["adults", "1"],
        ["expiresOn", "2027-03-01"],
      ]).expiresOn,
    ).toBeDefined();
    expect(
      errors([
        ["adults", "1"],
        ["expiresOn", "2027-08-28"],
      ]),
    ).toEqual({});
    expect(
      Object.keys(
        errors([
          ["adults", "1"],
          ["help", "name"],
          ["expiresOn", "2027-04-01"],
        ]),
      ),
    ).toEqual(["help[0]"]);
    expect(
      errors([
        ["adults", "1"],
        ["children[0].age", "4"],
        ["expiresOn", "2027-04-01"],
      ])["children[0].grade"],
    ).toEqual([SPONSOR_MESSAGES.grade]);
    expect(
      errors([
        ["adults", "3"],
        ["expiresOn", "2027-04-01"],
      ]).adults,
    ).toEqual([SPONSOR_MESSAGES.adults]);
  });
});

describe("the packet as the sponsor reads it", () => {
  it("shows the arrival window, make-up and needs, and no firearm, name or address", () => {
    const view = sponsorPacketView(move, {
      adults: 2,
      children: [
        { age: 5, grade: "K" },
        { age: 3, grade: "preschool" },
      ],
      tlaKitchen: true,
      tlaPetFriendly: true,
      help: ["pets"],
      expiresOn: calendarDate("2027-06-30"),
    });
    expect(view.arrivalWindow).toEqual({ from: "2027-05-08", to: "2027-05-15" });
    expect(view.rows).toEqual([
      { label: "Adults", value: "2" },
      { label: "Children's ages", value: "5 (kindergarten), 3 (preschool)" },
      { label: "Pets", value: "1 dog, 2 cats" },
      { label: "Vehicles shipped", value: "1" },
      { label: "TLA lodging needs", value: "a kitchen, pet-friendly" },
      { label: "Housing", value: "Renting off base" },
    ]);
    expect(view.help).toEqual(["Our pets' arrival and the quarantine station"]);
    expect(JSON.stringify(view)).not.toMatch(/firearm|@/i);
  });

  it("is open through its expiry day and never once revoked", () => {
    const expiresOn = calendarDate("2027-06-30");
    expect(sponsorLinkOpen({ expiresOn, revoked: false }, calendarDate("2027-06-30"))).toBe(true);
    expect(sponsorLinkOpen({ expiresOn, revoked: false }, calendarDate("2027-07-01"))).toBe(false);
    expect(sponsorLinkOpen({ expiresOn, revoked: true }, calendarDate("2027-06-01"))).toBe(false);
  });
});
