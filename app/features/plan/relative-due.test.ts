import { describe, expect, it } from "vitest";
import { dueRelativeText, planRule, planRulesForGuide } from "./relative-due";

describe("a plan item's timing, for a guide read before any date is known", () => {
  it("gives months for long spans and days for short ones, before or after the anchor", () => {
    expect(dueRelativeText({ due: { anchor: "arrival", days: -150 }, basis: "suggestion" })).toBe(
      "About 5 months before the day you land in Hawaii",
    );
    expect(dueRelativeText({ due: { anchor: "arrival", days: -14 }, basis: "suggestion" })).toBe(
      "14 days before the day you land in Hawaii",
    );
    expect(dueRelativeText({ due: { anchor: "report", days: -90 }, basis: "suggestion" })).toBe(
      "About 3 months before your report date",
    );
    expect(dueRelativeText({ due: { anchor: "arrival", days: 1 }, basis: "suggestion" })).toBe(
      "1 day after the day you land in Hawaii",
    );
    expect(dueRelativeText({ due: { anchor: "report", days: 0 }, basis: "orders" })).toBe("On your report date");
  });

  it("says 'within' for a deadline after the anchor, as the law states it", () => {
    expect(dueRelativeText(planRule("firearm-registration"))).toBe("Within 5 days after the day you land in Hawaii");
    expect(dueRelativeText(planRule("vehicle-registration"))).toBe(
      "Within 30 days after the day your car arrives in Hawaii",
    );
  });

  it("lists a guide's items in the order a family does them", () => {
    const pet = planRulesForGuide("/pcs-toolkit/pet-travel").map((rule) => rule.id);
    expect(pet.indexOf("pet-microchip")).toBeLessThan(pet.indexOf("pet-favn-blood-test"));
    expect(pet.indexOf("pet-favn-blood-test")).toBeLessThan(pet.indexOf("pet-documents-to-hdoa"));
    const vehicle = planRulesForGuide("/pcs-toolkit/vehicle-shipping").map((rule) => rule.id);
    expect(vehicle.at(0)).toBe("vehicle-shipment");
    expect(vehicle.at(-1)).toBe("vehicle-registration");
  });
});
