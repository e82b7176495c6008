import { groupedDigits } from "./number-text";
import { roundHalfUp } from "./rounding";

/** Largest amount any calculator reads: a typed price or amount above it gets a message. */
export const MAX_AMOUNT = 100_000_000;

/** The message for an amount above MAX_AMOUNT: "Home price can't be more than $100,000,000." */
export function amountTooLargeMessage(name: string): string {
  return `${name} can't be more than ${formatDollars(MAX_AMOUNT)}.`;
}

/*
 * One format per kind of amount (issue 30), so a family reads every page's figures the same way:
 * prices, totals, fees and credits in whole dollars; monthly payments in dollars and cents.
 * Amounts are rounded half up to the unit shown; a non-finite amount shows as zero, never "NaN".
 */

/** "$1,796.18", "-$5": as Intl's en-US dollar format writes it, without Intl (number-text.ts says why). */
function format(amount: number, digits: 0 | 2): string {
  const rounded = roundHalfUp(amount, digits);
  const text = `$${groupedDigits(rounded, digits)}`;
  return rounded < 0 ? `-${text}` : text;
}

/** A price, total, fee or credit: "$3,750". */
export function formatDollars(amount: number): string {
  return format(amount, 0);
}

/** A monthly payment or monthly cost: "$1,796.18". */
export function formatMonthly(amount: number): string {
  return format(amount, 2);
}

/** A difference in totals, signed: "+$61,357", "−$4,210" or "$0". */
export function formatSignedDollars(amount: number): string {
  const whole = roundHalfUp(amount, 0);
  return whole > 0 ? `+${formatDollars(whole)}` : whole < 0 ? `−${formatDollars(-whole)}` : "$0";
}

/** A difference in monthly payments, signed: "+$874.61", "−$120.05" or "$0.00". */
export function formatSignedMonthly(amount: number): string {
  const rounded = roundHalfUp(amount, 2);
  return rounded > 0 ? `+${formatMonthly(rounded)}` : rounded < 0 ? `−${formatMonthly(-rounded)}` : "$0.00";
}

/** A monthly saving as SPEC.md §9 shows it: "+$717.40" above zero after rounding, else "$0.00". */
export function formatMonthlySaving(amount: number): string {
  const rounded = roundHalfUp(amount, 2);
  return rounded > 0 ? `+${formatMonthly(rounded)}` : "$0.00";
}

/** A yearly or lifetime saving, a total: "+$258,264" above zero after rounding, else "$0". */
export function formatTotalSaving(amount: number): string {
  const whole = roundHalfUp(amount, 0);
  return whole > 0 ? `+${formatDollars(whole)}` : "$0";
}
