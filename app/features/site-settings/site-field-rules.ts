import { parseVideoUrl } from "~/features/video/video-url";

/**
 * The rules every site detail meets, wherever it comes from: a SITE_* variable
 * (app/server/data/env.server.ts) or the owner's settings form (/admin/site). Each answers with
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

/** What is wrong with a trimmed, non-empty value, or null when it passes. */
export function siteFieldProblem(rule: SiteFieldRule, value: string): string | null {
  const max = SITE_FIELD_MAX_LENGTH[rule];
  if (value.length > max) return `must be ${max.toLocaleString("en-US")} characters or fewer`;
  if (rule === "email" && !EMAIL.test(value)) return "must be an email address";
  if (rule === "phone") {
    const digits = value.replace(/\D/g, "").length;
    if (!PHONE_CHARACTERS.test(value) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) {
      return `must be a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`;
    }
  }
  if (rule === "videoUrl" && parseVideoUrl(value) === null) {
    return "must be a YouTube, Vimeo or direct .mp4/.webm/.ogg link";
  }
  return null;
}
