import { describe, expect, it } from "vitest";
import { GLOSSARY } from "./glossary";
import { GLOSSARY_ACRONYMS } from "./glossary-acronyms";

describe("the glossary", () => {
  it("has one entry per acronym, anchored by its lower-case letters, A to Z", () => {
    expect(GLOSSARY.map((entry) => entry.id)).toEqual(GLOSSARY.map((entry) => entry.acronym.toLowerCase()));
    const acronyms = GLOSSARY.map((entry) => entry.acronym);
    expect(new Set(acronyms).size).toBe(acronyms.length);
    expect(acronyms).toEqual(acronyms.toSorted());
    expect(GLOSSARY_ACRONYMS).toEqual(acronyms);
  });

  it("explains each in words, and links only secure official pages", () => {
    for (const entry of GLOSSARY) {
      expect(entry.explanation.length, entry.id).toBeGreaterThan(40);
      if (entry.source) expect(entry.source.url, entry.id).toMatch(/^https:\/\//);
    }
  });
});
