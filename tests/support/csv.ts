import { parse } from "csv-parse/sync";

/**
 * Reads CSV as a spreadsheet would (RFC 4180: quoted cells may hold commas, doubled quotes and
 * line breaks; a leading byte-order mark is not data), with csv-parse, so tests check what the
 * owner's spreadsheet gets.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}
