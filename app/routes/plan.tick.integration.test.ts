import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action, shouldRevalidate } from "./plan";

/** A Hawaii item kept in plan_ticks. */
const ITEM = "tla-application";

/** A tick as the item's fetcher posts it (a `.data` request), or as a plain form post. */
function tick(cookie: string, fields: Record<string, string>, { plainForm = false, query = "" } = {}) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan${plainForm ? "" : ".data"}${query}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
    body: new URLSearchParams({ intent: "tick", ...fields }),
  });
  return outcome(() => action({ request, context: testRequestContext(request), params: {} } as never));
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`a tick on /plan on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let kai: { userId: string; cookie: string };
    beforeEach(async () => {
      services = await startTestServices(engine);
      kai = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const doneIds = async () => [...(await services.plans.doneItems(await planAccessFor(services, kai.userId))).keys()];

    it("answers the item's fetcher with its new state, and a plain form post by going back to the item", async () => {
      expect(await tick(kai.cookie, { itemId: ITEM, done: "true" })).toMatchObject({
        status: 200,
        body: { intent: "tick", ok: true, tick: { itemId: ITEM, done: true } },
      });
      expect(await doneIds()).toEqual([ITEM]);
      expect(await tick(kai.cookie, { itemId: ITEM, done: "false" }, { plainForm: true })).toMatchObject({
        status: 303,
        location: `/plan#item-${ITEM}`,
      });
      expect(await doneIds()).toEqual([]);
    });

    it("brings a plain form post from the compact list back to the item in the compact list", async () => {
      expect(
        await tick(kai.cookie, { itemId: ITEM, done: "true" }, { plainForm: true, query: "?view=compact" }),
      ).toMatchObject({
        status: 303,
        location: `/plan?view=compact#item-${ITEM}`,
      });
      expect(await doneIds()).toEqual([ITEM]);
    });

    it("refuses an item that is not on the plan, and a visitor without a plan", async () => {
      expect(await tick(kai.cookie, { itemId: "no-such-item", done: "true" })).toMatchObject({ status: 400 });
      const lani = await seededSignedIn(services, "lani@example.com");
      expect(await tick(lani.cookie, { itemId: ITEM, done: "true" })).toMatchObject({ status: 409 });
      expect(await doneIds()).toEqual([]);
    });

    it("reads when a tick kept offline was made: a later change stands, a time in the future counts as now", async () => {
      const access = await planAccessFor(services, kai.userId);
      // Ticked on another phone just now; this phone's untick was made offline a minute ago.
      await services.plans.tick(access, ITEM, true);
      const aMinuteAgo = String(Date.now() - 60_000);
      expect(await tick(kai.cookie, { itemId: ITEM, done: "false", tickedAtMs: aMinuteAgo })).toMatchObject({
        status: 200,
      });
      expect(await doneIds()).toEqual([ITEM]);
      // A tick from a phone whose clock runs an hour fast counts as made now: a later untick undoes it.
      await tick(kai.cookie, { itemId: ITEM, done: "false" });
      await tick(kai.cookie, { itemId: ITEM, done: "true", tickedAtMs: String(Date.now() + 3_600_000) });
      const [done] = (await services.plans.doneItems(access)).values();
      expect(done?.atMs).toBeLessThanOrEqual(Date.now());
      expect(await tick(kai.cookie, { itemId: ITEM, done: "true", tickedAtMs: "yesterday" })).toMatchObject({
        status: 400,
      });
    });

    it("is not followed by a reload of the page's data; other forms are", () => {
      const submission = (intent: string) => {
        const formData = new FormData();
        formData.set("intent", intent);
        return { formMethod: "POST", formData, defaultShouldRevalidate: true } as never;
      };
      expect(shouldRevalidate(submission("tick"))).toBe(false);
      expect(shouldRevalidate(submission("own-add"))).toBe(true);
    });
  });
}
