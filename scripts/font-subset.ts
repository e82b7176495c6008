/**
 * Writes app/assets/fonts/inter-text-wght-400-700.woff2: Inter's Latin variable file
 * (@fontsource-variable/inter) cut to the characters the site prints and to the weights it uses
 * (decision 0021). Every page preloads it; `app/app.css` declares it after Fontsource's faces,
 * with FONT_SUBSET_RANGE as its unicode-range, so a character outside it (a name with "ñ" typed
 * into a form) still gets Inter from Fontsource's full Latin file, fetched only by a page that
 * shows one. A unit test checks the stylesheet's range is this one.
 *
 * Needs fontTools with brotli (`pip install fonttools brotli`, or Debian's python3-fonttools and
 * python3-brotli); run `npm run font:subset` after changing the characters or weights below.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SUBSET_FILE = fileURLToPath(new URL("../app/assets/fonts/inter-text-wght-400-700.woff2", import.meta.url));
const SOURCE_FILE = fileURLToPath(
  new URL("../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", import.meta.url),
);

/**
 * Printable ASCII and the few other characters in the site's text (its content modules and
 * prerendered pages): typographic quotes and dashes, ×, ±, −, ≥, →, …, •, ·, ©, §, ™, €, é, and
 * the ʻokina and ō of Hawaiian names. In CSS unicode-range syntax.
 */
export const FONT_SUBSET_RANGE = [
  "U+20-7E",
  "U+A0",
  "U+A7",
  "U+A9",
  "U+B1",
  "U+B7",
  "U+D7",
  "U+E9",
  "U+14D",
  "U+2BB",
  "U+2013-2014",
  "U+2018-2019",
  "U+201C-201D",
  "U+2022",
  "U+2026",
  "U+20AC",
  "U+2122",
  "U+2192",
  "U+2212",
  "U+2265",
] as const;

/** The weights the site's text uses (font-normal to font-bold); others fall back to Fontsource's file. */
export const SUBSET_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * Kerning, and tabular figures for the calculators' numbers (Tailwind's `tabular-nums`). Inter's
 * other features (contextual alternates, fractions) are left out: no text asks for them.
 */
const LAYOUT_FEATURES = ["kern", "tnum"];

function fontTools(args: string[]) {
  const result = spawnSync("python3", ["-m", ...args], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("fontTools failed: install it with `pip install fonttools brotli` (or python3-fonttools)");
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "font-subset-"));
  const characters = path.join(scratch, "characters.woff2");
  try {
    fontTools([
      "fontTools.subset",
      SOURCE_FILE,
      `--unicodes=${FONT_SUBSET_RANGE.join(",")}`,
      `--layout-features=${LAYOUT_FEATURES.join(",")}`,
      "--flavor=woff2",
      `--output-file=${characters}`,
    ]);
    // Restricting the weight axis keeps every weight in the range as it was and drops the
    // outline deltas only the lighter and heavier ends need.
    fontTools([
      "fontTools.varLib.instancer",
      characters,
      `wght=${SUBSET_WEIGHTS.min}:${SUBSET_WEIGHTS.max}`,
      "--output",
      SUBSET_FILE,
    ]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `${path.relative(process.cwd(), SUBSET_FILE)}: ${statSync(SUBSET_FILE).size} bytes (from ${statSync(SOURCE_FILE).size})`,
  );
}
