import { stringify } from "csv-stringify/sync";
import type { InboxMessage } from "./inbox.server";

/** The export's columns: each message's field and its heading on the first line. */
const COLUMNS = [
  { key: "kind", header: "kind" },
  { key: "id", header: "id" },
  { key: "received", header: "received" },
  { key: "status", header: "status" },
  { key: "name", header: "name" },
  { key: "email", header: "email" },
  { key: "context", header: "base/category" },
  { key: "text", header: "text" },
  { key: "repliedAt", header: "replied at" },
];

export const INBOX_CSV_HEADER = COLUMNS.map((column) => column.header);

/**
 * The messages as CSV (RFC 4180: CRLF between records, and a cell holding any line break
 * quoted, so a message of several lines stays one cell), in UTF-8 with a byte-order mark so
 * Excel reads the ʻokina right. Times are ISO 8601 in UTC. What families typed is untrusted:
 * with `escape_formulas`, csv-stringify puts a single quote before any cell that starts with
 * =, +, -, @, a tab or a carriage return (OWASP's advice against CSV injection), so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
export function inboxCsv(messages: readonly InboxMessage[]): string {
  return stringify(
    messages.map((message) => ({
      kind: message.kind,
      id: message.id,
      received: message.receivedAt.toISOString(),
      status: message.status,
      name: message.name ?? "",
      email: message.email ?? "",
      context: message.context ?? "",
      text: message.text,
      repliedAt: message.repliedAt?.toISOString() ?? "",
    })),
    {
      header: true,
      columns: COLUMNS,
      bom: true,
      escape_formulas: true,
      record_delimiter: "windows",
      quote_record_delimiter: true,
    },
  );
}
