import { describe, expect, it } from "vitest";
import type { PriceSliderRange } from "~/content/programs";
import { creditQueryFromUrl, parseHomePrice, sliderPriceFromUrl } from "./credit-query";

describe("parseHomePrice", () => {
  it("removes commas and dollar signs before reading the number", () => {
    expect(parseHomePrice("$750,000")).toBe(750_000);
    expect(parseHomePrice("750000")).toBe(750_000);
    expect(parseHomePrice(" $1,250,000 ")).toBe(1_250_000);
    expect(parseHomePrice("650000.50")).toBe(650_000.5);
  });

  it("reads cents after the decimal point, rounded to the cent", () => {
    expect(parseHomePrice("600000.55")).toBe(600_000.55);
    expect(parseHomePrice("$600,000.555")).toBe(600_000.56);
    expect(parseHomePrice("600000.554")).toBe(600_000.55);
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
      error: null,
    });
  });

  it("reads a price with cents as dollars and cents, not as more digits", () => {
    expect(creditQueryFromUrl("http://x/calculators/credit?price=600000.55")).toMatchObject({
      price: 600_000.55,
      credit: 3_000,
    });
  });

  it("has no result without a usable price", () => {
    expect(creditQueryFromUrl("http://x/calculators/credit").credit).toBeNull();
    expect(creditQueryFromUrl("http://x/calculators/credit?price=lots")).toEqual({
      priceText: "lots",
      price: null,
      credit: null,
      error: null,
    });
  });

  it("answers a price above $100,000,000 with a message instead of a credit", () => {
    expect(creditQueryFromUrl("http://x/calculators/credit?price=100000000")).toMatchObject({
      credit: 500_000,
      error: null,
    });
    for (const price of ["100000000.01", "%241%2C000%2C000%2C000", "9".repeat(400)]) {
      expect(creditQueryFromUrl(`http://x/calculators/credit?price=${price}`), price).toMatchObject({
        price: null,
        credit: null,
        error: "Home price can't be more than $100,000,000.",
      });
    }
  });
});

describe("sliderPriceFromUrl", () => {
  const range: PriceSliderRange = {
    param: "veteransPrice",
    min: 100_000,
    max: 2_000_000,
    step: 10_000,
    initial: 750_000,
  };
  const at = (search: string) => sliderPriceFromUrl(`http://x/programs${search}`, range);

  it("starts where the slider starts when the link names no price, or an unreadable one", () => {
    expect(at("")).toBe(750_000);
    expect(at("?price=900000")).toBe(750_000);
    expect(at("?veteransPrice=lots")).toBe(750_000);
    expect(at("?veteransPrice=")).toBe(750_000);
  });

  it("reads the slider's own parameter as the slider would hold it: on a step, within the range", () => {
    expect(at("?veteransPrice=860000")).toBe(860_000);
    expect(at("?veteransPrice=%24860%2C000")).toBe(860_000);
    expect(at("?veteransPrice=864999")).toBe(860_000);
    expect(at("?veteransPrice=865000")).toBe(870_000);
    expect(at("?veteransPrice=5")).toBe(100_000);
    expect(at("?veteransPrice=99000000")).toBe(2_000_000);
    expect(at(`?veteransPrice=${"9".repeat(400)}`)).toBe(750_000);
  });
});
