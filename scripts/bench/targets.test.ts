import { describe, expect, it } from "vitest";
import {
  compareWithBaseline,
  formatMs,
  medianRun,
  mediansOf,
  missesOf,
  ratio,
  seoWithoutNoindex,
  type Judged,
  type Medians,
} from "./targets.ts";

function run(tbtMs: number | null, lcpMs: number | null = 1060): Medians {
  return { tbtMs, lcpMs, loadBlockingMs: 40, scriptMs: 200, cpuBlockingMs: 0 };
}

/** A route at every target, judged against a baseline whose three runs were at 0 ms. */
function judged(routeTbtRuns: number[], change: Partial<Judged> = {}): Judged {
  const medians = mediansOf(routeTbtRuns.map((tbt) => run(tbt)));
  return {
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    seoWithoutNoindex: null,
    lcpMs: medians.lcpMs,
    cls: 0,
    tbtMs: medians.tbtMs,
    baselines: { afterPaint: compareWithBaseline(medians, [run(0), run(0), run(0)]) },
    ...change,
  };
}

describe("ratio", () => {
  it("divides by the baseline, counts two zeros as equal and gives no ratio against a zero baseline", () => {
    expect(ratio(30, 20)).toBe(1.5);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 20)).toBeNull();
    expect(ratio(20, null)).toBeNull();
  });
});

describe("missesOf: TBT within 1.2× of the baseline served as the site is (issue 34)", () => {
  it("passes a route whose median TBT is 0 ms beside a baseline at 0 ms, whatever one run did", () => {
    expect(missesOf(judged([0, 0, 8]))).toEqual([]);
  });

  it("misses a route at 1 ms against a baseline at 0 ms: 1.2× of nothing is nothing", () => {
    expect(missesOf(judged([1, 0, 8]))).toEqual(["TBT vs baseline"]);
  });

  it("holds the line at exactly 1.2× of a baseline above 0 ms", () => {
    const against = (routeTbt: number) => ({ afterPaint: compareWithBaseline(run(routeTbt), [run(10)]) });
    expect(missesOf(judged([0], { tbtMs: 12, baselines: against(12) }))).toEqual([]);
    expect(missesOf(judged([0], { tbtMs: 13, baselines: against(13) }))).toEqual(["TBT vs baseline"]);
  });

  it("judges no ratio when the run had no baseline (--no-baseline), only the absolute targets", () => {
    expect(missesOf(judged([40], { baselines: undefined }))).toEqual([]);
    expect(missesOf(judged([151], { baselines: undefined }))).toEqual(["TBT"]);
  });
});

describe("missesOf: the other targets", () => {
  it("marks each target a route misses, and a metric Lighthouse did not report as missed", () => {
    expect(missesOf(judged([0], { lcpMs: 1201 }))).toEqual(["LCP"]);
    expect(missesOf(judged([0], { lcpMs: null }))).toEqual(["LCP"]);
    expect(missesOf(judged([0], { cls: 0.011 }))).toEqual(["CLS"]);
    expect(
      missesOf(judged([0], { scores: { performance: 94, accessibility: 100, "best-practices": 100, seo: null } })),
    ).toEqual(["performance", "seo"]);
    expect(missesOf(judged([0], { runtimeError: "NO_NAVSTART: no trace" }))).toEqual(["runtime error"]);
  });

  it("judges SEO without is-crawlable on a page that says noindex itself", () => {
    const plan = { scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 63 } };
    expect(missesOf(judged([0], { ...plan, seoWithoutNoindex: 100 }))).toEqual([]);
    expect(missesOf(judged([0], { ...plan, seoWithoutNoindex: null }))).toEqual(["seo"]);
  });
});

describe("mediansOf", () => {
  it("takes each metric's own median, leaving out runs that lack it", () => {
    const medians = mediansOf([run(0, 1100), run(30, 1000), run(5, null), run(null, 1050)]);
    expect(medians.tbtMs).toBe(5);
    expect(medians.lcpMs).toBe(1050);
  });
});

describe("medianRun", () => {
  it("is the middle run by performance score, then by LCP", () => {
    const scored = (performance: number, lcpMs: number) => ({
      scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
      lcpMs,
    });
    const runs = [scored(98, 1000), scored(100, 1100), scored(100, 1050)];
    expect(medianRun(runs)).toBe(runs[1]);
  });
});

describe("seoWithoutNoindex", () => {
  const refs = [
    { id: "is-crawlable", weight: 4.043 },
    { id: "document-title", weight: 1 },
    { id: "link-text", weight: 1 },
    { id: "hreflang", weight: 0 },
  ];
  const blockedBy = (snippet: string) => ({ score: 0, details: { items: [{ source: { snippet } }] } });

  it("scores the other weighted audits when the page's own robots meta says noindex", () => {
    const lhr = {
      categories: { seo: { auditRefs: refs } },
      audits: {
        "is-crawlable": blockedBy('<meta name="robots" content="noindex, nofollow">'),
        "document-title": { score: 1 },
        "link-text": { score: 0 },
        hreflang: { score: 0 },
      },
    };
    expect(seoWithoutNoindex(lhr)).toBe(50);
  });

  it("has no answer for a page that is crawlable or blocked by something other than its own meta", () => {
    const audits = { "document-title": { score: 1 }, "link-text": { score: 1 } };
    const seo = { seo: { auditRefs: refs } };
    expect(seoWithoutNoindex({ categories: seo, audits: { ...audits, "is-crawlable": { score: 1 } } })).toBeNull();
    expect(
      seoWithoutNoindex({ categories: seo, audits: { ...audits, "is-crawlable": blockedBy("Disallow: /") } }),
    ).toBeNull();
  });
});

describe("formatMs", () => {
  it("never shows a time under a millisecond as 0 ms", () => {
    expect(formatMs(0.4)).toBe("0.4 ms");
    expect(formatMs(0)).toBe("0 ms");
    expect(formatMs(14.4)).toBe("14 ms");
    expect(formatMs(1060)).toBe("1.06 s");
    expect(formatMs(null)).toBe("n/a");
  });
});
