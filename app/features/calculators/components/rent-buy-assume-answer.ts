import { formatDollars } from "~/lib/money";
import type { RentBuyAssumeResult } from "../rent-buy-assume";
import type { RentBuyAssumeInputs } from "../rent-buy-assume-inputs";
import type { SensitivityMove } from "../rent-buy-assume-sensitivity";
import { roundHalfUp } from "~/lib/rounding";
import { PATH_LABELS, yearLong, yearsText } from "./rent-buy-assume-labels";

/** The answer in plain sentences, above the figures. */

const usd = (amount: number) => formatDollars(amount);

/** "Renting costs least over your 3-year tour: $12,345 less than buying with a VA loan." */
export function answerSentence(result: RentBuyAssumeResult, inputs: RentBuyAssumeInputs): string {
  const { path, runnerUp, byAmount, years } = result.cheapest;
  const over =
    inputs.afterTour === "keep"
      ? `over your ${yearLong(inputs.tourYears)} tour and ${yearsText(inputs.keepYears)} as a rental`
      : `over your ${yearLong(years)} tour`;
  if (roundHalfUp(byAmount, 0) === 0) {
    return `${PATH_LABELS[path].name} and ${PATH_LABELS[runnerUp].lower} cost the same ${over}, to the dollar.`;
  }
  return `${PATH_LABELS[path].name} costs least ${over}: ${usd(byAmount)} less than ${PATH_LABELS[runnerUp].lower}.`;
}

/** "What would change the answer most: appreciation ±1 point, which moves the difference by up to $8,000." */
export function sensitivitySentence(move: SensitivityMove | undefined, result: RentBuyAssumeResult): string | null {
  if (!move || roundHalfUp(move.largestMove, 0) === 0) return null;
  const flip = move.flipsAnswer ? `: enough to make ${PATH_LABELS[result.cheapest.runnerUp].lower} the cheaper` : "";
  return `What would change the answer most: ${move.label}, which moves the difference by up to ${usd(move.largestMove)}${flip}.`;
}
