import type { Founder } from "~/content/site";

/**
 * The founder's contact card can be edited on the welcome page. Edits stay in this browser
 * (localStorage) and nowhere else (SPEC.md §2: no persistence beyond that).
 */
export const FOUNDER_CONTACT_STORAGE_KEY = "aloha-pcs:founder-contact";

export const FOUNDER_FIELDS = [
  "name",
  "title",
  "phone",
  "email",
  "location",
] as const satisfies readonly (keyof Founder)[];

/** Longest value kept for one field: enough for any real name, title or address. */
export const FOUNDER_FIELD_MAX_LENGTH = 200;

/**
 * The card's values: the site's founder details with any edits saved in this browser laid
 * over them. A field saved empty, too long or not as text keeps the site's value, and stored
 * text that is not the JSON we wrote is ignored.
 */
export function founderContactFrom(saved: string | null | undefined, defaults: Founder): Founder {
  if (!saved) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return defaults;
  }
  if (typeof parsed !== "object" || parsed === null) return defaults;
  const contact = { ...defaults };
  for (const field of FOUNDER_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed && trimmed.length <= FOUNDER_FIELD_MAX_LENGTH) contact[field] = trimmed;
  }
  return contact;
}

/** What is written to storage: only the fields, trimmed. */
export function serializeFounderContact(contact: Founder): string {
  return JSON.stringify(Object.fromEntries(FOUNDER_FIELDS.map((field) => [field, contact[field].trim()])));
}
