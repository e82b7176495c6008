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
      "mcbh-family-housing-before-off-base",
    ]);
    expect(rule("second-vehicle").unconfirmed).toContain("December 10, 2024");
  });

  it("call the car's arrival day an estimate wherever a rule counts from it", () => {
    expect(PLAN_ANCHORS["vehicle-arrival"].estimate).toMatch(/^We don't know when your car will arrive/);
    expect(PLAN_ANCHORS["vehicle-arrival"].estimate).toContain("not the day you pick it up");
    expect(PLAN_ANCHORS.report.estimate).toBeUndefined();
    expect(PLAN_ANCHORS.arrival.estimate).toBeUndefined();
    for (const { id, due, timing } of PLAN_RULES) {
      if (due.anchor === "vehicle-arrival") expect(timing, id).toContain("estimate");
    }
  });

  it("put the official figures where the official rules put them", () => {
    expect(rule("firearm-registration").due).toEqual({ anchor: "arrival", days: 5 });
    expect(rule("pet-rabies-vaccine-deadline").due).toEqual({ anchor: "arrival", days: -30 });
    expect(rule("pet-favn-sample-at-lab").due).toEqual({ anchor: "arrival", days: -30 });
    expect(rule("pet-health-certificate")).toMatchObject({ earliestDays: -14, due: { anchor: "arrival", days: -10 } });
    expect([PET_RABIES_WAIT_DAYS, PET_FAVN_WAIT_DAYS, PET_VACCINE_MIN_GAP_DAYS]).toEqual([30, 30, 31]);
  });

  it("count the car's 30 days from its arrival in Hawaii, not its pickup (issue 27)", () => {
    expect(rule("vehicle-registration")).toMatchObject({
      due: { anchor: "vehicle-arrival", days: 30 },
      basis: "deadline",
      source: {
        url: "https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/",
      },
    });
    expect(rule("vehicle-registration").timing).toMatch(
      /arrival in Hawaii, not its pickup: register it, or get the out-of-state permit/,
    );
    expect(rule("vehicle-registration").hint).toContain(
      "$5 out-of-state permit that keeps your valid home-state plates",
    );
    expect(rule("vehicle-safety-inspection").due).toEqual({ anchor: "vehicle-arrival", days: 20 });
    expect(PLAN_ANCHORS["vehicle-arrival"].label).toBe("the day your car arrives in Hawaii");
  });

  it("ask for a TLA check-in on arrival, with 72 hours only as the secondary guide's figure (issue 27)", () => {
    const tla = rule("tla-application");
    expect(tla).toMatchObject({
      due: { anchor: "arrival", days: 0 },
      basis: "suggestion",
      source: { url: expect.stringContaining("mcbhawaii.marines.mil"), official: true },
    });
    expect(tla.title).toBe("Check in with the TLA or housing office");
    expect(tla.timing).toContain("the Hawaii Military Guide's figure, not a deadline");
    expect(tla.hint).not.toMatch(/72 hours/);
    expect(tla.hint).toContain("10-day increments, ordinarily up to 60 days with extensions");
  });

  it("date the pet documents about 14 days out: HDOA must receive them more than 10 days before arrival (issue 27)", () => {
    const documents = rule("pet-documents-to-hdoa");
    expect(documents).toMatchObject({ due: { anchor: "arrival", days: -14 }, basis: "suggestion" });
    expect(documents.hint).toContain("HDOA must receive your documents more than 10 days before you land");
    expect(documents.timing).toContain("more than 10 days before arrival");
  });

  it("register firearms where the statute says, and file the voucher within 5 working days (issue 27)", () => {
    expect(rule("firearm-registration").source?.url).toBe(
      "https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/HRS0134/HRS_0134-0003.htm",
    );
    expect(rule("firearm-registration").hint).toContain(
      "the county where you work (or live, if you have no place of business)",
    );
    expect(rule("travel-claim")).toMatchObject({ due: { anchor: "report", days: 7 }, basis: "suggestion" });
    expect(rule("travel-claim").hint).toContain(
      "within 5 working days of arriving unless your finance office says otherwise",
    );
  });

  it("give branch-specific items only with a source, saying so when it is a third party's (issue 33)", () => {
    const branchRules = PLAN_RULES.filter(
      (entry) => entry.appliesWhen.branch && !entry.appliesWhen.branch.includes("unsaid"),
    );
    expect(branchRules.map((entry) => entry.id)).toEqual([
      "school-liaison-navy-air-force",
      "school-liaison-army",
      "school-liaison-marines",
      "school-liaison-coast-guard",
      "mcbh-family-housing-application",
      "mcbh-family-housing-before-off-base",
    ]);
    for (const entry of branchRules) expect(entry.source, entry.id).not.toBeNull();
    for (const entry of branchRules.filter((candidate) => !candidate.source?.official))
      expect(entry.unconfirmed, entry.id).toMatch(/third party/);
    expect(rule("mcbh-family-housing-before-off-base")).toMatchObject({
      source: { official: false },
      appliesWhen: { branch: ["marine-corps"] },
    });
    expect(rule("mcbh-family-housing-before-off-base").hint).toContain("MCO 11000.22");
    expect(rule("mcbh-family-housing-application").hint).toContain("DD Form 1746");
    expect(rule("mcbh-family-housing-application").source).toMatchObject({ official: true });
    // The general liaison item stays for a family that has not said its branch, with its id.
    expect(rule("school-liaison").appliesWhen.branch).toEqual(["unsaid"]);
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
