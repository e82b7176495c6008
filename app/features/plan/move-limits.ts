/**
 * Sane caps for the profile's counts: more than this is a typing slip, not a move. A module of
 * its own, so the move form shows them without loading the plan's rules.
 */
export const MOVE_PROFILE_LIMITS = {
  dogs: 10,
  cats: 10,
  vehicles: 5,
  schoolAgeChildren: 12,
  /** The longest we plan for landing before the report date. */
  daysArrivalBeforeReport: 365,
} as const;
