import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENGINES_UNDER_TEST, planAccessFor, seededSignedIn, startTestServices } from "~/../tests/support/services";
import { calendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the own items' table on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    async function familyWithItem() {
      const { userId } = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const access = await planAccessFor(services, userId);
      const added = await services.ownItems.add(access, { title: "Book movers", dueDate: calendarDate("2027-02-26") });
      if (!added.ok) throw new Error("the item was not added");
      const { plan_id: planId } = await services.database.db
        .selectFrom("plan_own_items")
        .select("plan_id")
        .executeTakeFirstOrThrow();
      return { userId, access, planId, item: added.item };
    }

    it("refuses rows beyond the limits even when written past the app", async () => {
      const { userId, access, planId } = await familyWithItem();
      const row = (changes: Record<string, unknown>) => ({
        id: crypto.randomUUID(),
        plan_id: planId,
        title: "Fine",
        due_date: null,
        note: null,
        position: 5,
        created_by: userId,
        created_at_ms: 1,
        updated_at_ms: 1,
        ...changes,
      });
      const insert = (changes: Record<string, unknown>) =>
        services.database.db.insertInto("plan_own_items").values(row(changes)).execute();

      for (const bad of [
        { title: "" },
        { title: "x".repeat(121) },
        { note: "" },
        { note: "n".repeat(1001) },
        { due_date: "tomorrow" },
        { due_date: "2027-3-1" },
        { position: -1 },
        { plan_id: "no-such-plan" },
      ]) {
        await expect(insert(bad), JSON.stringify(bad).slice(0, 40)).rejects.toThrow();
      }
      await insert({ title: "x".repeat(120), note: "n".repeat(1000), due_date: "2027-03-01" });
      expect(await services.ownItems.list(access)).toHaveLength(2);
    });

    it("says whether an item is on the user's plan, for no one else", async () => {
      const { access, item } = await familyWithItem();
      const lani = await seededSignedIn(services, "lani@example.com");
      await services.plans.saveProfile(lani.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      expect(await services.ownItems.has(access, item.id)).toBe(true);
      expect(await services.ownItems.has(await planAccessFor(services, lani.userId), item.id)).toBe(false);
      expect(await services.ownItems.has(access, crypto.randomUUID())).toBe(false);
    });

    it("goes with the plan when the family's account is deleted", async () => {
      const { userId } = await familyWithItem();
      await services.database.db.deleteFrom("user").where("id", "=", userId).execute();
      const { rows } = await sql<{ count: number | string }>`select count(*) as count from plan_own_items`.execute(
        services.database.db,
      );
      expect(Number(rows[0]?.count)).toBe(0);
    });
  });
}
