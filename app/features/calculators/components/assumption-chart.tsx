import { useId } from "react";
import { cumulativeCostByYear, type AssumptionInputs, type AssumptionResult } from "../assumption";
import { formatUsd } from "../money";
import { compactUsd, niceTicks } from "./chart-scale";

/**
 * Two plain-SVG charts: this month's payment on each path (stacked), and what each path has
 * cost by the end of every year. Each chart has a text summary for screen readers; the
 * monthly figures are also in the results' text and the yearly ones in YearlyCostTable.
 * Loaded lazily by the results (React.lazy).
 */
const COLORS = {
  assumed: "#095c6b", // ocean-700
  gap: "#c2410c", // coral-600
  extras: "#64748b", // slate-500
  newLoan: "#083842", // ocean-900
} as const;

const usd = (amount: number) => formatUsd(amount, { cents: true });

export default function AssumptionChart({ inputs, result }: { inputs: AssumptionInputs; result: AssumptionResult }) {
  return (
    <div className="mt-8 grid gap-8">
      <MonthlyPaymentChart result={result} />
      <CumulativeCostChart inputs={inputs} />
    </div>
  );
}

type Segment = { label: string; amount: number; color: string };

function MonthlyPaymentChart({ result }: { result: AssumptionResult }) {
  const id = useId();
  const rows: { label: string; segments: Segment[]; total: number }[] = [
    {
      label: "Assume + GAP",
      total: result.assumptionTotalPayment,
      segments: [
        { label: "Assumed loan", amount: result.assumedPayment, color: COLORS.assumed },
        { label: "GAP loan", amount: result.gapPayment, color: COLORS.gap },
        { label: "HOA, taxes, insurance", amount: result.extrasMonthly, color: COLORS.extras },
      ],
    },
    {
      label: "New loan",
      total: result.newLoanTotalPayment,
      segments: [
        { label: "New loan", amount: result.newLoanPayment, color: COLORS.newLoan },
        { label: "HOA, taxes, insurance", amount: result.extrasMonthly, color: COLORS.extras },
      ],
    },
  ];
  const width = 640;
  const labelWidth = 110;
  const valueWidth = 90;
  const barArea = width - labelWidth - valueWidth;
  const scale = Math.max(result.assumptionTotalPayment, result.newLoanTotalPayment, 1);
  const summary = `Monthly payment: assumed loan ${usd(result.assumedPayment)} plus GAP loan ${usd(result.gapPayment)} plus ${usd(result.extrasMonthly)} HOA, taxes and insurance makes ${usd(result.assumptionTotalPayment)}; the new loan ${usd(result.newLoanPayment)} plus the same ${usd(result.extrasMonthly)} makes ${usd(result.newLoanTotalPayment)}.`;

  return (
    <figure>
      <h3 className="text-xl font-bold text-ocean-900">Monthly payment, side by side</h3>
      <svg
        viewBox={`0 0 ${width} 120`}
        className="mt-3 h-auto w-full max-w-2xl"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Monthly payment on each path</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {rows.map((row, rowIndex) => {
          let x = labelWidth;
          const y = 14 + rowIndex * 56;
          return (
            <g key={row.label}>
              <text x={0} y={y + 24} className="fill-slate-800 text-[13px] font-semibold">
                {row.label}
              </text>
              {row.segments.map((segment) => {
                const segmentWidth = (segment.amount / scale) * barArea;
                const rect = (
                  <rect key={segment.label} x={x} y={y} width={segmentWidth} height={36} fill={segment.color} />
                );
                x += segmentWidth;
                return rect;
              })}
              <text x={x + 8} y={y + 24} className="fill-slate-900 text-[13px] font-bold">
                {formatUsd(row.total)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {[
          ["Assumed loan", COLORS.assumed],
          ["GAP loan", COLORS.gap],
          ["New loan", COLORS.newLoan],
          ["HOA, taxes, insurance", COLORS.extras],
        ].map(([label, color]) => (
          <li key={label} className="flex items-center gap-2">
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" fill={color} />
            </svg>
            {label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

function CumulativeCostChart({ inputs }: { inputs: AssumptionInputs }) {
  const id = useId();
  const rows = cumulativeCostByYear(inputs);
  if (rows.length === 0) return null;
  const width = 640;
  const height = 300;
  const left = 64;
  const right = 16;
  const top = 12;
  const bottom = 36;
  const years = rows.length;
  const ticks = niceTicks(
    0,
    Math.max(...rows.map((row) => Math.max(row.assumptionCumulative, row.newLoanCumulative)), 1),
  );
  const maxCost = ticks[ticks.length - 1]!;
  const x = (year: number) => left + (year / years) * (width - left - right);
  const y = (amount: number) => top + (1 - amount / maxCost) * (height - top - bottom);
  const line = (pick: (row: (typeof rows)[number]) => number) =>
    [`${x(0)},${y(0)}`, ...rows.map((row) => `${x(row.year)},${y(pick(row))}`)].join(" ");
  const yearTicks = rows
    .filter((row) => row.year === 1 || row.year % 5 === 0 || row.year === years)
    .map((row) => row.year);
  const last = rows[rows.length - 1]!;
  const summary = `After ${last.year} ${last.year === 1 ? "year" : "years"}, assuming the loan has cost ${formatUsd(last.assumptionCumulative)} in all and the new loan ${formatUsd(last.newLoanCumulative)}. The year-by-year figures are in the table that follows.`;

  return (
    <figure>
      <h3 className="text-xl font-bold text-ocean-900">What each path costs over the years</h3>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-3 h-auto w-full max-w-2xl"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Total paid by the end of each year</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={left - 8} y={y(tick) + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
              {compactUsd(tick)}
            </text>
          </g>
        ))}
        {yearTicks.map((year) => (
          <text
            key={year}
            x={x(year)}
            y={height - bottom + 18}
            textAnchor="middle"
            className="fill-slate-700 text-[11px]"
          >
            {year}
          </text>
        ))}
        <text x={(left + width - right) / 2} y={height - 4} textAnchor="middle" className="fill-slate-700 text-[11px]">
          Years
        </text>
        <polyline
          points={line((row) => row.newLoanCumulative)}
          fill="none"
          stroke={COLORS.gap}
          strokeWidth={3}
          strokeDasharray="8 5"
        />
        <polyline
          points={line((row) => row.assumptionCumulative)}
          fill="none"
          stroke={COLORS.assumed}
          strokeWidth={3}
        />
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <svg width="28" height="10" aria-hidden="true">
            <line x1="0" x2="28" y1="5" y2="5" stroke={COLORS.assumed} strokeWidth="3" />
          </svg>
          Assume + GAP (solid)
        </li>
        <li className="flex items-center gap-2">
          <svg width="28" height="10" aria-hidden="true">
            <line x1="0" x2="28" y1="5" y2="5" stroke={COLORS.gap} strokeWidth="3" strokeDasharray="8 5" />
          </svg>
          New loan (dashed)
        </li>
      </ul>
    </figure>
  );
}
