import type { SiteSettingsFields } from "~/content/site";
import type { AuditActor } from "~/features/admin/admin-user";
import { adminAudit } from "~/features/admin/server/admin-audit.server";
import type { Kysely } from "kysely";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import type { PhotoType } from "../founder-photo";

/** The owner's saved settings: the fields, the photo's file name (or none), and the version. */
export type SavedSiteSettings = SiteSettingsFields & {
  version: number;
  photoFile: string | null;
  updatedAtMs: number;
};

/** What a save does to the photo. */
export type PhotoChange =
  { kind: "keep" } | { kind: "remove" } | { kind: "replace"; fileName: string; type: PhotoType; bytes: Uint8Array };

type Row = Database["site_settings"];

/** The only row (migration 012 refuses any other id). */
const SETTINGS_ROW = 1;

export const SITE_SETTINGS_AUDIT = { action: "update site settings", targetKind: "site settings", targetId: "site" };

const COLUMNS: Record<keyof SiteSettingsFields, keyof Row> = {
  name: "name",
  phone: "phone",
  email: "email",
  founderName: "founder_name",
  founderTitle: "founder_title",
  founderLocation: "founder_location",
  founderBio: "founder_bio",
  welcomeVideoUrl: "welcome_video_url",
  programDisclosure: "program_disclosure",
};

function settingsOf(row: Omit<Row, "photo_bytes" | "photo_type" | "updated_by" | "id">): SavedSiteSettings {
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    founderName: row.founder_name,
    founderTitle: row.founder_title,
    founderLocation: row.founder_location,
    founderBio: row.founder_bio,
    welcomeVideoUrl: row.welcome_video_url,
    programDisclosure: row.program_disclosure,
    photoFile: row.photo_file,
    version: row.version,
    updatedAtMs: row.updated_at_ms,
  };
}

/** The fields a save changes, in the form's order: what the audit entry names. */
export function changedFields(
  before: (SiteSettingsFields & { photoFile: string | null }) | null,
  fields: SiteSettingsFields,
  photo: PhotoChange,
): string[] {
  const changed: string[] = (Object.keys(COLUMNS) as (keyof SiteSettingsFields)[]).filter(
    (field) => before?.[field] !== fields[field],
  );
  if (photo.kind === "replace" && photo.fileName !== before?.photoFile) changed.push("photo");
  if (photo.kind === "remove" && before?.photoFile) changed.push("photo removed");
  return changed;
}

/**
 * The owner's site settings (issue 30): one row whose version goes up with every save. A save
 * and its audit entry are one transaction: both are written, or neither.
 */
export function siteSettingsRepository({ db }: Pick<DatabaseClient, "db">, now: () => number = Date.now) {
  const selectSettings = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom("site_settings")
      .select([
        "version",
        "name",
        "phone",
        "email",
        "founder_name",
        "founder_title",
        "founder_location",
        "founder_bio",
        "welcome_video_url",
        "program_disclosure",
        "photo_file",
        "updated_at_ms",
      ])
      .where("id", "=", SETTINGS_ROW);

  return {
    /** 0 until the first save: one small read, what every instance polls. */
    async version(): Promise<number> {
      const row = await db
        .selectFrom("site_settings")
        .select("version")
        .where("id", "=", SETTINGS_ROW)
        .executeTakeFirst();
      return row ? row.version : 0;
    },

    /** The saved settings without the photo's bytes, or null before the first save. */
    async load(): Promise<SavedSiteSettings | null> {
      const row = await selectSettings().executeTakeFirst();
      return row ? settingsOf(row) : null;
    },

    /** The saved photo's bytes, when `fileName` is still the saved one. */
    async photo(fileName: string): Promise<Uint8Array | null> {
      const row = await db
        .selectFrom("site_settings")
        .select("photo_bytes")
        .where("id", "=", SETTINGS_ROW)
        .where("photo_file", "=", fileName)
        .executeTakeFirst();
      return row?.photo_bytes ? new Uint8Array(row.photo_bytes) : null;
    },

    /** Write the settings and their audit entry together; the new version and what changed. */
    async save({
      fields,
      photo,
      actor,
    }: {
      fields: SiteSettingsFields;
      photo: PhotoChange;
      actor: AuditActor;
    }): Promise<{ version: number; photoFile: string | null; changed: string[] }> {
      return db.transaction().execute(async (trx) => {
        const before = await selectSettings(trx).executeTakeFirst();
        const values = {
          name: fields.name,
          phone: fields.phone,
          email: fields.email,
          founder_name: fields.founderName,
          founder_title: fields.founderTitle,
          founder_location: fields.founderLocation,
          founder_bio: fields.founderBio,
          welcome_video_url: fields.welcomeVideoUrl,
          program_disclosure: fields.programDisclosure,
          ...(photo.kind === "replace"
            ? { photo_file: photo.fileName, photo_type: photo.type, photo_bytes: photo.bytes }
            : photo.kind === "remove"
              ? { photo_file: null, photo_type: null, photo_bytes: null }
              : {}),
          updated_by: actor.id,
          updated_at_ms: now(),
        };
        // One row: an update when it exists (the version bumped in the statement itself, so two
        // saves at once still count twice), an insert the first time.
        const written = before
          ? await trx
              .updateTable("site_settings")
              .set((eb) => ({ ...values, version: eb("version", "+", 1) }))
              .where("id", "=", SETTINGS_ROW)
              .returning(["version", "photo_file"])
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto("site_settings")
              .values({
                id: SETTINGS_ROW,
                version: 1,
                photo_file: null,
                photo_type: null,
                photo_bytes: null,
                ...values,
              })
              .returning(["version", "photo_file"])
              .executeTakeFirstOrThrow();
        const changed = changedFields(before ? settingsOf(before) : null, fields, photo);
        await adminAudit({ db: trx }, now).record({
          actor,
          ...SITE_SETTINGS_AUDIT,
          detail: `version ${written.version}: ${changed.length ? changed.join(", ") : "no change"}`,
        });
        return { version: written.version, photoFile: written.photo_file, changed };
      });
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof siteSettingsRepository>;
