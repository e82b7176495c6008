import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthlyPayment, totalInterest } from "./amortization";
import { roundHalfUp } from "~/lib/rounding";

const cents = (value: number) => roundHalfUp(value, 2);

describe("monthlyPayment", () => {
  it("matches published amortisation figures to the cent", () => {
    expect(cents(monthlyPayment(400_000, 3.5, 30))).toBe(1_796.18);
    expect(cents(monthlyPayment(200_000, 9.5, 30))).toBe(1_681.71);
    expect(cents(monthlyPayment(600_000, 7.5, 30))).toBe(4_195.29);
    expect(cents(monthlyPayment(100_000, 6, 30))).toBe(599.55);
    expect(cents(monthlyPayment(250_000, 5, 15))).toBe(1_976.98);
  });

  it("divides evenly at a zero rate", () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    expect(cents(monthlyPayment(120_000, 0, 10))).toBe(1_000.0);
  });

  it("costs nothing on a zero principal", () => {
    expect(monthlyPayment(0, 7.5, 30)).toBe(0);
    expect(monthlyPayment(-5_000, 7.5, 30)).toBe(0);
  });

  it("pays a term shorter than a month in one month, and counts a negative rate as 0%", () => {
    expect(monthlyPayment(1_200, 0, 0)).toBe(1_200);
    expect(cents(monthlyPayment(1_200, 12, 0))).toBe(1_212);
    expect(monthlyPayment(1_200, -3, 1)).toBe(100);
  });

  it("stays precise at a tiny rate instead of dividing by zero", () => {
    expect(monthlyPayment(120_000, 1e-300, 10)).toBeCloseTo(1_000, 9);
  });

  it("rises with the rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1, max: 50 }),
        (principal, rateHundredths, stepHundredths, years) => {
          const lower = monthlyPayment(principal, rateHundredths / 100, years);
          const higher = monthlyPayment(principal, (rateHundredths + stepHundredths) / 100, years);
          expect(higher).toBeGreaterThan(lower);
        },
      ),
    );
  });

  it("falls as the term grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 49 }),
        fc.integer({ min: 1, max: 49 }),
        (principal, rateHundredths, years, extraYears) => {
          const shorter = monthlyPayment(principal, rateHundredths / 100, years);
          const longer = monthlyPayment(principal, rateHundredths / 100, years + extraYears);
          expect(longer).toBeLessThan(shorter);
        },
      ),
    );
  });

  it("never exceeds what the first month's interest plus the whole principal would cost", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.double({ min: 0, max: 1_000, noNaN: true }),
        fc.double({ min: 0, max: 1_000, noNaN: true }),
        (principal, rate, years) => {
          const payment = monthlyPayment(principal, rate, years);
          expect(Number.isFinite(payment)).toBe(true);
          expect(payment).toBeGreaterThanOrEqual(0);
          expect(payment).toBeLessThanOrEqual(principal * (1 + rate / 1200) * (1 + 1e-9));
        },
      ),
    );
  });
});

describe("totalInterest", () => {
  it("is the payments over the term less the principal", () => {
    expect(cents(totalInterest(400_000, 3.5, 30))).toBe(cents(monthlyPayment(400_000, 3.5, 30) * 360 - 400_000));
    expect(cents(totalInterest(400_000, 3.5, 30))).toBe(246_624.35);
    expect(totalInterest(120_000, 0, 10)).toBe(0);
    expect(totalInterest(0, 5, 30)).toBe(0);
  });
});
