import { TableScroll } from "~/components/ui/table-scroll";
import { formatDollars } from "~/lib/money";
import type { RentBuyAssumeResult } from "../rent-buy-assume";
import type { RentBuyAssumeInputs } from "../rent-buy-assume-inputs";
import type { SensitivityCell, SensitivityMove } from "../rent-buy-assume-sensitivity";
import { percentText } from "~/lib/number-text";
import { PATH_LABELS } from "./rent-buy-assume-labels";

/** How many of the ±1 steps to list: the ones that move the answer most. */
const STEPS_SHOWN = 6;

const gapText = (gap: number | null) => (gap === null ? "—" : formatDollars(gap));

/**
 * What would change the answer: the difference between the two cheapest paths when each input
 * moves one step either way, and which path is cheapest as appreciation and the loan rate move.
 */
export function SensitivityTables({
  inputs,
  result,
  moves,
  grid,
}: {
  inputs: RentBuyAssumeInputs;
  result: RentBuyAssumeResult;
  moves: readonly SensitivityMove[];
  grid: readonly (readonly SensitivityCell[])[];
}) {
  const { path, runnerUp } = result.cheapest;
  const rates = grid[0]?.map((cell) => cell.ratePct) ?? [];
  return (
    <div className="mt-8 print:mt-3">
      <h3 className="text-xl font-bold text-ocean-900 print:text-base">What would change the answer</h3>
      <TableScroll label="What would change the answer, step by step" className="mt-3">
        <table className="w-full max-w-2xl text-left text-sm print:text-xs">
          <caption className="text-left text-slate-700">
            How much more {PATH_LABELS[runnerUp].lower} costs than {PATH_LABELS[path].lower} (now{" "}
            {formatDollars(result.cheapest.byAmount)}) if one figure moves a step down or up. A negative difference
            means the answer flips.
          </caption>
          <thead>
            <tr className="border-b-2 border-ocean-200">
              <th scope="col" className="py-2 pr-2">
                Figure
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Step down
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Step up
              </th>
            </tr>
          </thead>
          <tbody>
            {moves.slice(0, STEPS_SHOWN).map((move) => (
              <tr key={move.field} className="border-b border-ocean-100">
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {move.label[0]!.toUpperCase() + move.label.slice(1)}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{gapText(move.gapStepDown)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{gapText(move.gapStepUp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      {grid.length > 0 ? (
        <>
          {/* The caption sits outside the scrolling box so a phone shows all of it, with the hint. */}
          <p id="rba-grid-caption" className="mt-6 text-slate-700">
            The cheapest path and its net cost, as appreciation (rows) and the new loan's rate (columns) move around
            your {percentText(inputs.appreciationPct)} and {percentText(inputs.ratePct)}.
          </p>
          <p className="mt-1 text-sm font-semibold text-ocean-800 sm:hidden print:hidden" aria-hidden="true">
            Scroll sideways to see every rate →
          </p>
          <TableScroll label="The cheapest path as appreciation and the rate move" className="mt-2">
            <table aria-labelledby="rba-grid-caption" className="w-full min-w-[34rem] max-w-2xl text-sm print:text-xs">
              <thead>
                <tr className="border-b-2 border-ocean-200">
                  <th scope="col" className="py-2 pr-2 text-left">
                    Appreciation
                  </th>
                  {rates.map((rate) => (
                    <th key={rate} scope="col" className="px-2 py-2 text-right">
                      Rate {percentText(rate)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.map((row) => (
                  <tr key={row[0]!.appreciationPct} className="border-b border-ocean-100">
                    <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                      {percentText(row[0]!.appreciationPct)}
                    </th>
                    {row.map((cell) => {
                      const current =
                        cell.appreciationPct === inputs.appreciationPct && cell.ratePct === inputs.ratePct;
                      const cost = cell[cell.cheapest] ?? 0;
                      return (
                        <td
                          key={cell.ratePct}
                          className={`px-2 py-1.5 text-right tabular-nums ${current ? "bg-ocean-50 font-bold" : ""}`}
                        >
                          {PATH_LABELS[cell.cheapest].short}
                          <br />
                          <span className="text-xs text-slate-700">{formatDollars(cost)}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      ) : null}
    </div>
  );
}
