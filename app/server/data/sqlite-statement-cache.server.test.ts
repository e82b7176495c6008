import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, vi } from "vitest";
import { withStatementCache } from "./sqlite-statement-cache.server";

function memoryDatabase() {
  const database = new DatabaseSync(":memory:");
  database.exec("CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT)");
  return database;
}

describe("withStatementCache", () => {
  it("prepares each SQL text once and answers the same results as before", () => {
    const database = memoryDatabase();
    const prepare = vi.spyOn(database, "prepare");
    const cached = withStatementCache(database);
    cached.prepare("INSERT INTO item (name) VALUES (?)").run("lanai");
    cached.prepare("INSERT INTO item (name) VALUES (?)").run("ohana");
    expect(cached.prepare("SELECT name FROM item ORDER BY id").all()).toEqual([{ name: "lanai" }, { name: "ohana" }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("evicts the least recently used statement beyond its limit", () => {
    const database = memoryDatabase();
    const prepare = vi.spyOn(database, "prepare");
    const cached = withStatementCache(database, 2);
    cached.prepare("SELECT 1");
    cached.prepare("SELECT 2");
    cached.prepare("SELECT 1"); // now most recent
    cached.prepare("SELECT 3"); // evicts SELECT 2
    cached.prepare("SELECT 1");
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare("SELECT 2");
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it("keeps working across a schema change and passes other calls through", () => {
    const cached = withStatementCache(memoryDatabase());
    const select = "SELECT * FROM item";
    cached.prepare("INSERT INTO item (name) VALUES (?)").run("lanai");
    expect(cached.prepare(select).all()).toEqual([{ id: 1, name: "lanai" }]);
    cached.exec("ALTER TABLE item ADD COLUMN island TEXT DEFAULT 'Oahu'");
    expect(cached.prepare(select).all()).toEqual([{ id: 1, name: "lanai", island: "Oahu" }]);
    expect(cached.isOpen).toBe(true);
    cached.close();
    expect(cached.isOpen).toBe(false);
  });
});
