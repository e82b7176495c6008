import { guideHeading } from "~/content/guides";
import type { GuideFigure, GuideRecord, SourceLink } from "~/content/sources";
import { toWinAnsi, toWinAnsiLenient } from "./win-ansi";

/**
 * The PDF guide as plain data: the guide records in book order, grouped by the site's parts,
 * with every text made printable by the built-in font. Pure, so it is tested without
 * rendering, and the document component only lays it out.
 */

/** A point of a guide and the marker it is listed with (the checklist's points carry their step numbers). */
export type BookPoint = { marker: string; text: string };

export type BookGuide = {
  /** Anchor of the guide's first page, for the contents' links. */
  id: string;
  path: string;
  heading: string;
  description: string;
  /** The page's full web address, when the site's address is known. */
  url?: string;
  figures: readonly GuideFigure[];
  points: readonly BookPoint[];
  officialSources: readonly SourceLink[];
  otherSources: readonly SourceLink[];
  lastReviewed: string;
};

/**
 * A family's dated plan for the book's first chapter (issue 17), already sorted and written
 * as the /plan page writes it: plain words, no plan types, so the book knows nothing of the
 * rules (app/features/plan/server/plan-guide-pdf.server.ts makes it from the page's view).
 */
export type GuidePlan = {
  /** Today's date in Hawaii, written like the page ("Mon, Mar 1, 2027"). */
  today: string;
  progress: { completed: number; total: number; percent: number };
  /** Already due when the plan was dated: to start now, not late. */
  startNow: readonly GuidePlanEntry[];
  overdue: readonly GuidePlanEntry[];
  thisWeek: readonly GuidePlanEntry[];
  upcoming: readonly GuidePlanEntry[];
  done: readonly GuidePlanEntry[];
};

export type GuidePlanEntry = {
  title: string;
  /** The due date written like the page; absent for an own item without a date. */
  due?: string;
  /** The day the item's window opens, for items that must not be done too early. */
  notBefore?: string;
  /** Whose date it is: "Official deadline", "Set by your orders", "Our suggestion", "Your own item". */
  whose: string;
  /** Who ticked a done item and when ("Done by kai@example.com, Mar 3, 2027, 9:15 AM Hawaii time"). */
  doneNote?: string;
  /** Why the date is not final: the rule rests on a figure not yet confirmed. */
  unconfirmed?: string;
  /** An own item's note. */
  note?: string;
  /** The guide the item is explained in (its page's path): the chapter links to it when the book has it. */
  guidePath?: string;
  /** The official source that states the rule. */
  source?: { publisher: string; url: string };
  /**
   * The family typed the title and note (an own item): what the font cannot print becomes "?"
   * instead of stopping the download. The site's own texts must print whole, as in the guides.
   */
  own?: boolean;
};

/** The plan chapter's groups, in the page's order and words. */
export const PLAN_GROUPS = [
  { key: "startNow", heading: "Start now", empty: "Nothing was already due when your plan was dated." },
  { key: "overdue", heading: "Overdue", empty: "Nothing overdue." },
  { key: "thisWeek", heading: "This week", empty: "Nothing due in the next seven days." },
  { key: "upcoming", heading: "Upcoming", empty: "Nothing further ahead." },
  { key: "done", heading: "Done", empty: "Nothing marked done yet." },
] as const;

/** The plan chapter's anchor, for the contents' link. */
export const PLAN_CHAPTER_ID = "your-plan";
export const PLAN_CHAPTER_TITLE = "Your Hawaii PCS plan";

export type BookPlanEntry = Omit<GuidePlanEntry, "guidePath" | "own"> & {
  /** The book's chapter for the item's guide. */
  guide?: { id: string; heading: string };
};

export type BookPlan = {
  id: string;
  title: string;
  today: string;
  progress: GuidePlan["progress"];
  /** The page's address of the plan, when the site's address is known. */
  url?: string;
  groups: { key: (typeof PLAN_GROUPS)[number]["key"]; heading: string; empty: string; entries: BookPlanEntry[] }[];
};

export type GuideBook = {
  siteName: string;
  title: string;
  /** The month the guides were last checked against their sources. */
  reviewed: string;
  /** The site's address (PUBLIC_URL), when the build was told it. */
  siteUrl?: string;
  parts: { name: GuideRecord["part"]; guides: BookGuide[] }[];
  /** The family's plan, printed as the first chapter when the book is made for a signed-in family. */
  plan?: BookPlan;
};

/** Every string in `value` through `toWinAnsi`, naming where it sits if one cannot be printed. */
function printable<T>(value: T, where: string): T {
  if (typeof value === "string") return toWinAnsi(value, where) as T;
  if (Array.isArray(value)) return value.map((item, index) => printable(item, `${where}[${index}]`)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, printable(item, `${where}.${key}`)]),
    ) as T;
  }
  return value;
}

function bookGuide(guide: GuideRecord, siteUrl: string | undefined): BookGuide {
  const { heading, description } = guideHeading(guide);
  return printable(
    {
      id: guide.path.slice(1).replaceAll("/", "-"),
      path: guide.path,
      heading,
      description,
      ...(siteUrl ? { url: `${siteUrl}${guide.path}` } : {}),
      figures: guide.figures,
      points: guide.points.map((text, index) => ({ marker: guide.numbered ? `${index + 1}.` : "•", text })),
      // As the page's sources block lists them: official pages first, third-party summaries after.
      officialSources: guide.sources.filter((source) => source.official),
      otherSources: guide.sources.filter((source) => !source.official),
      lastReviewed: guide.lastReviewed,
    },
    guide.path,
  );
}

/** The plan's path on the site (app/routes.ts). */
const PLAN_PATH = "/plan";

function bookPlanEntry(entry: GuidePlanEntry, guides: readonly BookGuide[], where: string): BookPlanEntry {
  const { guidePath, own, title, note, doneNote, ...rest } = entry;
  const guide = guides.find((candidate) => candidate.path === guidePath);
  return {
    ...printable(rest, where),
    // The family's own words and an account's email print with "?" where the font has no glyph.
    title: own ? toWinAnsiLenient(title) : toWinAnsi(title, `${where}.title`),
    ...(note === undefined ? {} : { note: own ? toWinAnsiLenient(note) : toWinAnsi(note, `${where}.note`) }),
    ...(doneNote === undefined ? {} : { doneNote: toWinAnsiLenient(doneNote) }),
    ...(guide ? { guide: { id: guide.id, heading: guide.heading } } : {}),
  };
}

function bookPlan(plan: GuidePlan, guides: readonly BookGuide[], siteUrl: string | undefined): BookPlan {
  return {
    id: PLAN_CHAPTER_ID,
    title: PLAN_CHAPTER_TITLE,
    today: toWinAnsi(plan.today, "the plan's date"),
    progress: plan.progress,
    ...(siteUrl ? { url: `${siteUrl}${PLAN_PATH}` } : {}),
    groups: PLAN_GROUPS.map(({ key, heading, empty }) => ({
      key,
      heading,
      empty,
      entries: plan[key].map((entry, index) => bookPlanEntry(entry, guides, `the plan's ${key}[${index}]`)),
    })),
  };
}

export function guideBook({
  guides,
  siteName,
  title,
  reviewed,
  siteUrl,
  plan,
}: {
  guides: readonly GuideRecord[];
  siteName: string;
  title: string;
  reviewed: string;
  siteUrl?: string;
  plan?: GuidePlan;
}): GuideBook {
  const parts: GuideBook["parts"] = [];
  for (const guide of guides) {
    let part = parts.find((candidate) => candidate.name === guide.part);
    if (!part) parts.push((part = { name: guide.part, guides: [] }));
    part.guides.push(bookGuide(guide, siteUrl));
  }
  const book: GuideBook = {
    ...printable({ siteName, title, reviewed, ...(siteUrl ? { siteUrl } : {}) }, "the cover"),
    parts,
  };
  if (plan)
    book.plan = bookPlan(
      plan,
      parts.flatMap((part) => part.guides),
      siteUrl,
    );
  return book;
}
