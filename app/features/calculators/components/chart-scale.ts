import { formatUsd } from "../money";

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
  if (size >= 1_000_000) return `${sign}$${(size / 1_000_000).toLocaleString("en-US", { maximumFractionDigits: 1 })}M`;
  if (size >= 1_000) return `${sign}$${(size / 1_000).toLocaleString("en-US", { maximumFractionDigits: 0 })}k`;
  return `${sign}${formatUsd(size)}`;
}
