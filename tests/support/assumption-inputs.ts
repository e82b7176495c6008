import fc from "fast-check";
import type { AssumptionInputs } from "../../app/features/calculators/assumption";

const money = fc.integer({ min: 1, max: 100_000_000 });
const rate = fc.integer({ min: 1, max: 3_000 }).map((hundredths) => hundredths / 100);
const term = fc.integer({ min: 1, max: 50 });

/** Calculator inputs a family could type: whole dollars, rates to the hundredth, whole-year terms. */
export const realisticAssumptionInputs = fc.record<AssumptionInputs>({
  purchasePrice: money,
  downPayment: fc.integer({ min: 0, max: 100_000_000 }),
  assumedBalance: money,
  assumptionRate: rate,
  assumedTermYears: term,
  gapRate: fc.integer({ min: 0, max: 3_000 }).map((hundredths) => hundredths / 100),
  gapTermYears: term,
  marketRate: rate,
  newTermYears: term,
  hoaMonthly: fc.integer({ min: 0, max: 10_000 }),
  taxesMonthly: fc.integer({ min: 0, max: 10_000 }),
  insuranceMonthly: fc.integer({ min: 0, max: 10_000 }),
  yearsInHome: fc.integer({ min: 1, max: 30 }),
  maxCombinedLtvPct: fc.integer({ min: 1, max: 100 }),
  servicerFee: fc.integer({ min: 0, max: 300 }),
  // The years left are typed here; the start year only stands in for them in the form.
  loanStartYear: fc.constant(0),
});
