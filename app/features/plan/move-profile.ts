import * as z from "zod/mini";
import { BRANCHES, DEPARTURES, HOUSING_PLANS, MOVE_INSTALLATIONS } from "~/content/move-options";
import { addYears, compareDates, daysBetween, parseCalendarDate, type CalendarDate } from "./calendar-date";
import { MOVE_PROFILE_LIMITS, REPORT_DATE_WINDOW } from "./move-limits";

/**
 * The move a plan is dated from, and the schema of its form. Written with zod/mini like the
 * site's other form schemas: the move form checks with it in the browser, and mini's functions
 * tree-shake (full zod in one lazy chunk would reshuffle the shared chunks of every page).
 */

/** A required Hawaii calendar date typed YYYY-MM-DD, with messages naming the field (`label`). */
export function calendarDateField(label: string) {
  const message = `${label} must be a real date written YYYY-MM-DD`;
  return z.pipe(
    z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) }),
    z.transform((text: string, context): CalendarDate => {
      const date = parseCalendarDate(text);
      if (date !== null) return date;
      context.issues.push({ code: "custom", message, input: text });
      return z.NEVER;
    }),
  );
}

function countField(label: string, max: number) {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z._default(
    z.int({ error: message }).check(z.minimum(0, { error: message }), z.maximum(max, { error: message })),
    0,
  );
}

type ReportDateField = ReturnType<typeof calendarDateField>;

/**
 * Only the report date is required; the rest start at "none" (mainland departure, housing
 * undecided, orders not yet in hand, branch and installation not said). `arrivalDate` is the day the family lands, when it is before the report date: the
 * arrival deadlines (TLA, firearms, pets) run from it, and counting them from a later report
 * date would make them late.
 */
function moveSchemaWith(reportDate: ReportDateField) {
  return z
    .object({
      reportDate,
      arrivalDate: z.optional(calendarDateField("Arrival date")),
      departure: z._default(z.enum(DEPARTURES, { error: "Departure must be mainland or overseas" }), "mainland"),
      dogs: countField("Number of dogs", MOVE_PROFILE_LIMITS.dogs),
      cats: countField("Number of cats", MOVE_PROFILE_LIMITS.cats),
      vehicles: countField("Number of vehicles to ship", MOVE_PROFILE_LIMITS.vehicles),
      firearms: z._default(z.boolean({ error: "Firearms must be yes or no" }), false),
      schoolAgeChildren: countField("Number of school-age children", MOVE_PROFILE_LIMITS.schoolAgeChildren),
      housing: z._default(
        z.enum(HOUSING_PLANS, { error: "Housing plan must be base housing, rent, buy or undecided" }),
        "undecided",
      ),
      // A select answered "yes" or "no" (a checkbox would read as a to-do of its own); kept as a boolean.
      ordersInHand: z._default(
        z.pipe(
          z.enum(["yes", "no"], { error: "Orders in hand must be yes or no" }),
          z.transform((answer: "yes" | "no") => answer === "yes"),
        ),
        false,
      ),
      branch: z._default(z.enum(BRANCHES, { error: "Choose a service branch from the list" }), "unsaid"),
      installation: z._default(z.enum(MOVE_INSTALLATIONS, { error: "Choose an installation from the list" }), "unsure"),
    })
    .check(
      z.refine((profile) => !profile.arrivalDate || compareDates(profile.arrivalDate, profile.reportDate) <= 0, {
        error: "Arrival date must be on or before the report date",
        path: ["arrivalDate"],
      }),
      z.refine(
        (profile) =>
          !profile.arrivalDate ||
          daysBetween(profile.arrivalDate, profile.reportDate) <= MOVE_PROFILE_LIMITS.daysArrivalBeforeReport,
        {
          error: `Arrival date must be no more than ${MOVE_PROFILE_LIMITS.daysArrivalBeforeReport} days before the report date`,
          path: ["arrivalDate"],
        },
      ),
    );
}

/** A move's shape, whatever its report date: for moves already checked (stored, or written in code). */
export const moveProfileSchema = moveSchemaWith(calendarDateField("Report date"));

/** The first and last report date the move form accepts on `today` (REPORT_DATE_WINDOW). */
export function reportDateWindow(today: CalendarDate): { earliest: CalendarDate; latest: CalendarDate } {
  return {
    earliest: addYears(today, -REPORT_DATE_WINDOW.yearsBefore),
    latest: addYears(today, REPORT_DATE_WINDOW.yearsAfter),
  };
}

export const reportDateOutsideWindow = ({ earliest, latest }: { earliest: CalendarDate; latest: CalendarDate }) =>
  `Report date must be between ${earliest} and ${latest}: from a year ago to five years ahead`;

/**
 * The move form's schema on `today` (Hawaii's date): the move's shape, with the report date
 * inside the window. The server checks every posted or addressed move with it; the form's date
 * picker offers the same window (`min`, `max`).
 */
export function moveFormSchema(today: CalendarDate) {
  const window = reportDateWindow(today);
  return moveSchemaWith(
    calendarDateField("Report date").check(
      z.refine(
        (date: CalendarDate) => compareDates(date, window.earliest) >= 0 && compareDates(date, window.latest) <= 0,
        { error: reportDateOutsideWindow(window) },
      ),
    ),
  );
}

export type MoveProfile = z.output<typeof moveProfileSchema>;
export type MoveProfileInput = z.input<typeof moveProfileSchema>;
