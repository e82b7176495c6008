import * as z from "zod/mini";
import type { SiteSettingsFields } from "~/content/site";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_EXTENSIONS } from "./founder-photo";
import { siteFieldProblem, type SiteFieldRule } from "./site-field-rules";

/**
 * The owner's site settings form (/admin/site), checked by the same schema in the browser
 * (Conform) and in the action (the authority), with the same rules as the SITE_* variables
 * (./site-field-rules.ts). zod/mini: it reaches the browser.
 */
export const SITE_SETTINGS_LABELS: Record<keyof SiteSettingsFields, string> = {
  name: "Practice name",
  phone: "Phone",
  email: "Email",
  founderName: "Founder's name",
  founderTitle: "Founder's title",
  founderLocation: "Location",
  founderBio: "Short bio",
  welcomeVideoUrl: "Welcome video link",
  programDisclosure: "Veterans Home Program disclosure",
};

const FIELD_RULES: Record<keyof SiteSettingsFields, SiteFieldRule> = {
  name: "text",
  phone: "phone",
  email: "email",
  founderName: "text",
  founderTitle: "text",
  founderLocation: "text",
  founderBio: "bio",
  welcomeVideoUrl: "videoUrl",
  programDisclosure: "disclosure",
};

/** Fields a visitor relies on; the bio and the video may be left empty (none is shown). */
const OPTIONAL = new Set<keyof SiteSettingsFields>(["founderBio", "welcomeVideoUrl"]);

/** What an empty required field says. */
export const SITE_SETTINGS_MISSING: Record<keyof SiteSettingsFields, string> = {
  name: "Type the practice's name.",
  phone: "Type the practice's phone number.",
  email: "Type the practice's email address.",
  founderName: "Type the founder's name.",
  founderTitle: "Type the founder's title.",
  founderLocation: "Type where the founder is based.",
  founderBio: "",
  welcomeVideoUrl: "",
  programDisclosure: "Type what the Veterans Home Program is and how it pays for the site.",
};

function settingsField(field: keyof SiteSettingsFields) {
  const label = SITE_SETTINGS_LABELS[field];
  return z
    .pipe(
      // A field left empty arrives missing; a repeated one as a list (only a hand-made post).
      z._default(z.string({ error: `${label} must be text.` }), ""),
      z.transform((value: string) => value.replace(/\r\n?/g, "\n").trim()),
    )
    .check(
      z.superRefine((value, ctx) => {
        if (!value) {
          if (!OPTIONAL.has(field))
            ctx.issues.push({ code: "custom", message: SITE_SETTINGS_MISSING[field], input: value });
          return;
        }
        const problem = siteFieldProblem(FIELD_RULES[field], value);
        if (problem) ctx.issues.push({ code: "custom", message: `${label} ${problem}.`, input: value });
      }),
    );
}

/** The browser's claim about the file: a first check for instant messages; the action reads its bytes. */
const photo = z.optional(
  z.file().check(
    z.maxSize(PHOTO_MAX_BYTES, PHOTO_MESSAGES.tooLarge),
    z.refine((file) => file.type === "" || file.type in PHOTO_EXTENSIONS, PHOTO_MESSAGES.wrongType),
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
