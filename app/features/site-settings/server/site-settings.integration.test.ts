import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE, siteSettingsFieldsOf, type SiteSettingsFields } from "~/content/site";
import { connectDatabase } from "~/server/db/db.server";
import { parseSubmission } from "~/server/http/form-data.server";
import { ENGINES_UNDER_TEST, startTestServices } from "../../../../tests/support/services";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "../founder-photo";
import { siteSettingsSchema, type SiteSettingsInput } from "../site-settings-schema";
import { SITE_SETTINGS_AUDIT, siteSettingsRepository } from "./site-settings-repository.server";
import { SITE_FILES_FOLDER, siteSettings } from "./site-settings.server";

const owner = { id: "owner-1", email: "owner@islandmoves.test" };

const REAL: SiteSettingsFields = {
  name: "Island Moves",
  phone: "(808) 422-1234",
  email: "hello@islandmoves.com",
  founderName: "Kai Kahale",
  founderTitle: "Broker and Navy veteran",
  founderLocation: "Kailua, Hawaii",
  founderBio: "Twenty years of helping military families settle on Oahu.",
  welcomeVideoUrl: "https://youtu.be/dQw4w9WgXcQ",
  programDisclosure: "The Veterans Home Program is Island Moves' own; its fees pay for this site.",
};

/** The smallest files each format's signature accepts (the bytes the check reads). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

/** The form as the browser posts it, checked by the schema as the action does. */
function submitted(fields: Partial<Record<keyof SiteSettingsFields, string>>, photo?: File): SiteSettingsInput {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (photo) form.set("photo", photo);
  const submission = parseSubmission(form, siteSettingsSchema);
  if (submission?.status !== "success") throw new Error(`refused: ${JSON.stringify(submission?.error)}`);
  return submission.value;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the owner's site settings on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const auditEntries = async () =>
      (await services.audit.list({ page: 1 })).items.filter((entry) => entry.action === SITE_SETTINGS_AUDIT.action);
    const siteFiles = () => {
      const folder = path.join(services.env.DATA_DIR, SITE_FILES_FOLDER);
      return existsSync(folder) ? readdirSync(folder) : [];
    };

    it("shows the SITE_* values until the first save, then the saved ones, a version higher each save, each audited", async () => {
      expect(services.site.version()).toBe(0);
      expect(services.env.site).toEqual(DEFAULT_SITE);

      const first = await services.site.save({ input: submitted(REAL), actor: owner });
      expect(first).toMatchObject({ ok: true, version: 1 });
      expect(services.site.version()).toBe(1);
      expect(services.env.site).toMatchObject({
        name: "Island Moves",
        phone: "(808) 422-1234",
        email: "hello@islandmoves.com",
        founderBio: REAL.founderBio,
        programDisclosure: REAL.programDisclosure,
        welcomeVideoUrl: REAL.welcomeVideoUrl,
        founderPhotoUrl: "",
        founder: { name: "Kai Kahale", phone: "(808) 422-1234", email: "hello@islandmoves.com" },
        // What the owner does not set stays configuration.
        tagline: DEFAULT_SITE.tagline,
      });

      const second = await services.site.save({ input: submitted({ ...REAL, phone: "808-422-9999" }), actor: owner });
      expect(second).toMatchObject({ ok: true, version: 2, changed: ["phone"] });
      expect(await siteSettingsRepository(services.database).version()).toBe(2);
      expect(services.env.site.phone).toBe("808-422-9999");

      const entries = await auditEntries();
      expect(
        entries.map(({ actorId, actorEmail, targetKind, targetId, detail }) => ({
          actorId,
          actorEmail,
          targetKind,
          targetId,
          detail,
        })),
      ).toEqual([
        {
          actorId: owner.id,
          actorEmail: owner.email,
          targetKind: "site settings",
          targetId: "site",
          detail: "version 2: phone",
        },
        {
          actorId: owner.id,
          actorEmail: owner.email,
          targetKind: "site settings",
          targetId: "site",
          detail:
            "version 1: name, phone, email, founderName, founderTitle, founderLocation, founderBio, welcomeVideoUrl, programDisclosure",
        },
      ]);
    });

    it("another instance on the same database shows a save, and its photo, once it reads the new version", async () => {
      // Its own connection and its own data folder, as a second server has.
      const database = connectDatabase({
        databaseUrl: services.databaseUrl,
        dataDir: services.env.DATA_DIR,
        schema: services.schema,
      });
      const otherDataDir = mkdtempSync(path.join(tmpdir(), "aloha-other-instance-"));
      const other = siteSettings({
        repository: siteSettingsRepository(database),
        configured: DEFAULT_SITE,
        dataDir: otherDataDir,
      });
      const heard: number[] = [];
      other.onChange((version) => heard.push(version));
      try {
        await services.site.save({ input: submitted(REAL, new File([PNG], "kai.png")), actor: owner });
        expect(other.current().phone).toBe(DEFAULT_SITE.phone);
        expect(await other.refresh()).toBe(true);
        expect(other.current()).toEqual(services.env.site);
        const photoFile = path.join(otherDataDir, SITE_FILES_FOLDER, path.basename(other.current().founderPhotoUrl!));
        expect(new Uint8Array(readFileSync(photoFile))).toEqual(PNG);
        expect(await other.refresh()).toBe(false);
        expect(heard).toEqual([1]);
      } finally {
        await database.close();
      }
    });

    it("writes nothing when the audit entry cannot be written: the save and its entry are one transaction", async () => {
      // The log refuses an entry without the actor's email (not null): the settings go with it.
      const nobody = { id: "owner-1", email: null as unknown as string };
      await expect(services.site.save({ input: submitted(REAL), actor: nobody })).rejects.toThrow();
      expect(await siteSettingsRepository(services.database).version()).toBe(0);
      expect(await siteSettingsRepository(services.database).load()).toBeNull();
      expect(services.env.site).toEqual(DEFAULT_SITE);
    });

    it("keeps the founder's photo by its content, served under a name that changes with it, and removes it on request", async () => {
      const saved = await services.site.save({
        input: submitted(REAL, new File([PNG], "kai.jpg", { type: "image/jpeg" })),
        actor: owner,
      });
      expect(saved).toMatchObject({ ok: true, changed: expect.arrayContaining(["photo"]) });
      const pngUrl = services.env.site.founderPhotoUrl!;
      expect(pngUrl).toMatch(/^\/site-files\/founder-[0-9a-f]{16}\.png$/);
      const pngFile = path.join(services.env.DATA_DIR, SITE_FILES_FOLDER, path.basename(pngUrl));
      expect(new Uint8Array(readFileSync(pngFile))).toEqual(PNG);

      // Another save without a photo keeps it; a new photo gets a new name.
      await services.site.save({ input: submitted({ ...REAL, phone: "808-422-0000" }), actor: owner });
      expect(services.env.site.founderPhotoUrl).toBe(pngUrl);
      await services.site.save({
        input: submitted(REAL, new File([WEBP], "kai.webp", { type: "image/webp" })),
        actor: owner,
      });
      expect(services.env.site.founderPhotoUrl).toMatch(/\.webp$/);
      expect(
        await siteSettingsRepository(services.database).photo(path.basename(services.env.site.founderPhotoUrl!)),
      ).toEqual(WEBP);

      await services.site.save({ input: { ...submitted(REAL), removePhoto: "on" }, actor: owner });
      expect(services.env.site.founderPhotoUrl).toBe("");
      expect((await auditEntries())[0]!.detail).toBe("version 4: photo removed");
    });

    it("refuses a photo that is not a JPEG, PNG or WebP by its bytes, or too large, and writes nothing", async () => {
      const svgCalledPng = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "kai.png", { type: "image/png" });
      expect(await services.site.save({ input: submitted(REAL, svgCalledPng), actor: owner })).toEqual({
        ok: false,
        fieldErrors: { photo: [PHOTO_MESSAGES.wrongType] },
      });
      const huge = new Uint8Array(PHOTO_MAX_BYTES + 1);
      huge.set(PNG);
      // Past the schema's own size check (the browser's), the save checks the size again.
      const input = { ...submitted(REAL), photo: new File([huge], "kai.png", { type: "image/png" }) };
      expect(await services.site.save({ input, actor: owner })).toEqual({
        ok: false,
        fieldErrors: { photo: [PHOTO_MESSAGES.tooLarge] },
      });
      expect(await siteSettingsRepository(services.database).version()).toBe(0);
      expect(await auditEntries()).toEqual([]);
      expect(siteFiles()).toEqual([]);
    });
  });
}

describe("the settings form's schema", () => {
  const parse = (fields: Record<string, string>, photo?: File) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (photo) form.set("photo", photo);
    return parseSubmission(form, siteSettingsSchema)!.reply();
  };

  it("refuses what a SITE_* variable would refuse, each with its field's message", () => {
    const result = parse({
      ...REAL,
      email: "not an email",
      phone: "call me",
      welcomeVideoUrl: "https://example.com/page",
      founderName: "x".repeat(201),
      founderTitle: "  ",
    });
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      email: ["Email must be an email address."],
      phone: ["Phone must be a phone number of 7 to 15 digits."],
      welcomeVideoUrl: ["Welcome video link must be a YouTube, Vimeo or direct .mp4/.webm/.ogg link."],
      founderName: ["Founder's name must be 200 characters or fewer."],
      founderTitle: ["Type the founder's title."],
    });
  });

  it("accepts the form as the SITE_* values fill it, an empty bio and video included", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(siteSettingsFieldsOf(DEFAULT_SITE))) form.set(name, value);
    const result = parseSubmission(form, siteSettingsSchema)!;
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toMatchObject({ founderBio: "", welcomeVideoUrl: "" });
  });

  it("refuses a photo the browser says is too large or not an image before sending it", () => {
    const tooLarge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "kai.png", { type: "image/png" });
    expect(parse(REAL, tooLarge).error).toEqual({ photo: [PHOTO_MESSAGES.tooLarge] });
    expect(parse(REAL, new File(["%PDF"], "kai.pdf", { type: "application/pdf" })).error).toEqual({
      photo: [PHOTO_MESSAGES.wrongType],
    });
  });
});
