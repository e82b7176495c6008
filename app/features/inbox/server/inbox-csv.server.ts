import { spreadsheetCsv, type CsvColumn } from "~/lib/spreadsheet-csv.server";
import type { InboxMessage } from "./inbox.server";

/** The export's columns: each message's field and its heading on the first line. */
const COLUMNS: CsvColumn<string>[] = [
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

/** The messages as CSV (`spreadsheetCsv`: safe to open in a spreadsheet); times ISO 8601 in UTC. */
export function inboxCsv(messages: readonly InboxMessage[]): string {
  return spreadsheetCsv(
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
    COLUMNS,
  );
}
