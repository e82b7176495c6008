import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHECKLIST_SAVE_URL } from "~/features/checklist/checklist";
import {
  authCall,
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action, loader } from "./api.checklist";

/** Call the save API's action as React Router does, with a real Request. */
function save(body: string, headers: Record<string, string> = {}, method = "POST") {
  const request = new Request(`${TEST_PUBLIC_URL}${CHECKLIST_SAVE_URL}`, {
    method,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
  return action({ request, context: testRequestContext(request), params: {} } as never) as Promise<Response>;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`checklist save API on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let cookie: string;
    let userId: string;

    beforeEach(async () => {
      services = await startTestServices(engine);
      ({ cookie, userId } = await seededSignedIn(services, "family@example.com"));
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("saves a toggle for the signed-in user and answers it as JSON", async () => {
      const response = await save("itemIndex=6&completed=true", { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ ok: true, itemIndex: 6, completed: true });
      expect(await services.checklist.load({ id: userId })).toEqual([{ itemIndex: 6, completed: true }]);
    });

    it("keeps the last of several saves of one item", async () => {
      for (const completed of [true, false, true, false]) {
        expect((await save(`itemIndex=3&completed=${completed}`, { cookie })).status).toBe(200);
      }
      expect(await services.checklist.load({ id: userId })).toEqual([{ itemIndex: 3, completed: false }]);
    });

    it("refuses a visitor who is not signed in, and bad input, saving nothing", async () => {
      const cases: [string, Record<string, string>, number, string][] = [
        ["itemIndex=1&completed=true", {}, 401, "Please sign in to save your progress."],
        [
          "itemIndex=1&completed=true",
          { cookie: "better-auth.session_token=forged.sig" },
          401,
          "Please sign in to save your progress.",
        ],
        ["itemIndex=20&completed=true", { cookie }, 400, "Item index must be a whole number from 0 to 19"],
        ["itemIndex=1&completed=yes", { cookie }, 400, "Completed must be true or false"],
        [
          '{"itemIndex":1,"completed":true}',
          { cookie, "content-type": "application/json" },
          400,
          "The form could not be read.",
        ],
      ];
      for (const [body, headers, status, error] of cases) {
        const response = await save(body, headers);
        expect(response.status, `${body.slice(0, 40)} ${JSON.stringify(headers).slice(0, 40)}`).toBe(status);
        expect(await response.json()).toEqual({ ok: false, error });
      }
      expect(await services.checklist.load({ id: userId })).toEqual([]);
    });

    it("stops accepting the cookie the moment the family signs out", async () => {
      expect((await save("itemIndex=2&completed=true", { cookie })).status).toBe(200);
      expect((await authCall(services, "/sign-out", {}, cookie)).status).toBe(200);
      const response = await save("itemIndex=2&completed=false", { cookie });
      expect(response.status).toBe(401);
      expect(await services.checklist.load({ id: userId })).toEqual([{ itemIndex: 2, completed: true }]);
    });

    it("answers 405 to any method but POST", async () => {
      const put = await save("itemIndex=2&completed=true", { cookie }, "PUT");
      expect(put.status).toBe(405);
      expect(put.headers.get("allow")).toBe("POST");
      const get = loader() as Response;
      expect(get.status).toBe(405);
      expect(await services.checklist.load({ id: userId })).toEqual([]);
    });
  });
}
