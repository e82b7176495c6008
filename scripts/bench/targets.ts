/**
 * How `npm run bench:pages` judges a route: the targets (issues 13 and 34), the medians it judges
 * them on, the ratio to the framework baseline and the misses the report marks. Pure, so the
 * rules are tested (targets.test.ts) apart from Lighthouse and the servers.
 */
import { median } from "./support.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Issue 13's targets: scores out of 100, LCP and TBT in milliseconds, CLS unitless. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0.01,
  tbtMs: 150,
  /**
   * Issue 34: a route's TBT at most this many times the framework baseline's in the same run,
   * the baseline served as the site serves its pages (bench-pages.ts BASELINES.afterPaint).
   */
  tbtToBaseline: 1.2,
} as const;

export type Medians = {
  tbtMs: number | null;
  lcpMs: number | null;
  loadBlockingMs: number | null;
  scriptMs: number | null;
  cpuBlockingMs: number | null;
};

export type BaselineComparison = Medians & {
  tbtRatio: number | null;
  lcpRatio: number | null;
  loadBlockingRatio: number | null;
  scriptRatio: number | null;
  cpuBlockingRatio: number | null;
};

/** Each metric's own median over the runs (a run missing a metric is left out of that one). */
export function mediansOf(runs: readonly Medians[]): Medians {
  return {
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    loadBlockingMs: median(runs.map((run) => run.loadBlockingMs)),
    scriptMs: median(runs.map((run) => run.scriptMs)),
    cpuBlockingMs: median(runs.map((run) => run.cpuBlockingMs)),
  };
}

/** value / base; both zero count as equal (1); against a zero base anything else has no ratio (null). */
export function ratio(value: number | null, base: number | null): number | null {
  if (value === null || base === null) return null;
  if (base <= 0) return value <= 0 ? 1 : null;
  return value / base;
}

/** A route's medians beside those of the baseline runs paired with its runs. */
export function compareWithBaseline(route: Medians, baselineRuns: readonly Medians[]): BaselineComparison {
  const baseline = mediansOf(baselineRuns);
  return {
    ...baseline,
    tbtRatio: ratio(route.tbtMs, baseline.tbtMs),
    lcpRatio: ratio(route.lcpMs, baseline.lcpMs),
    loadBlockingRatio: ratio(route.loadBlockingMs, baseline.loadBlockingMs),
    scriptRatio: ratio(route.scriptMs, baseline.scriptMs),
    cpuBlockingRatio: ratio(route.cpuBlockingMs, baseline.cpuBlockingMs),
  };
}

/** What a route is judged on: the median run's scores and CLS, the medians' LCP and TBT. */
export type Judged = {
  runtimeError?: string;
  scores: Record<Category, number | null>;
  /** The SEO score without `is-crawlable` for a page that says noindex itself (seoWithoutNoindex). */
  seoWithoutNoindex: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  baselines?: { afterPaint: Pick<BaselineComparison, "tbtRatio"> };
};

/** Names of the targets a route misses; a metric Lighthouse did not report counts as missed. */
export function missesOf(result: Judged): string[] {
  const misses: string[] = [];
  if (result.runtimeError) misses.push("runtime error");
  for (const category of CATEGORIES) {
    const score = category === "seo" ? (result.seoWithoutNoindex ?? result.scores.seo) : result.scores[category];
    if (score === null || score < TARGETS[category]) misses.push(category);
  }
  if (result.lcpMs === null || result.lcpMs > TARGETS.lcpMs) misses.push("LCP");
  if (result.cls === null || result.cls > TARGETS.cls) misses.push("CLS");
  if (result.tbtMs === null || result.tbtMs > TARGETS.tbtMs) misses.push("TBT");
  const judgedAgainst = result.baselines?.afterPaint;
  if (judgedAgainst && (judgedAgainst.tbtRatio === null || judgedAgainst.tbtRatio > TARGETS.tbtToBaseline))
    misses.push("TBT vs baseline");
  return misses;
}

/** The median run: sorted by performance score (best first), then LCP (fastest first). */
export function medianRun<T extends { scores: Record<Category, number | null>; lcpMs: number | null }>(
  results: readonly T[],
): T {
  const sorted = [...results].sort(
    (a, b) =>
      (b.scores.performance ?? -1) - (a.scores.performance ?? -1) || (a.lcpMs ?? Infinity) - (b.lcpMs ?? Infinity),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type SeoReport = {
  categories: { seo?: { auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null; details?: unknown } | undefined>;
};

/**
 * The SEO score without Lighthouse's `is-crawlable` audit (the category's weighted mean over its
 * other audits), for a page whose own robots meta says noindex: a family's plan is kept out of
 * search engines on purpose, which that audit counts against it. Null for every other page.
 */
export function seoWithoutNoindex(lhr: SeoReport): number | null {
  const crawlable = lhr.audits["is-crawlable"];
  const blockedBy = (crawlable?.details as { items?: { source?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const ownNoindex = blockedBy.some((item) =>
    /<meta name="robots" content="[^"]*noindex/.test(item.source?.snippet ?? ""),
  );
  if (crawlable?.score !== 0 || !ownNoindex) return null;
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.id !== "is-crawlable" && ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number",
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (!weight) return null;
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id]!.score!, 0) / weight) * 100);
}

/** Under a millisecond but not zero shows a decimal: "0 ms" beside a missed 1.2× would read as a pass. */
export function formatMs(ms: number | null): string {
  if (ms === null) return "n/a";
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return ms > 0 && ms < 1 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}
