import { parseVideoUrl } from "~/features/video/video-url";

/**
 * The rules every site detail meets, wherever it comes from: a SITE_* variable
 * (app/server/env.server.ts) or the owner's settings form (/admin/site). Each answers with
 * what is wrong as the end of a sentence, so the caller names the field its own way
 * ("SITE_EMAIL must be …", "Email must be …"). Pure: the form's schema runs it in the browser too.
 */
export type SiteFieldRule = "text" | "phone" | "email" | "videoUrl" | "bio" | "disclosure";

export const SITE_FIELD_MAX_LENGTH: Record<SiteFieldRule, number> = {
  text: 200,
  phone: 200,
  email: 254,
  videoUrl: 2_000,
  bio: 1_500,
  disclosure: 2_000,
};

/** A dialled number has 7 to 15 digits (ITU-T E.164 allows at most 15). */
const PHONE_DIGITS = { min: 7, max: 15 };
const PHONE_CHARACTERS = /^[\d\s()+.\-–]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FORMAT_PROBLEMS: Partial<Record<SiteFieldRule, string>> = {
  email: "must be an email address",
  phone: `must be a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
  videoUrl: "must be a YouTube, Vimeo or direct .mp4/.webm/.ogg link",
};

function formatPasses(rule: SiteFieldRule, value: string): boolean {
  if (rule === "email") return EMAIL.test(value);
  if (rule === "phone") {
    const digits = value.replace(/\D/g, "").length;
    return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }
  if (rule === "videoUrl") return parseVideoUrl(value) !== null;
  return true;
}

/** What a value over the rule's length is told. */
export function siteFieldLengthProblem(rule: SiteFieldRule): string {
  return `must be ${SITE_FIELD_MAX_LENGTH[rule].toLocaleString("en-US")} characters or fewer`;
}

/** What a value of the wrong form is told (any text passes a rule without a form). */
export function siteFieldFormatProblem(rule: SiteFieldRule): string {
  return FORMAT_PROBLEMS[rule] ?? "";
}

/** What is wrong with a trimmed, non-empty value, or null when it passes. */
export function siteFieldProblem(rule: SiteFieldRule, value: string): string | null {
  if (value.length > SITE_FIELD_MAX_LENGTH[rule]) return siteFieldLengthProblem(rule);
  return formatPasses(rule, value) ? null : siteFieldFormatProblem(rule);
}
