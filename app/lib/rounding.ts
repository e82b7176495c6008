/**
 * Rounding rule for every calculator figure: compute unrounded, round only for display.
 * Money rounds half up (half away from zero) to the unit asked for. A relative nudge of a
 * few ulps absorbs binary error, so an exact half such as 4,687.5 or 0.125 stored as
 * 0.12499999… still rounds up, as a person doing the sum by hand would.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.floor(scaled * (1 + 4 * Number.EPSILON) + 0.5) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
