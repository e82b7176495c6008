import type { SiteSettingsFields } from "~/content/site";
import { PHOTO_MAX_BYTES } from "./founder-photo";
import type { SiteFieldRule } from "./site-field-rules";

/** The owner's settings page (issue 30). */
export const SITE_SETTINGS_PATH = "/admin/site";

/** Its form's body limit: the photo and the text fields (app/server/http/body-limit.server.ts). */
export const SITE_SETTINGS_MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** Said after a save (a flash message on the settings page). */
export const SITE_SETTINGS_SAVED = "Site settings saved. Every page shows them within a minute.";

/** Each field's label: the form's, and the start of its messages (./site-settings-schema.ts). */
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
  programDisclosure: "",
};

/** The rule each field meets: the same as its SITE_* variable's (./site-field-rules.ts). */
export const SITE_SETTINGS_RULES: Record<keyof SiteSettingsFields, SiteFieldRule> = {
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
