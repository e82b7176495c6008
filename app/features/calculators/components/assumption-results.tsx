import type { AssumptionInputs, AssumptionResult } from "../assumption";
import { VA_ASSUMPTION_FUNDING_FEE_RATE } from "../assumption";
import { ASSUMPTION_FIELDS, ASSUMPTION_FIELD_ORDER, type AssumptionErrors } from "../assumption-form";
import { formatSignedSavings, formatUsd } from "../money";
import { cheaperPathSentence, costsOverYears, costsUntilPaidOff, type PathCosts, yearsLabel } from "../path-comparison";
import { roundHalfUp } from "../rounding";
import { ResultsSection } from "./results-section";
import { ShareButtons } from "./share-buttons";
import { YearlyCostTable } from "./yearly-cost-table";
// The charts come with the results, which the calculator loads lazily once there is a result
// (assumption-calculator.tsx): one boundary, so hydrating a shared link keeps the server's charts.
import AssumptionChart from "./assumption-chart";

const usd = (amount: number) => formatUsd(amount, { cents: true });
const pct = (rate: number) => `${roundHalfUp(rate, 3).toLocaleString("en-US", { maximumFractionDigits: 3 })}%`;

function displayInput(field: keyof AssumptionInputs, value: number): string {
  const kind = ASSUMPTION_FIELDS[field].kind;
  if (kind === "amount") return formatUsd(value, { cents: !Number.isInteger(value) });
  if (kind === "rate") return pct(value);
  return `${value} years`;
}

export function AssumptionResults({
  inputs,
  result,
  fundingFeeExempt,
  notes,
  focusOnMount,
}: {
  inputs: AssumptionInputs;
  result: AssumptionResult;
  fundingFeeExempt: boolean;
  notes: AssumptionErrors;
  focusOnMount: boolean;
}) {
  const saves = roundHalfUp(result.monthlySavings, 2) > 0;
  const breakdown: [string, string][] = [
    ["New loan amount", formatUsd(result.newLoanAmount)],
    ["GAP loan amount", formatUsd(result.gapLoanAmount)],
    ["Assumed loan payment", usd(result.assumedPayment)],
    ["GAP loan payment", usd(result.gapPayment)],
    ["New loan payment", usd(result.newLoanPayment)],
    ["HOA, taxes and insurance (both paths)", usd(result.extrasMonthly)],
    ["Blended rate of the assumed and GAP loans", pct(result.blendedRate)],
    [
      `VA funding fee (${VA_ASSUMPTION_FUNDING_FEE_RATE * 100}% of the assumed balance)`,
      fundingFeeExempt ? "Exempt" : formatUsd(result.vaFundingFee, { cents: true }),
    ],
    ["Cash to close (down payment plus funding fee)", formatUsd(result.cashToClose, { cents: true })],
    ["Total interest: assumed and GAP loans", formatUsd(result.assumptionTotalInterest)],
    ["Total interest: new loan", formatUsd(result.newLoanTotalInterest)],
  ];

  return (
    <ResultsSection focusOnMount={focusOnMount}>
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
        <Figure label="Monthly savings" value={formatSignedSavings(result.monthlySavings)} emphasis />
        <PathComparisonFigure
          label={(years) => `Saved by assuming, until both are paid off (${years})`}
          costs={costsUntilPaidOff(inputs)}
        />
        <PathComparisonFigure
          label={(years) => `Saved by assuming, if you sell after ${years}`}
          costs={costsOverYears(inputs, inputs.yearsInHome)}
          detail="Counts what is still owed on each loan when you sell."
        />
        <Figure
          label="Assumed loan + GAP loan, monthly total"
          value={usd(result.assumptionTotalPayment)}
          detail={`${usd(result.assumedPayment)} assumed + ${usd(result.gapPayment)} GAP + ${usd(result.extrasMonthly)} HOA, taxes and insurance`}
        />
        <Figure
          label="New loan, monthly total"
          value={usd(result.newLoanTotalPayment)}
          detail={`${usd(result.newLoanPayment)} new loan + ${usd(result.extrasMonthly)} HOA, taxes and insurance`}
        />
      </div>
      <p className="mt-3 text-slate-700">
        {saves
          ? `That is ${formatSignedSavings(result.annualSavings)} a year by assuming the loan.`
          : "At these figures, assuming the loan does not lower your monthly payment: a new loan costs the same or less."}
      </p>
      {result.downPaymentCoversPrice || notes.assumedBalance ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {notes.downPayment ?? notes.assumedBalance}
        </p>
      ) : null}

      <h3 className="mt-8 text-xl font-bold text-ocean-900 print:mt-3 print:text-base">Breakdown</h3>
      <table className="mt-3 w-full max-w-2xl text-left text-sm print:mt-1 print:text-xs">
        <caption className="sr-only">Breakdown of both paths</caption>
        <tbody>
          {breakdown.map(([label, value]) => (
            <tr key={label} className="border-b border-ocean-100">
              <th scope="row" className="py-2 pr-4 font-normal text-slate-700 print:py-0.5">
                {label}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums text-slate-900 print:py-0.5">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="print:hidden">
        <AssumptionChart inputs={inputs} result={result} />
        <YearlyCostTable inputs={inputs} />
      </div>

      <p className="mt-6 text-sm text-slate-600 print:mt-2 print:text-xs">
        Estimates only: your lender's figures decide. Payments cover principal and interest. The VA funding fee on an
        assumption is paid at closing (ask the servicer), so it is counted in your cash to close.
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
  const saved = roundHalfUp(costs.assumptionSaves, 2);
  return (
    <Figure
      label={label(yearsLabel(costs.years))}
      value={saved < 0 ? `−${formatUsd(-saved, { cents: true })}` : formatSignedSavings(saved)}
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
      {detail ? <p className="mt-1 text-xs text-slate-600">{detail}</p> : null}
    </div>
  );
}
