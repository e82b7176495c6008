import { describe, expect, it } from "vitest";
import { ASSUMPTION_DEFAULTS, calculateAssumption, type AssumptionInputs } from "./assumption";
import { assumptionAnswer } from "./assumption-answer";
import { costsOverYears, costsUntilPaidOff } from "./path-comparison";

const OPTIONS = { newVaLoan: { use: "first", feeInCash: false } } as const;

function answerFor(inputs: AssumptionInputs): string {
  const outcome = calculateAssumption(inputs, OPTIONS);
  const whenSold = costsOverYears(inputs, inputs.yearsInHome, OPTIONS);
  const untilPaidOff = costsUntilPaidOff(inputs, OPTIONS);
  if (!outcome.ok || !whenSold || !untilPaidOff) throw new Error("inputs are complete");
  return assumptionAnswer(outcome.result, whenSold, untilPaidOff);
}

describe("assumptionAnswer", () => {
  it("names the month, the family's horizon first, then until paid off, and the cash at closing", () => {
    // Issue 31's family: 750,000, nothing down, 450,000 left at 2.75 % over 25 years, 6.5 % today.
    //   Assume: 2,075.90 + GAP 225,000 at 9.5 % 1,891.92 = 3,967.82 a month.
    //   New VA loan: 750,000 + 2.15 % fee (16,125) = 766,125 at 6.5 % = 4,842.43 a month.
    //   4,842.43 − 3,967.82 = 874.61 a month.
    //   Cash: 75,000 down (90 % cap) + 2,250 fee + 300 servicer's fee = 77,550; new VA loan $0.
    const family = {
      ...ASSUMPTION_DEFAULTS,
      purchasePrice: 750_000,
      assumedBalance: 450_000,
      assumptionRate: 2.75,
      assumedTermYears: 25,
      marketRate: 6.5,
    };
    expect(answerFor(family)).toBe(
      "Assuming the seller's loan saves $874.61 a month and $61,357 over the 3 years you expect to keep the home" +
        " ($361,864 less until both are paid off, 30 years), and needs $77,550 in cash at closing," +
        " against $0 for a new VA loan.",
    );
  });

  it("says 'but' when the month saves and the years cost more", () => {
    // Issue 15's case: a 30-year assumption and GAP loan against a 15-year new loan pay less each
    // month but more by the time both are paid off, which is the 30 years this family stays.
    const answer = answerFor({
      ...ASSUMPTION_DEFAULTS,
      purchasePrice: 600_000,
      assumedBalance: 400_000,
      assumptionRate: 3,
      assumedTermYears: 30,
      marketRate: 6,
      newTermYears: 15,
      maxCombinedLtvPct: 100,
      yearsInHome: 30,
    });
    expect(answer).toMatch(
      /^Assuming the seller's loan saves \$[\d,]+\.\d\d a month but costs \$[\d,]+ more over the 30 years/,
    );
    expect(answer).toContain("more until both are paid off, 30 years");
  });
});
