import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { renderSponsorPdf } from "~/features/guide-pdf/sponsor-pdf";
import { readableDate, type CalendarDate } from "../calendar-date";
import type { MoveProfile } from "../move-profile";
import { sponsorFormSchema, sponsorPacketView, type SponsorAnswers, type SponsorPacketView } from "../sponsor-packet";
import type { SponsorFormValues } from "../sponsor-form";
import type { SponsorPacketDisplay } from "../sponsor-packet-sheet";
import { SPONSOR_PDF_FILENAME } from "../sponsor-paths";
import type { OpenSponsorPacket } from "./sponsor-links-repository.server";

/** "Sat, May 8, 2027 – Sat, May 15, 2027", or the one day when the family lands on the report date. */
function arrivalWindowText({ from, to }: SponsorPacketView["arrivalWindow"]): string {
  return from === to ? readableDate(to) : `${readableDate(from)} – ${readableDate(to)}`;
}

/** The packet the sponsor reads, from the plan's move as it is now and the family's answers, dates in words. */
export function sponsorPacketDisplay(move: MoveProfile, answers: SponsorAnswers): SponsorPacketDisplay {
  const view = sponsorPacketView(move, answers);
  return {
    arrivalWindow: arrivalWindowText(view.arrivalWindow),
    rows: view.rows,
    help: view.help,
    expiresOn: view.expiresOn,
    expires: readableDate(view.expiresOn),
  };
}

/** The packet form's answers, or Conform's reply with the field messages and what was typed. */
export function readSponsorForm(
  form: FormData | URLSearchParams,
  today: CalendarDate,
): { answers: SponsorAnswers | null; reply: SubmissionResult<string[]> } {
  const submission = parseWithZod(form, { schema: sponsorFormSchema(today) });
  return { answers: submission.status === "success" ? submission.value : null, reply: submission.reply() };
}

/**
 * The answers as the form posts them, for the "Make the link" form under the preview: the link
 * is made from exactly what the preview showed.
 */
export function sponsorFormEntries(answers: SponsorAnswers): [string, string][] {
  return [
    ["adults", String(answers.adults)],
    ...answers.children.flatMap((child, index): [string, string][] => [
      [`children[${index}].age`, String(child.age)],
      [`children[${index}].grade`, child.grade],
    ]),
    ...(answers.tlaKitchen ? [["tlaKitchen", "on"] as [string, string]] : []),
    ...(answers.tlaPetFriendly ? [["tlaPetFriendly", "on"] as [string, string]] : []),
    ...answers.help.map((help): [string, string] => ["help", help]),
    ["expiresOn", answers.expiresOn],
  ];
}

/** The form's fields as Conform's default values. */
export function sponsorFormValues(answers: SponsorAnswers): SponsorFormValues {
  return {
    adults: String(answers.adults),
    children: answers.children.map((child) => ({ age: String(child.age), grade: child.grade })),
    ...(answers.tlaKitchen ? { tlaKitchen: "on" } : {}),
    ...(answers.tlaPetFriendly ? { tlaPetFriendly: "on" } : {}),
    help: answers.help,
    expiresOn: answers.expiresOn,
  };
}

/** The one-page PDF of an open packet: the sponsor's page in print, with nothing more in it. */
export async function sponsorPdfResponse(packet: OpenSponsorPacket, siteName: string): Promise<Response> {
  const { arrivalWindow, rows, help, expires } = sponsorPacketDisplay(packet.move, packet.answers);
  const pdf = await renderSponsorPdf({ siteName, arrivalWindow, rows, help, expires });
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
