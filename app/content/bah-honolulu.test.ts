import { describe, expect, it } from "vitest";
import { BAH_HONOLULU_2026, bahFor, bahTableIsOutdated } from "./bah-honolulu";

describe("BAH 2026, Honolulu County", () => {
  it("holds all 27 grades, each with and without dependents", () => {
    expect(BAH_HONOLULU_2026.rates).toHaveLength(27);
    expect(new Set(BAH_HONOLULU_2026.rates.map((rate) => rate.grade)).size).toBe(27);
  });

  it("gives content-facts §10's figures", () => {
    expect(bahFor(BAH_HONOLULU_2026, "E-6", true)).toBe(3_912);
    expect(bahFor(BAH_HONOLULU_2026, "E-5", true)).toBe(3_663);
    expect(bahFor(BAH_HONOLULU_2026, "E-5", false)).toBe(2_856);
    expect(bahFor(BAH_HONOLULU_2026, "O-3E", true)).toBe(4_572);
    expect(bahFor(BAH_HONOLULU_2026, "O-10", false)).toBe(4_494);
    expect(bahFor(BAH_HONOLULU_2026, "E-10", true)).toBeNull();
  });

  it("says when its year is past", () => {
    expect(bahTableIsOutdated(BAH_HONOLULU_2026, new Date("2026-12-31T23:00:00Z"))).toBe(false);
    expect(bahTableIsOutdated(BAH_HONOLULU_2026, new Date("2027-01-01T00:00:00Z"))).toBe(true);
  });
});
