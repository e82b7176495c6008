import { describe, expect, it } from "vitest";
import { moveProfileSchema } from "./move-profile";
import { moveSummary } from "./move-summary";

describe("moveSummary", () => {
  it("writes the issue's example: the report date, the counts said, the housing plan", () => {
    const move = moveProfileSchema.parse({
      reportDate: "2027-03-25",
      schoolAgeChildren: 2,
      cats: 1,
      vehicles: 2,
      housing: "rent",
    });
    expect(moveSummary(move)).toBe(
      "Reporting Thu, Mar 25, 2027 · 2 school-age children · 1 cat · 2 cars · renting off base",
    );
  });

  it("leaves out what was not said: zero counts, no branch, no installation, housing undecided, orders not yet in hand", () => {
    expect(moveSummary(moveProfileSchema.parse({ reportDate: "2027-03-25" }))).toBe("Reporting Thu, Mar 25, 2027");
  });

  it("says one and many, and everything a family can tell us, in the form's order", () => {
    const move = moveProfileSchema.parse({
      reportDate: "2027-03-25",
      arrivalDate: "2027-03-20",
      departure: "overseas",
      branch: "marine-corps",
      installation: "camp-smith",
      ordersInHand: "yes",
      schoolAgeChildren: 1,
      dogs: 2,
      cats: 3,
      vehicles: 1,
      firearms: true,
      housing: "buy",
    });
    expect(moveSummary(move)).toBe(
      "Reporting Thu, Mar 25, 2027 · landing Sat, Mar 20, 2027 · from overseas · Marine Corps · Camp Smith · orders in hand · 1 school-age child · 2 dogs · 3 cats · 1 car · firearms · buying a home",
    );
    expect(moveSummary({ ...move, housing: "base" })).toMatch(/ · base housing$/);
  });
});
