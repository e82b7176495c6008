/**
 * The owner's site settings form (/admin/site), checked by the same schema in the browser
 * (Conform) and in the action (the authority), with the same rules as the SITE_* variables
 * (./site-field-rules.ts). zod/mini: it reaches the browser, loaded when the form is first used.
 */
import * as z from "zod/mini";
import type { SiteSettingsFields } from "~/content/site";
import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "./founder-photo";
import {
  SITE_FIELD_MAX_LENGTH,
  siteFieldFormatProblem,
  siteFieldLengthProblem,
  siteFieldProblem,
} from "./site-field-rules";
import { SITE_SETTINGS_LABELS, SITE_SETTINGS_MISSING, SITE_SETTINGS_RULES } from "./site-settings";

/** Fields a visitor relies on; the bio, the video and the disclosure may be left empty (none is shown). */
const OPTIONAL = new Set<keyof SiteSettingsFields>(["founderBio", "welcomeVideoUrl", "programDisclosure"]);

function settingsField(field: keyof SiteSettingsFields) {
  const label = SITE_SETTINGS_LABELS[field];
  const rule = SITE_SETTINGS_RULES[field];
  const max = SITE_FIELD_MAX_LENGTH[rule];
  // Plain refinements only: zod's code is one chunk shared by every page's forms, and these
  // functions are in it already.
  return z
    .pipe(
      // A field left empty arrives missing; a repeated one as a list (only a hand-made post).
      z._default(z.string({ error: `${label} must be text.` }), ""),
      z.transform((value: string) => value.replace(/\r\n?/g, "\n").trim()),
    )
    .check(
      z.refine((value) => value !== "" || OPTIONAL.has(field), SITE_SETTINGS_MISSING[field]),
      z.refine((value) => value.length <= max, `${label} ${siteFieldLengthProblem(rule)}.`),
      z.refine(
        (value) => value === "" || value.length > max || siteFieldProblem(rule, value) === null,
        `${label} ${siteFieldFormatProblem(rule)}.`,
      ),
    );
}

/**
 * The browser's claim about the file: a first check for instant messages; the action reads its
 * bytes. A transform rather than `z.file()`: no zod code beyond what every form already ships.
 */
const photo = z.optional(
  z
    .transform((value: unknown) => (value instanceof File && value.size > 0 ? value : undefined))
    .check(
      z.refine((file) => !file || file.size <= PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge),
      z.refine((file) => !file || file.type === "" || file.type in PHOTO_EXTENSIONS, PHOTO_MESSAGES.wrongType),
    ),
);

export const siteSettingsSchema = z.object({
  name: settingsField("name"),
  phone: settingsField("phone"),
  email: settingsField("email"),
  founderName: settingsField("founderName"),
  founderTitle: settingsField("founderTitle"),
  founderLocation: settingsField("founderLocation"),
  founderBio: settingsField("founderBio"),
  welcomeVideoUrl: settingsField("welcomeVideoUrl"),
  programDisclosure: settingsField("programDisclosure"),
  photo,
  /** A checkbox: "on" when ticked. */
  removePhoto: z.optional(z.string()),
});

export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;
