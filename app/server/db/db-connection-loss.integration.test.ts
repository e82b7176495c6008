import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ENGINES_UNDER_TEST, startTestServices } from "~/../tests/support/services";

const postgres = ENGINES_UNDER_TEST.find((engine) => engine.name === "postgres");

describe.runIf(postgres)("a PostgreSQL connection the server ends while it is idle", () => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanUp?.();
  });

  it("is logged and replaced: the process keeps running and the next query works", async () => {
    const services = await startTestServices(postgres!);
    cleanUp = services.cleanUp;
    const { db } = services.database;
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    // As a restart or a failover would: the server ends the pool's idle connection.
    const admin = new pg.Client({ connectionString: postgres!.databaseUrl });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    } finally {
      await admin.end();
    }

    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining("[db] an idle PostgreSQL connection ended")),
    );
    const again = await sql<{ answer: number }>`select 1 as answer`.execute(db);
    expect(again.rows).toEqual([{ answer: 1 }]);
  });
});
