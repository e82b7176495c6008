import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_SUBSET_RANGE } from "./font-subset";

const APP = path.resolve(import.meta.dirname, "../app");

/** The unicode-range of app.css's face for the subset file. */
function stylesheetRange(): string[] {
  const css = readFileSync(path.join(APP, "app.css"), "utf8");
  const face = /@font-face\s*\{[^}]*inter-text-wght-400-700\.woff2[^}]*\}/.exec(css)?.[0];
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  return (range ?? "").split(",").map((part) => part.trim());
}

function inRange(codePoint: number): boolean {
  return FONT_SUBSET_RANGE.some((part) => {
    const [from, to = from] = part.slice(2).split("-");
    return codePoint >= Number.parseInt(from!, 16) && codePoint <= Number.parseInt(to!, 16);
  });
}

/** Characters that the site prints in another face: Inter's Latin file has no glyph for them either. */
const NOT_IN_INTER_LATIN = new Set(["✓"]);

/** Non-ASCII characters in the app's code and content, comments left out (the guide PDF has its own fonts). */
function siteCharacters(): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(APP, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    if (file.includes(`${path.sep}guide-pdf${path.sep}`)) continue;
    const code = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, "");
    for (const character of code.match(/[^\p{ASCII}]/gu) ?? []) found.set(character, path.relative(APP, file));
  }
  return found;
}

describe("the text font subset (npm run font:subset)", () => {
  it("is declared in app.css for exactly the characters the script keeps", () => {
    expect(stylesheetRange()).toEqual([...FONT_SUBSET_RANGE]);
  });

  it("covers every character the site's code and content print", () => {
    const characters = siteCharacters();
    expect(characters.size).toBeGreaterThan(10);
    const missing = [...characters]
      .filter(([character]) => !inRange(character.codePointAt(0)!) && !NOT_IN_INTER_LATIN.has(character))
      .map(([character, file]) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase()}, ${file})`);
    expect(missing).toEqual([]);
  });
});
