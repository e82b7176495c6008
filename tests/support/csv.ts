/**
 * Reads CSV as a spreadsheet would (RFC 4180: quoted cells may hold commas, quotes doubled,
 * and line breaks; records end with CRLF or LF; a leading byte-order mark is not data), so
 * tests check what the owner's spreadsheet gets, independently of the library that wrote it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let index = text.startsWith("\uFEFF") ? 1 : 0;
  const endCell = () => {
    record.push(cell);
    cell = "";
  };
  for (; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      endCell();
      records.push(record);
      record = [];
    } else cell += char;
  }
  if (quoted) throw new Error("CSV ends inside a quoted cell");
  if (cell !== "" || record.length) {
    endCell();
    records.push(record);
  }
  return records;
}
