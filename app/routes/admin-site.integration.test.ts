import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE, siteSettingsFieldsOf } from "~/content/site";
import { PHOTO_MESSAGES } from "~/features/site-settings/founder-photo";
import { SITE_SETTINGS_PATH, SITE_SETTINGS_SAVED } from "~/features/site-settings/site-settings";
import { SITE_SETTINGS_MISSING } from "~/features/site-settings/site-settings";
import { TWO_FACTOR_SETUP_PATH } from "~/features/admin/server/admin-guard.server";
import { grantAdmin, signedInAdmin, underAdminLayout } from "../../tests/support/admin";
import { NOT_FOUND, outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
  flashIn,
} from "../../tests/support/services";
import * as inboxRoute from "./admin._index";
import * as siteRoute from "./admin.site";

const inboxPage = underAdminLayout(inboxRoute);
const sitePage = underAdminLayout(siteRoute);

const REAL = {
  ...siteSettingsFieldsOf(DEFAULT_SITE),
  name: "Island Moves",
  phone: "(808) 422-1234",
  email: "hello@islandmoves.com",
  founderName: "Kai Kahale",
};

/** The settings form as the browser posts it (multipart, for the photo). */
function post(cookie: string | undefined, fields: Record<string, string>, photo?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (photo) form.set("photo", photo);
  return new Request(`${TEST_PUBLIC_URL}${SITE_SETTINGS_PATH}`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
}
const get = (path: string, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });
const args = (request: Request) => ({ request, context: testRequestContext(request), params: {} }) as never;

for (const engine of ENGINES_UNDER_TEST) {
  describe(`/admin/site on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("is the not-found page for anyone but an admin, and sends an admin without two-factor to set it up", async () => {
      const { cookie: family } = await seededSignedIn(services, "family@example.com");
      for (const cookie of [undefined, family]) {
        expect(await outcome(() => sitePage.loader(args(get(SITE_SETTINGS_PATH, cookie))))).toEqual(NOT_FOUND);
        expect(await outcome(() => sitePage.action(args(post(cookie, REAL))))).toEqual(NOT_FOUND);
      }
      await grantAdmin(services, "family@example.com");
      expect(await outcome(() => sitePage.action(args(post(family, REAL))))).toMatchObject({
        status: 303,
        location: TWO_FACTOR_SETUP_PATH,
      });
      expect(services.site.version()).toBe(0);
    });

    it("refuses bad input with each field's message and writes nothing; a good save redirects with a message", async () => {
      const { cookie } = await signedInAdmin(services, "owner@islandmoves.com");
      const refused = await outcome(() =>
        sitePage.action(
          args(post(cookie, { ...REAL, email: "nobody", founderName: "" }, new File(["GIF89a"], "kai.png"))),
        ),
      );
      expect(refused).toMatchObject({
        status: 400,
        body: {
          status: "error",
          error: { email: ["Email must be an email address."], founderName: [SITE_SETTINGS_MISSING.founderName] },
        },
      });
      // The fields pass, the photo's bytes do not: refused just the same.
      const badPhoto = await outcome(() => sitePage.action(args(post(cookie, REAL, new File(["GIF89a"], "kai.png")))));
      expect(badPhoto).toMatchObject({ status: 400, body: { error: { photo: [PHOTO_MESSAGES.wrongType] } } });
      expect(services.site.version()).toBe(0);
      expect((await services.audit.list({ page: 1 })).items.map((entry) => entry.action)).not.toContain(
        "update site settings",
      );

      const saved = (await sitePage.action(args(post(cookie, REAL)))) as Response;
      expect(saved.status).toBe(303);
      expect(saved.headers.get("location")).toBe(SITE_SETTINGS_PATH);
      expect(await flashIn(saved)).toBe(SITE_SETTINGS_SAVED);
      expect(await sitePage.loader(args(get(SITE_SETTINGS_PATH, cookie)))).toEqual({
        values: REAL,
        photoUrl: "",
        version: 1,
      });
    });

    it("has the inbox say 'finish setting up' until the phone, email and founder are no longer samples", async () => {
      const { cookie } = await signedInAdmin(services, "owner@islandmoves.com");
      const inbox = async () => (await inboxPage.loader(args(get("/admin", cookie)))).setupUnfinished;
      expect(await inbox()).toBe(true);
      await sitePage.action(args(post(cookie, { ...REAL, phone: "(808) 555-0123" })));
      expect(await inbox()).toBe(true);
      await sitePage.action(args(post(cookie, { ...REAL, founderName: DEFAULT_SITE.founder.name })));
      expect(await inbox()).toBe(true);
      await sitePage.action(args(post(cookie, REAL)));
      expect(await inbox()).toBe(false);
    });
  });
}
