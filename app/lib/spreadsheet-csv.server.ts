import { stringify } from "csv-stringify/sync";

/** A CSV column: the row's field and its heading on the first line. */
export type CsvColumn<Key extends string> = { key: Key; header: string };

/**
 * Rows as a CSV file a spreadsheet opens safely (the owner's inbox export, a family's plan):
 * RFC 4180, CRLF between records and a cell holding any line break quoted, so text of several
 * lines stays one cell; UTF-8 with a byte-order mark, so Excel reads the ʻokina right. What
 * people typed is untrusted: with `escape_formulas`, csv-stringify puts a single quote before
 * any cell that starts with =, +, -, @, a tab or a carriage return (OWASP's advice against CSV
 * injection), so a spreadsheet shows it as text instead of running it as a formula.
 */
export function spreadsheetCsv<Key extends string>(
  rows: readonly Record<Key, string>[],
  columns: readonly CsvColumn<Key>[],
): string {
  return stringify(rows as Record<Key, string>[], {
    header: true,
    columns: columns as CsvColumn<Key>[],
    bom: true,
    escape_formulas: true,
    record_delimiter: "windows",
    quote_record_delimiter: true,
  });
}
