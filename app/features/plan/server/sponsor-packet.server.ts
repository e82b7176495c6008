import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { renderSponsorPdf } from "~/features/guide-pdf/sponsor-pdf";
import { readableDate, type CalendarDate } from "../calendar-date";
import { sponsorFormSchema, sponsorPacketView, type SponsorAnswers } from "../sponsor-packet";
import { arrivalWindowText } from "../sponsor-packet-sheet";
import { SPONSOR_PDF_FILENAME } from "../sponsor-paths";
import type { OpenSponsorPacket } from "./sponsor-links-repository.server";

/** The packet form's answers, or Conform's reply with the field messages and what was typed. */
export function readSponsorForm(
  form: FormData | URLSearchParams,
  today: CalendarDate,
): { answers: SponsorAnswers | null; reply: SubmissionResult<string[]> } {
  const submission = parseWithZod(form, { schema: sponsorFormSchema(today) });
  return { answers: submission.status === "success" ? submission.value : null, reply: submission.reply() };
}

/**
 * The answers as the form posts them (repeated names in order), for the "Make the link" form
 * under the preview: the link is made from exactly what the preview showed.
 */
export function sponsorFormEntries(answers: SponsorAnswers): [string, string][] {
  return [
    ["adults", String(answers.adults)],
    ...answers.children.flatMap((child): [string, string][] => [
      ["childAge", String(child.age)],
      ["childGrade", child.grade],
    ]),
    ...(answers.tlaKitchen ? [["tlaKitchen", "on"] as [string, string]] : []),
    ...(answers.tlaPetFriendly ? [["tlaPetFriendly", "on"] as [string, string]] : []),
    ...answers.help.map((help): [string, string] => ["help", help]),
    ["expiresOn", answers.expiresOn],
  ];
}

/** The form's fields as Conform's default values (lists for the repeated ones). */
export function sponsorFormValues(answers: SponsorAnswers): Record<string, string | string[]> {
  return {
    adults: String(answers.adults),
    childAge: answers.children.map((child) => String(child.age)),
    childGrade: answers.children.map((child) => child.grade),
    ...(answers.tlaKitchen ? { tlaKitchen: "on" } : {}),
    ...(answers.tlaPetFriendly ? { tlaPetFriendly: "on" } : {}),
    help: answers.help,
    expiresOn: answers.expiresOn,
  };
}

/** The one-page PDF of an open packet: the sponsor's page in print, with nothing more in it. */
export async function sponsorPdfResponse(packet: OpenSponsorPacket, siteName: string): Promise<Response> {
  const view = sponsorPacketView(packet.move, packet.answers);
  const pdf = await renderSponsorPdf({
    siteName,
    arrivalWindow: arrivalWindowText(view.arrivalWindow),
    rows: view.rows,
    help: view.help,
    expires: readableDate(view.expiresOn),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${SPONSOR_PDF_FILENAME}"`,
      // Behind a secret address, and withdrawn at once: no cache may keep a copy.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
