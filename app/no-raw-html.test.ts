import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * React escapes everything it renders except through these doors. Any use must be reviewed
 * and listed here (file → why it holds no user data).
 */
const REVIEWED_RAW_HTML: Record<string, string> = {};
const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\s*\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("raw HTML in app/", () => {
  it("appears only in the reviewed places", () => {
    const appDir = path.resolve(import.meta.dirname);
    const files = sourceFiles(appDir);
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .filter((file) => RAW_HTML.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(appDir, file));
    expect(found.sort()).toEqual(Object.keys(REVIEWED_RAW_HTML).sort());
  });
});
