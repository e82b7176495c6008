import { z } from "zod";
import { addDays, compareDates, parseCalendarDate, type CalendarDate } from "./calendar-date";
import type { HousingPlan } from "~/content/move-options";
import type { MoveProfile } from "./move-profile";
import { SCHOOL_GRADES, SPONSOR_HELP, SPONSOR_LIMITS, type SchoolGrade, type SponsorHelp } from "./sponsor-choices";

/**
 * The sponsor packet (issue 35): what the family shares with the sponsor their unit assigns, by a
 * read-only link that expires on a date the family sets. It holds the family's make-up and needs,
 * never a name, an email address or an account id: the packet is built from the move (dates,
 * pets, vehicles, housing) and the few answers of its own form below, and nothing else reaches it.
 */

export { SCHOOL_GRADES, SPONSOR_HELP, SPONSOR_LIMITS, type SchoolGrade, type SponsorHelp } from "./sponsor-choices";

const HELP_KEYS = Object.keys(SPONSOR_HELP) as [SponsorHelp, ...SponsorHelp[]];

export const SPONSOR_MESSAGES = {
  adults: `Adults must be 1 or ${SPONSOR_LIMITS.adultsMax}`,
  childAge: `Each child's age must be a whole number from 0 to ${SPONSOR_LIMITS.childAgeMax}`,
  children: `List at most ${SPONSOR_LIMITS.childrenMax} children`,
  grade: "Choose a school grade from the list",
  help: "Choose help from the list",
  expiry: (earliest: CalendarDate, latest: CalendarDate) => `The link must expire between ${earliest} and ${latest}`,
} as const;

/** One child as the sponsor sees it: an age and the grade they will be in, never a name. */
export type SponsorChild = { age: number; grade: SchoolGrade };

/** The packet form's answers, as stored. */
export type SponsorAnswers = {
  adults: number;
  children: SponsorChild[];
  tlaKitchen: boolean;
  tlaPetFriendly: boolean;
  help: SponsorHelp[];
  expiresOn: CalendarDate;
};

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/**
 * The packet form on `today`: each child is `children[i].age` and `children[i].grade` (a Conform
 * list, so adding or removing a child moves both), and `help` is posted once per choice.
 */
export function sponsorFormSchema(today: CalendarDate) {
  const earliest = addDays(today, SPONSOR_LIMITS.expiryMinDays);
  const latest = addDays(today, SPONSOR_LIMITS.expiryMaxDays);
  const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const child = z.object({
    age: z.coerce
      .number({ error: SPONSOR_MESSAGES.childAge })
      .int({ error: SPONSOR_MESSAGES.childAge })
      .min(0, { error: SPONSOR_MESSAGES.childAge })
      .max(SPONSOR_LIMITS.childAgeMax, { error: SPONSOR_MESSAGES.childAge }),
    grade: z.enum(SCHOOL_GRADES, { error: SPONSOR_MESSAGES.grade }),
  });
  return z
    .object({
      adults: z.coerce
        .number({ error: SPONSOR_MESSAGES.adults })
        .int({ error: SPONSOR_MESSAGES.adults })
        .min(1, { error: SPONSOR_MESSAGES.adults })
        .max(SPONSOR_LIMITS.adultsMax, { error: SPONSOR_MESSAGES.adults }),
      children: z.preprocess(
        asList,
        z.array(child).max(SPONSOR_LIMITS.childrenMax, { error: SPONSOR_MESSAGES.children }),
      ),
      tlaKitchen: checkbox,
      tlaPetFriendly: checkbox,
      help: z.preprocess(asList, z.array(z.enum(HELP_KEYS, { error: SPONSOR_MESSAGES.help }))),
      expiresOn: z
        .string({ error: SPONSOR_MESSAGES.expiry(earliest, latest) })
        .transform((text, context): CalendarDate => {
          const date = parseCalendarDate(text.trim());
          if (date === null || compareDates(date, earliest) < 0 || compareDates(date, latest) > 0) {
            context.issues.push({ code: "custom", message: SPONSOR_MESSAGES.expiry(earliest, latest), input: text });
            return z.NEVER;
          }
          return date;
        }),
    })
    .transform((form): SponsorAnswers => ({
      adults: form.adults,
      children: form.children,
      tlaKitchen: form.tlaKitchen,
      tlaPetFriendly: form.tlaPetFriendly,
      help: [...new Set(form.help)],
      expiresOn: form.expiresOn,
    }));
}

const HOUSING_INTENT: Record<HousingPlan, string> = {
  base: "Base housing",
  rent: "Renting off base",
  buy: "Buying a home",
  undecided: "Not decided yet",
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const gradeWords = (grade: SchoolGrade) =>
  grade === "none"
    ? "not in school"
    : grade === "preschool"
      ? "preschool"
      : grade === "K"
        ? "kindergarten"
        : `grade ${grade}`;

/** What the sponsor's page and one-page PDF show, line by line: labels and plain values only. */
export type SponsorPacketView = {
  /** From the day the family lands to the report date (the same day when no arrival date is given). */
  arrivalWindow: { from: CalendarDate; to: CalendarDate };
  rows: { label: string; value: string }[];
  help: string[];
  expiresOn: CalendarDate;
};

/** The packet as the sponsor reads it: the move's facts and the family's answers, nothing else. */
export function sponsorPacketView(move: MoveProfile, answers: SponsorAnswers): SponsorPacketView {
  const children = answers.children.length
    ? answers.children.map((child) => `${child.age} (${gradeWords(child.grade)})`).join(", ")
    : "None";
  const tla = [answers.tlaKitchen && "a kitchen", answers.tlaPetFriendly && "pet-friendly"].filter(Boolean).join(", ");
  return {
    arrivalWindow: { from: move.arrivalDate ?? move.reportDate, to: move.reportDate },
    rows: [
      { label: "Adults", value: String(answers.adults) },
      { label: "Children's ages", value: children },
      {
        label: "Pets",
        value:
          move.dogs + move.cats ? `${count(move.dogs, "dog", "dogs")}, ${count(move.cats, "cat", "cats")}` : "None",
      },
      { label: "Vehicles shipped", value: String(move.vehicles) },
      { label: "TLA lodging needs", value: tla || "No special needs" },
      { label: "Housing", value: HOUSING_INTENT[move.housing] },
    ],
    help: answers.help.map((key) => SPONSOR_HELP[key]),
    expiresOn: answers.expiresOn,
  };
}

/** A link is shown until the end of its expiry day in Hawaii, and never once revoked. */
export function sponsorLinkOpen(link: { expiresOn: CalendarDate; revoked: boolean }, today: CalendarDate): boolean {
  return !link.revoked && compareDates(today, link.expiresOn) <= 0;
}
