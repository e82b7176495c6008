import { roundHalfUp } from "./rounding";

/** Largest amount any calculator reads: a typed price or amount above it gets a message. */
export const MAX_AMOUNT = 100_000_000;

/** The message for an amount above MAX_AMOUNT: "Home price can't be more than $100,000,000." */
export function amountTooLargeMessage(name: string): string {
  return `${name} can't be more than $${MAX_AMOUNT.toLocaleString("en-US")}.`;
}

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * US dollars for display: "$3,750" or, with `cents`, "$1,796.18". The amount is rounded half
 * up to the unit shown first; a non-finite amount shows as $0 rather than "NaN".
 */
export function formatUsd(amount: number, { cents = false }: { cents?: boolean } = {}): string {
  const rounded = roundHalfUp(amount, cents ? 2 : 0);
  return (cents ? withCents : wholeDollars).format(rounded === 0 ? 0 : rounded);
}

/** A saving as the calculator shows it: "+$717.40" when above zero after rounding, else "$0.00". */
export function formatSignedSavings(amount: number): string {
  const rounded = roundHalfUp(amount, 2);
  return rounded > 0 ? `+${formatUsd(rounded, { cents: true })}` : "$0.00";
}
