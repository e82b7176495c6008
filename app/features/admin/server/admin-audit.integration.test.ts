import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE, COMMAND_LINE_ACTOR } from "~/features/admin/admin-user";
import { ENGINES_UNDER_TEST, startTestServices } from "~/../tests/support/services";
import { adminAudit, pageNumber } from "./admin-audit.server";

const owner = { id: "user-1", email: "owner@example.com", name: "Owner" };

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the admin audit log on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("keeps who did what to what, and when, and lists it newest first", async () => {
      let clock = Date.UTC(2026, 10, 24, 18, 0);
      const audit = adminAudit(services.database, () => clock);
      await audit.record({
        actor: COMMAND_LINE_ACTOR,
        action: "grant admin",
        targetKind: "account",
        targetId: "user-1",
      });
      clock += 60_000;
      await audit.record({ actor: owner, action: "ban", targetKind: "account", targetId: "user-2", detail: "spam" });
      // Same millisecond: still in the order written.
      await audit.record({ actor: owner, action: "unban", targetKind: "account", targetId: "user-2" });
      const { items, page, pageCount, total } = await audit.list({ page: 1 });
      expect({ page, pageCount, total }).toEqual({ page: 1, pageCount: 1, total: 3 });
      expect(items.map(({ id: _id, ...entry }) => entry)).toEqual([
        {
          actorId: "user-1",
          actorEmail: "owner@example.com",
          action: "unban",
          targetKind: "account",
          targetId: "user-2",
          detail: null,
          createdAtMs: clock,
        },
        {
          actorId: "user-1",
          actorEmail: "owner@example.com",
          action: "ban",
          targetKind: "account",
          targetId: "user-2",
          detail: "spam",
          createdAtMs: clock,
        },
        {
          actorId: null,
          actorEmail: "command line",
          action: "grant admin",
          targetKind: "account",
          targetId: "user-1",
          detail: null,
          createdAtMs: clock - 60_000,
        },
      ]);
    });

    it("pages by 50, newest first; a page past the end shows the last", async () => {
      const audit = services.audit;
      for (let n = 1; n <= AUDIT_PAGE_SIZE + 2; n++) {
        await audit.record({ actor: owner, action: `action ${n}`, targetKind: "account", targetId: String(n) });
      }
      const first = await audit.list({ page: 1 });
      expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
      expect(first.items[0]!.action).toBe(`action ${AUDIT_PAGE_SIZE + 2}`);
      const second = await audit.list({ page: 2 });
      expect(second.items.map((entry) => entry.action)).toEqual(["action 2", "action 1"]);
      expect(await audit.list({ page: 9 })).toMatchObject({ page: 2, pageCount: 2, total: AUDIT_PAGE_SIZE + 2 });
      expect([
        pageNumber("3"),
        pageNumber("0"),
        pageNumber("-1"),
        pageNumber("x"),
        pageNumber(null),
        pageNumber("1.5"),
      ]).toEqual([3, 1, 1, 1, 1, 1]);
    });

    it("is append-only: the database refuses to change or remove an entry", async () => {
      await services.audit.record({ actor: owner, action: "ban", targetKind: "account", targetId: "user-2" });
      const { db } = services.database;
      await expect(sql`update admin_audit_log set action = 'nothing'`.execute(db)).rejects.toThrow(/append-only/);
      await expect(sql`delete from admin_audit_log`.execute(db)).rejects.toThrow(/append-only/);
      if (engine.name === "postgres") {
        await expect(sql`truncate admin_audit_log`.execute(db)).rejects.toThrow(/append-only/);
      }
      expect((await services.audit.list({ page: 1 })).items.map((entry) => entry.action)).toEqual(["ban"]);
    });

    it("refuses an insert that would replace an entry, and leaves the entry as it was", async () => {
      await services.audit.record({ actor: owner, action: "ban", targetKind: "account", targetId: "user-2" });
      const [before] = (await services.audit.list({ page: 1 })).items;
      const { db } = services.database;
      // SQLite's INSERT OR REPLACE deletes and re-inserts without firing the delete trigger;
      // PostgreSQL's upsert is its way to write over an existing key.
      const replace =
        engine.name === "postgres"
          ? sql`insert into admin_audit_log
              (id, actor_id, actor_email, action, target_kind, target_id, created_at_ms)
              overriding system value values (${Number(before!.id)}, null, 'intruder@example.com', 'nothing happened', 'account', 'user-2', 0)
              on conflict (id) do update set action = excluded.action, actor_email = excluded.actor_email`
          : sql`insert or replace into admin_audit_log
              (id, actor_id, actor_email, action, target_kind, target_id, created_at_ms)
              values (${Number(before!.id)}, null, 'intruder@example.com', 'nothing happened', 'account', 'user-2', 0)`;
      await expect(replace.execute(db)).rejects.toThrow(/append-only/);
      expect((await services.audit.list({ page: 1 })).items).toEqual([before]);
      // A new entry still goes in.
      await services.audit.record({ actor: owner, action: "unban", targetKind: "account", targetId: "user-2" });
      expect((await services.audit.list({ page: 1 })).items.map((entry) => entry.action)).toEqual(["unban", "ban"]);
    });
  });
}
