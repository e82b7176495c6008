import { PHOTO_MAX_BYTES } from "./founder-photo";

/** The owner's settings page (issue 30). */
export const SITE_SETTINGS_PATH = "/admin/site";

/** Its form's body limit: the photo and the text fields (app/server/http/body-limit.server.ts). */
export const SITE_SETTINGS_MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** Said after a save (a flash message on the settings page). */
export const SITE_SETTINGS_SAVED = "Site settings saved. Every page shows them within a minute.";
