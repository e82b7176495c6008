import { afterEach, describe, expect, it } from "vitest";
import { ENGINES_UNDER_TEST, planAccessFor, seededSignedIn, startTestServices } from "~/../tests/support/services";
import { calendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { findPlanOf, planRepository } from "./plan-repository.server";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the dated plan's storage on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>> | undefined;
    afterEach(async () => {
      await services?.cleanUp();
      services = undefined;
    });

    async function start() {
      services = await startTestServices(engine);
      const userId = async (email: string) => {
        await seededSignedIn(services!, email);
        const row = await services!.database.db
          .selectFrom("user")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        return row.id;
      };
      const plans = planRepository(services.database);
      /** The user's plan as their requests find it (owned or shared), or null. */
      const load = (userId: string) => findPlanOf(services!.database.db, userId);
      return { plans, userId, load, access: (userId: string) => planAccessFor(services!, userId) };
    }

    it("keeps a move exactly as given, and replaces it when the family edits it", async () => {
      const { plans, userId, load } = await start();
      const family = await userId("kai@example.com");
      expect(await load(family)).toBeNull();

      const move = moveProfileSchema.parse({
        reportDate: "2027-03-15",
        arrivalDate: "2027-03-10",
        departure: "overseas",
        dogs: 1,
        cats: 2,
        vehicles: 1,
        firearms: true,
        schoolAgeChildren: 2,
        housing: "rent",
      });
      await plans.saveProfile(family, move, 1_000);
      const saved = await load(family);
      expect(saved?.profile).toEqual(move);
      expect(saved?.updatedAtMs).toBe(1_000);

      const edited = moveProfileSchema.parse({ reportDate: "2027-04-01" });
      await plans.saveProfile(family, edited, 2_000);
      const again = await load(family);
      expect(again?.id).toBe(saved?.id);
      expect(again?.profile).toEqual(edited);
      expect(again?.profile?.arrivalDate).toBeUndefined();
    });

    it("keeps the orders answer, branch and installation, and dates the plan only when its dates change (issue 33)", async () => {
      const { plans, userId, load } = await start();
      const family = await userId("kai@example.com");
      // 2027-01-05 09:00 UTC is still Jan 4 in Hawaii.
      const jan4 = Date.parse("2027-01-05T09:00:00Z");
      const move = moveProfileSchema.parse({
        reportDate: "2027-06-01",
        branch: "marine-corps",
        installation: "mcbh-kaneohe-bay",
        ordersInHand: "no",
      });
      await plans.saveProfile(family, move, jan4);
      expect((await load(family))?.profile).toEqual(move);
      expect((await load(family))?.datesSetOn).toBe("2027-01-04");

      // A household change a week later leaves the plan's day; a new arrival date dates it again.
      const jan11 = Date.parse("2027-01-11T20:00:00Z");
      await plans.saveProfile(family, { ...move, cats: 1, branch: "army", installation: "unsure" }, jan11);
      expect((await load(family))?.profile).toMatchObject({ cats: 1, branch: "army", installation: "unsure" });
      expect((await load(family))?.datesSetOn).toBe("2027-01-04");
      await plans.saveProfile(family, { ...move, arrivalDate: calendarDate("2027-05-30") }, jan11);
      expect((await load(family))?.datesSetOn).toBe("2027-01-11");
      const feb1 = Date.parse("2027-02-01T20:00:00Z");
      await plans.saveProfile(family, { ...move, reportDate: calendarDate("2027-07-01") }, feb1);
      expect((await load(family))?.datesSetOn).toBe("2027-02-01");
    });

    it("ticks the orders item when the orders come in hand, once, and unticks it when they no longer are", async () => {
      const { plans, userId, access } = await start();
      const family = await userId("kai@example.com");
      const notYet = moveProfileSchema.parse({ reportDate: "2027-06-01" });
      const inHand = moveProfileSchema.parse({ reportDate: "2027-06-01", ordersInHand: "yes" });
      await plans.saveProfile(family, notYet, 1_000);
      const done = async () => plans.doneItems(await access(family));
      expect((await done()).has("get-orders")).toBe(false);

      await plans.saveProfile(family, inHand, 2_000);
      expect((await done()).get("get-orders")).toMatchObject({ by: "kai@example.com", atMs: 2_000 });
      // Saved again with the same answer: the tick that made it done stands.
      await plans.saveProfile(family, { ...inHand, dogs: 1 }, 3_000);
      expect((await done()).get("get-orders")?.atMs).toBe(2_000);
      // The family unticks it by hand: saving the same answer again does not tick it behind their back.
      await plans.tick(await access(family), "get-orders", false, 4_000);
      await plans.saveProfile(family, inHand, 5_000);
      expect((await done()).has("get-orders")).toBe(false);
      // Yes, then no: unticked.
      await plans.tick(await access(family), "get-orders", true, 6_000);
      await plans.saveProfile(family, notYet, 7_000);
      expect((await done()).has("get-orders")).toBe(false);
    });

    it("ticks the orders item on a new plan saved with the orders in hand, dated the visitor's first day", async () => {
      const { plans, userId, access, load } = await start();
      const family = await userId("kai@example.com");
      const inHand = moveProfileSchema.parse({ reportDate: "2027-06-01", ordersInHand: "yes" });
      const now = Date.parse("2027-01-20T20:00:00Z");
      const firstDatedOn = calendarDate("2027-01-10");
      await plans.saveProfile(family, inHand, now, { firstDatedOn });
      expect((await plans.doneItems(await access(family))).has("get-orders")).toBe(true);
      expect((await load(family))?.datesSetOn).toBe("2027-01-10");

      // A day after today (a browser clock ahead) is not kept: today.
      const other = await userId("lani@example.com");
      const later = calendarDate("2027-02-01");
      await plans.saveProfile(other, inHand, now, { firstDatedOn: later });
      expect((await load(other))?.datesSetOn).toBe("2027-01-20");
    });

    it("keeps each user's plan and ticks to that user", async () => {
      const { plans, userId, access } = await start();
      const kai = await userId("kai@example.com");
      const lani = await userId("lani@example.com");
      await plans.saveProfile(kai, moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1 }), 1_000);

      // Lani has no plan: no request of hers finds one to tick.
      await expect(access(lani)).rejects.toThrow("has no plan");
      const kais = await access(kai);
      expect(await plans.ticks(kais)).toEqual([]);

      expect(await plans.tick(kais, "pet-microchip", true, 3_000)).toBe(true);
      // Ticking again keeps the first tick's author and time.
      expect(await plans.tick(kais, "pet-microchip", true, 4_000)).toBe(true);
      expect(await plans.ticks(kais)).toEqual([{ itemId: "pet-microchip", tickedBy: kai, tickedAtMs: 3_000 }]);
      await plans.saveProfile(lani, moveProfileSchema.parse({ reportDate: "2027-03-15" }), 1_000);
      expect(await plans.ticks(await access(lani))).toEqual([]);

      await plans.tick(kais, "pet-microchip", false);
      expect(await plans.ticks(kais)).toEqual([]);
    });

    it("opens the plan by a private feed token that can be replaced and revoked, storing only its hash", async () => {
      const { plans, userId, load, access } = await start();
      const kai = await userId("kai@example.com");
      const lani = await userId("lani@example.com");
      await plans.saveProfile(kai, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const kais = await access(kai);
      const first = await plans.renewFeedToken(kais);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await plans.loadByFeedToken(first!))?.id).toBe((await load(kai))?.id);
      expect((await load(kai))?.hasFeed).toBe(true);
      const stored = await services!.database.db.selectFrom("move_plans").select("feed_token_hash").executeTakeFirst();
      expect(stored?.feed_token_hash).not.toContain(first);

      const second = await plans.renewFeedToken(kais);
      expect(second).not.toBe(first);
      expect(await plans.loadByFeedToken(first!)).toBeNull();
      expect(await plans.loadByFeedToken(second!)).not.toBeNull();
      // Saving the move again keeps the feed working: the address a calendar subscribed to stays.
      await plans.saveProfile(kai, moveProfileSchema.parse({ reportDate: "2027-04-01" }));
      expect((await plans.loadByFeedToken(second!))?.profile?.reportDate).toBe("2027-04-01");

      await plans.saveProfile(lani, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      await plans.revokeFeedToken(await access(lani));
      expect(await plans.loadByFeedToken(second!)).not.toBeNull();
      await plans.revokeFeedToken(kais);
      expect(await plans.loadByFeedToken(second!)).toBeNull();
      expect((await load(kai))?.hasFeed).toBe(false);
      expect(await plans.loadByFeedToken("")).toBeNull();
    });

    it("refuses a move the schema would never produce (the database checks too)", async () => {
      const { plans, userId, load } = await start();
      const family = await userId("kai@example.com");
      const bad = { ...moveProfileSchema.parse({ reportDate: "2027-03-15" }), dogs: -1 };
      await expect(plans.saveProfile(family, bad)).rejects.toThrow();
      expect(await load(family)).toBeNull();
    });
  });
}
