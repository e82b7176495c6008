import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { CalendarDate } from "~/features/plan/calendar-date";
import { OWN_ITEM_LIMITS, ownTickId, type OwnItem, type OwnItemFields } from "~/features/plan/own-items";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import type { PlanAccess } from "./plan-access.server";

type OwnItemRow = Database["plan_own_items"];

function ownItemOf(row: OwnItemRow): OwnItem {
  const item: OwnItem = {
    id: row.id,
    title: row.title,
    position: row.position,
    createdBy: row.created_by,
    createdAtMs: row.created_at_ms,
    updatedAtMs: row.updated_at_ms,
  };
  if (row.due_date !== null) item.dueDate = row.due_date as CalendarDate;
  if (row.note !== null) item.note = row.note;
  return item;
}

const columnsOf = (fields: OwnItemFields) => ({
  title: fields.title,
  due_date: fields.dueDate ?? null,
  note: fields.note ?? null,
});

/** What an add came to: the new item, or why nothing was written. */
export type OwnItemAdded = { ok: true; item: OwnItem } | { ok: false; reason: "limit" };
export type OwnItemMove = "up" | "down";

/**
 * The family's own items, always reached through the visitor's `PlanAccess` (made from the
 * session only): every statement is limited to that plan, so another family's item id matches
 * nothing. The fields come already checked by `ownItemFieldsSchema`.
 */
export function ownItemsRepository({ db }: Pick<DatabaseClient, "db">) {
  /**
   * Runs `work` in one transaction on the plan. The plan's row is locked first, so two requests
   * of one family (two tabs, two members, two instances) take turns: the count limit and the
   * positions cannot race. (SQLite runs one transaction at a time anyway: there the lock is
   * dropped, engine-types.server.ts.)
   */
  function onPlan<T>({ planId }: PlanAccess, work: (trx: Kysely<Database>, planId: string) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await trx.selectFrom("move_plans").select("id").where("id", "=", planId).forUpdate().execute();
      return work(trx, planId);
    });
  }

  const listOf = async (executor: Kysely<Database>, planId: string) => {
    const rows = await executor
      .selectFrom("plan_own_items")
      .selectAll()
      .where("plan_id", "=", planId)
      .orderBy("position")
      .orderBy("created_at_ms")
      .orderBy("id")
      .execute();
    return rows.map(ownItemOf);
  };

  return {
    /** The plan's own items in the family's order. */
    list({ planId }: PlanAccess): Promise<OwnItem[]> {
      return listOf(db, planId);
    },

    /** Whether the item is on the plan: for checking an `own:<id>` tick before it is written. */
    async has({ planId }: PlanAccess, itemId: string): Promise<boolean> {
      const row = await db
        .selectFrom("plan_own_items")
        .select("id")
        .where("id", "=", itemId)
        .where("plan_id", "=", planId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The own items of a plan already reached by a secret of its own (the calendar feed's
     * token) or by the server itself (the weekly reminders). Never call it with a plan id that
     * came from a request.
     */
    listForPlan(planId: string): Promise<OwnItem[]> {
      return listOf(db, planId);
    },

    /** Adds an item at the end of the list, unless the plan already holds the most it may. */
    async add(access: PlanAccess, fields: OwnItemFields, nowMs = Date.now()): Promise<OwnItemAdded> {
      return onPlan(access, async (trx, planId): Promise<OwnItemAdded> => {
        const { count, last } = await trx
          .selectFrom("plan_own_items")
          .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("position").as("last")])
          .where("plan_id", "=", planId)
          .executeTakeFirstOrThrow();
        if (count >= OWN_ITEM_LIMITS.perPlan) return { ok: false, reason: "limit" };
        const row: OwnItemRow = {
          id: randomUUID(),
          plan_id: planId,
          ...columnsOf(fields),
          position: last === null ? 0 : last + 1,
          created_by: access.userId,
          created_at_ms: nowMs,
          updated_at_ms: nowMs,
        };
        await trx.insertInto("plan_own_items").values(row).execute();
        return { ok: true, item: ownItemOf(row) };
      });
    },

    /** Replaces an item's title, date and note; false when no such item is on the plan. */
    async edit({ planId }: PlanAccess, itemId: string, fields: OwnItemFields, nowMs = Date.now()): Promise<boolean> {
      const result = await db
        .updateTable("plan_own_items")
        .set({ ...columnsOf(fields), updated_at_ms: nowMs })
        .where("id", "=", itemId)
        .where("plan_id", "=", planId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes an item and its tick together: the deleted item's title, or null when it is not on the user's plan. */
    async remove(access: PlanAccess, itemId: string): Promise<string | null> {
      return onPlan(access, async (trx, planId) => {
        const row = await trx
          .deleteFrom("plan_own_items")
          .where("id", "=", itemId)
          .where("plan_id", "=", planId)
          .returning("title")
          .executeTakeFirst();
        if (!row) return null;
        for (const table of ["plan_ticks", "plan_unticks"] as const)
          await trx.deleteFrom(table).where("plan_id", "=", planId).where("item_id", "=", ownTickId(itemId)).execute();
        return row.title;
      });
    },

    /**
     * Swaps the item with its neighbour above or below, in one transaction. True when the item
     * is on the user's plan (already first or last: nothing changes), false when it is not.
     */
    async move(access: PlanAccess, itemId: string, direction: OwnItemMove, nowMs = Date.now()): Promise<boolean> {
      return onPlan(access, async (trx, planId) => {
        const items = await listOf(trx, planId);
        const index = items.findIndex((item) => item.id === itemId);
        if (index === -1) return false;
        const neighbour = items[direction === "up" ? index - 1 : index + 1];
        if (!neighbour) return true;
        const item = items[index]!;
        // Positions are distinct (each add takes the next one, under the plan's lock): swap them.
        for (const [id, position] of [
          [item.id, neighbour.position],
          [neighbour.id, item.position],
        ] as const) {
          await trx
            .updateTable("plan_own_items")
            .set({ position, updated_at_ms: nowMs })
            .where("id", "=", id)
            .where("plan_id", "=", planId)
            .execute();
        }
        return true;
      });
    },
  };
}

export type OwnItemsRepository = ReturnType<typeof ownItemsRepository>;
