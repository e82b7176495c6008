/**
 * The sponsor packet's addresses (issue 35): the family's page, linked from the plan, and the
 * sponsor's read-only page and PDF. A module of its own, so the plan page links the family's page
 * without loading its form.
 */
export const SPONSOR_PAGE_PATH = "/plan/sponsor";
export const sponsorPacketPath = (token: string) => `/sponsor/${encodeURIComponent(token)}`;
export const sponsorPdfPath = (token: string) => `${sponsorPacketPath(token)}/pdf`;
/** The PDF's file name: no name of the family's in it. */
export const SPONSOR_PDF_FILENAME = "sponsor-packet.pdf";
