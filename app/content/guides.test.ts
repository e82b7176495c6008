import { describe, expect, it } from "vitest";
import { GUIDES } from "./guides";
import { PAGES } from "./pages";

/**
 * The content check: every guide states where its facts come from and when they were last
 * checked, so a record without a source link or a review date fails `npm test`.
 */
const MONTH_YEAR = /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/;

/** The pages that are guides (issue 15): the eight toolkit guides, the checklist, five housing guides, the three calculators. */
const GUIDE_PATHS = [
  "/pcs-toolkit/hawaii-checklist",
  "/pcs-toolkit/pet-travel",
  "/pcs-toolkit/firearms-pcs",
  "/pcs-toolkit/vehicle-shipping",
  "/pcs-toolkit/boat-shipping",
  "/pcs-toolkit/storage-facilities",
  "/pcs-toolkit/hawaii-schools",
  "/pcs-toolkit/hawaii-crime-safety",
  "/pcs-toolkit/tla-hotels",
  "/housing/base-housing",
  "/housing/va-assumptions",
  "/housing/financing-options",
  "/housing/gap-lenders",
  "/housing/va-homes",
  "/calculators/assumption-cruncher",
  "/calculators/rent-buy-assume",
  "/calculators/credit",
];

describe("guide records (content check)", () => {
  it("cover every guide page exactly once", () => {
    expect(GUIDES.map((guide) => guide.path).sort()).toEqual([...GUIDE_PATHS].sort());
    const pagePaths = new Set<string>(PAGES.map((page) => page.path));
    for (const guide of GUIDES) expect(pagePaths.has(guide.path), guide.path).toBe(true);
  });

  for (const guide of GUIDES) {
    describe(guide.path, () => {
      it("has a review month", () => {
        expect(guide.lastReviewed).toMatch(MONTH_YEAR);
      });

      it("cites at least one official source, each with a web address", () => {
        expect(guide.sources.some((source) => source.official)).toBe(true);
        for (const source of guide.sources) {
          expect(source.url, source.title).toMatch(/^https?:\/\/[^\s/]+\.[^\s]+$/);
          expect(source.title.trim(), source.url).not.toBe("");
          expect(source.publisher.trim(), source.url).not.toBe("");
        }
        const urls = guide.sources.map((source) => source.url);
        expect(new Set(urls).size, "a source listed twice").toBe(urls.length);
      });

      it("gives something to act on, and an official figure always names its source", () => {
        expect(guide.figures.length + guide.points.length).toBeGreaterThan(0);
        for (const figure of guide.figures) {
          expect(figure.value.trim(), figure.label).not.toBe("");
          if (figure.basis === "official") expect(figure.official?.source.url, figure.label).toMatch(/^https?:\/\//);
        }
      });
    });
  }
});
