/**
 * The sponsor's read-only packet and its PDF (issue 35), by the link's token. The family's own
 * page is in plan-subpages.ts, with the plan's other sub-pages.
 */
export const sponsorPacketPath = (token: string) => `/sponsor/${encodeURIComponent(token)}`;
export const sponsorPdfPath = (token: string) => `${sponsorPacketPath(token)}/pdf`;
/** The PDF's file name: no name of the family's in it. */
export const SPONSOR_PDF_FILENAME = "sponsor-packet.pdf";
