import type { CalendarDate } from "./calendar-date";

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

/**
 * Under this many days to report, the orders-changed preview lists only what must happen, in
 * order (issue 35). Here rather than in orders-change.ts so the preview's page shows it without
 * loading the plan's rules.
 */
export const COMPRESSED_MODE_DAYS = 60;

/**
 * The report dates the move form accepts, counted from today in Hawaii: a family that reported
 * more than a year ago has no plan left to follow, and orders are not cut more than five years
 * out. Anything else is a typing slip (9999, 0202).
 */
export const REPORT_DATE_WINDOW = { yearsBefore: 1, yearsAfter: 5 } as const;

/**
 * The dates a stored plan can be dated from and computed on: every due date stays a four-digit
 * year a calendar app reads. A move saved before the report-date window existed may lie outside
 * it; outside this range it is asked for again instead of being computed.
 */
export const PLAN_DATE_RANGE = {
  earliest: "2000-01-01" as CalendarDate,
  latest: "2099-12-31" as CalendarDate,
} as const;
