import type { AssumptionResult } from "./assumption";
import { formatDollars, formatMonthly } from "~/lib/money";
import { yearsLabel, type PathCosts } from "./path-comparison";
import { roundHalfUp } from "~/lib/rounding";

/**
 * The assumption calculator's answer in one sentence, above its figures (as rent/buy/assume's):
 * what assuming saves or costs a month and over the years the family expects to keep the home
 * (that horizon first, "until both are paid off" after it), and the cash it needs at closing.
 * Monthly figures in cents, totals in whole dollars.
 */
export function assumptionAnswer(result: AssumptionResult, whenSold: PathCosts, untilPaidOff: PathCosts): string {
  const monthly = roundHalfUp(result.newLoanTotalPayment - result.assumptionTotalPayment, 2);
  const horizon = roundHalfUp(whenSold.assumptionSaves, 0);
  const paidOff = roundHalfUp(untilPaidOff.assumptionSaves, 0);

  const monthPart =
    monthly > 0
      ? `saves ${formatMonthly(monthly)} a month`
      : monthly < 0
        ? `costs ${formatMonthly(-monthly)} more a month`
        : "costs the same each month";
  // The horizon's verb is left out when the month's already says it: "saves $X a month and $Y over…".
  const sameWay = Math.sign(monthly) === Math.sign(horizon) && horizon !== 0;
  const horizonPart = sameWay
    ? `${formatDollars(Math.abs(horizon))}${horizon < 0 ? " more" : ""}`
    : horizon > 0
      ? `saves ${formatDollars(horizon)}`
      : horizon < 0
        ? `costs ${formatDollars(-horizon)} more`
        : "costs the same";
  const paidOffPart =
    paidOff > 0 ? `${formatDollars(paidOff)} less` : paidOff < 0 ? `${formatDollars(-paidOff)} more` : "the same";

  return (
    `Assuming the seller's loan ${monthPart} ${sameWay ? "and" : "but"} ${horizonPart}` +
    ` over the ${yearsLabel(whenSold.years)} you expect to keep the home` +
    ` (${paidOffPart} until both are paid off, ${yearsLabel(untilPaidOff.years)}),` +
    ` and needs ${formatDollars(result.cashToClose)} in cash at closing,` +
    ` against ${formatDollars(result.newLoanCashToClose)} for a new VA loan.`
  );
}
