/**
 * The sponsor packet's fixed choices and limits (issue 35), without the form's schema: the
 * family's form lays them out in the browser, and zod stays on the server.
 */

export const SPONSOR_LIMITS = {
  /** Two adults at most: the plan's household is the sponsor and a spouse. */
  adultsMax: 2,
  childrenMax: 8,
  childAgeMax: 21,
  /** A link lasts at least a day and at most half a year. */
  expiryMinDays: 1,
  expiryMaxDays: 180,
  /**
   * Open links per plan: several, so a family can give one to a newly assigned sponsor and
   * withdraw the old one's on its own, but few, so the links in the world stay countable.
   */
  openLinksMax: 3,
} as const;

/** School grades as Hawaii DOE names them, for the sponsor to point at schools. */
export const SCHOOL_GRADES = [
  "none",
  "preschool",
  "K",
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
] as const;
export type SchoolGrade = (typeof SCHOOL_GRADES)[number];

/** What the family may ask the sponsor to help with: fixed choices, so no free text carries a name. */
export const SPONSOR_HELP = {
  airport: "Meeting us at the airport",
  tla: "Finding TLA lodging",
  housing: "Housing: the office, neighborhoods, the waitlist",
  schools: "Schools and enrollment",
  vehicle: "Picking up our car, or getting around without one",
  pets: "Our pets' arrival and the quarantine station",
  checkIn: "Check-in at the unit",
} as const;
export type SponsorHelp = keyof typeof SPONSOR_HELP;
