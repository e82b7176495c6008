import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grantAdmin, signedInAdmin } from "../../../tests/support/admin";
import { NOT_FOUND, outcome } from "../../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../../tests/support/services";
import { requireAdmin, TWO_FACTOR_SETUP_PATH } from "./admin-guard.server";

const request = (cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}/admin/accounts`, { headers: cookie ? { cookie } : {} });

for (const engine of ENGINES_UNDER_TEST) {
  describe(`requireAdmin on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const guard = (cookie?: string, options?: { allowWithoutTwoFactor?: boolean }) =>
      outcome(() => requireAdmin(request(cookie), testRequestContext(), options));

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
        body: { id: userId, email: "owner@example.com", name: "owner@example.com" },
        thrown: false,
      });
    });

    it("lets an admin with two-factor sign-in through, and refuses them again once revoked", async () => {
      const { cookie, userId } = await signedInAdmin(services, "owner@example.com");
      expect(await guard(cookie)).toEqual({
        status: 200,
        body: { id: userId, email: "owner@example.com", name: "owner@example.com" },
        thrown: false,
      });
      const { revokeAdmin } = await import("./admin-roles.server");
      expect(await revokeAdmin(services, "owner@example.com")).toMatchObject({ ok: true, changed: true });
      expect(await guard(cookie)).toEqual(NOT_FOUND);
    });
  });
}
