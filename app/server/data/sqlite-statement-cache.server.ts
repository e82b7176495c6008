import type { DatabaseSync, StatementSync } from "node:sqlite";

/** Distinct SQL texts kept prepared; the app sends a few dozen. */
const DEFAULT_STATEMENT_LIMIT = 256;

/**
 * The SQLite connection as Kysely's dialect sees it, with `prepare` answered from a cache.
 * The dialect prepares every query afresh, and Kysely sends the same few SQL texts over and
 * over (a session lookup, a checklist save): preparing was a third of a save's database time.
 * A statement is safe to reuse because each use runs to completion synchronously; SQLite
 * re-prepares a cached statement by itself after a schema change.
 */
export function withStatementCache(database: DatabaseSync, limit = DEFAULT_STATEMENT_LIMIT): DatabaseSync {
  const statements = new Map<string, StatementSync>();
  function prepare(sql: string): StatementSync {
    let statement = statements.get(sql);
    if (statement) {
      // Most recently used last, so the first key is the one to evict.
      statements.delete(sql);
    } else {
      statement = database.prepare(sql);
      if (statements.size >= limit) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, statement);
    return statement;
  }
  return new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
