import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GUIDES, guideHeading } from "~/content/guides";
import { LAST_REVIEWED, type GuideRecord } from "~/content/sources";
import { guideBook } from "./book";
import { renderGuidePdf } from "./render-guide-pdf";
import { toWinAnsi, UnprintableCharacterError } from "./win-ansi";

const SITE_URL = "https://alohapcs.example";

/** Text extraction breaks lines wherever the layout did: compare with whitespace collapsed. */
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
/** Web addresses wrap after a slash, so they are looked for with all whitespace removed. */
const compact = (text: string) => text.replace(/\s+/g, "");

/** The chapter of a guide starts with its heading followed by its description (the contents list has only the heading). */
const chapterStart = (guide: GuideRecord) => {
  const { heading, description } = guideHeading(guide);
  return collapse(`${heading} ${description}`);
};

/** The text every guide's chapter must show, read from its record. */
function expectedInChapter(guide: GuideRecord): string[] {
  const firstFigure = guide.figures[0];
  // A point's first words: a whole point may wrap differently, its opening cannot.
  const firstPoint = guide.points[0]?.split(/\s+/).slice(0, 8).join(" ");
  return [
    ...(firstFigure ? [firstFigure.label, firstFigure.value] : []),
    ...(firstPoint ? [collapse(firstPoint.replace(/^\d+\.\s+/, ""))] : []),
    `Last reviewed ${guide.lastReviewed}`,
    ...guide.sources.map((source) => collapse(source.title)),
  ];
}

/**
 * What is missing from the PDF's text for each guide, in the records' order: its chapter, its
 * first figure or point, its review month, its sources and their web addresses, its page's address.
 */
function missingFromPdf(text: string, guides: readonly GuideRecord[]): string[] {
  const problems: string[] = [];
  const starts = guides.map((guide) => text.indexOf(chapterStart(guide)));
  guides.forEach((guide, index) => {
    const start = starts[index]!;
    if (start === -1) return problems.push(`${guide.path}: no chapter`);
    const next = starts.slice(index + 1).find((position) => position !== -1) ?? text.length;
    if (next < start) problems.push(`${guide.path}: out of order`);
    const chapter = text.slice(start, next > start ? next : text.length);
    for (const expected of expectedInChapter(guide)) {
      if (!chapter.includes(expected)) problems.push(`${guide.path}: "${expected}" missing`);
    }
    for (const address of [...guide.sources.map((source) => source.url), `${SITE_URL}${guide.path}`]) {
      if (!compact(chapter).includes(address)) problems.push(`${guide.path}: ${address} missing`);
    }
  });
  return problems;
}

describe("the PDF guide", () => {
  let pdf: Buffer;
  let pages: string[];
  let text: string;

  beforeAll(async () => {
    pdf = await renderGuidePdf({ siteName: "Aloha PCS", siteUrl: SITE_URL });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    pages = (await extractText(document, { mergePages: false })).text.map(collapse);
    text = pages.join(" ");
  }, 120_000);

  it("is a PDF of reasonable size", () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it("opens with the cover: site, title, review month, whose figures are whose, the site's address", () => {
    const cover = pages[0]!;
    for (const expected of [
      "Aloha PCS",
      "Hawaii PCS guide",
      `Reviewed ${LAST_REVIEWED}`,
      "Our planning figure: the site owner's number",
      "Official rule: stated by the official source",
      SITE_URL,
    ]) {
      expect(cover).toContain(expected);
    }
  });

  it("lists every guide in the contents with the page its chapter starts on", () => {
    const contents = pages[1]!;
    expect(contents).toMatch(/^Contents/);
    for (const guide of GUIDES) {
      const { heading } = guideHeading(guide);
      const listed = new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (\\d+)`).exec(contents);
      expect(listed, heading).not.toBeNull();
      const page = pages[Number(listed![1]) - 1]!;
      expect(page.includes(chapterStart(guide)), `${heading} starts on page ${listed![1]}`).toBe(true);
    }
  });

  it("has a chapter for every guide record, in order, with its figures, points, sources and review month", () => {
    expect(missingFromPdf(text, GUIDES)).toEqual([]);
  });

  it("the chapter check fails for a guide the PDF leaves out", () => {
    const notInPdf: GuideRecord = { ...GUIDES[1]!, path: "/resources" };
    expect(missingFromPdf(text, [...GUIDES, notInPdf])).toEqual(["/resources: no chapter"]);
  });

  it("prints the figures and rules families look for, typographic characters included", () => {
    for (const expected of [
      "Up to $2,000 for one cat or dog",
      "4–6 months before you fly",
      "HRS § 134-8",
      "Silencers and suppressors",
      "One car",
      "Last reviewed",
      "Our planning figure",
      "Official rule",
    ]) {
      expect(text).toContain(expected);
    }
    expect(compact(text)).toContain("https://www.travel.dod.mil/Support/ALL-FAQs/Article/3624131/");
  });

  it("prints issue 27's corrections, and none of the wrong wording they replace", () => {
    for (const expected of [
      // GAP: the combined limit, as the owner's planning figure.
      "Assumed loan plus GAP loan",
      "Combined (first + GAP) up to about 90% of the price",
      // Funding fee: paid at closing, all five exempt groups, the servicer's fee cap.
      "Paid at closing; ask the servicer how.",
      "surviving spouses receiving Dependency and Indemnity Compensation (DIC)",
      "active-duty members awarded the Purple Heart on or before closing",
      "At most $300 ($250 without automatic authority)",
      // Firearms, vehicles, pets, TLA, MCBH, boats and the voucher.
      "HB 392",
      "locked box or safe, or with a locking device",
      "Within 5 days",
      "Within 30 days of the car's arrival",
      "$5 out-of-state permit",
      "Received more than 10 days before arrival",
      "Check the fee on HDOA's page",
      "Not HDOA's fee for an arriving pet",
      "That is the guide's figure, not an official deadline",
      "not GSA's",
      "phase one of the 2007 Navy and Marine housing venture",
      "American Forces Press Service article reported that about 40%",
      "within 5 working days of arriving unless your finance office says otherwise",
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const wrong of [
      "GAP loan size",
      "Up to 90% of the price",
      "rolled into the loan",
      "Within 3–5 days",
      "$165 per pet",
      "$56 per day",
      "housing office within 72 hours",
      "GSA and DoD per diem tables",
    ]) {
      expect(text, wrong).not.toContain(wrong);
    }
  });

  it("numbers every page in the footer", () => {
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });
});

describe("the book's text", () => {
  it("names each page by its path when the site's address is not known", () => {
    const book = guideBook({ guides: GUIDES, siteName: "Aloha PCS", title: "Hawaii PCS guide", reviewed: "May 2026" });
    expect(book.siteUrl).toBeUndefined();
    expect(book.parts.flatMap((part) => part.guides).every((guide) => guide.url === undefined)).toBe(true);
  });

  it("keeps what the built-in font prints, stands in for what it lacks, and refuses the rest", () => {
    expect(toWinAnsi("HRS § 134-8: 4–6 months, “quoted” … café", "test")).toBe(
      "HRS § 134-8: 4–6 months, “quoted” … café",
    );
    expect(toWinAnsi("Hawaiʻi Kailua-Kona, Mākaha", "test")).toBe("Hawai‘i Kailua-Kona, Makaha");
    expect(() => toWinAnsi("Aloha 🌺", "the pet guide")).toThrow(UnprintableCharacterError);
    expect(() => toWinAnsi("Aloha 🌺", "the pet guide")).toThrow(/"🌺" \(U\+1F33A\) in the pet guide/);
  });
});
