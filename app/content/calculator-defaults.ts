/** A typical tour, in years: where the calculators' years-in-home field starts, as their guides say. */
export const DEFAULT_YEARS_IN_HOME = 3;
