import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAN_RULES } from "~/content/plan-rules";
import { todayInHawaii } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/move-profile";
import * as root from "~/root";
import * as checklistRoute from "~/routes/pcs-toolkit.hawaii-checklist";
import * as planRoute from "~/routes/plan";
import { queryCounter } from "../../../../tests/support/query-count";
import { runThroughRouter } from "../../../../tests/support/router-run";
import {
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../../../tests/support/services";

/** A plan item kept in plan_ticks, and one of the 20 checklist items. */
const HAWAII_ITEM = PLAN_RULES.find((rule) => rule.checklistIndex === undefined)!.id;
const CHECKLIST_ITEM = PLAN_RULES.find((rule) => rule.checklistIndex !== undefined)!.id;

const PLAN = { path: "plan", module: planRoute };
const CHECKLIST = { path: "pcs-toolkit/hawaii-checklist", module: checklistRoute };

/** The queries that look a session up (better-auth's session table). */
const sessionLookups = (statements: string[]) => statements.filter((sql) => /from "session"/.test(sql));

/**
 * Issue 32: how many queries a request runs, counted on the services' own Kysely client (better-
 * auth's included), each request through React Router's server-side router with the root's
 * middleware and loader, as the framework runs it.
 */
for (const engine of ENGINES_UNDER_TEST) {
  describe(`queries per request on ${engine.name}`, () => {
    const counter = queryCounter();
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let owner: { userId: string; cookie: string };
    beforeEach(async () => {
      services = await startTestServices(engine, TEST_PUBLIC_URL, { queryLog: (event) => counter.log(event) });
      owner = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(
        owner.userId,
        moveProfileSchema.parse({ reportDate: todayInHawaii(new Date()) }),
      );
      // better-auth reads the schema once per process on its first query: not a request's cost.
      await get("/plan", PLAN);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const get = (path: string, page: Parameters<typeof runThroughRouter>[1]) =>
      runThroughRouter(
        new Request(`${TEST_PUBLIC_URL}${path}`, { headers: { cookie: owner.cookie } }),
        page,
        testRequestContext(),
      );

    /**
     * A tick as the item's fetcher sends it: the action's data request, then the loaders' data
     * request only when the routes ask for one (shouldRevalidate, the root's and the page's).
     */
    async function tick(itemId: string) {
      const formData = new FormData();
      for (const [name, value] of Object.entries({ intent: "tick", itemId, done: "true" })) formData.set(name, value);
      const request = new Request(`${TEST_PUBLIC_URL}/plan.data`, {
        method: "POST",
        headers: { cookie: owner.cookie, origin: TEST_PUBLIC_URL },
        body: formData,
      });
      const answered = await runThroughRouter(request, PLAN, testRequestContext());
      const reloads = [root, planRoute].some((route) =>
        route.shouldRevalidate({ formMethod: "POST", formData, defaultShouldRevalidate: true } as never),
      );
      if (reloads) await get("/plan", PLAN);
      return answered;
    }

    it("renders an owner's saved plan in at most 9 queries, the session and the plan looked up once", async () => {
      const statements = await counter.during(async () => {
        const { response, loaderData } = await get("/plan", PLAN);
        expect(response.status).toBe(200);
        expect(loaderData.page).toMatchObject({ mode: "account", plan: { role: "owner" } });
      });
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(9);
      expect(sessionLookups(statements)).toHaveLength(1);
      expect(statements.filter((sql) => /from "move_plans"/.test(sql))).toHaveLength(1);
    });

    it("saves a tick in at most 4 queries, with no reload of the page's data", async () => {
      for (const itemId of [HAWAII_ITEM, CHECKLIST_ITEM]) {
        const statements = await counter.during(async () => {
          const { actionData } = await tick(itemId);
          expect(actionData?.page).toMatchObject({ ok: true, tick: { itemId, done: true } });
        });
        expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(4);
      }
    });

    it("looks the session up once for a signed-in document, however many loaders ask", async () => {
      const statements = await counter.during(async () => {
        const { loaderData } = await get("/pcs-toolkit/hawaii-checklist", CHECKLIST);
        expect(loaderData.root).toMatchObject({ user: { email: "kai@example.com" } });
        expect(loaderData.page).toMatchObject({ signedIn: true });
      });
      expect(sessionLookups(statements)).toHaveLength(1);
    });
  });
}
