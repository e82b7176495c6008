import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { loader } from "./plan.feed";

function subscribe(token: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/feed/${token}`);
  return loader({ request, context: testRequestContext(request), params: { token } } as never) as Promise<Response>;
}

const eventStarts = async (response: Response) =>
  new ICAL.Component(ICAL.parse(await response.text()))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .map((event) => `${event.summary} ${event.startDate.toString()}`);

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the plan's private calendar feed on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("serves the plan to whoever holds the token, and follows changes to the move", async () => {
      const { userId } = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true }));
      const token = (await services.plans.renewFeedToken(await planAccessFor(services, userId)))!;

      const response = await subscribe(token);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await eventStarts(response)).toContain("Register your firearms with county police 2027-03-20");

      await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-04-01", firearms: true }));
      expect(await eventStarts(await subscribe(token))).toContain(
        "Register your firearms with county police 2027-04-06",
      );
    });

    it("carries the plan's dated own items and follows their changes", async () => {
      const { userId } = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const token = (await services.plans.renewFeedToken(await planAccessFor(services, userId)))!;
      const added = await services.ownItems.add(await planAccessFor(services, userId), {
        title: "Book movers",
        dueDate: calendarDate("2027-02-26"),
      });
      expect(await eventStarts(await subscribe(token))).toContain("Book movers 2027-02-26");

      if (!added.ok) throw new Error("the item was not added");
      await services.ownItems.edit(await planAccessFor(services, userId), added.item.id, {
        title: "Book movers",
        dueDate: calendarDate("2027-03-01"),
      });
      const moved = await eventStarts(await subscribe(token));
      expect(moved).toContain("Book movers 2027-03-01");
      expect(moved).not.toContain("Book movers 2027-02-26");

      await services.ownItems.remove(await planAccessFor(services, userId), added.item.id);
      expect((await eventStarts(await subscribe(token))).some((event) => event.startsWith("Book movers"))).toBe(false);
    });

    it("answers 404 to an unknown, replaced or revoked token", async () => {
      const { userId } = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const replaced = (await services.plans.renewFeedToken(await planAccessFor(services, userId)))!;
      const current = (await services.plans.renewFeedToken(await planAccessFor(services, userId)))!;

      for (const token of ["not-a-token", replaced]) {
        const response = await subscribe(token);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain("no longer works");
      }
      expect((await subscribe(current)).status).toBe(200);
      await services.plans.revokeFeedToken(await planAccessFor(services, userId));
      expect((await subscribe(current)).status).toBe(404);
    });
  });
}
