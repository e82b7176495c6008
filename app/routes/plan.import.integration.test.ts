import { findPlanOf } from "~/features/plan/server/plan-repository.server";
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAN_RULES } from "~/content/plan-rules";
import { addDays, todayInHawaii } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/move-profile";
import { ownTickId } from "~/features/plan/own-items";
import { PLAN_TICK_LIMIT } from "~/features/plan/server/plan-repository.server";
import { outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action } from "./plan";

/** The import form as the plan page posts it: the browser's move fields and ticked ids. */
function importRequest(cookie: string, done: string[], move: Record<string, string> = {}) {
  const body = new URLSearchParams({ intent: "import-browser-plan", ...move });
  for (const id of done) body.append("done", id);
  return new Request(`${TEST_PUBLIC_URL}/plan`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
    body,
  });
}

const importPlan = (cookie: string, done: string[], move?: Record<string, string>) => {
  const request = importRequest(cookie, done, move);
  return outcome(() => action({ request, context: testRequestContext(request), params: {} } as never));
};

const blankMove = () => moveProfileSchema.parse({ reportDate: todayInHawaii(new Date()) });

/** A rule item kept in plan_ticks (not one of the 20 checklist items). */
const RULE_ID = PLAN_RULES.find((rule) => rule.checklistIndex === undefined)!.id;

for (const engine of ENGINES_UNDER_TEST) {
  describe(`importing a browser's plan on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const tickRows = async () =>
      (await services.database.db.selectFrom("plan_ticks").select("item_id").execute()).map((row) => row.item_id);

    it("ticks only ids on the plan: made-up own items are left out and said so", async () => {
      const kai = await signUpAndVerify(services, "kai@example.com");
      const lani = await signUpAndVerify(services, "lani@example.com");
      for (const user of [kai, lani]) {
        await services.plans.saveProfile(user.userId, blankMove());
      }
      const kaiItem = await services.ownItems.add(await planAccessFor(services, kai.userId), { title: "Book movers" });
      const laniItem = await services.ownItems.add(await planAccessFor(services, lani.userId), {
        title: "Lani's item",
      });
      if (!kaiItem.ok || !laniItem.ok) throw new Error("the items were not added");
      const madeUp = Array.from({ length: 30 }, () => ownTickId(randomUUID()));

      const answer = await importPlan(kai.cookie, [
        RULE_ID,
        ownTickId(kaiItem.item.id),
        ownTickId(laniItem.item.id),
        "not-a-rule",
        ...madeUp,
      ]);
      expect(answer).toMatchObject({
        status: 200,
        body: {
          ok: true,
          message:
            "The plan you started in this browser is now saved to your account. 32 ticked items not on your plan were left out.",
        },
      });
      expect((await tickRows()).sort()).toEqual([RULE_ID, ownTickId(kaiItem.item.id)].sort());
    });

    it("refuses more ticks than a plan can hold, writing nothing, not even the move", async () => {
      const kai = await signUpAndVerify(services, "kai@example.com");
      const done = [RULE_ID, ...Array.from({ length: PLAN_TICK_LIMIT }, () => ownTickId(randomUUID()))];
      const answer = await importPlan(kai.cookie, done, { reportDate: todayInHawaii(new Date()) });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          ok: false,
          message: "That is more ticked items than a plan holds: nothing was added. Reload the page and try again.",
        },
      });
      expect(await findPlanOf(services.database.db, kai.userId)).toBeNull();
      expect(await tickRows()).toEqual([]);
    });

    it("imports a whole plan's worth of ticks", async () => {
      const kai = await signUpAndVerify(services, "kai@example.com");
      const ruleIds = PLAN_RULES.map((rule) => rule.id);
      expect(ruleIds.length).toBeLessThanOrEqual(PLAN_TICK_LIMIT);
      const answer = await importPlan(kai.cookie, ruleIds, { reportDate: todayInHawaii(new Date()) });
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect((await services.plans.doneItems(await planAccessFor(services, kai.userId))).size).toBe(ruleIds.length);
    });

    it("saves the browser's whole move, dated the day the visitor first made it (issue 33)", async () => {
      const kai = await signUpAndVerify(services, "kai@example.com");
      const today = todayInHawaii(new Date());
      const madeOn = addDays(today, -3);
      const move = {
        reportDate: addDays(today, 90),
        ordersInHand: "yes",
        branch: "coast-guard",
        installation: "red-hill",
        schoolAgeChildren: "1",
        datedOn: madeOn,
      };
      expect(await importPlan(kai.cookie, [], move)).toMatchObject({ status: 200, body: { ok: true } });
      const plan = await findPlanOf(services.database.db, kai.userId);
      expect(plan?.profile).toMatchObject({
        ordersInHand: true,
        branch: "coast-guard",
        installation: "red-hill",
        schoolAgeChildren: 1,
      });
      expect(plan?.datesSetOn).toBe(madeOn);
      // The orders answer ticked the orders item, as a save of the move form does.
      expect((await services.plans.doneItems(await planAccessFor(services, kai.userId))).has("get-orders")).toBe(true);
    });

    it("ticks an own item only when it is on the plan", async () => {
      const kai = await signUpAndVerify(services, "kai@example.com");
      await services.plans.saveProfile(kai.userId, blankMove());
      expect(await services.plans.tick(await planAccessFor(services, kai.userId), ownTickId(randomUUID()), true)).toBe(
        false,
      );
      const added = await services.ownItems.add(await planAccessFor(services, kai.userId), { title: "Book movers" });
      if (!added.ok) throw new Error("the item was not added");
      expect(await services.plans.tick(await planAccessFor(services, kai.userId), ownTickId(added.item.id), true)).toBe(
        true,
      );
      expect(await tickRows()).toEqual([ownTickId(added.item.id)]);
    });
  });
}
