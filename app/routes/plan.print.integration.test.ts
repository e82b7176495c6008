import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calendarDate } from "~/features/plan/calendar-date";
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
import { headers, loader, meta } from "./plan.print";

/** A Hawaii item every plan has. */
const ITEM = "tla-application";

function printPage(path: string, cookie?: string) {
  const request = new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });
  return outcome(() => loader({ request, context: testRequestContext(request), params: {} } as never));
}

type PrintAnswer = {
  mode: string;
  planHref: string;
  problem: string | null;
  plan: { headerLine: string; entries: { id: string; title: string }[]; doneIds: string[] } | null;
};
const bodyOf = async (path: string, cookie?: string) => (await printPage(path, cookie)).body as PrintAnswer;
const titles = (answer: PrintAnswer) => answer.plan?.entries.map((entry) => entry.title) ?? [];

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the print view's loader on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("gives a signed-in family their own plan, ticks and items, and nothing of another family's", async () => {
      const kai = await seededSignedIn(services, "kai@example.com");
      const lani = await seededSignedIn(services, "lani@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1 }));
      await services.plans.saveProfile(
        lani.userId,
        moveProfileSchema.parse({ reportDate: "2027-06-01", vehicles: 2, housing: "rent" }),
      );
      const kaiAccess = await planAccessFor(services, kai.userId);
      const laniAccess = await planAccessFor(services, lani.userId);
      await services.plans.tick(kaiAccess, ITEM, true);
      await services.ownItems.add(kaiAccess, { title: "Kai's surfboard", dueDate: calendarDate("2027-02-01") });
      await services.ownItems.add(laniAccess, { title: "Lani's piano" });

      const kaiPrint = await bodyOf("/plan/print?reportDate=2027-06-01", kai.cookie);
      expect(kaiPrint).toMatchObject({ mode: "account", planHref: "/plan", problem: null });
      // The address's move is a visitor's: a family's own saved move is printed.
      expect(kaiPrint.plan?.headerLine).toBe("Reporting Mon, Mar 15, 2027 · 1 dog");
      expect(kaiPrint.plan?.doneIds).toEqual([ITEM]);
      expect(titles(kaiPrint)).toContain("Kai's surfboard");
      expect(titles(kaiPrint)).not.toContain("Lani's piano");

      const laniPrint = await bodyOf("/plan/print", lani.cookie);
      expect(laniPrint.plan?.headerLine).toBe("Reporting Tue, Jun 1, 2027 · 2 cars · renting off base");
      expect(laniPrint.plan?.doneIds).toEqual([]);
      expect(titles(laniPrint)).toContain("Lani's piano");
      expect(titles(laniPrint)).not.toContain("Kai's surfboard");
    });

    it("asks a signed-in person with no plan to enter their move first", async () => {
      const noa = await seededSignedIn(services, "noa@example.com");
      expect(await bodyOf("/plan/print", noa.cookie)).toEqual({
        mode: "account",
        planHref: "/plan",
        plan: null,
        problem: null,
      });
    });

    it("dates a visitor's plan from the move in the address, as /plan does, with the ticks of this plan it names", async () => {
      const answer = await bodyOf(
        `/plan/print?reportDate=2027-03-15&cats=2&schoolAgeChildren=1&housing=base&done=${ITEM}&done=no-such-item&done=${ITEM}`,
      );
      expect(answer).toMatchObject({
        mode: "visitor",
        planHref: "/plan?reportDate=2027-03-15&cats=2&schoolAgeChildren=1&housing=base",
        problem: null,
        plan: {
          headerLine: "Reporting Mon, Mar 15, 2027 · 1 school-age child · 2 cats · base housing",
          doneIds: [ITEM],
        },
      });
      expect(answer.plan?.entries.map((entry) => entry.id)).toContain(ITEM);
    });

    it("prints nothing without a move, and says so for a move no plan can be dated from", async () => {
      expect(await bodyOf("/plan/print")).toEqual({ mode: "visitor", planHref: "/plan", plan: null, problem: null });
      expect(await bodyOf("/plan/print?reportDate=9999-12-31")).toMatchObject({
        plan: null,
        problem: "The move in this address cannot date a plan: go back to the plan and check it.",
      });
    });

    it("is personal: not for search engines, not cached", () => {
      expect(meta({} as never)).toContainEqual({ name: "robots", content: "noindex" });
      expect(headers()).toEqual({ "Cache-Control": "private, no-store" });
    });
  });
}
