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
import { loader } from "./plan.calendar-ics";

function download(cookie?: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/calendar.ics`, { headers: cookie ? { cookie } : {} });
  return loader({ request, context: testRequestContext(request), params: {} } as never) as Promise<Response>;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the plan's calendar download on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("gives the signed-in family its own plan as a calendar file", async () => {
      const { cookie, userId } = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true }));

      const response = await download(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="hawaii-pcs-plan.ics"');
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const events = new ICAL.Component(ICAL.parse(await response.text()))
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component));
      expect(events.length).toBeGreaterThan(10);
      const firearms = events.find((event) => event.summary === "Register your firearms with county police");
      expect(firearms?.startDate.toString()).toBe("2027-03-20");
      expect(firearms?.component.getFirstPropertyValue("url")).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/`));
    });

    it("includes the family's dated own items, and no other family's", async () => {
      const kai = await seededSignedIn(services, "kai@example.com");
      const lani = await seededSignedIn(services, "lani@example.com");
      for (const { userId } of [kai, lani]) {
        await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      }
      await services.ownItems.add(await planAccessFor(services, kai.userId), {
        title: "Book movers",
        dueDate: calendarDate("2027-02-26"),
      });
      await services.ownItems.add(await planAccessFor(services, kai.userId), { title: "Sell the second car" });
      await services.ownItems.add(await planAccessFor(services, lani.userId), {
        title: "Lani's item",
        dueDate: calendarDate("2027-02-27"),
      });

      const summaries = async (cookie: string) =>
        new ICAL.Component(ICAL.parse(await (await download(cookie)).text()))
          .getAllSubcomponents("vevent")
          .map((component) => new ICAL.Event(component))
          .map((event) => `${event.summary} ${event.startDate.toString()}`);
      const kaiEvents = await summaries(kai.cookie);
      expect(kaiEvents).toContain("Book movers 2027-02-26");
      expect(kaiEvents.some((event) => event.startsWith("Sell the second car"))).toBe(false);
      expect(kaiEvents.some((event) => event.startsWith("Lani's item"))).toBe(false);
      expect(await summaries(lani.cookie)).toContain("Lani's item 2027-02-27");
    });

    it("folds every line at 75 octets and drops control characters from text stored before they were refused", async () => {
      const kai = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const added = await services.ownItems.add(await planAccessFor(services, kai.userId), {
        title: "Keys",
        dueDate: calendarDate("2027-02-26"),
      });
      if (!added.ok) throw new Error("the item was not added");
      // As a row written before the form refused control characters (PostgreSQL stores no NUL).
      await services.database.db
        .updateTable("plan_own_items")
        .set({ title: `Keys\rfrom Hōʻike\u001b ${"ʻŌlelo ".repeat(14)}end`, note: `Gate\r\ncode ${"ā".repeat(80)}` })
        .where("id", "=", added.item.id)
        .execute();

      const text = await (await download(kai.cookie)).text();
      const lines = text.split("\r\n");
      for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
      expect(text.replaceAll("\r\n", "")).not.toMatch(/\p{Cc}/u);
      const keys = new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents("vevent")
        .map((component) => new ICAL.Event(component))
        .find((event) => event.summary.startsWith("Keys"));
      expect(keys?.summary).toBe(`Keys\nfrom Hōʻike ${"ʻŌlelo ".repeat(14)}end`);
      expect(keys?.description).toBe(`Gate\ncode ${"ā".repeat(80)}\n\nYour plan: ${TEST_PUBLIC_URL}/plan#own-items`);
    });

    it("answers 404 to a visitor, and to a signed-in user without a plan, never someone else's plan", async () => {
      const kai = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const lani = await seededSignedIn(services, "lani@example.com");

      for (const cookie of [undefined, lani.cookie]) {
        const response = await download(cookie);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain("sign in and fill in your move");
      }
    });
  });
}
