import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ENGINES_UNDER_TEST, startTestServices } from "../../../tests/support/services";

const postgres = ENGINES_UNDER_TEST.find((engine) => engine.name === "postgres");

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
      const services = await startTestServices(postgres!);
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
