import type { AssumptionInputs, AssumptionResult } from "../assumption";
import { VA_ASSUMPTION_FUNDING_FEE_RATE } from "../assumption";
import { assumptionAnswer } from "../assumption-answer";
import {
  ASSUMPTION_FIELDS,
  ASSUMPTION_FIELD_ORDER,
  assumptionOptions,
  type AssumptionChoices,
  type AssumptionErrors,
} from "../assumption-form";
import { formatDollars, formatMonthly, formatSignedDollars, formatSignedMonthly } from "~/lib/money";
import { cheaperPathSentence, costsOverYears, costsUntilPaidOff, type PathCosts, yearsLabel } from "../path-comparison";
import { percentText } from "~/lib/number-text";
import { roundHalfUp } from "~/lib/rounding";
import { ResultsSection } from "./results-section";
import { ShareButtons } from "./share-buttons";
import { YearlyCostTable } from "./yearly-cost-table";
// The charts come with the results, which the calculator loads lazily once there is a result
// (assumption-calculator.tsx): one boundary, so hydrating a shared link keeps the server's charts.
import AssumptionChart from "./assumption-chart";

const monthly = (amount: number) => formatMonthly(amount);

function displayInput(field: keyof AssumptionInputs, value: number): string {
  const kind = ASSUMPTION_FIELDS[field].kind;
  if (kind === "amount") return formatDollars(value);
  if (kind === "rate" || kind === "share") return percentText(value);
  if (kind === "year") return value > 0 ? String(value) : "—";
  return `${value} years`;
}

export function AssumptionResults({
  inputs,
  result,
  choices,
  notes,
  focusOnMount,
}: {
  inputs: AssumptionInputs;
  result: AssumptionResult;
  choices: AssumptionChoices;
  notes: AssumptionErrors;
  focusOnMount: boolean;
}) {
  const options = assumptionOptions(choices);
  const whenSold = costsOverYears(inputs, inputs.yearsInHome, options);
  const untilPaidOff = costsUntilPaidOff(inputs, options);
  const monthlyDifference = result.newLoanTotalPayment - result.assumptionTotalPayment;
  const newFeeHow = choices.fundingFeeExempt ? "exempt" : choices.feeInCash ? "paid in cash" : "added to the loan";
  // Rows marked false repeat a figure card; the printout leaves them out to stay on one page.
  const breakdown: [label: string, value: string, printed?: false][] = [
    ["New VA loan amount", formatDollars(result.newLoanAmount)],
    [
      `New VA loan's funding fee (${result.newLoanFundingFeeRatePct}%, ${newFeeHow})`,
      formatDollars(result.newLoanFundingFee),
    ],
    ["GAP loan amount", formatDollars(result.gapLoanAmount)],
    [
      `Combined loan limit (${percentText(inputs.maxCombinedLtvPct)} of the price): assumed + GAP`,
      formatDollars(result.maxCombinedLoans),
    ],
    ["Assumed loan payment", monthly(result.assumedPayment), false],
    ["GAP loan payment", monthly(result.gapPayment), false],
    ["New loan payment", monthly(result.newLoanPayment), false],
    ["HOA, taxes and insurance (both paths)", monthly(result.extrasMonthly), false],
    ["Blended rate of the assumed and GAP loans", percentText(result.blendedRate)],
    ["Down payment on the assumption", formatDollars(result.assumptionDownPayment)],
    [
      `VA funding fee on the assumption (${VA_ASSUMPTION_FUNDING_FEE_RATE * 100}% of the balance, paid at closing)`,
      choices.fundingFeeExempt ? "Exempt" : formatDollars(result.vaFundingFee),
    ],
    ["Servicer's processing fee", formatDollars(result.servicerFee)],
    ["Cash needed at closing to assume", formatDollars(result.cashToClose), false],
    ["Cash needed at closing for a new VA loan", formatDollars(result.newLoanCashToClose)],
    ["Total interest: assumed and GAP loans", formatDollars(result.assumptionTotalInterest)],
    ["Total interest: new loan", formatDollars(result.newLoanTotalInterest)],
  ];

  return (
    <ResultsSection focusOnMount={focusOnMount}>
      {whenSold && untilPaidOff ? (
        <p className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-lg font-semibold text-emerald-900 print:mt-1 print:p-1 print:text-xs">
          {assumptionAnswer(result, whenSold, untilPaidOff)}
        </p>
      ) : null}
      {result.capLimitsGap ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          Above the combined loan limit: at {percentText(inputs.maxCombinedLtvPct)} of the price, the assumed balance
          and the GAP loan may add up to {formatDollars(result.maxCombinedLoans)}, so the GAP loan is{" "}
          {formatDollars(result.gapLoanAmount)}, not {formatDollars(result.gapLoanWanted)}. The rest,{" "}
          {formatDollars(result.assumptionDownPayment)}, is your down payment: {formatDollars(result.cashToClose)} in
          cash at closing with the fees.
        </p>
      ) : null}
      <div className="mt-4 hidden print:block">
        <h3 className="font-semibold">Your figures</h3>
        <dl className="mt-1 grid grid-cols-3 gap-x-4 text-xs">
          {ASSUMPTION_FIELD_ORDER.map((field) => (
            <div key={field} className="flex justify-between gap-2 border-b border-slate-200 py-0.5">
              <dt>{ASSUMPTION_FIELDS[field].label.replace(/ \(.*\)$/, "")}</dt>
              <dd className="tabular-nums">{displayInput(field, inputs[field])}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:mt-2 print:grid-cols-3 print:gap-2">
        <PathComparisonFigure
          label={(years) => `Saved by assuming, if you sell after ${years}`}
          costs={whenSold}
          detail="Counts the cash at closing and what is still owed on each loan when you sell."
        />
        <PathComparisonFigure
          label={(years) => `Saved by assuming, until both are paid off (${years})`}
          costs={untilPaidOff}
        />
        <Figure
          label="Monthly difference (new loan minus assumption)"
          value={formatSignedMonthly(monthlyDifference)}
          emphasis={roundHalfUp(monthlyDifference, 2) > 0}
        />
        <Figure
          label="Cash needed at closing to assume"
          value={formatDollars(result.cashToClose)}
          detail={`${formatDollars(result.assumptionDownPayment)} down + ${choices.fundingFeeExempt ? "no" : formatDollars(result.vaFundingFee)} funding fee + ${formatDollars(result.servicerFee)} servicer's fee; a new VA loan needs ${formatDollars(result.newLoanCashToClose)}.`}
        />
        <Figure
          label="Assumed loan + GAP loan, monthly total"
          value={monthly(result.assumptionTotalPayment)}
          detail={`${monthly(result.assumedPayment)} assumed + ${monthly(result.gapPayment)} GAP + ${monthly(result.extrasMonthly)} HOA, taxes and insurance`}
        />
        <Figure
          label="New VA loan, monthly total"
          value={monthly(result.newLoanTotalPayment)}
          detail={`${monthly(result.newLoanPayment)} new loan + ${monthly(result.extrasMonthly)} HOA, taxes and insurance`}
        />
      </div>
      {result.downPaymentCoversPrice || notes.assumedBalance ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {notes.downPayment ?? notes.assumedBalance}
        </p>
      ) : null}

      <h3 className="mt-8 text-xl font-bold text-ocean-900 print:mt-3 print:text-base">Breakdown</h3>
      <table className="mt-3 w-full max-w-2xl text-left text-sm print:mt-1 print:text-xs">
        <caption className="sr-only">Breakdown of both paths</caption>
        <tbody>
          {breakdown.map(([label, value, printed]) => (
            <tr
              key={label}
              className={printed === false ? "border-b border-ocean-100 print:hidden" : "border-b border-ocean-100"}
            >
              <th scope="row" className="py-2 pr-4 font-normal text-slate-700 print:py-0.5">
                {label}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums text-slate-900 print:py-0.5">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="print:hidden">
        <AssumptionChart inputs={inputs} result={result} options={options} />
        <YearlyCostTable inputs={inputs} options={options} />
      </div>

      <p className="mt-6 text-sm text-slate-600 print:mt-2 print:text-xs">
        Estimates only: your lender's and servicer's figures decide. Payments cover principal and interest. The VA
        funding fee on an assumption is paid at closing (ask the servicer), so it is counted in your cash at closing.
      </p>

      <ShareButtons />
    </ResultsSection>
  );
}

/**
 * One path against the other over the same years (path-comparison.ts): a saving with a plus
 * sign, a cost with a minus sign, and the sentence that says which path costs less.
 */
function PathComparisonFigure({
  label,
  costs,
  detail,
}: {
  label: (years: string) => string;
  costs: PathCosts | null;
  detail?: string;
}) {
  if (!costs) return null;
  const saved = roundHalfUp(costs.assumptionSaves, 0);
  return (
    <Figure
      label={label(yearsLabel(costs.years))}
      value={formatSignedDollars(saved)}
      detail={[cheaperPathSentence(costs), detail].filter(Boolean).join(" ")}
      emphasis={saved > 0}
    />
  );
}

function Figure({
  label,
  value,
  detail,
  emphasis = false,
}: {
  label: string;
  value: string;
  detail?: string;
  emphasis?: boolean;
}) {
  return (
    <div
      className={
        emphasis
          ? "rounded-xl border border-emerald-200 bg-emerald-50 p-4 print:p-2"
          : "rounded-xl border border-ocean-100 bg-white p-4 print:p-2"
      }
    >
      <p className="text-sm text-slate-700">{label}</p>
      <p
        className={`mt-1 font-bold tabular-nums ${emphasis ? "text-3xl text-emerald-900 print:text-xl" : "text-2xl text-ocean-900 print:text-lg"}`}
      >
        {value}
      </p>
      {/* The printout keeps the figures on one page; the details are in the breakdown. */}
      {detail ? <p className="mt-1 text-xs text-slate-600 print:hidden">{detail}</p> : null}
    </div>
  );
}
