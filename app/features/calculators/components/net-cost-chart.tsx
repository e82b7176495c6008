import { useId } from "react";
import { TableScroll } from "~/components/ui/table-scroll";
import { formatDollars } from "~/lib/money";
import type { PathName, RentBuyAssumeResult, YearlyNetCost } from "../rent-buy-assume";
import type { RentBuyAssumeInputs } from "../rent-buy-assume-inputs";
import { ChartAxes, niceTicks, type ChartFrame } from "./chart-axes";
import { PATH_LABELS, PATH_STYLES, yearsText } from "./rent-buy-assume-labels";

/**
 * Each path's cumulative net cost at the end of every year of the plan (the tour, and the
 * years as a rental when kept), as a plain SVG line chart. The same figures follow as a table,
 * which is what a screen reader reads; the chart itself is one labelled image. Phones get a
 * narrower drawing with larger text, so no label is under 12 pixels (see assumption-chart.tsx).
 */
const SIZES = [
  { width: 360, fontSize: 14, className: "sm:hidden" },
  { width: 640, fontSize: 13, className: "hidden sm:block" },
] as const;

export function NetCostChart({ inputs, result }: { inputs: RentBuyAssumeInputs; result: RentBuyAssumeResult }) {
  const planYears = inputs.tourYears + (inputs.afterTour === "keep" ? inputs.keepYears : 0);
  const rows = result.yearly.slice(0, planYears);
  const paths: PathName[] = result.assume ? ["rent", "buy", "assume"] : ["rent", "buy"];
  const valueOf = (row: YearlyNetCost, path: PathName) => row[path] ?? 0;
  return (
    <div className="mt-8 print:hidden">
      <figure>
        <h3 className="text-xl font-bold text-ocean-900">Net cost, year by year</h3>
        <p className="mt-1 text-sm text-slate-700">
          What each path would have cost if it all ended that year: the home sold, the rent stopped.
          {inputs.afterTour === "keep" ? ` After year ${inputs.tourYears} the home is rented out.` : ""}
        </p>
        {SIZES.map((size) => (
          <div key={size.width} className={size.className}>
            <NetCostSvg rows={rows} paths={paths} width={size.width} fontSize={size.fontSize} />
          </div>
        ))}
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {paths.map((path) => (
            <li key={path} className="flex items-center gap-2">
              <svg width="28" height="10" aria-hidden="true">
                <line
                  x1="0"
                  x2="28"
                  y1="5"
                  y2="5"
                  stroke={PATH_STYLES[path].color}
                  strokeWidth="3"
                  strokeDasharray={PATH_STYLES[path].dash}
                />
              </svg>
              {PATH_LABELS[path].short}
            </li>
          ))}
        </ul>
      </figure>
      <TableScroll label="Net cost at the end of each year" className="mt-4">
        <table className="w-full max-w-2xl text-left text-sm">
          <caption className="text-left font-semibold text-slate-900">
            Net cost at the end of each year ({yearsText(rows.length)})
          </caption>
          <thead>
            <tr className="border-b-2 border-ocean-200">
              <th scope="col" className="py-2 pr-2">
                Year
              </th>
              {paths.map((path) => (
                <th key={path} scope="col" className="px-2 py-2 text-right">
                  {PATH_LABELS[path].short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-b border-ocean-100">
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {row.year}
                </th>
                {paths.map((path) => (
                  <td key={path} className="px-2 py-1.5 text-right tabular-nums">
                    {formatDollars(valueOf(row, path))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

function NetCostSvg({
  rows,
  paths,
  width,
  fontSize,
}: {
  rows: YearlyNetCost[];
  paths: PathName[];
  width: number;
  fontSize: number;
}) {
  const id = useId();
  const valueOf = (row: YearlyNetCost, path: PathName) => row[path] ?? 0;
  const frame: ChartFrame = {
    width,
    height: Math.round(width * 0.47),
    left: fontSize * 4.6,
    right: fontSize * 1.5,
    top: 12,
    bottom: fontSize * 3.2,
    fontSize,
  };
  const { height, left, right, top, bottom } = frame;
  const values = rows.flatMap((row) => paths.map((path) => valueOf(row, path)));
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  // Year 1 at the left edge, the plan's last year at the right (one year: in the middle).
  const x = (year: number) =>
    rows.length === 1 ? (left + width - right) / 2 : left + ((year - 1) / (rows.length - 1)) * (width - left - right);
  const y = (amount: number) => top + ((high - amount) / (high - low || 1)) * (height - top - bottom);
  const maxTicks = width < 640 ? 8 : 12;
  const yearTicks = rows
    .map((row) => row.year)
    .filter((year) => rows.length <= maxTicks || year === 1 || year % 5 === 0 || year === rows.length);
  const last = rows[rows.length - 1]!;
  const summary = `${paths
    .map((path) => `${PATH_LABELS[path].name} has a net cost of ${formatDollars(valueOf(last, path))}`)
    .join("; ")} by the end of year ${last.year}. The year-by-year figures are in the table that follows.`;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mt-3 h-auto w-full max-w-2xl"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>Net cost of each path at the end of each year</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <ChartAxes frame={frame} ticks={ticks} years={yearTicks} x={x} y={y} yearsLabel="End of year" />
      {paths.map((path) => (
        <g key={path}>
          <polyline
            points={rows.map((row) => `${x(row.year)},${y(valueOf(row, path))}`).join(" ")}
            fill="none"
            stroke={PATH_STYLES[path].color}
            strokeWidth={3}
            strokeDasharray={PATH_STYLES[path].dash}
          />
          {rows.map((row) => (
            <circle key={row.year} cx={x(row.year)} cy={y(valueOf(row, path))} r={3.5} fill={PATH_STYLES[path].color} />
          ))}
        </g>
      ))}
    </svg>
  );
}
