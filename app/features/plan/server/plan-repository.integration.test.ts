import { afterEach, describe, expect, it } from "vitest";
import { ENGINES_UNDER_TEST, seededSignedIn, startTestServices } from "~/../tests/support/services";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { planRepository } from "./plan-repository.server";

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
      return { plans: planRepository(services.database), userId };
    }

    it("keeps a move exactly as given, and replaces it when the family edits it", async () => {
      const { plans, userId } = await start();
      const family = await userId("kai@example.com");
      expect(await plans.load(family)).toBeNull();

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
      const saved = await plans.load(family);
      expect(saved?.profile).toEqual(move);
      expect(saved?.updatedAtMs).toBe(1_000);

      const edited = moveProfileSchema.parse({ reportDate: "2027-04-01" });
      await plans.saveProfile(family, edited, 2_000);
      const again = await plans.load(family);
      expect(again?.id).toBe(saved?.id);
      expect(again?.profile).toEqual(edited);
      expect(again?.profile?.arrivalDate).toBeUndefined();
    });

    it("keeps each user's plan and ticks to that user", async () => {
      const { plans, userId } = await start();
      const kai = await userId("kai@example.com");
      const lani = await userId("lani@example.com");
      await plans.saveProfile(kai, moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1 }), 1_000);

      expect(await plans.setTick(lani, "pet-microchip", true, 2_000)).toBe(false);
      expect(await plans.ticks(kai)).toEqual([]);

      expect(await plans.setTick(kai, "pet-microchip", true, 3_000)).toBe(true);
      // Ticking again keeps the first tick's author and time.
      expect(await plans.setTick(kai, "pet-microchip", true, 4_000)).toBe(true);
      expect(await plans.ticks(kai)).toEqual([{ itemId: "pet-microchip", tickedBy: kai, tickedAtMs: 3_000 }]);
      expect(await plans.ticks(lani)).toEqual([]);

      await plans.setTick(kai, "pet-microchip", false);
      expect(await plans.ticks(kai)).toEqual([]);
    });

    it("opens the plan by a private feed token that can be replaced and revoked, storing only its hash", async () => {
      const { plans, userId } = await start();
      const kai = await userId("kai@example.com");
      const lani = await userId("lani@example.com");
      expect(await plans.renewFeedToken(kai)).toBeNull();

      await plans.saveProfile(kai, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const first = await plans.renewFeedToken(kai);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await plans.loadByFeedToken(first!))?.id).toBe((await plans.load(kai))?.id);
      expect((await plans.load(kai))?.hasFeed).toBe(true);
      const stored = await services!.database.db.selectFrom("move_plans").select("feed_token_hash").executeTakeFirst();
      expect(stored?.feed_token_hash).not.toContain(first);

      const second = await plans.renewFeedToken(kai);
      expect(second).not.toBe(first);
      expect(await plans.loadByFeedToken(first!)).toBeNull();
      expect(await plans.loadByFeedToken(second!)).not.toBeNull();
      // Saving the move again keeps the feed working: the address a calendar subscribed to stays.
      await plans.saveProfile(kai, moveProfileSchema.parse({ reportDate: "2027-04-01" }));
      expect((await plans.loadByFeedToken(second!))?.profile?.reportDate).toBe("2027-04-01");

      await plans.revokeFeedToken(lani);
      expect(await plans.loadByFeedToken(second!)).not.toBeNull();
      await plans.revokeFeedToken(kai);
      expect(await plans.loadByFeedToken(second!)).toBeNull();
      expect((await plans.load(kai))?.hasFeed).toBe(false);
      expect(await plans.loadByFeedToken("")).toBeNull();
    });

    it("refuses a move the schema would never produce (the database checks too)", async () => {
      const { plans, userId } = await start();
      const family = await userId("kai@example.com");
      const bad = { ...moveProfileSchema.parse({ reportDate: "2027-03-15" }), dogs: -1 };
      await expect(plans.saveProfile(family, bad)).rejects.toThrow();
      expect(await plans.load(family)).toBeNull();
    });
  });
}
