import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grantAdmin, signedInAdmin, underAdminLayout } from "../../tests/support/admin";
import { NOT_FOUND, outcome } from "../../tests/support/route-answers";
import {
  authCall,
  ENGINES_UNDER_TEST,
  latestMailTo,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { TEST_PASSWORD } from "../../tests/support/accounts";
import * as accountsPage from "./admin.accounts";
import * as auditPage from "./admin.audit";

const { action: accountsAction, loader: accountsLoader } = underAdminLayout(accountsPage);
const { action: auditAction, loader: auditLoader } = underAdminLayout(auditPage);

const get = (path: string, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const run = (handler: (args: never) => unknown, request: Request) =>
  outcome(() => handler({ request, context: testRequestContext(request), params: {} } as never));

type AccountsPage = {
  accounts: {
    items: {
      email: string;
      verified: boolean;
      banned: boolean;
      checklistDone: number;
      lastSignInMs: number | null;
      admin: boolean;
    }[];
    total: number;
  };
};

for (const engine of ENGINES_UNDER_TEST) {
  describe(`/admin/accounts and /admin/audit on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("refuse an anonymous visitor and a family with the not-found page (GET and direct POST), and send an admin without two-factor sign-in to set it up", async () => {
      const family = await signUpAndVerify(services, "family@example.com");
      for (const cookie of [undefined, family.cookie]) {
        expect(await run(accountsLoader, get("/admin/accounts", cookie))).toEqual(NOT_FOUND);
        expect(await run(auditLoader, get("/admin/audit", cookie))).toEqual(NOT_FOUND);
        expect(
          await run(accountsAction, post("/admin/accounts", { intent: "ban", userId: family.userId }, cookie)),
        ).toEqual(NOT_FOUND);
        expect(await run(auditAction, post("/admin/audit", {}, cookie))).toEqual(NOT_FOUND);
      }
      const halfAdmin = await signUpAndVerify(services, "new-owner@example.com");
      await grantAdmin(services, "new-owner@example.com");
      const setUp = { status: 303, location: "/admin/two-factor", thrown: true };
      expect(await run(accountsLoader, get("/admin/accounts", halfAdmin.cookie))).toEqual(setUp);
      expect(
        await run(accountsAction, post("/admin/accounts", { intent: "ban", userId: family.userId }, halfAdmin.cookie)),
      ).toEqual(setUp);
      expect(await run(auditLoader, get("/admin/audit", halfAdmin.cookie))).toEqual(setUp);
      // Nothing happened: the family is not banned, and nothing but the grant is in the log.
      const row = await services.database.db
        .selectFrom("user")
        .select("banned")
        .where("id", "=", family.userId)
        .executeTakeFirstOrThrow();
      expect(Boolean(row.banned)).toBe(false);
      expect((await services.audit.list({ page: 1 })).items.map((entry) => entry.action)).toEqual(["grant admin"]);
    });

    it("lists accounts with verification, last sign-in and checklist progress; bans, unbans, signs out and re-sends, each audited", async () => {
      const admin = await signedInAdmin(services, "owner@example.com");
      const family = await signUpAndVerify(services, "family@example.com");
      await services.checklist.tick({ id: family.userId }, 0, true);
      await services.checklist.tick({ id: family.userId }, 3, true);
      const unverified = await authCall(services, "/sign-up/email", {
        email: "new@example.com",
        password: TEST_PASSWORD,
        name: "new@example.com",
      });
      expect(unverified.status).toBe(200);

      const listed = (await run(accountsLoader, get("/admin/accounts", admin.cookie))) as {
        status: number;
        body: AccountsPage;
      };
      expect(listed.status).toBe(200);
      expect(listed.body.accounts.total).toBe(3);
      const byEmail = Object.fromEntries(listed.body.accounts.items.map((account) => [account.email, account]));
      expect(byEmail["family@example.com"]).toMatchObject({
        verified: true,
        banned: false,
        checklistDone: 2,
        admin: false,
      });
      expect(byEmail["family@example.com"]!.lastSignInMs).toEqual(expect.any(Number));
      expect(byEmail["new@example.com"]).toMatchObject({ verified: false, checklistDone: 0, lastSignInMs: null });
      expect(byEmail["owner@example.com"]).toMatchObject({ admin: true });

      const act = (fields: Record<string, string>) =>
        run(accountsAction, post("/admin/accounts", fields, admin.cookie));
      expect(await act({ intent: "ban", userId: family.userId, reason: "Spam" })).toMatchObject({
        status: 200,
        body: { ok: true, message: "family@example.com is banned: signed out everywhere, and cannot sign in." },
      });
      // Banned: the session is gone and a sign-in is refused.
      expect(await services.auth.api.getSession({ headers: new Headers({ cookie: family.cookie }) })).toBeNull();
      expect(
        (await authCall(services, "/sign-in/email", { email: "family@example.com", password: TEST_PASSWORD })).status,
      ).toBe(403);
      expect(await act({ intent: "unban", userId: family.userId })).toMatchObject({ status: 200, body: { ok: true } });
      const signIn = await authCall(services, "/sign-in/email", {
        email: "family@example.com",
        password: TEST_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const familyCookie = signIn.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      expect(await act({ intent: "revoke-sessions", userId: family.userId })).toMatchObject({
        status: 200,
        body: { ok: true, message: "family@example.com is signed out everywhere." },
      });
      expect(await services.auth.api.getSession({ headers: new Headers({ cookie: familyCookie }) })).toBeNull();

      // A verified account gets no new link; an unverified one does.
      expect(await act({ intent: "resend-verification", userId: family.userId })).toMatchObject({
        status: 400,
        body: { ok: false, message: "That email is verified already: no verification mail was sent." },
      });
      const newUser = await services.database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "new@example.com")
        .executeTakeFirstOrThrow();
      const mailsBefore = latestMailTo(services.env.DATA_DIR, "new@example.com");
      expect(await act({ intent: "resend-verification", userId: newUser.id })).toMatchObject({
        status: 200,
        body: { ok: true, message: "A new verification link is on its way to new@example.com." },
      });
      await expect
        .poll(() => latestMailTo(services.env.DATA_DIR, "new@example.com") !== mailsBefore, { timeout: 15_000 })
        .toBe(true);

      // Refused: the admin's own account, an unknown account, an unknown action.
      expect(await act({ intent: "ban", userId: admin.userId })).toMatchObject({
        status: 400,
        body: { ok: false, message: "You cannot do that to your own account." },
      });
      expect(await act({ intent: "ban", userId: "no-such-user" })).toMatchObject({
        status: 400,
        body: { ok: false, message: "That account no longer exists. Reload the page." },
      });
      expect(await act({ intent: "delete", userId: family.userId })).toMatchObject({
        status: 400,
        body: { ok: false },
      });
      expect(await act({ intent: "ban", userId: "" })).toMatchObject({ status: 400, body: { ok: false } });

      const audit = (await run(auditLoader, get("/admin/audit", admin.cookie))) as {
        status: number;
        body: { items: { action: string; actorEmail: string; targetId: string; detail: string | null }[] };
      };
      expect(audit.status).toBe(200);
      expect(
        audit.body.items
          .slice(0, 4)
          .map(({ action, actorEmail, targetId, detail }) => ({ action, actorEmail, targetId, detail })),
      ).toEqual([
        {
          action: "resend verification mail",
          actorEmail: "owner@example.com",
          targetId: newUser.id,
          detail: "new@example.com",
        },
        {
          action: "revoke all sessions",
          actorEmail: "owner@example.com",
          targetId: family.userId,
          detail: "family@example.com",
        },
        { action: "unban", actorEmail: "owner@example.com", targetId: family.userId, detail: "family@example.com" },
        {
          action: "ban",
          actorEmail: "owner@example.com",
          targetId: family.userId,
          detail: JSON.stringify({ email: "family@example.com", reason: "Spam" }),
        },
      ]);
    });
  });
}
