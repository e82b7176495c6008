import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseClient } from "./db.server";

/**
 * Another process writing to the same SQLite file (a second server during a deploy, a
 * maintenance script; in CI, the e2e tests seeding sessions) makes the server's transaction
 * wait, within the busy timeout, instead of failing with "database is locked": a transaction
 * that read before the other process committed could not write after it (SQLITE_BUSY_SNAPSHOT).
 */
const HOLD_MS = 300;

/** A process that takes the write lock, says so, writes a row, and commits HOLD_MS later. */
const OTHER_WRITER = `
  import { DatabaseSync } from "node:sqlite";
  const db = new DatabaseSync(process.env.SQLITE_FILE);
  db.exec("begin immediate; insert into notes (text) values ('the other process')");
  console.log("holding");
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${HOLD_MS});
  db.exec("commit");
  db.close();
`;

/** Resolves once the other process holds the lock, with its exit (wrapped: a promise would be awaited). */
function otherWriterHolding(file: string): Promise<{ exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", OTHER_WRITER], {
    env: { ...process.env, SQLITE_FILE: file },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("holding")) resolve({ exited });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`the other writer exited (${code}) before holding the lock`)));
  });
}

describe("SQLite with another process writing", () => {
  let dataDir: string;
  let database: DatabaseClient;
  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a transaction that reads, then writes, waits for the other writer and saves", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "aloha-sqlite-writers-"));
    database = connectDatabase({ dataDir });
    await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);

    const other = await otherWriterHolding(path.join(dataDir, "aloha-pcs.sqlite"));
    const seenBefore = await database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      await sql`insert into notes (text) values ('the family')`.execute(trx);
      return rows[0]!.n;
    });

    expect(await other.exited).toBe(0);
    // It began once the other process had committed, so it read that row before writing its own.
    expect(seenBefore).toBe(1);
    const { rows } = await sql<{ text: string }>`select text from notes order by id`.execute(database.db);
    expect(rows.map((row) => row.text)).toEqual(["the other process", "the family"]);
  });
});
