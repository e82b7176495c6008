import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withSiteSettings, type SiteDetails, type SiteSettingsFields } from "~/content/site";
import type { AuditActor } from "~/features/admin/admin-user";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoFileName, photoTypeOf, photoUrl } from "../founder-photo";
import type { SiteSettingsInput } from "../site-settings-schema";
import type { PhotoChange, SiteSettingsRepository } from "./site-settings-repository.server";

/** How often an instance reads the settings version: a change shows everywhere within a minute. */
export const SITE_SETTINGS_POLL_MS = 15_000;

/** The folder under DATA_DIR the founder's photo is served from (at SITE_FILES_PATH). */
export const SITE_FILES_FOLDER = "site-files";

export type SaveOutcome =
  { ok: true; version: number; changed: string[] } | { ok: false; fieldErrors: Record<string, string[]> };

/** Whole or not at all: a reader never sees half a file under its name. */
function writeFileAtomically(file: string, bytes: Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * The site details every page shows (issue 30): the SITE_* configuration with the owner's saved
 * settings over it, kept per process and keyed by the settings version. `current()` reads no
 * database; `refresh()` reads the version (one number) and loads the settings only when it
 * moved: after a save here, and on every poll for saves made on other instances. Whoever
 * subscribed (the prerendered pages) hears of each new version.
 */
export function siteSettings({
  repository,
  configured,
  dataDir,
}: {
  repository: SiteSettingsRepository;
  /** The SITE_* values: what is shown until the owner first saves. */
  configured: SiteDetails;
  dataDir: string;
}) {
  const filesFolder = path.join(dataDir, SITE_FILES_FOLDER);
  let version = 0;
  let details = configured;
  const listeners = new Set<(version: number) => void>();
  let refreshing: Promise<boolean> = Promise.resolve(false);

  /** This instance's copy of the saved photo (instances keep their own DATA_DIR). */
  async function ensurePhotoFile(fileName: string | null) {
    if (!fileName || existsSync(path.join(filesFolder, fileName))) return;
    const bytes = await repository.photo(fileName);
    if (bytes) writeFileAtomically(path.join(filesFolder, fileName), bytes);
  }

  async function load(): Promise<boolean> {
    if ((await repository.version()) === version) return false;
    const saved = await repository.load();
    if (!saved || saved.version === version) return false;
    await ensurePhotoFile(saved.photoFile);
    details = withSiteSettings(configured, { ...saved, photoUrl: photoUrl(saved.photoFile) });
    version = saved.version;
    for (const listener of listeners) listener(version);
    return true;
  }

  const refresh = (): Promise<boolean> => {
    // One at a time: two polls never load, or announce, the same version twice.
    refreshing = refreshing.catch(() => false).then(load);
    return refreshing;
  };

  return {
    /** The details as of the last version this process loaded. */
    current: (): SiteDetails => details,
    /** 0 until the owner first saves (the SITE_* values are shown). */
    version: (): number => version,
    /** Load the settings if their version moved; true when it did. */
    refresh,
    /** Called with each newly loaded version; returns the unsubscribe. */
    onChange(listener: (version: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Check the photo by its bytes, save with an audit entry, and show the change here at once. */
    async save({ input, actor }: { input: SiteSettingsInput; actor: AuditActor }): Promise<SaveOutcome> {
      const { photo, removePhoto, ...fields } = input;
      let change: PhotoChange = { kind: removePhoto === "on" ? "remove" : "keep" };
      if (photo && photo.size > 0) {
        if (photo.size > PHOTO_MAX_BYTES) return { ok: false, fieldErrors: { photo: [PHOTO_MESSAGES.tooLarge] } };
        const bytes = new Uint8Array(await photo.arrayBuffer());
        const type = photoTypeOf(bytes);
        if (!type) return { ok: false, fieldErrors: { photo: [PHOTO_MESSAGES.wrongType] } };
        const fileName = photoFileName(createHash("sha256").update(bytes).digest("hex"), type);
        change = { kind: "replace", fileName, type, bytes };
      }
      const saved = await repository.save({ fields: fields satisfies SiteSettingsFields, photo: change, actor });
      // After the commit: the file is named by its content, and every instance can rewrite it.
      if (change.kind === "replace") writeFileAtomically(path.join(filesFolder, change.fileName), change.bytes);
      await refresh();
      return { ok: true, version: saved.version, changed: saved.changed };
    },
    /** Poll the version every `intervalMs` (unref'd: it never keeps the process alive). */
    watch(intervalMs: number = SITE_SETTINGS_POLL_MS): () => void {
      const timer = setInterval(() => {
        refresh().catch((error: unknown) => console.error("[site settings] reading the version failed", error));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type SiteSettings = ReturnType<typeof siteSettings>;
