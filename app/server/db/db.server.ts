import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { NodeSqliteDialect } from "@better-auth/kysely-adapter/node-sqlite-dialect";
import { CompiledQuery, type Driver, type Generated, Kysely, type KyselyConfig, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { PostgresTypesPlugin, postgresTypeParsers, SqliteTypesPlugin } from "./engine-types.server";
import type { MessageKind, MessageStatus } from "~/features/inbox/inbox";
import type { MailKind } from "~/features/mail/mail-policy";
import type { Branch, MoveInstallation } from "~/content/move-options";

/** Tables this app queries itself (better-auth's own tables are managed by better-auth). */
export interface Database {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    /** ISO text (timestamptz in PostgreSQL, text in SQLite: see engine-types.server.ts). */
    createdAt: string;
    /** The admin plugin's role: "user" or "admin"; null for accounts made before it (a user). */
    role: string | null;
    banned: boolean | null;
    /** The two-factor plugin's flag: set once the first TOTP code is verified. */
    twoFactorEnabled: boolean | null;
  };
  /** better-auth's sessions (the newest one's creation is an account's last sign-in). */
  session: { id: string; userId: string; createdAt: string };
  /** better-auth's tokens; a reset token's row is `reset-password:<token>` → the user's id. */
  verification: { id: string; identifier: string; value: string };
  profiles: { id: string; email: string };
  checklist_progress: {
    user_id: string;
    checklist_type: string;
    item_index: number;
    completed: boolean;
    /** ISO text. */
    updated_at: string;
    /** Who last set the row (a household member ticks the owner's rows); null before 006 or once deleted. */
    updated_by: string | null;
  };
  move_plans: {
    id: string;
    owner_id: string;
    /** Calendar dates in Hawaii, YYYY-MM-DD. */
    report_date: string;
    arrival_date: string | null;
    departure: "mainland" | "overseas";
    dogs: number;
    cats: number;
    vehicles: number;
    firearms: boolean;
    school_age_children: number;
    housing: "base" | "rent" | "buy" | "undecided";
    /** Migration 015: the family says its PCS orders are in hand (the orders item is ticked on save). */
    orders_in_hand: boolean;
    /** Migration 015: content/move-options.ts BRANCHES and MOVE_INSTALLATIONS. */
    branch: Branch;
    installation: MoveInstallation;
    /**
     * Migration 015: the Hawaii calendar date the plan's dates were set (made, or its report or
     * arrival date changed): items already due by then are "Start now", not "Overdue". Null
     * only for a row written without it: its creation day stands in.
     */
    dates_set_on: string | null;
    /** SHA-256 (hex) of the private calendar feed's token; null when there is no feed. */
    feed_token_hash: string | null;
    /** Epoch milliseconds (bigint). */
    created_at_ms: number;
    updated_at_ms: number;
  };
  plan_ticks: {
    plan_id: string;
    item_id: string;
    ticked_by: string | null;
    ticked_at_ms: number;
  };
  /** When a plan item outside the checklist was last marked not done (late ticks, decision 0037). */
  plan_unticks: {
    plan_id: string;
    item_id: string;
    unticked_at_ms: number;
  };
  plan_members: {
    plan_id: string;
    user_id: string;
    joined_at_ms: number;
  };
  plan_invitations: {
    id: string;
    plan_id: string;
    /** Lower-cased. */
    email: string;
    /** SHA-256 (hex) of the emailed token. */
    token_hash: string;
    invited_by: string;
    created_at_ms: number;
    expires_at_ms: number;
    accepted_at_ms: number | null;
  };
  plan_own_items: {
    id: string;
    plan_id: string;
    title: string;
    /** A calendar date in Hawaii, YYYY-MM-DD; null when the family gave none. */
    due_date: string | null;
    note: string | null;
    position: number;
    created_by: string | null;
    /** Epoch milliseconds (bigint). */
    created_at_ms: number;
    updated_at_ms: number;
  };
  /** The read-only links a family made for their sponsor (issue 35), migration 016. */
  sponsor_links: {
    id: string;
    plan_id: string;
    /** SHA-256 (hex) of the link's token. */
    token_hash: string;
    /** The packet form's answers (`SponsorAnswers` without the expiry), as JSON text. */
    answers: string;
    /** The last day the link opens: a calendar date in Hawaii, YYYY-MM-DD. */
    expires_on: string;
    /** Epoch milliseconds (bigint). */
    created_at_ms: number;
  };
  /** Who asked for the plan's weekly reminder email (issue 17), one row per user. Migration 007. */
  plan_reminders: {
    user_id: string;
    /** Epoch milliseconds (bigint). */
    created_at_ms: number;
    /** Random, base64url: the key the unsubscribe link's token is derived from (never the token). */
    token_seed: string;
    /** SHA-256 (hex) of the unsubscribe link's token. */
    unsubscribe_token_hash: string;
  };
  /** Each user's reminder weeks, claimed once: the row is written in the transaction that queues the mail. */
  plan_reminder_sends: {
    user_id: string;
    /** The week's Monday in Hawaii, YYYY-MM-DD. */
    week: string;
    claimed_at_ms: number;
    /** Items the mail listed; 0 when nothing was due or overdue (no mail, the week still done). */
    item_count: number;
  };
  attempt_counters: {
    key: string;
    attempts: number;
    last_attempt_ms: number;
  };
  /** Every admin action (issue 19), append-only. Migration 009. */
  admin_audit_log: {
    /** Numbered in the order written (a bigint identity in PostgreSQL). */
    id: Generated<number>;
    /** Null for the command line. */
    actor_id: string | null;
    actor_email: string;
    action: string;
    target_kind: string;
    target_id: string;
    detail: string | null;
    /** Epoch milliseconds (bigint). */
    created_at_ms: number;
  };
  /** The server's scheduled daily backups, one row per UTC day (migration 013). */
  backup_runs: {
    /** YYYY-MM-DD (UTC): the claim's key. */
    day: string;
    /** Which instance took it: host name and process id. */
    claimed_by: string;
    /** Epoch milliseconds (bigint). */
    started_at_ms: number;
    finished_at_ms: number | null;
    /** The backup file's name once written. */
    file: string | null;
    /** Why it failed; null while running and once written. */
    error: string | null;
  };
  contact_messages: {
    id: string;
    full_name: string;
    email: string;
    base: string | null;
    message: string;
    client_address: string | null;
    /** ISO text. */
    created_at: string;
    /** Where the owner's inbox has it (migration 010); rows from before it are new. */
    status: Generated<MessageStatus>;
    /** When the status last changed (ISO text); null when it never has. */
    status_changed_at: string | null;
  };
  mail_outbox: {
    id: string;
    kind: MailKind;
    recipient: string;
    recipient_key: string;
    reply_to: string | null;
    subject: string;
    /** Emptied once sent: a delivered reset link has no business staying in the database. */
    body: string;
    /** Extra header lines as a JSON object (List-Unsubscribe on reminders), or null. Migration 007. */
    headers: string | null;
    status: "pending" | "sent" | "failed";
    attempts: number;
    last_error: string | null;
    /** Epoch milliseconds (bigint). */
    created_at_ms: number;
    next_attempt_at_ms: number;
    locked_until_ms: number | null;
    claim_token: string | null;
    sent_at_ms: number | null;
    failed_at_ms: number | null;
  };
  suggestions: {
    id: string;
    suggestion: string;
    email: string | null;
    category: string | null;
    client_address: string | null;
    created_at: string;
    status: Generated<MessageStatus>;
    status_changed_at: string | null;
  };
  /** The owner's emailed replies to contact messages and suggestions (migration 010). */
  message_replies: {
    id: string;
    message_kind: MessageKind;
    message_id: string;
    /** The admin who wrote it; null once their account is deleted. */
    admin_user_id: string | null;
    to_address: string;
    subject: string;
    body: string;
    /** When it was queued in the mail outbox (ISO text). */
    sent_at: string;
  };
  /** The owner's site settings (migration 012): one row (id 1) once they first save. */
  site_settings: {
    id: number;
    /** Goes up by one with each save: what other instances poll. */
    version: number;
    name: string;
    phone: string;
    email: string;
    founder_name: string;
    founder_title: string;
    founder_location: string;
    founder_bio: string;
    welcome_video_url: string;
    program_disclosure: string;
    photo_file: string | null;
    photo_type: string | null;
    /** bytea in PostgreSQL, blob in SQLite. */
    photo_bytes: Uint8Array | null;
    updated_by: string | null;
    /** Epoch milliseconds (bigint). */
    updated_at_ms: number;
  };
}

/** The columns SQLite stores booleans in (as 0/1), every one of them: the type checks it. */
export const BOOLEAN_COLUMNS: { [T in TablesWithBooleans]: Record<BooleanColumnOf<T>, true> } = {
  user: { emailVerified: true, banned: true, twoFactorEnabled: true },
  checklist_progress: { completed: true },
  move_plans: { firearms: true, orders_in_hand: true },
};

type BooleanColumnOf<T extends keyof Database> = {
  [C in keyof Database[T]]-?: NonNullable<Database[T][C]> extends boolean ? C : never;
}[keyof Database[T]];
type TablesWithBooleans = { [T in keyof Database]: BooleanColumnOf<T> extends never ? never : T }[keyof Database];

export type Engine = "sqlite" | "postgres";

export type DatabaseClient = {
  /** Reads the same JavaScript types on either engine (engine-types.server.ts). */
  db: Kysely<Database>;
  /** Which engine: for the migrations' DDL and better-auth's adapter, nothing else. */
  engine: Engine;
  /**
   * Makes transactions that name the same key take turns, each holding it until it ends (two
   * requests that count and then insert for one address). PostgreSQL: a transaction-scoped
   * advisory lock in `scope`. SQLite: nothing to do, its one connection per process runs one
   * transaction at a time.
   */
  lockKey: (trx: Kysely<Database>, scope: number, key: string) => Promise<void>;
  close: () => Promise<void>;
};

/** How long a SQLite writer waits for another writer before giving up. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * SQLite through node:sqlite, each transaction begun IMMEDIATE: it takes the write lock as it
 * starts, waiting up to the busy timeout for another process's writer. Begun DEFERRED (SQLite's
 * default), a transaction reads first, and its first write then fails at once, the busy timeout
 * not applying, if another connection is writing or wrote in between (SQLITE_BUSY or
 * SQLITE_BUSY_SNAPSHOT, "database is locked"): a family's saved move was answered 500 (seen in
 * the e2e suite on a loaded machine, where the tests seed sessions into the server's file; in
 * production, a second server during a deploy or a maintenance script). The app's transactions
 * all write, so none waits for nothing.
 */
class ImmediateSqliteDialect extends NodeSqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

/**
 * One database client per process: PostgreSQL when `databaseUrl` is given, otherwise a
 * SQLite file in the data folder (WAL mode, so readers never wait for the writer).
 * `schema` puts every table in a PostgreSQL schema of its own (used by tests).
 */
export function connectDatabase({
  databaseUrl,
  dataDir,
  schema,
  log,
}: {
  databaseUrl?: string;
  dataDir: string;
  schema?: string;
  /** Kysely's query log (tests count the queries a request runs, better-auth's included). */
  log?: KyselyConfig["log"];
}): DatabaseClient {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      types: postgresTypeParsers,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection the server ends while it sits idle in the pool (a restart, a failover, or a
    // test's database dropped while the pool is closing) is dropped and replaced by the next
    // query; unhandled, node-postgres would throw it and stop the process.
    pool.on("error", (error) => console.error(`[db] an idle PostgreSQL connection ended: ${error.message}`));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new PostgresTypesPlugin()],
      log,
    });
    return {
      db,
      engine: "postgres",
      lockKey: async (trx, scope, key) => {
        await sql`select pg_advisory_xact_lock(${scope}, hashtext(${key}))`.execute(trx);
      },
      close: () => db.destroy(),
    };
  }

  const file = path.join(dataDir, "aloha-pcs.sqlite");
  const sqlite = new DatabaseSync(file);
  sqlite.exec(
    `PRAGMA journal_mode = WAL; PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;`,
  );
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    plugins: [new SqliteTypesPlugin(BOOLEAN_COLUMNS)],
    log,
  });
  return {
    db,
    engine: "sqlite",
    lockKey: async () => {},
    close: async () => {
      await db.destroy();
      if (sqlite.isOpen) sqlite.close();
    },
  };
}
