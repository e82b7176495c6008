import { describe, expect, it } from "vitest";
import { moveProfileSchema, type MoveProfileInput } from "./move-profile";
import { printHeaderLine } from "./print-header-line";

const line = (input: MoveProfileInput) => printHeaderLine(moveProfileSchema.parse(input));

describe("printHeaderLine", () => {
  it("names the report date and the household, leaving out what the family has none of", () => {
    expect(line({ reportDate: "2027-03-25", schoolAgeChildren: 2, cats: 1, vehicles: 2, housing: "rent" })).toBe(
      "Reporting Thu, Mar 25, 2027 · 2 school-age children · 1 cat · 2 cars · renting off base",
    );
  });

  it("names the landing day, an overseas departure and firearms, each one of a kind", () => {
    expect(
      line({
        reportDate: "2027-03-25",
        arrivalDate: "2027-03-22",
        departure: "overseas",
        schoolAgeChildren: 1,
        dogs: 1,
        cats: 3,
        vehicles: 1,
        firearms: true,
        housing: "base",
      }),
    ).toBe(
      "Reporting Thu, Mar 25, 2027 · landing Mon, Mar 22, 2027 · from overseas · 1 school-age child · 1 dog · 3 cats · 1 car · firearms · base housing",
    );
  });

  it("is the date and the housing plan for a move with nothing else, and says when housing is not decided", () => {
    expect(line({ reportDate: "2026-12-31" })).toBe("Reporting Thu, Dec 31, 2026 · housing not decided");
    expect(line({ reportDate: "2027-01-01", arrivalDate: "2027-01-01", housing: "buy" })).toBe(
      "Reporting Fri, Jan 1, 2027 · buying a home",
    );
  });
});
