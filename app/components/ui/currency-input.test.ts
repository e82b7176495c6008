import { describe, expect, it } from "vitest";
import { AMOUNT_TEXT, caretAfterDigits, currencyDigits, formatCurrencyDigits } from "./currency-input";

describe("currencyDigits", () => {
  it("keeps the digits of a typed amount, without leading zeros", () => {
    expect(currencyDigits("$1,2a00")).toBe("1200");
    expect(currencyDigits("007")).toBe("7");
    expect(currencyDigits("")).toBe("");
  });

  it("keeps a decimal point and up to two cents digits instead of stripping the point", () => {
    expect(currencyDigits("600000.55")).toBe("600000.55");
    expect(currencyDigits("$600,000.55")).toBe("600000.55");
    expect(currencyDigits("600000.")).toBe("600000.");
    expect(currencyDigits("1.999")).toBe("1.99");
    expect(currencyDigits("00.5")).toBe("0.5");
    // A second point goes; the first one stays where it was.
    expect(currencyDigits("1.2.3")).toBe("1.23");
  });

  it("stops at sixteen dollar digits", () => {
    expect(currencyDigits("9".repeat(20))).toHaveLength(16);
    expect(currencyDigits(`${"9".repeat(20)}.25`)).toBe(`${"9".repeat(16)}.25`);
  });
});

describe("formatCurrencyDigits", () => {
  it("shows US currency with the cents as typed", () => {
    expect(formatCurrencyDigits("750000")).toBe("$750,000");
    expect(formatCurrencyDigits("600000.55")).toBe("$600,000.55");
    expect(formatCurrencyDigits("600000.5")).toBe("$600,000.5");
    expect(formatCurrencyDigits("1234.")).toBe("$1,234.");
    expect(formatCurrencyDigits("999")).toBe("$999");
    expect(formatCurrencyDigits("")).toBe("");
    // Past 2^53 too, without rounding.
    expect(formatCurrencyDigits("1000000000000000001")).toBe("$1,000,000,000,000,000,001");
  });
});

describe("caretAfterDigits", () => {
  it("counts digits and the decimal point, skipping $ and commas", () => {
    expect(caretAfterDigits("$600,000.55", 0)).toBe(1);
    expect(caretAfterDigits("$600,000.55", 3)).toBe(4);
    expect(caretAfterDigits("$600,000.55", 4)).toBe(6);
    expect(caretAfterDigits("$600,000.55", 7)).toBe(9);
    expect(caretAfterDigits("$600,000.55", 9)).toBe(11);
  });
});

describe("AMOUNT_TEXT", () => {
  it("matches what the field keeps and nothing else", () => {
    for (const text of ["", "750000", "750000.", "750000.5", "750000.55"])
      expect(AMOUNT_TEXT.test(text), text).toBe(true);
    for (const text of ["$750,000", "-5", "1.234", "1.2.3", "abc"]) expect(AMOUNT_TEXT.test(text), text).toBe(false);
  });
});
