import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  authCall,
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { action, loader } from "./pcs-toolkit.hawaii-checklist";

const URL_PATH = `${TEST_PUBLIC_URL}/pcs-toolkit/hawaii-checklist`;

/** A toggle as the page's fetcher posts it (React Router's `.data` request), or as a plain form post. */
function post(fields: Record<string, string>, cookie?: string, { plainForm = false } = {}) {
  return new Request(plainForm ? URL_PATH : `${URL_PATH}.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ intent: "tick", ...fields }),
  });
}

/** The ticks a signed-out visitor kept in the browser, as the page posts them after sign-in (their ids). */
function postBrowserTicks(ids: string[], cookie?: string) {
  const body = new URLSearchParams({ intent: "add-browser-ticks" });
  for (const id of ids) body.append("done", id);
  return new Request(`${URL_PATH}.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body,
  });
}

const idOf = (itemIndex: number) => HAWAII_PCS_CHECKLIST[itemIndex]!.id;

/** Call the route action the way React Router does, and unwrap `data()`'s status and body. */
async function callAction(request: Request) {
  const result = (await action({ request, context: testRequestContext(request), params: {} } as never)) as unknown as {
    data: unknown;
    init: { status: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data as { ok: boolean; error?: string } };
}

async function savedRows(cookie: string) {
  const request = new Request(URL_PATH, { headers: { cookie } });
  const loaded = (await loader({ request, context: testRequestContext(request), params: {} } as never)) as {
    flags: boolean[];
  };
  return loaded.flags;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`checklist route on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let cookie: string;
    beforeEach(async () => {
      services = await startTestServices(engine);
      cookie = (await seededSignedIn(services, "family@example.com")).cookie;
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("saves a toggle for the signed-in user and loads it with the page", async () => {
      expect(await callAction(post({ itemIndex: "4", completed: "true" }, cookie))).toEqual({
        status: 200,
        body: { ok: true, itemIndex: 4, completed: true },
      });
      const flags = await savedRows(cookie);
      expect(flags[4]).toBe(true);
      expect(flags.filter(Boolean)).toHaveLength(1);
    });

    it("sends a plain form post (no JavaScript) back to the item it ticked, and answers a refusal on the page", async () => {
      const request = post({ itemIndex: "4", completed: "true" }, cookie, { plainForm: true });
      const answer = (await action({ request, context: testRequestContext(request), params: {} } as never)) as Response;
      expect([answer.status, answer.headers.get("location")]).toEqual([303, "/pcs-toolkit/hawaii-checklist#item-4"]);
      expect((await savedRows(cookie))[4]).toBe(true);
      expect(await callAction(post({ itemIndex: "40", completed: "true" }, cookie, { plainForm: true }))).toMatchObject(
        {
          status: 400,
          body: { ok: false },
        },
      );
    });

    it("refuses a form it cannot read, and stops accepting the cookie the moment the family signs out", async () => {
      const json = new Request(`${URL_PATH}.data`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: '{"itemIndex":1,"completed":true}',
      });
      expect(await callAction(json)).toEqual({
        status: 400,
        body: { ok: false, error: "The form could not be read." },
      });
      expect((await callAction(post({ itemIndex: "2", completed: "true" }, cookie))).status).toBe(200);
      expect((await authCall(services, "/sign-out", {}, cookie)).status).toBe(200);
      expect((await callAction(post({ itemIndex: "2", completed: "false" }, cookie))).status).toBe(401);
      const rows = await services.database.db.selectFrom("checklist_progress").select("item_index").execute();
      expect(rows).toEqual([{ item_index: 2 }]);
    });

    it.each([
      [{ itemIndex: "20", completed: "true" }, "Item index must be a whole number from 0 to 19"],
      [{ itemIndex: "-3", completed: "true" }, "Item index must be a whole number from 0 to 19"],
      [{ itemIndex: "2.5", completed: "true" }, "Item index must be a whole number from 0 to 19"],
      [{ completed: "true" }, "Item index is required"],
      [{ itemIndex: "2", completed: "maybe" }, "Completed must be true or false"],
      [{ itemIndex: "2" }, "Completed must be true or false"],
    ])("answers 400 with a clear message and writes nothing for %j", async (fields, message) => {
      expect(await callAction(post(fields, cookie))).toEqual({ status: 400, body: { ok: false, error: message } });
      expect((await savedRows(cookie)).some(Boolean)).toBe(false);
      const rows = await services.database.db.selectFrom("checklist_progress").selectAll().execute();
      expect(rows).toEqual([]);
    });

    it("answers 401 to an unauthenticated save and writes nothing", async () => {
      expect(await callAction(post({ itemIndex: "1", completed: "true" }))).toEqual({
        status: 401,
        body: { ok: false, error: "Please sign in to save your progress." },
      });
      expect(
        await callAction(post({ itemIndex: "1", completed: "true" }, "better-auth.session_token=forged.value")),
      ).toMatchObject({
        status: 401,
      });
      expect(await services.database.db.selectFrom("checklist_progress").selectAll().execute()).toEqual([]);
    });

    it("takes the user from the session, never from the form", async () => {
      const other = await seededSignedIn(services, "other@example.com");
      await callAction(
        post({ itemIndex: "2", completed: "true", user_id: other.userId, userId: other.userId }, cookie),
      );
      expect((await savedRows(other.cookie)).some(Boolean)).toBe(false);
      expect((await savedRows(cookie))[2]).toBe(true);
    });

    it("keeps one consistent row when two tabs toggle the same item at once", async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          callAction(post({ itemIndex: "9", completed: String(i % 2 === 0) }, cookie)),
        ),
      );
      expect(results.every((result) => result.status === 200)).toBe(true);
      const rows = await services.database.db.selectFrom("checklist_progress").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect((await savedRows(cookie))[9]).toBe(Boolean(rows[0]!.completed));
    });

    describe("the ticks a visitor kept in this browser, added after sign-in", () => {
      async function rows() {
        return services.database.db
          .selectFrom("checklist_progress")
          .select(["item_index", "completed", "updated_at", "updated_by"])
          .orderBy("item_index")
          .execute();
      }

      it("ticks each item in the account, keeps what the account had, and unticks nothing", async () => {
        // The account already has item 2 done (an earlier tick, by this user) and item 7 done.
        expect((await callAction(post({ itemIndex: "2", completed: "true" }, cookie))).status).toBe(200);
        expect((await callAction(post({ itemIndex: "7", completed: "true" }, cookie))).status).toBe(200);
        const before = (await rows()).find((row) => row.item_index === 2)!;

        expect(await callAction(postBrowserTicks([idOf(0), idOf(2), idOf(5)], cookie))).toEqual({
          status: 200,
          body: { ok: true, saved: 3 },
        });
        const flags = await savedRows(cookie);
        expect(flags.flatMap((done, index) => (done ? [index] : []))).toEqual([0, 2, 5, 7]);
        // Item 2 was done already: its tick stands as it was, when and by whom.
        const after = (await rows()).find((row) => row.item_index === 2)!;
        expect(after).toEqual(before);
        expect((await rows()).every((row) => !row.completed || row.updated_by !== null)).toBe(true);
      });

      it("refuses a post from a signed-out visitor, and writes nothing", async () => {
        expect(await callAction(postBrowserTicks([idOf(0)]))).toEqual({
          status: 401,
          body: { ok: false, error: "Please sign in to save your progress." },
        });
        expect(await rows()).toEqual([]);
      });

      it.each([
        [[], "There were no ticks from this browser to add."],
        [
          ["get-orders", "no-such-item"],
          "Some ticks from this browser are not on this checklist. Reload the page and try again.",
        ],
        [["0"], "Some ticks from this browser are not on this checklist. Reload the page and try again."],
      ])("answers 400 and writes nothing for %j", async (ids, message) => {
        expect(await callAction(postBrowserTicks(ids, cookie))).toEqual({
          status: 400,
          body: { ok: false, error: message },
        });
        expect(await rows()).toEqual([]);
      });

      it("counts an item sent twice once", async () => {
        expect(await callAction(postBrowserTicks([idOf(4), idOf(4)], cookie))).toEqual({
          status: 200,
          body: { ok: true, saved: 1 },
        });
        expect((await rows()).map((row) => [row.item_index, Boolean(row.completed)])).toEqual([[4, true]]);
      });

      it("adds them to the account's own user only, whatever the form names", async () => {
        const other = await seededSignedIn(services, "other@example.com");
        const body = postBrowserTicks([idOf(3)], cookie);
        const form = new URLSearchParams(await body.text());
        form.set("userId", other.userId);
        const request = new Request(body.url, { method: "POST", headers: body.headers, body: form });
        expect((await callAction(request)).status).toBe(200);
        expect((await savedRows(other.cookie)).some(Boolean)).toBe(false);
        expect((await savedRows(cookie))[3]).toBe(true);
      });
    });
  });
}
