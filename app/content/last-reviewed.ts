/**
 * The month the guides were last checked against their sources. A module of its own so a
 * page that shows only the date and its sources (the calculators) loads nothing else.
 */
export const LAST_REVIEWED = "November 2026";
