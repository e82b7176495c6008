/**
 * The `ics` package folds content lines at 75 characters, not the 75 octets RFC 5545 (3.1)
 * sets: a line of Hawaiian place names or emoji ran to 297 bytes. And it passes control
 * characters through (a bare CR splits a line for every parser). These two steps make its
 * output what the RFC asks, where the calendar's bytes are made.
 */

/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const ICS_LINE_OCTETS = 75;

const CONTROL_CHARACTERS_BUT_LINE_FEED = /[^\P{Cc}\n]/gu;

/**
 * Text for an event's summary or description: line breaks as LF (the package escapes those as
 * `\n`), every other control character dropped. Own items refuse them on input; this keeps
 * anything stored before that out of the file.
 */
export function calendarText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS_BUT_LINE_FEED, "");
}

const octets = (text: string) => Buffer.byteLength(text, "utf8");

/** One content line in parts of at most 75 octets, never splitting a character's UTF-8 bytes. */
function foldLine(line: string): string {
  if (octets(line) <= ICS_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = "";
  let size = 0;
  // A continuation line starts with a space, which counts towards its 75 octets.
  let room = ICS_LINE_OCTETS;
  for (const character of line) {
    const characterSize = octets(character);
    if (size + characterSize > room) {
      parts.push(part);
      part = "";
      size = 0;
      room = ICS_LINE_OCTETS - 1;
    }
    part += character;
    size += characterSize;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/**
 * A calendar with every content line folded at 75 octets: the package's own folds (CRLF and a
 * tab) are undone first. Safe because no value holds a raw line break: text values escape LF,
 * and `calendarText` has removed CR.
 */
export function foldIcsLines(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map(foldLine)
    .join("\r\n");
}
