/** Who is writing: the site the visitor found the lender on. */
export type MailtoSite = { name: string };
/** Who receives the message. */
export type MailtoLender = { name: string; email: string; kind: "first-mortgage" | "gap" };

/** RFC 6068: line breaks in a mailto body are written as CRLF. */
const LINE_BREAK = "\r\n";

export function lenderEmailSubject(lender: MailtoLender, site: MailtoSite): string {
  const topic = lender.kind === "gap" ? "GAP loan question" : "VA home loan question";
  return `${topic} from ${site.name}`;
}

export function lenderEmailBody(lender: MailtoLender, site: MailtoSite): string {
  const need =
    lender.kind === "gap"
      ? "I'm looking at assuming a VA loan in Hawaii and would like to talk about a second mortgage (GAP loan) to cover the difference."
      : "I'm moving to Hawaii on PCS orders and would like to talk about a VA home loan.";
  return [`Aloha ${lender.name},`, "", `I found you on ${site.name}. ${need}`, "", "Mahalo,", ""].join(LINE_BREAK);
}

/**
 * A mailto: link with a prefilled subject and greeting. Every part is encoded with
 * encodeURIComponent, so spaces become %20 (never +) and "&" or "?" in a name cannot break
 * the query.
 */
export function lenderMailto(lender: MailtoLender, site: MailtoSite): string {
  const subject = encodeURIComponent(lenderEmailSubject(lender, site));
  const body = encodeURIComponent(lenderEmailBody(lender, site));
  return `mailto:${encodeURIComponent(lender.email).replace("%40", "@")}?subject=${subject}&body=${body}`;
}
