import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grantAdmin, mergeCookies, signedInAdmin, totpCodeFor, underAdminLayout } from "../../tests/support/admin";
import { TEST_PASSWORD } from "../../tests/support/accounts";
import { NOT_FOUND, outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { requireAdmin } from "~/features/admin/server/admin-guard.server";
import { TWO_FACTOR_LOCKOUT } from "~/features/auth/server/auth.server";
import { lockDurationInWords } from "~/features/auth/server/two-factor.server";
import { responseCookiesContext } from "~/lib/request-context";
import { action as signInAction } from "./auth";
import * as twoFactorRoute from "./admin.two-factor";
import { action as codeAction, loader as codeLoader } from "./auth.two-factor";

const { action, loader } = underAdminLayout(twoFactorRoute);

const form = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const page = (path: string, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });

/** Run an action and keep the cookies it set, as the browser would (from `clientAddress`). */
async function post(run: (args: never) => unknown, request: Request, clientAddress?: string) {
  const context = testRequestContext(request, clientAddress);
  const answer = await outcome(() => run({ request, context, params: {} } as never));
  const cookies = context.get(responseCookiesContext) ?? [];
  const thrownHeaders = new Headers();
  for (const cookie of cookies) thrownHeaders.append("Set-Cookie", cookie);
  return { answer, setCookies: new Response(null, { headers: thrownHeaders }) };
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`two-factor set-up and sign-in on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("refuses a family and an anonymous visitor with 404 on GET and POST", async () => {
      const { cookie } = await seededSignedIn(services, "family@example.com");
      for (const who of [undefined, cookie]) {
        expect(
          await outcome(() =>
            loader({
              request: page("/admin/two-factor", who),
              context: testRequestContext(page("/admin/two-factor", who)),
              params: {},
            } as never),
          ),
        ).toEqual(NOT_FOUND);
        expect(
          (await post(action, form("/admin/two-factor", { intent: "start", password: TEST_PASSWORD }, who))).answer,
        ).toEqual(NOT_FOUND);
      }
    });

    it("sets up two-factor sign-in with the password and a first code, shows the backup codes once, then asks for a code at sign-in", async () => {
      let { cookie } = await seededSignedIn(services, "owner@example.com");
      await grantAdmin(services, "owner@example.com");
      expect(
        await outcome(() =>
          loader({
            request: page("/admin/two-factor", cookie),
            context: testRequestContext(page("/admin/two-factor", cookie)),
            params: {},
          } as never),
        ),
      ).toMatchObject({ status: 200, body: { enabled: false } });

      const wrongPassword = await post(
        action,
        form("/admin/two-factor", { intent: "start", password: "not-my-password" }, cookie),
      );
      expect(wrongPassword.answer).toMatchObject({
        status: 400,
        body: {
          step: "password",
          result: { error: { "": ["That password is not right. Type the password you sign in with."] } },
        },
      });

      const started = await post(
        action,
        form("/admin/two-factor", { intent: "start", password: TEST_PASSWORD }, cookie),
      );
      expect(started.answer).toMatchObject({ status: 200, body: { step: "confirm" } });
      const { totpUri, secret } = started.answer.body as { totpUri: string; secret: string };
      expect(totpUri).toMatch(/^otpauth:\/\/totp\/Aloha%20PCS:owner%40example\.com\?secret=/);
      expect(new URL(totpUri).searchParams.get("issuer")).toBe("Aloha PCS");
      expect(secret).toMatch(/^[A-Z2-7]{32,}$/);

      const wrongCode = await post(
        action,
        form("/admin/two-factor", { intent: "confirm", code: "000000", totpUri }, cookie),
      );
      expect(wrongCode.answer).toMatchObject({
        status: 400,
        body: {
          step: "confirm",
          totpUri,
          result: { error: { "": [expect.stringContaining("That code did not match")] } },
        },
      });
      // Still not an admin page yet.
      expect(
        await outcome(() =>
          requireAdmin(page("/admin/audit", cookie), testRequestContext(page("/admin/audit", cookie))),
        ),
      ).toMatchObject({
        status: 303,
        location: "/admin/two-factor",
      });

      const confirmed = await post(
        action,
        form("/admin/two-factor", { intent: "confirm", code: await totpCodeFor(totpUri), totpUri }, cookie),
      );
      expect(confirmed.answer).toMatchObject({ status: 200, body: { step: "done" } });
      const { backupCodes } = confirmed.answer.body as { backupCodes: string[] };
      expect(backupCodes).toHaveLength(10);
      cookie = mergeCookies(cookie, confirmed.setCookies);
      expect(
        await outcome(() =>
          requireAdmin(page("/admin/audit", cookie), testRequestContext(page("/admin/audit", cookie))),
        ),
      ).toMatchObject({
        status: 200,
        thrown: false,
      });
      expect((await services.audit.list({ page: 1 })).items.map((entry) => entry.action)).toEqual([
        "turn on two-factor sign-in",
        "start two-factor set-up",
        "grant admin",
      ]);

      // Sign in again: the password alone leads to the code page, not to a session.
      const signInResponse = await (async () => {
        try {
          await signInAction({
            request: form("/auth", { intent: "signin", email: "owner@example.com", password: TEST_PASSWORD }),
            context: testRequestContext(
              form("/auth", { intent: "signin", email: "owner@example.com", password: TEST_PASSWORD }),
            ),
            params: {},
          } as never);
        } catch (thrown) {
          return thrown as Response;
        }
        throw new Error("sign-in did not redirect");
      })();
      expect([signInResponse.status, signInResponse.headers.get("location")]).toEqual([302, "/auth/two-factor"]);
      const challenge = mergeCookies("", signInResponse);
      expect(challenge).toContain("better-auth.two_factor=");
      expect(challenge).not.toContain("session_token");
      expect(
        await outcome(() =>
          codeLoader({
            request: page("/auth/two-factor", challenge),
            context: testRequestContext(page("/auth/two-factor", challenge)),
            params: {},
          } as never),
        ),
      ).toMatchObject({ status: 200 });
      expect(
        await outcome(() =>
          codeLoader({
            request: page("/auth/two-factor"),
            context: testRequestContext(page("/auth/two-factor")),
            params: {},
          } as never),
        ),
      ).toMatchObject({ status: 302, location: "/auth" });

      const wrong = await post(codeAction, form("/auth/two-factor", { kind: "totp", code: "000000" }, challenge));
      expect(wrong.answer).toMatchObject({
        status: 400,
        body: { kind: "totp", result: { error: { "": [expect.stringContaining("That code did not match")] } } },
      });
      const backup = await outcome(() =>
        codeAction({
          request: form("/auth/two-factor", { kind: "backup", code: backupCodes[0]! }, challenge),
          context: testRequestContext(form("/auth/two-factor", { kind: "backup", code: backupCodes[0]! }, challenge)),
          params: {},
        } as never),
      );
      expect(backup).toMatchObject({ status: 302, location: "/admin" });
    });

    it("once two-factor is on, takes no set-up code and never shows the backup codes again", async () => {
      const { cookie, totpUri } = await signedInAdmin(services, "owner@example.com");
      const again = await post(
        action,
        form("/admin/two-factor", { intent: "confirm", code: await totpCodeFor(totpUri), totpUri }, cookie),
      );
      expect(again.answer).toMatchObject({
        status: 409,
        body: { step: "regenerate", result: { error: { "": ["Two-factor sign-in is already on for your account."] } } },
      });
      expect(JSON.stringify(again.answer.body)).not.toContain("backupCodes");
      const restart = await post(
        action,
        form("/admin/two-factor", { intent: "start", password: TEST_PASSWORD }, cookie),
      );
      expect(restart.answer).toMatchObject({
        status: 409,
        body: { step: "regenerate", result: { error: { "": ["Two-factor sign-in is already on for your account."] } } },
      });
      expect((await services.audit.list({ page: 1 })).items.map((entry) => entry.action)).toEqual(["grant admin"]);
    });

    it(`takes at most ${TWO_FACTOR_LOCKOUT.maxFailedAttempts} wrong first codes at set-up, then not even the right one`, async () => {
      const { cookie } = await seededSignedIn(services, "owner@example.com");
      await grantAdmin(services, "owner@example.com");
      const started = await post(
        action,
        form("/admin/two-factor", { intent: "start", password: TEST_PASSWORD }, cookie),
      );
      const { totpUri } = started.answer.body as { totpUri: string };
      // Each guess from its own address: better-auth's per-address limit (3 in 10 s) is not what is tested.
      for (let guess = 1; guess <= TWO_FACTOR_LOCKOUT.maxFailedAttempts; guess++) {
        const wrong = await post(
          action,
          form("/admin/two-factor", { intent: "confirm", code: "000000", totpUri }, cookie),
          `198.51.100.${guess}`,
        );
        expect(wrong.answer).toMatchObject({ status: 400, body: { step: "confirm" } });
      }
      const right = await post(
        action,
        form("/admin/two-factor", { intent: "confirm", code: await totpCodeFor(totpUri), totpUri }, cookie),
        "198.51.100.99",
      );
      expect(right.answer).toMatchObject({
        status: 429,
        body: {
          step: "confirm",
          result: {
            error: { "": [expect.stringContaining(lockDurationInWords(TWO_FACTOR_LOCKOUT.durationSeconds))] },
          },
        },
      });
      expect(
        await outcome(() =>
          requireAdmin(page("/admin/audit", cookie), testRequestContext(page("/admin/audit", cookie))),
        ),
      ).toMatchObject({
        status: 303,
        location: "/admin/two-factor",
      });
    });

    it("makes new backup codes with the password: they replace the old ones, are shown once, and are audited", async () => {
      const { cookie, userId, backupCodes: oldCodes } = await signedInAdmin(services, "owner@example.com");
      expect(
        await outcome(() =>
          loader({
            request: page("/admin/two-factor", cookie),
            context: testRequestContext(page("/admin/two-factor", cookie)),
            params: {},
          } as never),
        ),
      ).toMatchObject({ status: 200, body: { enabled: true } });
      const wrongPassword = await post(
        action,
        form("/admin/two-factor", { intent: "regenerate", password: "not-my-password" }, cookie),
      );
      expect(wrongPassword.answer).toMatchObject({
        status: 400,
        body: {
          step: "regenerate",
          result: { error: { "": [expect.stringContaining("That password is not right")] } },
        },
      });
      expect((await services.auth.api.viewBackupCodes({ body: { userId } })).backupCodes).toEqual(oldCodes);

      const made = await post(
        action,
        form("/admin/two-factor", { intent: "regenerate", password: TEST_PASSWORD }, cookie),
        "198.51.100.7",
      );
      expect(made.answer).toMatchObject({ status: 200, body: { step: "new codes" } });
      const { backupCodes: newCodes } = made.answer.body as { backupCodes: string[] };
      expect(newCodes).toHaveLength(10);
      expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
      expect((await services.auth.api.viewBackupCodes({ body: { userId } })).backupCodes).toEqual(newCodes);
      expect((await services.audit.list({ page: 1 })).items[0]).toMatchObject({
        actorId: userId,
        action: "replace backup codes",
        targetKind: "account",
        targetId: userId,
      });
      // An old code no longer signs in; a new one does.
      const oldCode = await post(
        codeAction,
        form("/auth/two-factor", { kind: "backup", code: oldCodes[0]! }, await challengeCookie("198.51.100.8")),
        "198.51.100.9",
      );
      expect(oldCode.answer).toMatchObject({ status: 400 });
      const challenge = await challengeCookie("198.51.100.10");
      const signedIn = await (async () => {
        try {
          await codeAction({
            request: form("/auth/two-factor", { kind: "backup", code: newCodes[0]! }, challenge),
            context: testRequestContext(
              form("/auth/two-factor", { kind: "backup", code: newCodes[0]! }, challenge),
              "198.51.100.11",
            ),
            params: {},
          } as never);
        } catch (thrown) {
          if (thrown instanceof Response) return thrown;
          throw thrown;
        }
        throw new Error("the code did not sign in");
      })();
      expect([signedIn.status, signedIn.headers.get("location")]).toEqual([302, "/admin"]);
      // A session signed in with a code passed the second factor: the admin pages open to it.
      const newSession = mergeCookies(challenge, signedIn);
      expect(
        await outcome(() =>
          requireAdmin(page("/admin/audit", newSession), testRequestContext(page("/admin/audit", newSession))),
        ),
      ).toMatchObject({
        status: 200,
        body: { sessionPassedTwoFactor: true },
      });
    });

    /** A password sign-in from `clientAddress`: the cookie header with better-auth's challenge for the code. */
    async function challengeCookie(clientAddress: string) {
      try {
        await signInAction({
          request: form("/auth", { intent: "signin", email: "owner@example.com", password: TEST_PASSWORD }),
          context: testRequestContext(
            form("/auth", { intent: "signin", email: "owner@example.com", password: TEST_PASSWORD }),
            clientAddress,
          ),
          params: {},
        } as never);
      } catch (thrown) {
        if (!(thrown instanceof Response) || thrown.headers.get("location") !== "/auth/two-factor") throw thrown;
        return mergeCookies("", thrown);
      }
      throw new Error("sign-in did not ask for a code");
    }

    it(`locks sign-in codes after ${TWO_FACTOR_LOCKOUT.maxFailedAttempts} wrong ones and says for how long`, async () => {
      const { totpUri } = await signedInAdmin(services, "owner@example.com");
      const lockWords = lockDurationInWords(TWO_FACTOR_LOCKOUT.durationSeconds);
      // better-auth ends a challenge after 5 wrong codes: a fresh sign-in for each 5. Each code
      // from its own address, past the per-address limit (3 in 10 s), which is not what is tested.
      let guess = 0;
      let challenge = "";
      while (guess < TWO_FACTOR_LOCKOUT.maxFailedAttempts) {
        if (guess % 5 === 0) challenge = await challengeCookie(`198.51.100.${200 + guess}`);
        guess += 1;
        const wrong = await post(
          codeAction,
          form("/auth/two-factor", { kind: "totp", code: "000000" }, challenge),
          `198.51.100.${guess}`,
        );
        expect(wrong.answer).toMatchObject({ status: 400 });
      }
      challenge = await challengeCookie("198.51.100.250");
      const locked = await post(
        codeAction,
        form("/auth/two-factor", { kind: "totp", code: await totpCodeFor(totpUri) }, challenge),
        "198.51.100.251",
      );
      expect(locked.answer).toMatchObject({
        status: 429,
        body: { result: { error: { "": [expect.stringContaining(`locked for ${lockWords}`)] } } },
      });
      expect(JSON.stringify(locked.answer.body)).not.toContain("Wait a minute");
    });
  });
}
