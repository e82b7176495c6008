import { describe, expect, it } from "vitest";
import { HAWAII_PCS_CHECKLIST } from "./checklist";
import { GUIDES } from "./guides";
import { PAGES } from "./pages";
import {
  CHECKLIST_PLAN_RULES,
  HAWAII_PLAN_RULES,
  PLAN_ANCHORS,
  PLAN_RULES,
  PET_FAVN_WAIT_DAYS,
  PET_RABIES_WAIT_DAYS,
  PET_VACCINE_MIN_GAP_DAYS,
} from "./plan-rules";

/** The content check for the dated plan's rules: ids, links, sources and whose date each is. */
const byId = new Map(PLAN_RULES.map((rule) => [rule.id, rule]));
function rule(id: string) {
  const found = byId.get(id);
  if (!found) throw new Error(`No plan rule ${id}`);
  return found;
}

describe("plan rules (content check)", () => {
  it("have unique kebab-case ids", () => {
    expect(byId.size).toBe(PLAN_RULES.length);
    for (const { id } of PLAN_RULES) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("date each of SPEC's 20 checklist items once, with the checklist's id, words and index", () => {
    expect(CHECKLIST_PLAN_RULES).toHaveLength(20);
    HAWAII_PCS_CHECKLIST.forEach((item, index) => {
      expect(rule(item.id)).toMatchObject({ title: item.title, hint: item.hint, checklistIndex: index });
    });
    for (const hawaiiRule of HAWAII_PLAN_RULES) expect(hawaiiRule.checklistIndex).toBeUndefined();
  });

  it("link only to pages the site has", () => {
    const paths = new Set<string>(PAGES.map((page) => page.path));
    for (const { id, guidePath } of PLAN_RULES) expect(paths.has(guidePath), id).toBe(true);
  });

  it("cite only sources the linked guide itself cites (no new addresses)", () => {
    for (const { id, guidePath, source } of PLAN_RULES) {
      if (source === null) continue;
      const guide = GUIDES.find((record) => record.path === guidePath);
      expect(guide, `${id}: ${guidePath} has no guide record`).toBeDefined();
      expect(guide!.sources, id).toContain(source);
    }
  });

  it("give every deadline a source, and say of every other date that it is our suggestion", () => {
    for (const { id, basis, source, timing } of PLAN_RULES) {
      if (basis === "deadline") expect(source, id).not.toBeNull();
      if (basis === "suggestion") expect(timing, id).toMatch(/^Our planning suggestion, not an official deadline: /);
      else expect(timing, id).not.toMatch(/suggestion/);
    }
    expect(PLAN_RULES.filter((entry) => entry.basis === "orders").map((entry) => entry.id)).toEqual([
      "unit-and-housing-check-in",
    ]);
  });

  it("mark the rules that rest on a figure we could not confirm", () => {
    expect(PLAN_RULES.filter((entry) => entry.unconfirmed).map((entry) => entry.id)).toEqual([
      "pet-entry-from-overseas",
      "pet-favn-sample-at-lab",
      "pet-health-certificate",
      "second-vehicle",
    ]);
    expect(rule("second-vehicle").unconfirmed).toContain("December 10, 2024");
  });

  it("call the car's pickup day an estimate wherever a rule counts from it", () => {
    expect(PLAN_ANCHORS["vehicle-pickup"].estimate).toMatch(/^We don't know when your car will be ready/);
    expect(PLAN_ANCHORS.report.estimate).toBeUndefined();
    expect(PLAN_ANCHORS.arrival.estimate).toBeUndefined();
    for (const { id, due, timing } of PLAN_RULES) {
      if (due.anchor === "vehicle-pickup") expect(timing, id).toContain("estimate");
    }
  });

  it("put the official figures where the official rules put them", () => {
    expect(rule("tla-application").due).toEqual({ anchor: "arrival", days: 3 });
    expect(rule("firearm-registration").due).toEqual({ anchor: "arrival", days: 5 });
    expect(rule("vehicle-registration").due).toEqual({ anchor: "vehicle-pickup", days: 30 });
    expect(rule("pet-documents-to-hdoa").due).toEqual({ anchor: "arrival", days: -10 });
    expect(rule("pet-rabies-vaccine-deadline").due).toEqual({ anchor: "arrival", days: -30 });
    expect(rule("pet-favn-sample-at-lab").due).toEqual({ anchor: "arrival", days: -30 });
    expect(rule("pet-health-certificate")).toMatchObject({ earliestDays: -14, due: { anchor: "arrival", days: -10 } });
    expect([PET_RABIES_WAIT_DAYS, PET_FAVN_WAIT_DAYS, PET_VACCINE_MIN_GAP_DAYS]).toEqual([30, 30, 31]);
  });

  it("order the pet steps so the official waits are met", () => {
    const days = (id: string) => rule(id).due.days;
    expect(days("pet-microchip")).toBeLessThan(days("pet-rabies-vaccine-first"));
    expect(days("pet-rabies-vaccine-second") - days("pet-rabies-vaccine-first")).toBeGreaterThanOrEqual(
      PET_VACCINE_MIN_GAP_DAYS,
    );
    expect(days("pet-rabies-vaccine-second")).toBeLessThanOrEqual(-PET_RABIES_WAIT_DAYS);
    expect(days("pet-microchip")).toBeLessThan(days("pet-favn-blood-test"));
    expect(days("pet-favn-blood-test")).toBeLessThanOrEqual(days("pet-favn-sample-at-lab"));
  });
});
