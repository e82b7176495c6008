import { guideHeading } from "~/content/guides";
import type { GuideFigure, GuideRecord, SourceLink } from "~/content/sources";
import { toWinAnsi } from "./win-ansi";

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

export type GuideBook = {
  siteName: string;
  title: string;
  /** The month the guides were last checked against their sources. */
  reviewed: string;
  /** The site's address (PUBLIC_URL), when the build was told it. */
  siteUrl?: string;
  parts: { name: GuideRecord["part"]; guides: BookGuide[] }[];
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

export function guideBook({
  guides,
  siteName,
  title,
  reviewed,
  siteUrl,
}: {
  guides: readonly GuideRecord[];
  siteName: string;
  title: string;
  reviewed: string;
  siteUrl?: string;
}): GuideBook {
  const parts: GuideBook["parts"] = [];
  for (const guide of guides) {
    let part = parts.find((candidate) => candidate.name === guide.part);
    if (!part) parts.push((part = { name: guide.part, guides: [] }));
    part.guides.push(bookGuide(guide, siteUrl));
  }
  return { ...printable({ siteName, title, reviewed, ...(siteUrl ? { siteUrl } : {}) }, "the cover"), parts };
}
