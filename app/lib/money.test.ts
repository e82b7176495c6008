import { describe, expect, it, vi } from "vitest";
import {
  MAX_AMOUNT,
  amountTooLargeMessage,
  formatDollars,
  formatMonthly,
  formatMonthlySaving,
  formatSignedDollars,
  formatSignedMonthly,
  formatTotalSaving,
} from "./money";
import { roundHalfUp } from "./rounding";

describe("prices and totals: whole dollars", () => {
  it("rounds half up to the dollar, with thousands separators", () => {
    expect(formatDollars(3_750)).toBe("$3,750");
    expect(formatDollars(4_687.5)).toBe("$4,688");
    expect(formatDollars(1_796.178751)).toBe("$1,796");
    expect(formatDollars(258_263.9588)).toBe("$258,264");
  });

  it("shows zero rather than NaN, and no negative zero", () => {
    expect(formatDollars(Number.NaN)).toBe("$0");
    expect(formatDollars(-0.4)).toBe("$0");
  });

  it("signs a difference in totals", () => {
    expect(formatSignedDollars(61_356.6)).toBe("+$61,357");
    expect(formatSignedDollars(-4_210.2)).toBe("−$4,210");
    expect(formatSignedDollars(0.4)).toBe("$0");
  });
});

describe("monthly payments: dollars and cents", () => {
  it("rounds half up to the cent", () => {
    expect(formatMonthly(1_796.178751)).toBe("$1,796.18");
    expect(formatMonthly(0)).toBe("$0.00");
    expect(formatMonthly(Number.POSITIVE_INFINITY)).toBe("$0.00");
    expect(formatMonthly(-0.001)).toBe("$0.00");
  });

  it("signs a difference in monthly payments", () => {
    expect(formatSignedMonthly(874.614)).toBe("+$874.61");
    expect(formatSignedMonthly(-120.049)).toBe("−$120.05");
    expect(formatSignedMonthly(0.004)).toBe("$0.00");
  });
});

describe("savings, floored at zero as SPEC.md §9 shows them", () => {
  it("gives a monthly saving in cents with a plus sign", () => {
    expect(formatMonthlySaving(717.3998857)).toBe("+$717.40");
    expect(formatMonthlySaving(0.005)).toBe("+$0.01");
  });

  it("gives a yearly or lifetime saving in whole dollars with a plus sign", () => {
    expect(formatTotalSaving(8_608.798)).toBe("+$8,609");
    expect(formatTotalSaving(258_263.9588605915)).toBe("+$258,264");
  });

  it("shows no saving, not a negative one, when there is none", () => {
    expect(formatMonthlySaving(0)).toBe("$0.00");
    expect(formatMonthlySaving(0.004)).toBe("$0.00");
    expect(formatMonthlySaving(-12)).toBe("$0.00");
    expect(formatMonthlySaving(Number.NaN)).toBe("$0.00");
    expect(formatTotalSaving(-12)).toBe("$0");
    expect(formatTotalSaving(0.4)).toBe("$0");
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
  it("names the field and the limit in whole dollars", () => {
    expect(amountTooLargeMessage("Home price")).toBe(`Home price can't be more than $100,000,000.`);
    expect(MAX_AMOUNT).toBe(100_000_000);
  });
});

describe("without Intl", () => {
  it("formats every kind of amount without making an Intl object (the first one loads the browser's ICU data in one long task)", () => {
    const made = [vi.spyOn(Intl, "NumberFormat"), vi.spyOn(Number.prototype, "toLocaleString")];
    try {
      expect(formatDollars(1_000)).toBe("$1,000");
      expect(formatMonthly(-1_796.175)).toBe("-$1,796.18");
      for (const spy of made) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of made) spy.mockRestore();
    }
  });

  it("writes dollars exactly as Intl's en-US currency format does", () => {
    const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    const amounts = [
      0,
      1,
      9.5,
      99.99,
      999.995,
      1_000,
      12_345.675,
      999_999.5,
      1_234_567.891,
      MAX_AMOUNT,
      -0.4,
      -5,
      -1_796.18,
      -250_000,
    ];
    for (const amount of amounts) {
      expect(formatDollars(amount), String(amount)).toBe(whole.format(roundHalfUp(amount, 0) || 0));
      expect(formatMonthly(amount), String(amount)).toBe(cents.format(roundHalfUp(amount, 2) || 0));
    }
  });
});
