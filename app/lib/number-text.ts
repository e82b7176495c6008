import { roundHalfUp } from "./rounding";

/*
 * Numbers as an en-US reader sees them, written without the browser's Intl. The first Intl object
 * a page makes (a number or date format, `toLocaleString`) loads the browser's ICU data: one piece
 * of work of about 35 ms, some 130 ms on Lighthouse's 4× phone, inside whichever render slice asks
 * for it, and no slice can split it (issue 34, decision 0031). The site prints a few fixed formats,
 * so they are spelled out here; number-text.test.ts holds each to Intl's own output.
 */

/** "1234567" → "1,234,567": a run of digits with a comma between each group of three. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * The size of `value` (already rounded to `digits` decimals) with exactly `digits` decimals and
 * thousands separators: "1,796.18". The sign is the caller's, as formats place it differently.
 */
export function groupedDigits(value: number, digits: number): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(digits).split(".");
  return fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
}

/**
 * `value` rounded half up to at most `maxDecimals` decimals, trailing zeros dropped, with
 * thousands separators: "6.125", "1.5", "1,200"; as `toLocaleString("en-US", { maximumFractionDigits })`.
 */
export function decimalText(value: number, maxDecimals: number): string {
  const rounded = roundHalfUp(value, maxDecimals);
  const fixed = groupedDigits(rounded, maxDecimals);
  const text = fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
  return rounded < 0 ? `-${text}` : text;
}

/** A rate or share as the calculators show it, to at most three decimals: "6.125%", "90%". */
export function percentText(value: number): string {
  return `${decimalText(value, 3)}%`;
}
