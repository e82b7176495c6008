import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminWithEarlierSession, grantAdmin, signedInAdmin } from "~/../tests/support/admin";
import { NOT_FOUND, outcome, throughMiddleware } from "~/../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "~/../tests/support/services";
import {
  adminContext,
  adminGuard,
  adminReturnPath,
  requireAdmin,
  SESSION_CODE_PATH,
  TWO_FACTOR_SETUP_PATH,
} from "./admin-guard.server";

const request = (cookie?: string, path = "/admin/accounts") =>
  new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });

for (const engine of ENGINES_UNDER_TEST) {
  describe(`requireAdmin on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const guard = (
      cookie?: string,
      options?: { allowWithoutTwoFactor?: boolean; allowWithoutSessionCode?: boolean },
      path?: string,
    ) => outcome(() => requireAdmin(request(cookie, path), testRequestContext(request(cookie, path)), options));

    it("answers an anonymous visitor, and a bad cookie, with the not-found page", async () => {
      expect(await guard()).toEqual(NOT_FOUND);
      expect(await guard("better-auth.session_token=forged.value")).toEqual(NOT_FOUND);
      expect(await guard(undefined, { allowWithoutTwoFactor: true })).toEqual(NOT_FOUND);
    });

    it("answers a signed-in family (role user) with the not-found page, even on the set-up page", async () => {
      const { cookie } = await seededSignedIn(services, "family@example.com");
      expect(await guard(cookie)).toEqual(NOT_FOUND);
      expect(await guard(cookie, { allowWithoutTwoFactor: true })).toEqual(NOT_FOUND);
    });

    it("sends an admin without two-factor sign-in to set it up (303), but lets them open that page", async () => {
      const { cookie, userId } = await seededSignedIn(services, "owner@example.com");
      await grantAdmin(services, "owner@example.com");
      expect(await guard(cookie)).toEqual({ status: 303, location: TWO_FACTOR_SETUP_PATH, thrown: true });
      expect(await guard(cookie, { allowWithoutTwoFactor: true })).toEqual({
        status: 200,
        body: {
          id: userId,
          email: "owner@example.com",
          name: "owner@example.com",
          twoFactorEnabled: false,
          sessionPassedTwoFactor: false,
        },
        thrown: false,
      });
    });

    it("lets an admin with two-factor sign-in through, and refuses them again once revoked", async () => {
      const { cookie, userId } = await signedInAdmin(services, "owner@example.com");
      expect(await guard(cookie)).toEqual({
        status: 200,
        body: {
          id: userId,
          email: "owner@example.com",
          name: "owner@example.com",
          twoFactorEnabled: true,
          sessionPassedTwoFactor: true,
        },
        thrown: false,
      });
      const { revokeAdmin } = await import("./admin-roles.server");
      expect(await revokeAdmin(services, "owner@example.com")).toMatchObject({ ok: true, changed: true });
      expect(await guard(cookie)).toEqual(NOT_FOUND);
    });

    it("sends a session that signed in before two-factor was on to take a code, and back here after", async () => {
      const { earlierCookie, cookie } = await adminWithEarlierSession(services, "owner@example.com");
      const toCode = (next: string) => ({
        status: 303,
        location: `${SESSION_CODE_PATH}?${new URLSearchParams({ next })}`,
        thrown: true,
      });
      expect(await guard(earlierCookie)).toEqual(toCode("/admin/accounts"));
      expect(await guard(earlierCookie, {}, "/admin/messages.csv?kind=contact")).toEqual(
        toCode("/admin/messages.csv?kind=contact"),
      );
      // The set-up page needs the code too once two-factor is on (it makes new backup codes).
      expect(await guard(earlierCookie, { allowWithoutTwoFactor: true }, "/admin/two-factor")).toEqual(
        toCode("/admin/two-factor"),
      );
      // Only the code page itself opens for it.
      expect(await guard(earlierCookie, { allowWithoutSessionCode: true })).toMatchObject({
        status: 200,
        body: { twoFactorEnabled: true, sessionPassedTwoFactor: false },
      });
      // The session that set two-factor up passed it.
      expect(await guard(cookie)).toMatchObject({ status: 200, body: { sessionPassedTwoFactor: true } });
    });

    it("as the admin layout's middleware: each page's rule by its address, and the admin handed to the page", async () => {
      /** What a page under the layout sees at `path`: the guard's answer, or the admin it was handed. */
      const page = (cookie: string, path: string) => {
        const pageRequest = request(cookie, path);
        return outcome(() =>
          throughMiddleware(
            [adminGuard],
            ({ context }: { context: ReturnType<typeof testRequestContext> }) => ({
              admin: context.get(adminContext).email,
            }),
            // The request's session slot, as the root's sessionMiddleware starts it.
            { request: pageRequest, context: testRequestContext(pageRequest), params: {} },
          ),
        );
      };
      const opened = { status: 200, body: { admin: "owner@example.com" }, thrown: false };
      const { earlierCookie, cookie } = await adminWithEarlierSession(services, "owner@example.com");
      expect(await page(cookie, "/admin/accounts")).toEqual(opened);
      // Only the code page opens for a session that has not passed the second factor.
      expect(await page(earlierCookie, SESSION_CODE_PATH)).toEqual(opened);
      expect(await page(earlierCookie, "/admin/site?tab=1")).toMatchObject({
        status: 303,
        location: `${SESSION_CODE_PATH}?${new URLSearchParams({ next: "/admin/site?tab=1" })}`,
      });
      expect(await page(earlierCookie, TWO_FACTOR_SETUP_PATH)).toMatchObject({ status: 303 });
      // Only the set-up page opens for an admin without two-factor sign-in.
      const { cookie: halfAdmin } = await seededSignedIn(services, "new-owner@example.com");
      await grantAdmin(services, "new-owner@example.com");
      expect(await page(halfAdmin, TWO_FACTOR_SETUP_PATH)).toMatchObject({ status: 200 });
      expect(await page(halfAdmin, `${TWO_FACTOR_SETUP_PATH}/`)).toMatchObject({ status: 200 });
      for (const path of ["/admin", SESSION_CODE_PATH, "/admin/messages.csv"]) {
        expect(await page(halfAdmin, path), path).toEqual({
          status: 303,
          location: TWO_FACTOR_SETUP_PATH,
          thrown: true,
        });
      }
      const { cookie: family } = await seededSignedIn(services, "family@example.com");
      for (const path of ["/admin", TWO_FACTOR_SETUP_PATH, SESSION_CODE_PATH]) {
        expect(await page(family, path), path).toEqual(NOT_FOUND);
      }
    });

    it("returns only to an admin address on this site after the code", () => {
      expect(adminReturnPath("/admin/messages.csv?kind=contact&q=a%20b")).toBe(
        "/admin/messages.csv?kind=contact&q=a%20b",
      );
      expect(adminReturnPath("/admin")).toBe("/admin");
      for (const elsewhere of [
        null,
        "",
        "https://evil.example/admin",
        "//evil.example/admin",
        "/administrator",
        "/admin/../plan",
        "/admin/session-code?next=/admin",
        "/plan",
      ]) {
        expect(adminReturnPath(elsewhere)).toBe("/admin");
      }
    });
  });
}
