import { describe, expect, it } from "vitest";
import { MAX_AMOUNT, amountTooLargeMessage, formatSignedSavings, formatUsd } from "./money";
import { roundHalfUp } from "./rounding";

describe("formatUsd", () => {
  it("shows whole dollars by default and cents on request", () => {
    expect(formatUsd(3_750)).toBe("$3,750");
    expect(formatUsd(4_687.5)).toBe("$4,688");
    expect(formatUsd(1_796.178751)).toBe("$1,796");
    expect(formatUsd(1_796.178751, { cents: true })).toBe("$1,796.18");
    expect(formatUsd(0, { cents: true })).toBe("$0.00");
    expect(formatUsd(258_263.9588, { cents: true })).toBe("$258,263.96");
  });

  it("never shows NaN, Infinity or a negative zero", () => {
    expect(formatUsd(Number.NaN)).toBe("$0");
    expect(formatUsd(Number.POSITIVE_INFINITY, { cents: true })).toBe("$0.00");
    expect(formatUsd(-0.001, { cents: true })).toBe("$0.00");
  });
});

describe("formatSignedSavings", () => {
  it("puts a plus sign and two decimals on a saving", () => {
    expect(formatSignedSavings(717.3998857)).toBe("+$717.40");
    expect(formatSignedSavings(258_263.9588605915)).toBe("+$258,263.96");
    expect(formatSignedSavings(0.005)).toBe("+$0.01");
  });

  it("shows $0.00 when there is no saving", () => {
    expect(formatSignedSavings(0)).toBe("$0.00");
    expect(formatSignedSavings(0.004)).toBe("$0.00");
    expect(formatSignedSavings(-12)).toBe("$0.00");
    expect(formatSignedSavings(Number.NaN)).toBe("$0.00");
  });
});

describe("roundHalfUp", () => {
  it("rounds exact halves up even when binary stores them just below", () => {
    expect(roundHalfUp(4_687.5)).toBe(4_688);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.004, 2)).toBe(1);
    expect(roundHalfUp(-2.5)).toBe(-3);
  });
});

describe("amountTooLargeMessage", () => {
  it("names the field and the largest amount accepted", () => {
    expect(amountTooLargeMessage("Home price")).toBe("Home price can't be more than $100,000,000.");
    expect(MAX_AMOUNT).toBe(100_000_000);
  });
});
