/** The choices a move is described by, which the plan's rules (plan-rules.ts) and the move form name. */

/** Where the family moves from. */
export const DEPARTURES = ["mainland", "overseas"] as const;
export type Departure = (typeof DEPARTURES)[number];

/** How the family means to live on Oahu. */
export const HOUSING_PLANS = ["base", "rent", "buy", "undecided"] as const;
export type HousingPlan = (typeof HOUSING_PLANS)[number];
