import { Font, renderToBuffer } from "@react-pdf/renderer";
import { GUIDE_PDF_TITLE } from "~/content/guide-pdf";
import { GUIDES } from "~/content/guides";
import { LAST_REVIEWED, type GuideRecord } from "~/content/sources";
import { guideBook, type GuidePlan } from "./book";
import { GuideBookDocument, type GuidePageNumbers } from "./guide-document";

export type GuidePdfOptions = {
  siteName: string;
  /** The site's address (PUBLIC_URL) when the build was given one; without it no URL is printed. */
  siteUrl?: string;
  guides?: readonly GuideRecord[];
  /** A signed-in family's dated plan, printed as the first chapter; without it, the site's book. */
  plan?: GuidePlan;
};

/**
 * The PDF guide from the guide records. Laid out twice: the first layout tells on which page
 * each guide starts, the second prints those numbers in the contents (whose length does not
 * depend on them, so nothing moves).
 */
export async function renderGuidePdf({ siteName, siteUrl, guides = GUIDES, plan }: GuidePdfOptions): Promise<Buffer> {
  // Words are never hyphenated: the site does not do it, and a hyphenated word ("sup-pressors")
  // can no longer be found with the viewer's search.
  Font.registerHyphenationCallback((word) => [word]);
  const book = guideBook({
    guides,
    siteName,
    title: GUIDE_PDF_TITLE,
    reviewed: LAST_REVIEWED,
    siteUrl,
    ...(plan ? { plan } : {}),
  });

  const firstLayout: Record<string, number> = {};
  await renderToBuffer(
    <GuideBookDocument book={book} onGuidePage={(id, pageNumber) => (firstLayout[id] ??= pageNumber)} />,
  );

  // Each layout holds the event loop for a second or so: let waiting requests through between them.
  await new Promise((resolve) => setImmediate(resolve));

  const secondLayout: Record<string, number> = {};
  const pdf = await renderToBuffer(
    <GuideBookDocument
      book={book}
      guidePages={firstLayout}
      onGuidePage={(id, pageNumber) => (secondLayout[id] ??= pageNumber)}
    />,
  );
  assertSamePages(firstLayout, secondLayout);
  return pdf;
}

function assertSamePages(first: GuidePageNumbers, second: GuidePageNumbers) {
  const moved = Object.keys(first).filter((id) => first[id] !== second[id]);
  if (moved.length > 0 || Object.keys(second).length !== Object.keys(first).length) {
    throw new Error(`The PDF guide's contents would list wrong page numbers for: ${moved.join(", ")}`);
  }
}
