import {
  OperationNodeTransformer,
  type AliasNode,
  type ColumnNode,
  type IdentifierNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryId,
  type QueryResult,
  type ReferenceNode,
  type RootOperationNode,
  type SelectAllNode,
  type SelectModifierNode,
  type SelectQueryNode,
  type SelectionNode,
  type TableNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import pg from "pg";

/**
 * How the two engines differ in what they hand back, settled here so every query reads one
 * set of JavaScript types (the table types in db.server.ts say them):
 *
 * | column kind     | PostgreSQL gives          | SQLite gives      | every query reads |
 * |-----------------|---------------------------|-------------------|-------------------|
 * | boolean         | boolean                   | 0 / 1             | boolean           |
 * | timestamptz     | Date                      | ISO text          | ISO text          |
 * | bigint (ms, id) | string                    | number            | number            |
 * | bytea / blob    | Buffer                    | Uint8Array        | Uint8Array        |
 *
 * bigint is parsed by the pool (`postgresTypeParsers`), the rest by the engine's plugin.
 * better-auth converts its own columns itself and is given the database without the plugins
 * (auth.server.ts): it wants Date objects on PostgreSQL.
 */

/** Which columns of which table hold booleans: SQLite stores them as 0/1 and cannot say so. */
export type BooleanColumns = Readonly<Record<string, Readonly<Record<string, true>>>>;

/**
 * node-postgres parses bigint (int8) as text, since it may exceed 2^53. Here every bigint is
 * epoch milliseconds, an identity or a count, far below it; a larger one throws rather than
 * being rounded.
 */
export const postgresTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === pg.types.builtins.INT8 && format !== "binary") return parseSafeInteger;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`bigint ${text} is beyond what a JavaScript number holds exactly`);
  return value;
}

/** PostgreSQL: a timestamptz's Date becomes the ISO text SQLite stores; a bytea's Buffer a plain Uint8Array. */
export class PostgresTypesPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...result, rows: result.rows.map(postgresRow) };
  }
}

function postgresRow(row: UnknownRow): UnknownRow {
  const read: UnknownRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) read[key] = value.toISOString();
    else if (Buffer.isBuffer(value)) read[key] = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    else read[key] = value;
  }
  return read;
}

/** Row locks SQLite has no syntax for. */
const ROW_LOCKS = new Set(["ForUpdate", "ForNoKeyUpdate", "ForShare", "ForKeyShare", "NoWait", "SkipLocked"]);

/**
 * SQLite, as the queries are written for both engines:
 * - a boolean parameter is written as 1/0 (Node's SQLite binds JavaScript booleans only from
 *   24.x releases on);
 * - `forUpdate()` / `skipLocked()` are dropped: the one connection per process runs one
 *   transaction at a time (the dialect queues the rest), so there is nothing to lock;
 * - the 0/1 of a boolean column (`booleanColumns`) reads as a boolean, under its own name or an
 *   alias (`select("completed as done")`), through `selectAll`, `returningAll` and a subquery
 *   selecting the one column; not through an expression (`max(completed)`), which stays 0/1.
 */
export class SqliteTypesPlugin implements KyselyPlugin {
  readonly #booleanColumns: BooleanColumns;
  readonly #transformer = new SqliteQueryTransformer();
  /** Per query, the result keys that hold a boolean column. */
  readonly #booleanKeys = new WeakMap<QueryId, ReadonlySet<string>>();

  constructor(booleanColumns: BooleanColumns) {
    this.#booleanColumns = booleanColumns;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const keys = booleanResultKeys(node, this.#booleanColumns);
    if (keys.size > 0) this.#booleanKeys.set(queryId, keys);
    return this.#transformer.transformNode(node, queryId);
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const keys = this.#booleanKeys.get(queryId);
    if (!keys) return result;
    return {
      ...result,
      rows: result.rows.map((row) => {
        const read: UnknownRow = { ...row };
        for (const key of keys) {
          const value = read[key];
          if (typeof value === "number" || typeof value === "bigint") read[key] = value !== 0 && value !== 0n;
        }
        return read;
      }),
    };
  }
}

class SqliteQueryTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode, queryId?: QueryId): ValueNode {
    const value = super.transformValue(node, queryId);
    return typeof value.value === "boolean" ? { ...value, value: value.value ? 1 : 0 } : value;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
    queryId?: QueryId,
  ): PrimitiveValueListNode {
    const list = super.transformPrimitiveValueList(node, queryId);
    if (!list.values.some((value) => typeof value === "boolean")) return list;
    return { ...list, values: list.values.map((value) => (typeof value === "boolean" ? Number(value) : value)) };
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    const select = super.transformSelectQuery(node, queryId);
    if (!select.endModifiers?.some(isRowLock)) return select;
    const endModifiers = select.endModifiers.filter((modifier) => !isRowLock(modifier));
    return { ...select, endModifiers: endModifiers.length > 0 ? endModifiers : undefined };
  }
}

const isRowLock = (modifier: SelectModifierNode) => modifier.modifier !== undefined && ROW_LOCKS.has(modifier.modifier);

/** The result keys of a query that hold one of `columns` (its selections or `returning`). */
function booleanResultKeys(node: RootOperationNode, columns: BooleanColumns): Set<string> {
  const keys = new Set<string>();
  const tables = tablesOf(node);
  const booleansOf = (table: string) => Object.keys(columns[table] ?? {});
  const isBoolean = ({ table, column }: ColumnRead) =>
    table === undefined
      ? [...tables.values()].some((name) => columns[name]?.[column] === true)
      : columns[tables.get(table) ?? table]?.[column] === true;

  for (const { selection } of selectionsOf(node)) {
    if (isSelectAll(selection)) {
      for (const table of tables.values()) for (const column of booleansOf(table)) keys.add(column);
    } else if (isReference(selection) && isSelectAll(selection.column)) {
      const table = tableName(selection.table);
      if (table !== undefined) for (const column of booleansOf(tables.get(table) ?? table)) keys.add(column);
    } else {
      const aliased = isAlias(selection) && isIdentifier(selection.alias);
      const inner = aliased ? selection.node : selection;
      const read = columnRead(inner);
      if (read && isBoolean(read)) keys.add(aliased ? (selection.alias as IdentifierNode).name : read.column);
      // A subquery that selects one boolean column: `(select completed from …) as done`.
      else if (aliased && isScalarBooleanQuery(inner, columns)) keys.add((selection.alias as IdentifierNode).name);
    }
  }
  return keys;
}

type ColumnRead = { table?: string; column: string };

function isScalarBooleanQuery(node: OperationNode, columns: BooleanColumns): boolean {
  return (
    node.kind === "SelectQueryNode" &&
    (node as SelectQueryNode).selections?.length === 1 &&
    booleanResultKeys(node as SelectQueryNode, columns).size === 1
  );
}

/** The column a selection reads as it is (`t.c`, `c`); undefined for any expression. */
function columnRead(node: OperationNode): ColumnRead | undefined {
  if (isColumn(node)) return { column: node.column.name };
  if (isReference(node) && isColumn(node.column))
    return { table: tableName(node.table), column: node.column.column.name };
  return undefined;
}

function selectionsOf(node: RootOperationNode): ReadonlyArray<SelectionNode> {
  if (node.kind === "SelectQueryNode") return node.selections ?? [];
  if (node.kind === "InsertQueryNode" || node.kind === "UpdateQueryNode" || node.kind === "DeleteQueryNode") {
    return node.returning?.selections ?? [];
  }
  return [];
}

/** The query's tables, by the name a reference uses (its alias, if any) → the table's own name. */
function tablesOf(node: RootOperationNode): Map<string, string> {
  const items: OperationNode[] = [];
  if (node.kind === "SelectQueryNode" || node.kind === "DeleteQueryNode" || node.kind === "UpdateQueryNode") {
    items.push(...(node.from?.froms ?? []), ...(node.joins ?? []).map((join) => join.table));
  }
  if (node.kind === "InsertQueryNode" && node.into) items.push(node.into);
  if (node.kind === "UpdateQueryNode" && node.table) items.push(node.table);
  const tables = new Map<string, string>();
  for (const item of items) {
    const name = tableName(isAlias(item) ? item.node : item);
    if (name === undefined) continue;
    tables.set(isAlias(item) && isIdentifier(item.alias) ? item.alias.name : name, name);
  }
  return tables;
}

const tableName = (node: OperationNode | undefined) => (isTable(node) ? node.table.identifier.name : undefined);

const isTable = (node: OperationNode | undefined): node is TableNode => node?.kind === "TableNode";
const isAlias = (node: OperationNode): node is AliasNode => node.kind === "AliasNode";
const isReference = (node: OperationNode): node is ReferenceNode => node.kind === "ReferenceNode";
const isColumn = (node: OperationNode): node is ColumnNode => node.kind === "ColumnNode";
const isIdentifier = (node: OperationNode): node is IdentifierNode => node.kind === "IdentifierNode";
const isSelectAll = (node: OperationNode): node is SelectAllNode => node.kind === "SelectAllNode";
