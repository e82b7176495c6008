import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { startCheckpointer } from "./sqlite-checkpointer.server";

describe("startCheckpointer", () => {
  it("copies the WAL into the database file in the background while the app keeps writing", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "aloha-wal-")), "test.sqlite");
    const app = new DatabaseSync(file);
    app.exec(
      "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE item (id INTEGER PRIMARY KEY, note TEXT)",
    );
    // With SQLite's own checkpoints off, only the worker can move rows into the file.
    const sizeBefore = statSync(file).size;
    const insert = app.prepare("INSERT INTO item (note) VALUES (?)");
    for (let index = 0; index < 500; index++) insert.run("x".repeat(500));

    const stop = startCheckpointer(file, 20);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The rows reached the main database file without the app checkpointing.
    expect(statSync(file).size).toBeGreaterThan(sizeBefore + 200_000);
    await stop();
    expect((app.prepare("SELECT count(*) AS n FROM item").get() as { n: number }).n).toBe(500);
    app.close();
  });
});
