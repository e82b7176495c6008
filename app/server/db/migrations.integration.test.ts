import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/content/site";
import { ENGINES_UNDER_TEST, startTestServices, TEST_AUTH_SECRET, TEST_PUBLIC_URL } from "~/../tests/support/services";
import { listAdmins } from "../../features/admin/server/admin-roles.server";
import { authOptions } from "../../features/auth/server/auth.server";
import { connectDatabase } from "./db.server";
import { migrate } from "./migrations.server";
import { startServices } from "../services.server";

const postgres = ENGINES_UNDER_TEST.find((engine) => engine.name === "postgres");

/**
 * A database of its own (a fresh schema on PostgreSQL, a fresh file on SQLite) migrated up to
 * `lastMigration`: the test writes rows as the code of that day did, runs the other migrations
 * (`migrateTheRest`) and reads what they made of them.
 */
async function withDatabaseAt(
  engine: (typeof ENGINES_UNDER_TEST)[number],
  lastMigration: string,
  test: (database: ReturnType<typeof connectDatabase>, migrateTheRest: () => Promise<void>) => Promise<void>,
) {
  const schema = engine.databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  const admin = engine.databaseUrl ? new pg.Client({ connectionString: engine.databaseUrl }) : undefined;
  await admin?.connect();
  if (schema) await admin!.query(`create schema ${schema}`);
  const database = connectDatabase({
    databaseUrl: engine.databaseUrl,
    dataDir: mkdtempSync(path.join(tmpdir(), "aloha-migrate-")),
    schema,
  });
  try {
    const options = authOptions({
      db: database.db,
      engine: database.engine,
      publicUrl: TEST_PUBLIC_URL,
      secret: TEST_AUTH_SECRET,
      mailer: { send: async () => {}, wake: () => {} },
      siteName: "Aloha PCS",
    });
    await migrate(database.db, database.engine, options, lastMigration);
    await test(database, () => migrate(database.db, database.engine, options));
  } finally {
    await database.close();
    if (schema) await admin!.query(`drop schema ${schema} cascade`);
    await admin?.end();
  }
}

describe.runIf(postgres)("migrations on a PostgreSQL database other schemas share", () => {
  it("create our own migration tables even when another schema has tables of the same names", async () => {
    // Another app (or a test run that was killed) left app_migrations tables in its own schema.
    const other = `other_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: postgres!.databaseUrl });
    await client.connect();
    try {
      await client.query(`create schema ${other}`);
      await client.query(`create table ${other}.app_migrations (name text primary key, timestamp text)`);
      await client.query(`create table ${other}.app_migrations_lock (id text primary key, is_locked integer)`);
      // Migrated from scratch here, beside the other schema (not a copy of the migrated template).
      const services = await startTestServices(postgres!, TEST_PUBLIC_URL, {}, { fresh: true });
      try {
        const applied = await services.database.db
          .selectFrom("app_migrations" as never)
          .select("name" as never)
          .execute();
        expect(applied.length).toBeGreaterThan(0);
      } finally {
        await services.cleanUp();
      }
    } finally {
      await client.query(`drop schema ${other} cascade`);
      await client.end();
    }
  });
});

describe("migrations on a database made before the admin and two-factor plugins (issue 19)", () => {
  for (const engine of ENGINES_UNDER_TEST) {
    it(`adds their columns and table on ${engine.name}, keeping every account (a user until granted admin)`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-upgrade-"));
      const schema = engine.databaseUrl ? `upgrade_${randomBytes(6).toString("hex")}` : undefined;
      const admin = engine.databaseUrl ? new pg.Client({ connectionString: engine.databaseUrl }) : undefined;
      if (admin) {
        await admin.connect();
        await admin.query(`create schema ${schema}`);
      }
      try {
        // The database as the previous release left it: better-auth's tables without the plugins.
        const before = connectDatabase({ databaseUrl: engine.databaseUrl, dataDir, schema });
        const options = authOptions({
          db: before.db,
          engine: before.engine,
          publicUrl: TEST_PUBLIC_URL,
          secret: TEST_AUTH_SECRET,
          mailer: { send: async () => {}, wake: () => {} },
          siteName: DEFAULT_SITE.name,
        });
        await migrate(before.db, before.engine, { ...options, plugins: [] });
        // PostgreSQL lists every schema's tables (other test files run beside this one): ours only.
        const columnsOf = async (db: typeof before.db, table: string) =>
          (await db.introspection.getTables())
            .find((found) => found.name === table && (!schema || found.schema === schema))
            ?.columns.map((column) => column.name);
        expect(await columnsOf(before.db, "user")).not.toContain("role");
        expect(await columnsOf(before.db, "twoFactor")).toBeUndefined();
        const now = new Date();
        await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
          values ('old-user', 'kai@example.com', 'kai@example.com', ${engine.databaseUrl ? sql`true` : sql`1`}, ${engine.databaseUrl ? now : now.toISOString()}, ${engine.databaseUrl ? now : now.toISOString()})`.execute(
          before.db,
        );
        await before.close();

        const services = await startServices({
          DATA_DIR: dataDir,
          DATABASE_URL: engine.databaseUrl,
          PUBLIC_URL: TEST_PUBLIC_URL,
          AUTH_SECRET: TEST_AUTH_SECRET,
          SMTP_URL: undefined,
          MAIL_FROM: undefined,
          site: DEFAULT_SITE,
          schema,
          reminderSchedule: false,
        });
        try {
          const { db } = services.database;
          expect(await columnsOf(db, "user")).toEqual(
            expect.arrayContaining(["role", "banned", "banReason", "banExpires", "twoFactorEnabled"]),
          );
          expect(await columnsOf(db, "session")).toContain("impersonatedBy");
          expect(await columnsOf(db, "twoFactor")).toEqual(
            expect.arrayContaining(["id", "secret", "backupCodes", "userId", "verified"]),
          );
          expect(await columnsOf(db, "admin_audit_log")).toBeDefined();
          const kai = await db
            .selectFrom("user")
            .select(["email", "role"])
            .where("id", "=", "old-user")
            .executeTakeFirst();
          expect(kai).toEqual({ email: "kai@example.com", role: null });
          expect(await listAdmins(services)).toEqual([]);
        } finally {
          await services.close();
        }
      } finally {
        if (admin) {
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        }
      }
    });
  }
});

for (const engine of ENGINES_UNDER_TEST) {
  describe(`010_message_status on ${engine.name}`, () => {
    it("makes the messages and suggestions already stored new, with no status time", async () => {
      await withDatabaseAt(engine, "008_plan_own_items", async (database, migrateTheRest) => {
        const receivedAt = "2026-01-05T18:00:00.000Z";
        await database.db
          .insertInto("contact_messages")
          .values({
            id: "c1",
            full_name: "Kai Family",
            email: "kai@example.com",
            base: null,
            message: "Aloha",
            client_address: null,
            created_at: receivedAt,
          })
          .execute();
        await database.db
          .insertInto("suggestions")
          .values({
            id: "s1",
            suggestion: "More maps",
            email: null,
            category: null,
            client_address: null,
            created_at: receivedAt,
          })
          .execute();

        await migrateTheRest();
        const statuses = await Promise.all(
          (["contact_messages", "suggestions"] as const).map((table) =>
            database.db.selectFrom(table).select(["id", "status", "status_changed_at"]).execute(),
          ),
        );
        expect(statuses).toEqual([
          [{ id: "c1", status: "new", status_changed_at: null }],
          [{ id: "s1", status: "new", status_changed_at: null }],
        ]);
        // Only the three statuses are stored.
        await expect(
          database.db
            .updateTable("suggestions")
            .set({ status: "done" as never })
            .where("id", "=", "s1")
            .execute(),
        ).rejects.toThrow(/check/i);
      });
    });
  });
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`014_one_rule_for_who_ticked on ${engine.name}`, () => {
    it("clears who ticked on checklist items that are not done, and keeps it on the done ones", async () => {
      await withDatabaseAt(engine, "013_backup_runs", async (database, migrateTheRest) => {
        const at = "2026-01-05T18:00:00.000Z";
        await database.db
          .insertInto("user")
          .values({
            id: "u1",
            name: "Kai",
            email: "kai@example.com",
            emailVerified: 1,
            createdAt: at,
            updatedAt: at,
          } as never)
          .execute();
        // As the checklist page left them: its last save's author on every row, done or not.
        for (const [index, done] of [
          [0, true],
          [1, false],
        ] as const) {
          await database.db
            .insertInto("checklist_progress")
            .values({
              user_id: "u1",
              checklist_type: "hawaii_pcs",
              item_index: index,
              completed: done,
              updated_at: at,
              updated_by: "u1",
            })
            .execute();
        }

        await migrateTheRest();
        const rows = await database.db
          .selectFrom("checklist_progress")
          .select(["item_index", "updated_by"])
          .orderBy("item_index")
          .execute();
        expect(rows).toEqual([
          { item_index: 0, updated_by: "u1" },
          { item_index: 1, updated_by: null },
        ]);
      });
    });
  });
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`015_plan_start_and_household on ${engine.name}`, () => {
    it("gives plans made before it the defaults and the Hawaii day they were made, and refuses a branch not on the list", async () => {
      await withDatabaseAt(engine, "014_one_rule_for_who_ticked", async (database, migrateTheRest) => {
        const at = "2026-01-05T18:00:00.000Z";
        for (const id of ["u1", "u2"]) {
          await database.db
            .insertInto("user")
            .values({
              id,
              name: id,
              email: `${id}@example.com`,
              emailVerified: 1,
              createdAt: at,
              updatedAt: at,
            } as never)
            .execute();
        }
        // Made 2026-03-02 at 09:30 UTC: still the evening of Mar 1 in Hawaii (UTC-10); and one
        // made at 10:00 UTC, midnight in Hawaii: Mar 2.
        const madeAt = { p1: Date.parse("2026-03-02T09:30:00Z"), p2: Date.parse("2026-03-02T10:00:00Z") };
        for (const [id, owner] of [
          ["p1", "u1"],
          ["p2", "u2"],
        ] as const) {
          await database.db
            .insertInto("move_plans")
            .values({
              id,
              owner_id: owner,
              report_date: "2026-09-01",
              arrival_date: null,
              departure: "mainland",
              dogs: 0,
              cats: 0,
              vehicles: 0,
              firearms: false,
              school_age_children: 0,
              housing: "undecided",
              feed_token_hash: null,
              created_at_ms: madeAt[id],
              updated_at_ms: madeAt[id],
            } as never)
            .execute();
        }

        await migrateTheRest();
        const rows = await database.db
          .selectFrom("move_plans")
          .select(["id", "orders_in_hand", "branch", "installation", "dates_set_on"])
          .orderBy("id")
          .execute();
        expect(rows).toEqual([
          { id: "p1", orders_in_hand: false, branch: "unsaid", installation: "unsure", dates_set_on: "2026-03-01" },
          { id: "p2", orders_in_hand: false, branch: "unsaid", installation: "unsure", dates_set_on: "2026-03-02" },
        ]);
        await expect(
          database.db
            .updateTable("move_plans")
            .set({ branch: "navy-seal" as never })
            .where("id", "=", "p1")
            .execute(),
        ).rejects.toThrow(/check/i);
        await expect(
          database.db
            .updateTable("move_plans")
            .set({ installation: "pmrf" as never })
            .where("id", "=", "p1")
            .execute(),
        ).rejects.toThrow(/check/i);
      });
    });
  });
}
