import { formatDollars } from "~/lib/money";
import { decimalText } from "~/lib/number-text";

/**
 * Round gridline values covering `min`…`max` (and always 0): steps of 1, 2, 2.5 or 5 times a
 * power of ten, about four of them.
 */
export function niceTicks(min: number, max: number): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const rough = (high - low || 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  return Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step);
}

/** An axis label: "$450k", "$1.2M", "−$50k". */
export function compactUsd(amount: number): string {
  const size = Math.abs(amount);
  const sign = amount < 0 ? "−" : "";
  if (size >= 1_000_000) return `${sign}$${decimalText(size / 1_000_000, 1)}M`;
  if (size >= 1_000) return `${sign}$${decimalText(size / 1_000, 0)}k`;
  return `${sign}${formatDollars(size)}`;
}

/**
 * A line chart's drawing area inside its SVG: the viewBox size, the margins for the labels and,
 * optionally, the labels' size in viewBox units (11 unless given).
 */
export type ChartFrame = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  fontSize?: number;
};

/**
 * The money gridlines with their labels on the left, and the years along the bottom, for the
 * calculators' year-by-year charts. `x` and `y` place a year and an amount in the frame.
 */
export function ChartAxes({
  frame,
  ticks,
  years,
  x,
  y,
  yearsLabel,
}: {
  frame: ChartFrame;
  ticks: readonly number[];
  years: readonly number[];
  x: (year: number) => number;
  y: (amount: number) => number;
  yearsLabel: string;
}) {
  const { width, height, left, right, bottom, fontSize = 11 } = frame;
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          {/* Below zero (a home that made money) the zero line is drawn darker. */}
          <line
            x1={left}
            x2={width - right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={tick === 0 && ticks[0]! < 0 ? "#334155" : "#cbd5e1"}
            strokeWidth={1}
          />
          <text x={left - 8} y={y(tick) + 4} textAnchor="end" className="fill-slate-700" fontSize={fontSize}>
            {compactUsd(tick)}
          </text>
        </g>
      ))}
      {years.map((year) => (
        <text
          key={year}
          x={x(year)}
          y={height - bottom + fontSize + 7}
          textAnchor="middle"
          className="fill-slate-700"
          fontSize={fontSize}
        >
          {year}
        </text>
      ))}
      <text
        x={(left + width - right) / 2}
        y={height - 4}
        textAnchor="middle"
        className="fill-slate-700"
        fontSize={fontSize}
      >
        {yearsLabel}
      </text>
    </>
  );
}
