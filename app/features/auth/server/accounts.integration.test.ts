import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { latestMailTo, linkInMail, mailArriving } from "~/../tests/support/outbox";
import { attemptCounter } from "~/server/attempt-limit.server";
import {
  authCall,
  ENGINES_UNDER_TEST,
  sessionCookie,
  seededSignedIn,
  signUpAndVerify as signUpAndVerifyOn,
  startTestServices,
} from "~/../tests/support/services";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`accounts and checklist on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const signUpAndVerify = (email: string) => signUpAndVerifyOn(services, email);
    /** A verified, signed-in account seeded directly: for the tests that are not about signing up. */
    const signedIn = (email: string) => seededSignedIn(services, email);

    it("signs up, mails a verification link, verifies, signs in, saves and reloads", async () => {
      const email = "family@example.com";
      const { verify, cookie } = await signUpAndVerify(email);
      // The verification link verifies and lands on the sign-in form; it signs nobody in, so a
      // cross-site page cannot sign a visitor into someone else's account (login CSRF).
      expect(verify.headers.get("location")).toBe("/auth?verified=1");
      expect(verify.headers.getSetCookie().join()).not.toContain("session_token");
      expect(cookie).toContain("better-auth.session_token=");

      const signIn = await authCall(services, "/sign-in/email", { email, password: "Aloha2026!" });
      expect(signIn.status).toBe(200);
      const session = await services.auth.api.getSession({ headers: new Headers({ cookie: sessionCookie(signIn) }) });
      expect(session?.user.email).toBe(email);

      const profile = await services.database.db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", session!.user.id)
        .executeTakeFirst();
      expect(profile).toEqual({ id: session!.user.id, email });

      await services.checklist.tick({ id: session!.user.id }, 3, true);
      await services.checklist.tick({ id: session!.user.id }, 19, true);
      await services.checklist.tick({ id: session!.user.id }, 3, false);
      expect(await services.checklist.load({ id: session!.user.id })).toEqual([
        { itemIndex: 3, completed: false },
        { itemIndex: 19, completed: true },
      ]);
    });

    it("refuses sign-in before the email is verified and with a wrong password", async () => {
      await authCall(services, "/sign-up/email", { email: "new@example.com", password: "Aloha2026!", name: "new" });
      expect(
        (await authCall(services, "/sign-in/email", { email: "new@example.com", password: "Aloha2026!" })).ok,
      ).toBe(false);
      await signUpAndVerify("ok@example.com");
      expect((await authCall(services, "/sign-in/email", { email: "ok@example.com", password: "Wrong2026!" })).ok).toBe(
        false,
      );
      expect(
        (await authCall(services, "/sign-in/email", { email: "nobody@example.com", password: "Aloha2026!" })).ok,
      ).toBe(false);
    });

    it("keeps one row per item when two saves of the same item race", async () => {
      const { cookie } = await signedIn("race@example.com");
      const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
      const userId = session!.user.id;
      await Promise.all(Array.from({ length: 20 }, (_, i) => services.checklist.tick({ id: userId }, 7, i % 2 === 0)));
      const rows = await services.database.db
        .selectFrom("checklist_progress")
        .selectAll()
        .where("user_id", "=", userId)
        .execute();
      expect(rows).toHaveLength(1);
      // SQLite commits saves made together in the order they were made: the last one wins.
      // (PostgreSQL runs them on several connections at once, in no promised order.)
      if (engine.name === "sqlite") {
        expect(await services.checklist.load({ id: userId })).toEqual([{ itemIndex: 7, completed: false }]);
      }
    });

    it("keeps every good save when saves made together include bad ones", async () => {
      const { cookie } = await signedIn("mixed@example.com");
      const userId = (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))!.user.id;
      const results = await Promise.allSettled([
        services.checklist.tick({ id: userId }, 1, true),
        services.checklist.tick({ id: userId }, 20, true),
        services.checklist.tick({ id: "no-such-user" }, 2, true),
        services.checklist.tick({ id: userId }, 3, true),
      ]);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
      expect(await services.checklist.load({ id: userId })).toEqual([
        { itemIndex: 1, completed: true },
        { itemIndex: 3, completed: true },
      ]);
    });

    it("keeps each user's rows to themselves", async () => {
      const alice = await signedIn("alice@example.com");
      const bob = await signedIn("bob@example.com");
      const aliceId = (await services.auth.api.getSession({ headers: new Headers({ cookie: alice.cookie }) }))!.user.id;
      const bobId = (await services.auth.api.getSession({ headers: new Headers({ cookie: bob.cookie }) }))!.user.id;
      await services.checklist.tick({ id: aliceId }, 0, true);
      expect(await services.checklist.load({ id: bobId })).toEqual([]);
      await services.checklist.tick({ id: bobId }, 0, false);
      expect(await services.checklist.load({ id: aliceId })).toEqual([{ itemIndex: 0, completed: true }]);
    });

    it("refuses an item index outside 0–19 in the database itself", async () => {
      const { cookie } = await signedIn("check@example.com");
      const userId = (await services.auth.api.getSession({ headers: new Headers({ cookie }) }))!.user.id;
      await expect(services.checklist.tick({ id: userId }, 20, true)).rejects.toThrow();
      await expect(services.checklist.tick({ id: "no-such-user" }, 1, true)).rejects.toThrow();
      expect(await services.checklist.load({ id: userId })).toEqual([]);
    });

    it("limits attempts per email on the server, in the database", async () => {
      for (let i = 0; i < 5; i++) expect(await services.attempts.reserve("signin", "a@b.co")).toBe(true);
      expect(await services.attempts.reserve("signin", "A@B.co")).toBe(false);
      await services.attempts.recordSuccess("signin", "a@b.co");
      expect(await services.attempts.reserve("signin", "a@b.co")).toBe(true);
    });

    it("lets exactly the limit through when attempts for one email arrive at once", async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => services.attempts.reserve("signin", "rush@example.com")),
      );
      expect(answers.filter(Boolean)).toHaveLength(5);
      // A refused attempt is not counted, and a released one is given back.
      await services.attempts.release("signin", "rush@example.com");
      expect(await services.attempts.reserve("signin", "rush@example.com")).toBe(true);
      expect(await services.attempts.reserve("signin", "rush@example.com")).toBe(false);
    });

    it("starts a key's window again once its last attempt is older than the window", async () => {
      let now = 1_000_000;
      const counter = attemptCounter(services.database, () => now);
      const rule = { limit: 2, windowMs: 60_000 };
      expect(await counter.reserve("k", rule)).toBe(true);
      expect(await counter.reserve("k", rule)).toBe(true);
      expect(await counter.reserve("k", rule)).toBe(false);
      now += 60_001;
      expect(await counter.reserve("k", rule)).toBe(true);
      expect(await counter.reserve("k", rule)).toBe(true);
      expect(await counter.reserve("k", rule)).toBe(false);
    });

    it("retires every other reset link once one of them resets the password", async () => {
      const email = "reset@example.com";
      await signedIn(email);
      const resetLinkToken = async () => {
        const before = latestMailTo(services.env.DATA_DIR, email);
        const asked = await authCall(services, "/request-password-reset", {
          email,
          redirectTo: "/auth/reset-password",
        });
        expect(asked.status).toBe(200);
        const mail = await mailArriving(
          services.env.DATA_DIR,
          email,
          (text) => text !== before && Boolean(linkInMail(text, "/api/auth/reset-password/")),
        );
        return linkInMail(mail, "/api/auth/reset-password/")!.match(/reset-password\/([^?]+)/)![1]!;
      };
      const older = await resetLinkToken();
      const newer = await resetLinkToken();
      const reset = (token: string, newPassword: string) =>
        authCall(services, "/reset-password", { token, newPassword });
      expect((await reset(newer, "Mahalo2026!")).status).toBe(200);
      expect((await reset(older, "Attacker2026!")).status).toBe(400);
      const signIn = await authCall(services, "/sign-in/email", { email, password: "Mahalo2026!" });
      expect(signIn.status).toBe(200);
    });
  });
}
