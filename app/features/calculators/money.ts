import { roundHalfUp } from "./rounding";

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
