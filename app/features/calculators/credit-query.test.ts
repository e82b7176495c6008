import { describe, expect, it } from "vitest";
import { creditQueryFromUrl, parseHomePrice } from "./credit-query";

describe("parseHomePrice", () => {
  it("removes commas and dollar signs before reading the number", () => {
    expect(parseHomePrice("$750,000")).toBe(750_000);
    expect(parseHomePrice("750000")).toBe(750_000);
    expect(parseHomePrice(" $1,250,000 ")).toBe(1_250_000);
    expect(parseHomePrice("650000.50")).toBe(650_000.5);
  });

  it("gives null for anything that is not a number", () => {
    for (const text of ["", "$", "abc", "75o,000", "-500000", "1e6", "Infinity", "1.2.3"]) {
      expect(parseHomePrice(text), text).toBeNull();
    }
  });
});

describe("creditQueryFromUrl", () => {
  it("computes the $500-per-$100,000 credit for a submitted price", () => {
    expect(creditQueryFromUrl("http://x/calculators/credit?price=%24750%2C000")).toEqual({
      priceText: "$750,000",
      price: 750_000,
      credit: 3_750,
    });
  });

  it("has no result without a usable price", () => {
    expect(creditQueryFromUrl("http://x/calculators/credit").credit).toBeNull();
    expect(creditQueryFromUrl("http://x/calculators/credit?price=lots")).toEqual({
      priceText: "lots",
      price: null,
      credit: null,
    });
  });
});
