import { TableScroll } from "~/components/ui/table-scroll";
import { formatDollars, formatMonthly } from "~/lib/money";
import type { PathResult, RentBuyAssumeResult } from "../rent-buy-assume";
import type { RentBuyAssumeInputs } from "../rent-buy-assume-inputs";
import type { SensitivityMove } from "../rent-buy-assume-sensitivity";
import { NetCostChart } from "./net-cost-chart";
import { answerSentence, sensitivitySentence } from "./rent-buy-assume-answer";
import { PATH_LABELS, yearLong, yearsText } from "./rent-buy-assume-labels";
import { SensitivityTables } from "./sensitivity-tables";
import { ResultsSection } from "./results-section";
import { ShareButtons } from "./share-buttons";

const usd = (amount: number) => formatDollars(amount);

/**
 * The comparison as the server renders it: the answer in a sentence, each path's figures side by
 * side, the loans behind them, the chart with its table, and what would change the answer.
 */
export function RentBuyAssumeResults({
  inputs,
  result,
  moves,
  grid,
  focusOnMount,
}: {
  inputs: RentBuyAssumeInputs;
  result: RentBuyAssumeResult;
  moves: readonly SensitivityMove[];
  grid: Parameters<typeof SensitivityTables>[0]["grid"];
  focusOnMount: boolean;
}) {
  const paths = [result.rent, result.buy, ...(result.assume ? [result.assume] : [])];
  const kept = inputs.afterTour === "keep";
  const sensitivity = sensitivitySentence(moves[0], result);

  return (
    <ResultsSection focusOnMount={focusOnMount}>
      <p className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-lg font-semibold text-emerald-900">
        {answerSentence(result, inputs)}
      </p>
      {sensitivity ? <p className="mt-3 text-slate-800">{sensitivity}</p> : null}
      {result.capLimitsGap ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          Above the combined loan limit: at {inputs.maxCombinedLtvPct}% of the price, the assumed balance and the GAP
          loan may add up to {usd((inputs.price * inputs.maxCombinedLtvPct) / 100)}, so assuming needs a{" "}
          {usd(result.assumeDownPayment)} down payment: {usd(result.assume?.cashAtStart ?? 0)} at the start with closing
          costs and fees.
        </p>
      ) : null}

      <TableScroll label="Each path's figures" className="mt-6">
        <table className="w-full min-w-[20rem] text-left text-sm print:text-xs">
          <caption className="sr-only">Each path's figures for these inputs</caption>
          <thead>
            <tr className="border-b-2 border-ocean-200">
              <td />
              {paths.map((path) => (
                <th key={path.path} scope="col" className="px-2 py-2 text-right font-bold text-ocean-900">
                  {PATH_LABELS[path.path].short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows(inputs, result, kept).map(([label, cell]) => (
              <tr key={label} className="border-b border-ocean-100">
                <th scope="row" className="py-2 pr-2 font-normal text-slate-700">
                  {label}
                </th>
                {paths.map((path) => (
                  <td key={path.path} className="px-2 py-2 text-right font-semibold tabular-nums text-slate-900">
                    {cell(path)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="mt-2 text-sm text-slate-600">
        Net cost counts every payment, the return your cash would have earned and, for a home, what selling it brings
        back. A negative net cost means the home made money.
      </p>

      <h3 className="mt-8 text-xl font-bold text-ocean-900 print:mt-3 print:text-base">The loans behind it</h3>
      <dl className="mt-3 grid max-w-2xl gap-x-6 text-sm sm:grid-cols-2">
        {loanDetails(inputs, result).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-ocean-100 py-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <NetCostChart inputs={inputs} result={result} />
      <SensitivityTables inputs={inputs} result={result} moves={moves} grid={grid} />

      <p className="mt-6 text-sm text-slate-600 print:mt-2 print:text-xs">
        Estimates only, for comparing paths: your lender's, agent's and tax office's figures decide. Taxes on a sale or
        on rental income, and the value of the VA entitlement a loan ties up, are not counted.
      </p>
      <ShareButtons />
    </ResultsSection>
  );
}

type Row = [label: string, cell: (path: PathResult) => string];

function comparisonRows(inputs: RentBuyAssumeInputs, result: RentBuyAssumeResult, kept: boolean): Row[] {
  const tour = yearLong(inputs.tourYears);
  const rows: Row[] = [[`Net cost over the ${tour} tour`, (path) => usd(path.netCostOverTour)]];
  if (kept) {
    rows.push([
      `Net cost with ${yearsText(inputs.keepYears)} as a rental`,
      (path) => usd(path.netCostWhenKept ?? path.netCostOverTour),
    ]);
  }
  rows.push(
    ["Out of pocket after BAH, over the tour", (path) => usd(path.outOfPocketAfterBah)],
    ["Average a month after BAH", (path) => usd(path.averageMonthlyOutOfPocket)],
    ["Cash needed at the start", (path) => usd(path.cashAtStart)],
    [
      "First month's rent or loan payment",
      (path) => formatMonthly(path.path === "rent" ? inputs.rentMonthly : path.firstMonthPayment),
    ],
    [
      "Break-even year (if you stayed)",
      (path) =>
        path.path === "rent"
          ? "—"
          : path.breakEvenYear === null
            ? `Not within ${result.horizonYears} years`
            : `Year ${path.breakEvenYear}`,
    ],
  );
  return rows;
}

function loanDetails(inputs: RentBuyAssumeInputs, result: RentBuyAssumeResult): [string, string][] {
  const feeHow = inputs.fundingFeeExempt ? "exempt" : inputs.fundingFeeFinanced ? "added to the loan" : "paid in cash";
  const details: [string, string][] = [
    ["New VA loan amount", usd(result.buyLoanAmount)],
    [`VA funding fee (${result.buyFundingFeeRatePct}%, ${feeHow})`, usd(result.buyFundingFee)],
    ["New loan payment (principal and interest)", formatMonthly(result.buy.firstMonthPayment)],
  ];
  details.push(
    ["Property tax a year while you live there", usd(result.taxYearlyLivingThere)],
    ["Property tax a year while rented out (no home exemption)", usd(result.taxYearlyRentedOut)],
  );
  if (result.assume) {
    details.push(
      ["Assumed balance", usd(inputs.assumedBalance)],
      [`GAP loan amount (combined limit ${inputs.maxCombinedLtvPct}% of the price)`, usd(result.gapLoanAmount)],
      ["Down payment to assume", usd(result.assumeDownPayment)],
      [
        `Assumption funding fee (${inputs.fundingFeeExempt ? "exempt" : "0.5%, paid at closing"})`,
        usd(result.assumptionFee),
      ],
      ["Servicer's processing fee", usd(result.servicerFee)],
      ["Assumed + GAP payments (principal and interest)", formatMonthly(result.assume.firstMonthPayment)],
    );
  }
  return details;
}
