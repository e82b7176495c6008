import {
  calculateRentBuyAssume,
  planNetCost,
  type PathName,
  type PathResult,
  type RentBuyAssumeResult,
} from "./rent-buy-assume";
import {
  validateRentBuyAssume,
  type RentBuyAssumeInputs,
  type RentBuyAssumeNumberField,
} from "./rent-buy-assume-inputs";

/** What would change the rent/buy/assume answer most: ±1 steps of each input, and the appreciation × rate grid. */

export type SensitivityStep = { field: RentBuyAssumeNumberField; step: number; label: string };

/** The ±1 steps tried when looking for the input that moves the answer most. */
export const SENSITIVITY_STEPS: readonly SensitivityStep[] = [
  { field: "appreciationPct", step: 1, label: "appreciation ±1 point" },
  { field: "ratePct", step: 1, label: "loan rate ±1 point" },
  { field: "rentMonthly", step: 100, label: "rent ±$100 a month" },
  { field: "rentIncreasePct", step: 1, label: "rent increase ±1 point" },
  { field: "returnOnCashPct", step: 1, label: "return on cash ±1 point" },
  { field: "sellingCostsPct", step: 1, label: "selling costs ±1 point" },
  { field: "maintenancePct", step: 1, label: "maintenance ±1 point" },
  { field: "price", step: 10_000, label: "price ±$10,000" },
  { field: "assumedRatePct", step: 1, label: "assumed loan rate ±1 point" },
  { field: "gapRatePct", step: 1, label: "GAP loan rate ±1 point" },
  { field: "rentalRentMonthly", step: 100, label: "rental rent ±$100 a month" },
  { field: "tourYears", step: 1, label: "tour length ±1 year" },
];

export type SensitivityMove = SensitivityStep & {
  /** Gap = runner-up's cost − cheapest's cost, for the two paths cheapest at the given inputs. */
  baseGap: number;
  /** The gap with the input one step down / up; null when that step is outside the valid range. */
  gapStepDown: number | null;
  gapStepUp: number | null;
  /** Largest |gap − baseGap| of the two steps. */
  largestMove: number;
  /** One of the steps makes the runner-up the cheaper of the two. */
  flipsAnswer: boolean;
};

export type SensitivityCell = {
  appreciationPct: number;
  ratePct: number;
  rent: number;
  buy: number;
  assume: number | null;
  cheapest: PathName;
};

/** Offsets (points) around the given appreciation and rate for the sensitivity grid. */
export const SENSITIVITY_GRID_OFFSETS = [-2, -1, 0, 1, 2] as const;

function pathByName(result: RentBuyAssumeResult, path: PathName): PathResult | null {
  return result[path];
}

/**
 * Every ±1 step of SENSITIVITY_STEPS and how far it moves the gap between the two paths that are
 * cheapest at the given inputs (the same two paths, even if a step makes a third one cheaper),
 * largest move first; ties keep the table's order. A step leaving the valid range is not tried
 * (its gap is null); a field with neither step valid is left out. Null when the inputs are invalid.
 */
export function sensitivityToSteps(inputs: RentBuyAssumeInputs): SensitivityMove[] | null {
  const base = calculateRentBuyAssume(inputs);
  if (!base.ok) return null;
  const { path: cheapest, runnerUp, byAmount: baseGap } = base.result.cheapest;
  const gapWith = (changed: RentBuyAssumeInputs): number | null => {
    const outcome = calculateRentBuyAssume(changed);
    if (!outcome.ok) return null;
    const first = pathByName(outcome.result, cheapest);
    const second = pathByName(outcome.result, runnerUp);
    return first && second ? planNetCost(second) - planNetCost(first) : null;
  };
  const moves: SensitivityMove[] = [];
  for (const step of SENSITIVITY_STEPS) {
    const value = inputs[step.field];
    const gapStepDown = gapWith({ ...inputs, [step.field]: value - step.step });
    const gapStepUp = gapWith({ ...inputs, [step.field]: value + step.step });
    const gaps = [gapStepDown, gapStepUp].filter((gap): gap is number => gap !== null);
    if (gaps.length === 0) continue;
    const largestMove = Math.max(...gaps.map((gap) => Math.abs(gap - baseGap)));
    moves.push({ ...step, baseGap, gapStepDown, gapStepUp, largestMove, flipsAnswer: gaps.some((gap) => gap < 0) });
  }
  // Array.prototype.sort is stable: equal moves stay in the table's order.
  return moves.sort((a, b) => b.largestMove - a.largestMove);
}

/** The input whose ±1 step moves the answer most: the first of sensitivityToSteps. */
export function mostSensitiveInput(inputs: RentBuyAssumeInputs): SensitivityMove | null {
  return sensitivityToSteps(inputs)?.[0] ?? null;
}

/**
 * Net cost per path (over the plan's horizon) for appreciation × loan rate around the given
 * values (SENSITIVITY_GRID_OFFSETS); rows by appreciation, cells by rate. Offsets that leave the
 * valid range (a negative rate) are left out. Null when the inputs are invalid.
 */
export function sensitivityGrid(inputs: RentBuyAssumeInputs): SensitivityCell[][] | null {
  if (validateRentBuyAssume(inputs).length > 0) return null;
  const rows: SensitivityCell[][] = [];
  for (const appreciationOffset of SENSITIVITY_GRID_OFFSETS) {
    const row: SensitivityCell[] = [];
    for (const rateOffset of SENSITIVITY_GRID_OFFSETS) {
      const appreciationPct = inputs.appreciationPct + appreciationOffset;
      const ratePct = inputs.ratePct + rateOffset;
      const outcome = calculateRentBuyAssume({ ...inputs, appreciationPct, ratePct });
      if (!outcome.ok) continue;
      const { rent, buy, assume, cheapest } = outcome.result;
      row.push({
        appreciationPct,
        ratePct,
        rent: planNetCost(rent),
        buy: planNetCost(buy),
        assume: assume ? planNetCost(assume) : null,
        cheapest: cheapest.path,
      });
    }
    if (row.length > 0) rows.push(row);
  }
  return rows;
}
