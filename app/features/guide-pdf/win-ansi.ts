/**
 * The PDF uses the viewer's built-in Helvetica (no font file to embed, so the book stays
 * small), and built-in fonts only know the WinAnsi character set: Latin-1 plus the
 * typographic marks (– — ‘ ’ “ ” … • € ™). A character outside it would print as a wrong
 * glyph (the Hawaiian ʻokina came out as "»") or vanish (a kahakō vowel), so text is
 * normalised here and anything that still does not fit stops the build with its name.
 */

/** The characters Windows-1252 puts in 0x80–0x9F, the rest of WinAnsi being ASCII and Latin-1. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function inWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** Characters with a faithful WinAnsi stand-in. */
const STAND_INS: Record<string, string> = {
  "\u02bb": "‘", // ʻokina: printed Hawaiian uses the left single quote where the font lacks it
  "\u2011": "-", // non-breaking hyphen
  "\u2212": "-", // minus sign
  "\u00a0": " ",
  "\u202f": " ",
};

export class UnprintableCharacterError extends Error {}

/**
 * `text` as the built-in font can print it: stand-ins for a few marks, accents it lacks
 * dropped from their letters (ā → a, while é stays é). `where` names the text in the error.
 */
export function toWinAnsi(text: string, where: string): string {
  let result = "";
  for (const char of text) {
    if (inWinAnsi(char)) {
      result += char;
      continue;
    }
    const standIn = STAND_INS[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
    if (standIn === "" || ![...standIn].every(inWinAnsi)) {
      const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      throw new UnprintableCharacterError(
        `The PDF guide's font cannot print "${char}" (${code}) in ${where}: use another character, or add a stand-in in app/features/guide-pdf/win-ansi.ts`,
      );
    }
    result += standIn;
  }
  return result;
}

/**
 * A family's own words (an item's title or note, an email address) as the built-in font can
 * print them: the same stand-ins as `toWinAnsi`, and "?" for what no stand-in covers (an
 * emoji, a script the font lacks) instead of an error, so what a family typed never stops
 * their download. Tabs and other control characters become spaces; joiners and variation
 * selectors vanish.
 */
export function toWinAnsiLenient(text: string): string {
  let result = "";
  for (const char of text) {
    if (/\p{Cc}/u.test(char) && char !== "\n") {
      result += " ";
      continue;
    }
    // A lone mark or format character (an emoji's variation selector, a zero-width joiner) prints nothing.
    if (/[\p{M}\p{Cf}]/u.test(char)) continue;
    try {
      result += toWinAnsi(char, "");
    } catch (error) {
      if (!(error instanceof UnprintableCharacterError)) throw error;
      result += "?";
    }
  }
  return result;
}
