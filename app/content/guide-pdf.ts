/**
 * The Hawaii PCS guide as one PDF: every guide record (content/guides.ts) laid out as a book,
 * written into the client build by `npm run build` (scripts/build-guide-pdf.ts). Pages link to
 * it from here; this module stays free of the records so a page's script carries none of them.
 */
export const GUIDE_PDF_PATH = "/guides/hawaii-pcs-guide.pdf";

/** The book's title: its cover, its document title and the links to it. */
export const GUIDE_PDF_TITLE = "Hawaii PCS guide";
