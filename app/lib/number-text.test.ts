import { describe, expect, it } from "vitest";
import { decimalText, groupedDigits, percentText } from "./number-text";
import { roundHalfUp } from "./rounding";

const VALUES = [
  0, 0.0004, 0.5, 1, 1.5, 2.25, 6.125, 6.1255, 9.9996, 12.3, 99.95, 100, 999.5, 1_000, 12_345.678, 1_000_000, -0.5,
  -6.125, -1_234.5,
];

describe("decimalText", () => {
  it("writes what toLocaleString('en-US') writes, for the site's decimal places", () => {
    for (const decimals of [0, 1, 3]) {
      for (const value of VALUES) {
        const rounded = roundHalfUp(value, decimals);
        const expected = (rounded || 0).toLocaleString("en-US", { maximumFractionDigits: decimals });
        expect(decimalText(value, decimals), `${value} to ${decimals}`).toBe(expected);
      }
    }
  });
});

describe("groupedDigits", () => {
  it("keeps exactly the decimals asked for, with a comma every three digits, and leaves the sign out", () => {
    expect(groupedDigits(1_796.1, 2)).toBe("1,796.10");
    expect(groupedDigits(-1_234_567, 0)).toBe("1,234,567");
    expect(groupedDigits(999, 0)).toBe("999");
  });
});

describe("percentText", () => {
  it("shows a rate to at most three decimals", () => {
    expect(percentText(6.125)).toBe("6.125%");
    expect(percentText(90)).toBe("90%");
    expect(percentText(5.5)).toBe("5.5%");
  });
});
