import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { ENGINES_UNDER_TEST, planAccessFor, seededSignedIn, startTestServices } from "~/../tests/support/services";
import { householdRepository } from "./household-repository.server";

/** Checklist item 5 (index 4) as the plan names it, and a Hawaii item kept in plan_ticks. */
const CHECKLIST_ITEM = { id: "household-goods-pickup", index: 4 };
const HAWAII_ITEM = "tla-application";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`who ticked, whichever page ticks, on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    /** Kai's plan, shared with Lani: both their accesses. */
    async function household() {
      const kai = await seededSignedIn(services, "kai@example.com");
      const lani = await seededSignedIn(services, "lani@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const households = householdRepository(services.database);
      const invited = await households.invite(
        await planAccessFor(services, kai.userId),
        "lani@example.com",
        1,
        async () => {},
      );
      if (!invited.ok) throw new Error(invited.reason);
      expect(await households.accept(invited.token, { id: lani.userId, email: "lani@example.com" }, 2)).toEqual({
        ok: true,
      });
      return { kai: await planAccessFor(services, kai.userId), lani: await planAccessFor(services, lani.userId) };
    }

    it("keeps whoever made an item done, on the checklist page and the plan alike; unticking clears it", async () => {
      const { kai, lani } = await household();
      const doneBy = async () => (await services.plans.doneItems(kai)).get(CHECKLIST_ITEM.id);

      // Lani ticks on the checklist page; Kai ticks the same item on the plan a moment later.
      await services.checklist.tick(lani, CHECKLIST_ITEM.index, true, 1_000);
      await services.plans.tick(kai, CHECKLIST_ITEM.id, true, 2_000);
      expect(await doneBy()).toEqual({ by: "lani@example.com", atMs: 1_000 });
      // And the other way round: the checklist page's save of a done item changes nothing either.
      await services.checklist.tick(kai, CHECKLIST_ITEM.index, true, 3_000);
      expect(await doneBy()).toEqual({ by: "lani@example.com", atMs: 1_000 });

      // Unticking clears who ticked; the next tick is Kai's own.
      await services.checklist.tick(kai, CHECKLIST_ITEM.index, false, 4_000);
      expect(await doneBy()).toBeUndefined();
      const [row] = await services.database.db.selectFrom("checklist_progress").select("updated_by").execute();
      expect(row?.updated_by).toBeNull();
      await services.plans.tick(kai, CHECKLIST_ITEM.id, true, 5_000);
      expect(await doneBy()).toEqual({ by: "kai@example.com", atMs: 5_000 });
    });

    it("applies the same rule to the plan's other items", async () => {
      const { kai, lani } = await household();
      await services.plans.tick(lani, HAWAII_ITEM, true, 1_000);
      await services.plans.tick(kai, HAWAII_ITEM, true, 2_000);
      expect((await services.plans.doneItems(kai)).get(HAWAII_ITEM)).toEqual({
        by: "lani@example.com",
        atMs: 1_000,
      });
      await services.plans.tick(lani, HAWAII_ITEM, false, 3_000);
      await services.plans.tick(kai, HAWAII_ITEM, true, 4_000);
      expect((await services.plans.doneItems(lani)).get(HAWAII_ITEM)).toEqual({
        by: "kai@example.com",
        atMs: 4_000,
      });
    });

    // Ticks kept offline (docs/decisions/0037) arrive late, saying when they were made.
    it("a late tick does not undo a checklist item's later change by the other member", async () => {
      const { kai, lani } = await household();
      const doneBy = async () => (await services.plans.doneItems(kai)).get(CHECKLIST_ITEM.id);
      await services.plans.tick(kai, CHECKLIST_ITEM.id, true, 1_000);
      // Lani unticks at 3 s; Kai's tick made offline at 2 s arrives at 5 s: Lani's later change stands.
      await services.plans.tick(lani, CHECKLIST_ITEM.id, false, 3_000);
      await services.plans.tick(kai, CHECKLIST_ITEM.id, true, 5_000, 2_000);
      expect(await doneBy()).toBeUndefined();
      // Made after Lani's untick, it applies, dated when it was made.
      await services.plans.tick(kai, CHECKLIST_ITEM.id, true, 6_000, 4_000);
      expect(await doneBy()).toEqual({ by: "kai@example.com", atMs: 4_000 });
      // And the other way: Lani's untick made offline before Kai's tick leaves it done.
      await services.plans.tick(lani, CHECKLIST_ITEM.id, false, 7_000, 3_500);
      expect(await doneBy()).toEqual({ by: "kai@example.com", atMs: 4_000 });
    });

    it("a late tick or untick of the plan's other items does not undo the other member's later change", async () => {
      const { kai, lani } = await household();
      const doneBy = async () => (await services.plans.doneItems(kai)).get(HAWAII_ITEM);
      await services.plans.tick(kai, HAWAII_ITEM, true, 1_000);
      // Lani unticks at 3 s; Kai's tick made offline at 2 s arrives at 5 s: Lani's later change stands.
      await services.plans.tick(lani, HAWAII_ITEM, false, 3_000);
      await services.plans.tick(kai, HAWAII_ITEM, true, 5_000, 2_000);
      expect(await doneBy()).toBeUndefined();
      // Kai ticks again at 6 s; Lani's untick made offline at 4 s, before it, arrives at 7 s: Kai's tick stands.
      await services.plans.tick(kai, HAWAII_ITEM, true, 6_000);
      await services.plans.tick(lani, HAWAII_ITEM, false, 7_000, 4_000);
      expect(await doneBy()).toEqual({ by: "kai@example.com", atMs: 6_000 });
      // Made after it: the item is not done.
      await services.plans.tick(lani, HAWAII_ITEM, false, 9_000, 8_000);
      expect(await doneBy()).toBeUndefined();
      // A late tick made after that untick counts, from when it was made.
      await services.plans.tick(lani, HAWAII_ITEM, true, 11_000, 8_500);
      expect(await doneBy()).toEqual({ by: "lani@example.com", atMs: 8_500 });
    });
  });
}
