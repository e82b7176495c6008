import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHECKLIST_SAVE_URL } from "~/features/checklist/checklist";
import { checklistSaveFastPath, checklistSaveRoute } from "./checklist-api.server";
import { originCheck } from "./origin-check.server";
import { signedInUserLookup, SESSION_COOKIE } from "../data/signed-in-user.server";
import { authCall, ENGINES_UNDER_TEST, signUpAndVerify, startTestServices } from "../../../tests/support/services";

const SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";
const PUBLIC_URL = "https://alohapcs.example";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`checklist save API on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let cookie: string;
    let userId: string;
    let server: Server;
    let url: string;

    beforeEach(async () => {
      services = await startTestServices(engine);
      ({ cookie, userId } = await signUpAndVerify(services, "family@example.com"));
      // As in the app: the fast path first, then Express (here with only the origin check, so
      // an answer with security headers came from the fast path).
      const fastPath = checklistSaveFastPath({
        services,
        publicUrl: PUBLIC_URL,
        security: { https: true, dev: false },
      });
      const app = express();
      app.use(originCheck({ publicUrl: PUBLIC_URL }));
      app.post(CHECKLIST_SAVE_URL, checklistSaveRoute(services));
      server = createServer((req, res) => {
        if (!fastPath(req, res)) app(req, res);
      }).listen(0);
      await new Promise((resolve) => server.once("listening", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${CHECKLIST_SAVE_URL}`;
    });
    afterEach(async () => {
      await new Promise((resolve) => server.close(resolve));
      await services.cleanUp();
    });

    const save = (body: string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });

    it("saves a toggle for the signed-in user and answers it as JSON", async () => {
      const response = await save("itemIndex=6&completed=true");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ ok: true, itemIndex: 6, completed: true });
      expect(await services.checklist.load(userId)).toEqual([{ itemIndex: 6, completed: true }]);
    });

    it("answers a same-site save before Express, with the security headers, and hands anything else on", async () => {
      const fast = await save("itemIndex=4&completed=true", { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" });
      expect(fast.status).toBe(200);
      expect(fast.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[\w+/=]{16,}'/);
      expect(fast.headers.get("strict-transport-security")).toMatch(/max-age=/);
      // The request's own origin (not PUBLIC_URL) needs Express's full check, which allows it.
      const ownOrigin = new URL(url).origin;
      const handedOn = await save("itemIndex=5&completed=true", { origin: ownOrigin });
      expect(handedOn.status).toBe(200);
      expect(handedOn.headers.get("content-security-policy")).toBeNull();
      const foreign = await save("itemIndex=6&completed=true", { origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      const crossSite = await save("itemIndex=7&completed=true", {
        origin: PUBLIC_URL,
        "sec-fetch-site": "cross-site",
      });
      expect(crossSite.status).toBe(403);
      expect(await services.checklist.load(userId)).toEqual([
        { itemIndex: 4, completed: true },
        { itemIndex: 5, completed: true },
      ]);
    });

    it("refuses a visitor who is not signed in, and bad input, saving nothing", async () => {
      const cases: [string, Record<string, string>, number, string][] = [
        ["itemIndex=1&completed=true", { cookie: "" }, 401, "Please sign in to save your progress."],
        ["itemIndex=20&completed=true", {}, 400, "Item index must be a whole number from 0 to 19"],
        ["itemIndex=1&completed=yes", {}, 400, "Completed must be true or false"],
        [
          '{"itemIndex":1,"completed":true}',
          { "content-type": "application/json" },
          400,
          "The form could not be read.",
        ],
        [`itemIndex=1&completed=true&pad=${"x".repeat(70 * 1024)}`, {}, 400, "The form is too large."],
      ];
      for (const [body, headers, status, error] of cases) {
        const response = await save(body, headers);
        expect(response.status, body.slice(0, 40)).toBe(status);
        expect(await response.json()).toEqual({ ok: false, error });
      }
      expect(await services.checklist.load(userId)).toEqual([]);
    });

    it("knows the user exactly as better-auth does: signed, present and unexpired", async () => {
      const lookup = signedInUserLookup({ db: services.database.db, secret: SECRET, secureCookies: false });
      expect(await lookup(cookie)).toBe(userId);
      expect(await lookup(`theme=dark; ${cookie}; other=1`)).toBe(userId);
      expect(await lookup(undefined)).toBeNull();

      const value = cookie.slice(cookie.indexOf("=") + 1);
      const [token] = decodeURIComponent(value).split(".");
      expect(await lookup(`${SESSION_COOKIE}=${token}.${"A".repeat(43)}=`)).toBeNull();
      expect(await lookup(`${SESSION_COOKIE}=${encodeURIComponent(`${token}x.${value.split(".")[1]}`)}`)).toBeNull();
      expect(await lookup(`${SESSION_COOKIE}=%E0%A4%A`)).toBeNull();
      // Over https better-auth names the cookie __Secure-…: the plain name is not accepted there.
      const secure = signedInUserLookup({ db: services.database.db, secret: SECRET, secureCookies: true });
      expect(await secure(cookie)).toBeNull();
      expect(await secure(`__Secure-${cookie}`)).toBe(userId);

      const past = engine.name === "postgres" ? new Date(Date.now() - 1000) : new Date(Date.now() - 1000).toISOString();
      await sql`update "session" set "expiresAt" = ${past} where "token" = ${token}`.execute(services.database.db);
      expect(await lookup(cookie)).toBeNull();
      expect(await services.auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    });

    it("stops accepting the cookie the moment the family signs out", async () => {
      const lookup = signedInUserLookup({ db: services.database.db, secret: SECRET, secureCookies: false });
      expect(await lookup(cookie)).toBe(userId); // its signature is now remembered as checked
      expect((await authCall(services, "/sign-out", {}, cookie)).status).toBe(200);
      expect(await lookup(cookie)).toBeNull();
      const response = await save("itemIndex=2&completed=true");
      expect(response.status).toBe(401);
    });
  });
}
