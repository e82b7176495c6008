import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TWO_FACTOR_LOCKOUT } from "~/features/auth/server/auth.server";
import { SESSION_CODE_PATH } from "~/features/admin/server/admin-guard.server";
import { lockDurationInWords } from "~/features/auth/server/two-factor.server";
import { adminWithEarlierSession, totpCodeFor, underAdminLayout } from "../../tests/support/admin";
import { outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import * as accountsRoute from "./admin.accounts";
import * as sessionCodeRoute from "./admin.session-code";

const accountsPage = underAdminLayout(accountsRoute);
const { action, loader } = underAdminLayout(sessionCodeRoute);

const codePage = (next: string) => `${SESSION_CODE_PATH}?${new URLSearchParams({ next })}`;

/** The code page's GET or form POST as the browser with `cookie` sends it, from `clientAddress`. */
function args(path: string, cookie: string, form?: Record<string, string>, clientAddress?: string) {
  const request = new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: form ? "POST" : "GET",
    headers: { cookie, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { request, context: testRequestContext(request, clientAddress), params: {} } as never;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`a session's own second factor (/admin/session-code) on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("takes a backup code once, after a wrong one, and goes back to the page asked for", async () => {
      const { earlierCookie, backupCodes } = await adminWithEarlierSession(services, "owner@example.com");
      const page = codePage("/admin/accounts?q=kai");
      expect(await outcome(() => accountsPage.loader(args("/admin/accounts?q=kai", earlierCookie)))).toEqual({
        status: 303,
        location: page,
        thrown: true,
      });
      const wrong = await outcome(() => action(args(page, earlierCookie, { kind: "backup", code: "AAAAA-BBBBB" })));
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          kind: "backup",
          result: { error: { "": [expect.stringContaining("That backup code did not match")] } },
        },
      });
      expect(await outcome(() => action(args(page, earlierCookie, { kind: "backup", code: backupCodes[0]! })))).toEqual(
        { status: 303, location: "/admin/accounts?q=kai", thrown: true },
      );
      expect(await outcome(() => accountsPage.loader(args("/admin/accounts?q=kai", earlierCookie)))).toMatchObject({
        status: 200,
        thrown: false,
      });
      // Done: the page sends the session straight back, and only ever to an admin address.
      expect(await outcome(() => loader(args(codePage("https://evil.example/"), earlierCookie)))).toEqual({
        status: 303,
        location: "/admin",
        thrown: true,
      });
    });

    it(`stops taking codes after ${TWO_FACTOR_LOCKOUT.maxFailedAttempts} wrong ones, even the right one, and says for how long`, async () => {
      const { earlierCookie, totpUri } = await adminWithEarlierSession(services, "owner@example.com");
      const page = codePage("/admin");
      // Each guess from its own address: better-auth's per-address limit (3 in 10 s) is not what is tested.
      for (let guess = 1; guess <= TWO_FACTOR_LOCKOUT.maxFailedAttempts; guess++) {
        const wrong = await outcome(() =>
          action(args(page, earlierCookie, { kind: "totp", code: "000000" }, `198.51.100.${guess}`)),
        );
        expect(wrong).toMatchObject({ status: 400 });
      }
      const code = await totpCodeFor(totpUri);
      const locked = await outcome(() => action(args(page, earlierCookie, { kind: "totp", code }, "198.51.100.99")));
      expect(locked).toMatchObject({
        status: 429,
        body: {
          result: {
            error: { "": [expect.stringContaining(lockDurationInWords(TWO_FACTOR_LOCKOUT.durationSeconds))] },
          },
        },
      });
      expect(lockDurationInWords(TWO_FACTOR_LOCKOUT.durationSeconds)).toBe("15 minutes");
      expect(await outcome(() => accountsPage.loader(args("/admin/accounts", earlierCookie)))).toMatchObject({
        status: 303,
      });
    });
  });
}
