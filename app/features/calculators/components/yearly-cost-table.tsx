import { cumulativeCostByYear, type AssumptionInputs, type AssumptionOptions } from "../assumption";
import { formatDollars } from "~/lib/money";

/**
 * What each path has cost by the end of every year, as a table: the charts' text alternative.
 * It is part of the results themselves (not the lazily loaded charts), so it is in the page
 * even when JavaScript never runs.
 */
export function YearlyCostTable({ inputs, options }: { inputs: AssumptionInputs; options: AssumptionOptions }) {
  const rows = cumulativeCostByYear(inputs, options);
  if (rows.length === 0) return null;
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ocean-800">
        Show the year-by-year table
      </summary>
      <div className="mt-2 max-h-96 overflow-auto rounded-lg border border-ocean-100 bg-white" tabIndex={0}>
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">
            Total paid by the end of each year on each path, cash at closing included, before what is still owed
          </caption>
          <thead className="sticky top-0 bg-ocean-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                Year
              </th>
              <th scope="col" className="px-3 py-2">
                Assume + GAP
              </th>
              <th scope="col" className="px-3 py-2">
                New loan
              </th>
              <th scope="col" className="px-3 py-2">
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-t border-ocean-100">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {row.year}
                </th>
                <td className="px-3 py-1.5">{formatDollars(row.assumptionCumulative)}</td>
                <td className="px-3 py-1.5">{formatDollars(row.newLoanCumulative)}</td>
                <td className="px-3 py-1.5">{formatDollars(row.newLoanCumulative - row.assumptionCumulative)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
