import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OUTLINE_FILE, oahuOutlineModule } from "./oahu-outline";

describe("Oahu outline", () => {
  it("is what the script makes from Natural Earth's coastline (regenerate with npm run map:outline)", () => {
    expect(readFileSync(OUTLINE_FILE, "utf8")).toBe(oahuOutlineModule());
  });

  it("is one closed shape of Oahu, not the neighbouring islands", () => {
    const module = oahuOutlineModule();
    expect(module.match(/M/g)).toHaveLength(1);
    expect(module).toMatch(/Z";\n$/);
  });
});
