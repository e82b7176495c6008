import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  planIntentBy,
  seededSignedIn,
  startTestServices,
} from "~/../tests/support/services";
import { moveProfileSchema } from "../due-dates";
import { OWN_ITEM_LIMITS, ownTickId } from "../own-items";
import { PLAN_MESSAGES } from "./plan-page.server";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`a family's own plan items on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    /** A signed-up user with a plan (unless told otherwise). */
    async function family(email: string, { withPlan = true } = {}) {
      const { userId, cookie } = await seededSignedIn(services, email);
      if (withPlan) await services.plans.saveProfile(userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      // Their plan as their requests find it (null without one).
      const access = withPlan ? await planAccessFor(services, userId) : null;
      // Through the page's intent table, as the page's forms post.
      const act = (intent: string, fields: Record<string, string> = {}, nowMs = 1_000) =>
        planIntentBy(services, { cookie, userId, email }, { intent, ...fields }, nowMs);
      const items = async () => (access ? services.ownItems.list(access) : []);
      const titles = async () => (await items()).map((item) => item.title);
      return { userId, access: access!, act, items, titles };
    }

    it("adds, edits and deletes an item, keeping its date and note", async () => {
      const kai = await family("kai@example.com");
      expect(
        await kai.act("own-add", { title: " Book movers ", dueDate: "2027-02-26", note: "Three quotes" }, 5_000),
      ).toEqual({ intent: "own-add", ok: true, message: "Added “Book movers” to your plan." });
      const [added] = await kai.items();
      expect(added).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: "Book movers",
        dueDate: "2027-02-26",
        note: "Three quotes",
        position: 0,
        createdBy: kai.userId,
        createdAtMs: 5_000,
        updatedAtMs: 5_000,
      });

      expect(
        await kai.act("own-edit", { itemId: added!.id, title: "Book the movers", dueDate: "", note: "" }, 6_000),
      ).toEqual({ intent: "own-edit", ok: true, message: "Saved “Book the movers”." });
      const [edited] = await kai.items();
      // An emptied date and note are gone, not kept as empty text.
      expect(edited).toEqual({
        id: added!.id,
        title: "Book the movers",
        position: 0,
        createdBy: kai.userId,
        createdAtMs: 5_000,
        updatedAtMs: 6_000,
      });
      expect(edited).not.toHaveProperty("dueDate");
      expect(edited).not.toHaveProperty("note");

      expect(await kai.act("own-delete", { itemId: added!.id })).toEqual({
        intent: "own-delete",
        ok: true,
        message: "Deleted “Book the movers”.",
      });
      expect(await kai.items()).toEqual([]);
      expect(await kai.act("own-delete", { itemId: added!.id })).toMatchObject({ ok: false });
    });

    it("reorders by swapping neighbours, and leaves the first and last where they are", async () => {
      const kai = await family("kai@example.com");
      for (const title of ["A", "B", "C"]) await kai.act("own-add", { title });
      const idOf = async (title: string) => (await kai.items()).find((item) => item.title === title)!.id;

      expect(await kai.act("own-move-up", { itemId: await idOf("C") })).toMatchObject({
        ok: true,
        message: "Moved the item up.",
      });
      expect(await kai.titles()).toEqual(["A", "C", "B"]);
      expect(await kai.act("own-move-down", { itemId: await idOf("A") })).toMatchObject({ ok: true });
      expect(await kai.titles()).toEqual(["C", "A", "B"]);
      // At the ends: accepted, nothing changes.
      expect(await kai.act("own-move-up", { itemId: await idOf("C") })).toMatchObject({ ok: true });
      expect(await kai.act("own-move-down", { itemId: await idOf("B") })).toMatchObject({ ok: true });
      expect(await kai.titles()).toEqual(["C", "A", "B"]);
      // A new item goes to the end of the family's order.
      await kai.act("own-add", { title: "D" });
      expect(await kai.titles()).toEqual(["C", "A", "B", "D"]);
    });

    it("refuses bad fields with exact messages, keeping what was typed, and writes nothing", async () => {
      const kai = await family("kai@example.com");
      const typed = { title: "x".repeat(121), dueDate: "2027-02-30", note: "n".repeat(1001) };
      expect(await kai.act("own-add", typed)).toEqual({
        intent: "own-add",
        ok: false,
        message: "Check the item: some fields need fixing.",
        fieldErrors: {
          title: ["Title must be at most 120 characters"],
          dueDate: ["Date must be a real date written YYYY-MM-DD"],
          note: ["Note must be at most 1000 characters"],
        },
        values: typed,
      });
      expect(await kai.act("own-add", { title: "  ", dueDate: "1999-12-31" })).toMatchObject({
        ok: false,
        fieldErrors: {
          title: ["Enter a title for the item"],
          dueDate: ["Date must be between 2000-01-01 and 2099-12-31"],
        },
      });
      expect(await kai.titles()).toEqual([]);

      await kai.act("own-add", { title: "Book movers" });
      const [item] = await kai.items();
      expect(await kai.act("own-edit", { itemId: item!.id, title: "" })).toEqual({
        intent: "own-edit",
        ok: false,
        message: "Check the item: some fields need fixing.",
        fieldErrors: { title: ["Enter a title for the item"] },
        values: { itemId: item!.id, title: "" },
      });
      expect(await kai.titles()).toEqual(["Book movers"]);
    });

    it("refuses control characters in a title or note with a field message, writing nothing", async () => {
      const kai = await family("kai@example.com");
      const titleMessage = "Title must be plain text: remove the invisible control characters it contains";
      const noteMessage =
        "Note must be plain text: remove the invisible control characters it contains (line breaks are fine)";
      for (const title of ["\u0000", "Book\u0000movers", "Book\rmovers", "\u001b[31mBook movers", "Book\tmovers"]) {
        expect(await kai.act("own-add", { title }), JSON.stringify(title)).toEqual({
          intent: "own-add",
          ok: false,
          message: "Check the item: some fields need fixing.",
          fieldErrors: { title: [titleMessage] },
          values: { title },
        });
      }
      for (const note of ["Three quotes\u0000", "Three\u001bquotes", "Three\u007fquotes"]) {
        expect(await kai.act("own-add", { title: "Book movers", note })).toMatchObject({
          ok: false,
          fieldErrors: { note: [noteMessage] },
        });
      }
      expect(await kai.titles()).toEqual([]);

      // A note keeps its line breaks, as LF whatever the browser sent.
      expect(
        await kai.act("own-add", { title: "Book movers", note: "Three quotes\r\nAsk about pets\rBy Friday" }),
      ).toMatchObject({
        ok: true,
      });
      const [item] = await kai.items();
      expect(item?.note).toBe("Three quotes\nAsk about pets\nBy Friday");
      expect(await kai.act("own-edit", { itemId: item!.id, title: "Book\u0000movers" })).toMatchObject({
        ok: false,
        fieldErrors: { title: [titleMessage] },
      });
      expect(await kai.titles()).toEqual(["Book movers"]);
    });

    it("holds 40 items of a family's own and says so at the 41st", async () => {
      const kai = await family("kai@example.com");
      for (let index = 1; index <= OWN_ITEM_LIMITS.perPlan; index++) {
        expect(await kai.act("own-add", { title: `Item ${index}` })).toMatchObject({ ok: true });
      }
      expect(await kai.act("own-add", { title: "One too many", note: "kept" })).toEqual({
        intent: "own-add",
        ok: false,
        message: "Your plan already has 40 items of your own, the most it can hold. Delete one to add another.",
        values: { title: "One too many", note: "kept" },
      });
      const items = await kai.items();
      expect(items).toHaveLength(40);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index));
    });

    it("keeps the cap when a family adds from several tabs at once", async () => {
      const kai = await family("kai@example.com");
      for (let index = 1; index <= OWN_ITEM_LIMITS.perPlan - 2; index++)
        await kai.act("own-add", { title: `${index}` });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => kai.act("own-add", { title: `tab ${index}` })),
      );
      expect(answers.filter((answer) => answer?.ok)).toHaveLength(2);
      const items = await kai.items();
      expect(items).toHaveLength(40);
      expect(new Set(items.map((item) => item.position)).size).toBe(40);
    });

    it("asks for the move first when the user has no plan", async () => {
      const lani = await family("lani@example.com", { withPlan: false });
      expect(await lani.act("own-add", { title: "Book movers" })).toEqual({
        intent: "own-add",
        ok: false,
        message: "Fill in your move first: your own items belong to your plan.",
        values: { title: "Book movers" },
      });
      expect(await lani.items()).toEqual([]);
    });

    it("never lets another family edit, delete, move or see an item", async () => {
      const kai = await family("kai@example.com");
      const lani = await family("lani@example.com");
      const visitor = await family("visitor@example.com", { withPlan: false });
      for (const title of ["A", "B"]) await kai.act("own-add", { title, dueDate: "2027-02-26", note: "private" });
      const before = await kai.items();
      const itemId = before[1]!.id;
      await services.plans.tick(kai.access, ownTickId(itemId), true, 2_000);

      for (const intruder of [lani, visitor]) {
        expect(await intruder.items()).toEqual([]);
        for (const [intent, fields] of [
          ["own-edit", { itemId, title: "Hijacked" }],
          ["own-delete", { itemId }],
          ["own-move-up", { itemId }],
          ["own-move-down", { itemId: before[0]!.id }],
        ] as const) {
          // Refused as not found; the answer carries back only what the intruder typed.
          expect(await intruder.act(intent, fields)).toMatchObject({
            intent,
            ok: false,
            message: "That item is not on your plan any more. The list below is up to date.",
          });
        }
      }
      expect(await kai.items()).toEqual(before);
      expect(await services.plans.ticks(kai.access)).toEqual([
        { itemId: ownTickId(itemId), tickedBy: kai.userId, tickedAtMs: 2_000 },
      ]);
      // Ids that are not item ids at all are refused the same way.
      for (const bad of ["", "pet-microchip", `own:${itemId}`, "' or 1=1 --"]) {
        expect(await lani.act("own-delete", { itemId: bad })).toMatchObject({ ok: false });
      }
      expect(await kai.items()).toHaveLength(2);
    });

    it("deletes an item's tick with the item, and no other tick", async () => {
      const kai = await family("kai@example.com");
      await kai.act("own-add", { title: "A" });
      await kai.act("own-add", { title: "B" });
      const [first, second] = await kai.items();
      for (const tick of [ownTickId(first!.id), ownTickId(second!.id), "tla-application"]) {
        await services.plans.tick(kai.access, tick, true, 3_000);
      }
      await kai.act("own-delete", { itemId: first!.id });
      expect((await services.plans.ticks(kai.access)).map((tick) => tick.itemId).toSorted()).toEqual(
        [ownTickId(second!.id), "tla-application"].toSorted(),
      );
    });

    it("answers an intent the page's table does not know as an unknown form, writing nothing", async () => {
      const kai = await family("kai@example.com");
      for (const intent of ["", "own", "own-rename"]) {
        expect(await kai.act(intent, { title: "Book movers" })).toMatchObject({
          ok: false,
          message: PLAN_MESSAGES.unknownForm,
        });
      }
      expect(await kai.titles()).toEqual([]);
    });
  });
}
