import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDES, guideHeading } from "~/content/guides";
import { calendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";
import type { OwnItem } from "~/features/plan/own-items";
import { guidePlan } from "~/features/plan/server/plan-guide-pdf.server";
import { planView, type PlanView } from "~/features/plan/server/plan-page.server";
import type { DoneItem } from "~/features/plan/server/plan-repository.server";
import { PLAN_CHAPTER_TITLE, PLAN_GROUPS, type GuidePlan } from "./book";
import { renderGuidePdf } from "./render-guide-pdf";
import { toWinAnsiLenient } from "./win-ansi";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** 10 a.m. on Mar 1, 2027 in Hawaii: two weeks before the report date. */
const NOW = new Date("2027-03-01T20:00:00Z");

function ownItem(fields: Pick<OwnItem, "id" | "title"> & Partial<OwnItem>): OwnItem {
  return { position: 0, createdBy: null, createdAtMs: 0, updatedAtMs: 0, ...fields };
}

/** A family with a dog and a firearm reporting Mar 15, 2027; the microchip done by Lani; two items of their own. */
function familyView(): PlanView {
  const profile = moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1, firearms: true });
  const done = new Map<string, DoneItem>([
    ["pet-microchip", { by: "lani@example.com", atMs: Date.parse("2027-01-10T19:15:00Z") }],
  ]);
  const own = [
    ownItem({ id: "a1", title: "Ship the surfboards 🏄", dueDate: calendarDate("2027-03-03") }),
    ownItem({ id: "a2", title: "Sell the second car", note: "Ask Kimo first\tthen list it" }),
  ];
  // Dated Dec 1, 2026: what was due before is "Start now", what fell due since "Overdue".
  return planView(profile, done, { ownItems: own, datedOn: calendarDate("2026-12-01"), now: NOW });
}

describe("the plan as the book prints it", () => {
  it("keeps the page's groups, words and dates", () => {
    const view = familyView();
    const plan = guidePlan(view);
    expect(plan.today).toBe("Mon, Mar 1, 2027");
    expect(plan.progress).toEqual(view.buckets.progress);
    for (const { key } of PLAN_GROUPS) {
      expect(plan[key].map((entry) => entry.title)).toEqual(view.buckets[key].map((entry) => entry.title));
    }
    expect(plan.thisWeek.find((entry) => entry.title.startsWith("Ship the surfboards"))).toEqual({
      title: "Ship the surfboards 🏄",
      due: "Wed, Mar 3, 2027",
      whose: "Your own item",
      own: true,
    });
    expect(plan.upcoming.find((entry) => entry.title === "Register your firearms with county police")).toMatchObject({
      due: "Sat, Mar 20, 2027",
      whose: "Official deadline",
      guidePath: "/pcs-toolkit/firearms-pcs",
    });
    expect(plan.upcoming.at(-1)).toMatchObject({ title: "Sell the second car", whose: "Your own item" });
    expect(plan.upcoming.at(-1)).not.toHaveProperty("due");
    expect(plan.done).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/microchip/i),
        doneNote: expect.stringMatching(/^Done by lani@example\.com, Jan 10, 2027/),
      }),
    ]);
  });

  it("prints the family's own words whatever they typed, the font's missing characters as ?", () => {
    expect(toWinAnsiLenient("Surf 🏄 at Mākaha\tnow ❤️")).toBe("Surf ? at Makaha now ?");
    expect(toWinAnsiLenient("Hawaiʻi “café”")).toBe("Hawai‘i “café”");
  });
});

describe("the PDF guide with a family's plan", () => {
  let plan: GuidePlan;
  let pages: string[];
  let text: string;

  beforeAll(async () => {
    plan = guidePlan(familyView());
    const pdf = await renderGuidePdf({ siteName: "Aloha PCS", siteUrl: "https://alohapcs.example", plan });
    pages = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })).text.map(collapse);
    text = pages.join(" ");
  }, 120_000);

  /** The chapter: from its heading on the page it starts to the first guide's chapter. */
  const chapter = () => {
    const start = text.indexOf(`${PLAN_CHAPTER_TITLE} As of Mon, Mar 1, 2027`);
    const { heading, description } = guideHeading(GUIDES[0]!);
    const end = text.indexOf(collapse(`${heading} ${description}`));
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    return text.slice(start, end);
  };

  it("says on the cover that the family's plan is in it", () => {
    expect(pages[0]).toContain("With your own dated plan as its first chapter, as of Mon, Mar 1, 2027");
  });

  it("lists the plan first in the contents with the page it starts on, and the guides after it", () => {
    const contents = pages[1]!;
    const listed = /^Contents YOUR MOVE Your Hawaii PCS plan (\d+) PCS TOOLKIT /.exec(contents);
    expect(listed).not.toBeNull();
    expect(pages[Number(listed![1]) - 1]).toContain(`${PLAN_CHAPTER_TITLE} As of Mon, Mar 1, 2027`);
    // The guides moved by the chapter's pages, and the contents still says where each starts.
    for (const guide of GUIDES) {
      const { heading, description } = guideHeading(guide);
      const number = new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\d+)`).exec(contents);
      expect(pages[Number(number![1]) - 1], heading).toContain(collapse(`${heading} ${description}`));
    }
  });

  it("prints the groups in the page's order, each entry with its date, in the plan's order", () => {
    const printed = chapter();
    let position = 0;
    for (const { key, heading } of PLAN_GROUPS) {
      const at = printed.indexOf(`${heading} (${plan[key].length})`, position);
      expect(at, heading).toBeGreaterThanOrEqual(position);
      position = at;
      for (const entry of plan[key]) {
        const title = collapse(toWinAnsiLenient(entry.title));
        const line = `${title} ${entry.due ? `Due ${entry.due}` : "No date"}`;
        const found = printed.indexOf(line, position);
        expect(found, `${heading}: ${line}`).toBeGreaterThan(position);
        position = found;
      }
    }
  });

  it("prints whose date it is, who did what, the caveats, notes and guides", () => {
    const printed = chapter();
    for (const expected of [
      "Register your firearms with county police Due Sat, Mar 20, 2027 · Official deadline",
      "Ship the surfboards ? Due Wed, Mar 3, 2027 · Your own item",
      "Sell the second car No date · Your own item Ask Kimo first then list it",
      "Done by lani@example.com, Jan 10, 2027",
      "Not confirmed:",
      "Guide in this book: Firearms and your Hawaii PCS",
      "Online: https://alohapcs.example/plan",
    ]) {
      expect(printed).toContain(expected);
    }
  });

  it("numbers every page, the plan's included", () => {
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });
});
