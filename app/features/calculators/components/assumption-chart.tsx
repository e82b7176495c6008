import { useId, type ReactNode } from "react";
import type { AssumptionInputs, AssumptionOptions, AssumptionResult } from "../assumption";
import { formatDollars, formatMonthly } from "~/lib/money";
import { savingsByYear, yearsLabel } from "../path-comparison";
import { ChartAxes, niceTicks, type ChartFrame } from "./chart-axes";

/**
 * Two plain-SVG charts: this month's payment on each path (stacked), and what assuming saves
 * (or costs) against a new VA loan if the family sold in each year, with their sale year marked.
 * Each chart has a text summary for screen readers; the monthly figures are also in the results'
 * text and the yearly ones in YearlyCostTable. Loaded lazily with the results.
 *
 * A viewBox scales its text with the chart: drawn 640 wide on a 358-pixel phone screen, 11-unit
 * labels would be 6 pixels. So each chart is drawn twice, for phones (360 wide, 14-unit labels,
 * at least 12 pixels from a 310-pixel-wide chart up) and for wider screens (640 wide, 13-unit
 * labels); CSS shows one.
 */
const COLORS = {
  assumed: "#095c6b", // ocean-700
  gap: "#c2410c", // coral-600
  extras: "#64748b", // slate-500
  newLoan: "#083842", // ocean-900
  saving: "#047857", // emerald-700
  sale: "#9a3412", // coral-800
} as const;

type Size = { width: number; fontSize: number };
const PHONE: Size = { width: 360, fontSize: 14 };
const WIDE: Size = { width: 640, fontSize: 13 };

const usd = (amount: number) => formatMonthly(amount);

export default function AssumptionChart({
  inputs,
  result,
  options,
}: {
  inputs: AssumptionInputs;
  result: AssumptionResult;
  options: AssumptionOptions;
}) {
  return (
    <div className="mt-8 grid gap-8">
      <figure>
        <h3 className="text-xl font-bold text-ocean-900">Monthly payment, side by side</h3>
        <BySize render={(size) => <MonthlyPaymentChart result={result} size={size} />} />
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
      <figure>
        <h3 className="text-xl font-bold text-ocean-900">What assuming saves if you sell in each year</h3>
        <p className="mt-1 text-sm text-slate-700">
          The new VA loan's cost minus the assumption's, counting the cash at closing, the payments and what is still
          owed on the loans when you sell. Above zero, assuming costs less.
        </p>
        <BySize render={(size) => <SavingsChart inputs={inputs} options={options} size={size} />} />
      </figure>
    </div>
  );
}

/** The chart for phones and the one for wider screens; CSS shows one of them. */
function BySize({ render }: { render: (size: Size) => ReactNode }) {
  return (
    <>
      <div className="sm:hidden">{render(PHONE)}</div>
      <div className="hidden sm:block">{render(WIDE)}</div>
    </>
  );
}

type Segment = { label: string; amount: number; color: string };

function MonthlyPaymentChart({ result, size }: { result: AssumptionResult; size: Size }) {
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
  const { width, fontSize } = size;
  // Room for the row's name and its total at this text size.
  const labelWidth = fontSize * 8.5;
  const valueWidth = fontSize * 5.5;
  const barArea = width - labelWidth - valueWidth;
  const rowHeight = fontSize * 4;
  const scale = Math.max(result.assumptionTotalPayment, result.newLoanTotalPayment, 1);
  const summary = `Monthly payment: assumed loan ${usd(result.assumedPayment)} plus GAP loan ${usd(result.gapPayment)} plus ${usd(result.extrasMonthly)} HOA, taxes and insurance makes ${usd(result.assumptionTotalPayment)}; the new loan ${usd(result.newLoanPayment)} plus the same ${usd(result.extrasMonthly)} makes ${usd(result.newLoanTotalPayment)}.`;

  return (
    <svg
      viewBox={`0 0 ${width} ${rowHeight * 2 + 8}`}
      className="mt-3 h-auto w-full max-w-2xl"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>Monthly payment on each path</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {rows.map((row, rowIndex) => {
        let x = labelWidth;
        const y = 4 + rowIndex * rowHeight;
        const barHeight = rowHeight * 0.7;
        const textY = y + barHeight / 2 + fontSize * 0.35;
        return (
          <g key={row.label}>
            <text x={0} y={textY} fontSize={fontSize} className="fill-slate-800 font-semibold">
              {row.label}
            </text>
            {row.segments.map((segment) => {
              const segmentWidth = (segment.amount / scale) * barArea;
              const rect = (
                <rect key={segment.label} x={x} y={y} width={segmentWidth} height={barHeight} fill={segment.color} />
              );
              x += segmentWidth;
              return rect;
            })}
            <text x={x + 6} y={textY} fontSize={fontSize} className="fill-slate-900 font-bold">
              {formatDollars(row.total)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function SavingsChart({ inputs, options, size }: { inputs: AssumptionInputs; options: AssumptionOptions; size: Size }) {
  const id = useId();
  const rows = savingsByYear(inputs, options);
  if (rows.length < 2) return null;
  const { width, fontSize } = size;
  const frame: ChartFrame = {
    width,
    height: Math.round(width * 0.55),
    left: fontSize * 4.6,
    right: fontSize,
    top: fontSize * 1.6,
    bottom: fontSize * 3,
    fontSize,
  };
  const { height, left, right, top, bottom } = frame;
  const lastYear = rows[rows.length - 1]!.years;
  const saleYear = Math.min(inputs.yearsInHome, lastYear);
  const ticks = niceTicks(
    Math.min(...rows.map((row) => row.assumptionSaves)),
    Math.max(...rows.map((row) => row.assumptionSaves)),
  );
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const x = (year: number) => left + (year / lastYear) * (width - left - right);
  const y = (amount: number) => top + ((high - amount) / (high - low || 1)) * (height - top - bottom);
  const step = lastYear > 20 && width < WIDE.width ? 10 : 5;
  const yearTicks = rows.map((row) => row.years).filter((year) => year === 0 || year % step === 0 || year === lastYear);
  const atSale = rows.find((row) => row.years === saleYear)!;
  const last = rows[rows.length - 1]!;
  const words = (amount: number) =>
    amount >= 0 ? `assuming has saved ${formatDollars(amount)}` : `assuming has cost ${formatDollars(-amount)} more`;
  const summary = `If you sell after ${yearsLabel(saleYear)}, ${words(atSale.assumptionSaves)}; once both are paid off, after ${yearsLabel(lastYear)}, ${words(last.assumptionSaves)}. The year-by-year totals are in the table that follows.`;
  // The sale year's label sits left of its line when the line is in the chart's right half.
  const saleOnRight = x(saleYear) > (left + width - right) / 2;

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mt-3 h-auto w-full max-w-2xl"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>What assuming saves against a new VA loan, by the year you sell</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      <ChartAxes frame={frame} ticks={ticks} years={yearTicks} x={x} y={y} yearsLabel="Year you sell" />
      <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} stroke="#334155" strokeWidth={1.5} />
      <polyline
        points={rows.map((row) => `${x(row.years)},${y(row.assumptionSaves)}`).join(" ")}
        fill="none"
        stroke={COLORS.saving}
        strokeWidth={3}
      />
      <line
        x1={x(saleYear)}
        x2={x(saleYear)}
        y1={top - fontSize * 0.4}
        y2={height - bottom}
        stroke={COLORS.sale}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <circle cx={x(saleYear)} cy={y(atSale.assumptionSaves)} r={5} fill={COLORS.sale} />
      <text
        x={x(saleYear) + (saleOnRight ? -6 : 6)}
        y={top - fontSize * 0.5}
        textAnchor={saleOnRight ? "end" : "start"}
        fontSize={fontSize}
        className="fill-coral-700 font-semibold"
      >
        You sell: year {saleYear}, {atSale.assumptionSaves < 0 ? "−" : "+"}
        {formatDollars(Math.abs(atSale.assumptionSaves))}
      </text>
    </svg>
  );
}
