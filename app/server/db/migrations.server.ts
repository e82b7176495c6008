import { getMigrations } from "better-auth/db/migration";
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { BRANCHES, MOVE_INSTALLATIONS } from "~/content/move-options";
import type { Database, Engine } from "./db.server";

type AnyDb = Kysely<unknown>;

/** The app's own tables; better-auth's (user, session, account, verification, rateLimit) come first. */
function appMigrations(engine: Engine): Record<string, Migration> {
  const pg = engine === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const bool = pg ? "boolean" : "integer";
  return {
    "001_profiles_and_checklist": {
      async up(db: AnyDb) {
        await db.schema
          .createTable("profiles")
          .addColumn("id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
          .addColumn("email", "text", (col) => col.notNull())
          .execute();
        await db.schema
          .createTable("checklist_progress")
          .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
          .addColumn("checklist_type", "text", (col) => col.notNull())
          .addColumn("item_index", "integer", (col) => col.notNull().check(sql`item_index >= 0 and item_index <= 19`))
          .addColumn("completed", sql.raw(bool), (col) =>
            pg ? col.notNull() : col.notNull().check(sql`completed in (0, 1)`),
          )
          .addColumn("updated_at", sql.raw(timestamp), (col) => col.notNull())
          .addUniqueConstraint("checklist_progress_user_type_item", ["user_id", "checklist_type", "item_index"])
          .execute();
      },
    },
    "002_attempt_counters": {
      async up(db: AnyDb) {
        // Attempt limits that must hold across instances: sign-in and sign-up per email,
        // form submissions per client address (per-address auth limits are better-auth's).
        await db.schema
          .createTable("attempt_counters")
          .addColumn("key", "text", (col) => col.primaryKey())
          .addColumn("attempts", "integer", (col) => col.notNull())
          .addColumn("last_attempt_ms", "bigint", (col) => col.notNull())
          .execute();
      },
    },
    "003_contact_and_suggestions": {
      async up(db: AnyDb) {
        await db.schema
          .createTable("contact_messages")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("full_name", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("base", "text")
          .addColumn("message", "text", (col) => col.notNull())
          .addColumn("client_address", "text")
          .addColumn("created_at", sql.raw(timestamp), (col) => col.notNull())
          .execute();
        await db.schema
          .createTable("suggestions")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("suggestion", "text", (col) => col.notNull())
          .addColumn("email", "text")
          .addColumn("category", "text")
          .addColumn("client_address", "text")
          .addColumn("created_at", sql.raw(timestamp), (col) => col.notNull())
          .execute();
      },
    },
    "004_mail_outbox": {
      async up(db: AnyDb) {
        // Every email waits here until the worker (mail-worker.server.ts) has sent it; one that
        // never gets through stays, marked failed. Times are epoch milliseconds (bigint), as in
        // attempt_counters, so both engines compare them the same way.
        await db.schema
          .createTable("mail_outbox")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("kind", "text", (col) => col.notNull())
          .addColumn("recipient", "text", (col) => col.notNull())
          // The lower-cased address the per-recipient cap counts by.
          .addColumn("recipient_key", "text", (col) => col.notNull())
          .addColumn("reply_to", "text")
          .addColumn("subject", "text", (col) => col.notNull())
          .addColumn("body", "text", (col) => col.notNull())
          .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
          .addColumn("attempts", "integer", (col) => col.notNull())
          .addColumn("last_error", "text")
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .addColumn("next_attempt_at_ms", "bigint", (col) => col.notNull())
          // A worker's claim: other workers leave the row alone until it expires.
          .addColumn("locked_until_ms", "bigint")
          .addColumn("claim_token", "text")
          .addColumn("sent_at_ms", "bigint")
          .addColumn("failed_at_ms", "bigint")
          .execute();
        await db.schema
          .createIndex("mail_outbox_due")
          .on("mail_outbox")
          .columns(["status", "next_attempt_at_ms"])
          .execute();
        await db.schema
          .createIndex("mail_outbox_recipient")
          .on("mail_outbox")
          .columns(["recipient_key", "created_at_ms"])
          .execute();
      },
    },
    "005_move_plans": {
      async up(db: AnyDb) {
        // A family's dated plan (issue 17): the move its due dates are computed from. Dates are
        // calendar dates in Hawaii, kept as YYYY-MM-DD text on both engines (never a timestamp,
        // which a time zone could shift by a day). One plan per owner.
        await db.schema
          .createTable("move_plans")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("owner_id", "text", (col) => col.notNull().unique().references("user.id").onDelete("cascade"))
          .addColumn("report_date", "text", (col) => col.notNull())
          .addColumn("arrival_date", "text")
          .addColumn("departure", "text", (col) => col.notNull().check(sql`departure in ('mainland', 'overseas')`))
          .addColumn("dogs", "integer", (col) => col.notNull().check(sql`dogs >= 0`))
          .addColumn("cats", "integer", (col) => col.notNull().check(sql`cats >= 0`))
          .addColumn("vehicles", "integer", (col) => col.notNull().check(sql`vehicles >= 0`))
          .addColumn("firearms", sql.raw(bool), (col) =>
            pg ? col.notNull() : col.notNull().check(sql`firearms in (0, 1)`),
          )
          .addColumn("school_age_children", "integer", (col) => col.notNull().check(sql`school_age_children >= 0`))
          .addColumn("housing", "text", (col) =>
            col.notNull().check(sql`housing in ('base', 'rent', 'buy', 'undecided')`),
          )
          // The private calendar feed's secret, as a SHA-256 hash: a leaked database gives no
          // working feed address. Null: no feed (never made, or revoked).
          .addColumn("feed_token_hash", "text", (col) => col.unique())
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .addColumn("updated_at_ms", "bigint", (col) => col.notNull())
          .execute();
        // Done items of a plan other than SPEC's 20 checklist items, which stay in
        // checklist_progress (one store for each item): who ticked it and when.
        await db.schema
          .createTable("plan_ticks")
          .addColumn("plan_id", "text", (col) => col.notNull().references("move_plans.id").onDelete("cascade"))
          .addColumn("item_id", "text", (col) => col.notNull())
          .addColumn("ticked_by", "text", (col) => col.references("user.id").onDelete("set null"))
          .addColumn("ticked_at_ms", "bigint", (col) => col.notNull())
          .addPrimaryKeyConstraint("plan_ticks_plan_item", ["plan_id", "item_id"])
          .execute();
      },
    },
    "006_plan_household": {
      async up(db: AnyDb) {
        // The people who share a plan besides its owner (issue 17's household). A user belongs
        // to at most one plan: the plan a member sees and ticks is never in doubt.
        await db.schema
          .createTable("plan_members")
          .addColumn("plan_id", "text", (col) => col.notNull().references("move_plans.id").onDelete("cascade"))
          .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
          .addColumn("joined_at_ms", "bigint", (col) => col.notNull())
          .execute();
        await db.schema.createIndex("plan_members_plan").on("plan_members").column("plan_id").execute();
        // An emailed invitation to join a plan. Only the token's SHA-256 is kept, as for the
        // calendar feed; a used invitation keeps its row (accepted_at_ms) so its link says so.
        await db.schema
          .createTable("plan_invitations")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("plan_id", "text", (col) => col.notNull().references("move_plans.id").onDelete("cascade"))
          // Lower-cased: the invited address is compared with the signed-in user's.
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("token_hash", "text", (col) => col.notNull().unique())
          .addColumn("invited_by", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .addColumn("expires_at_ms", "bigint", (col) => col.notNull())
          .addColumn("accepted_at_ms", "bigint")
          .execute();
        await db.schema.createIndex("plan_invitations_plan").on("plan_invitations").column("plan_id").execute();
        // Who ticked each of the 20 checklist items (a member ticks the owner's rows).
        await db.schema
          .alterTable("checklist_progress")
          .addColumn("updated_by", "text", (col) => col.references("user.id").onDelete("set null"))
          .execute();
      },
    },
    "007_plan_reminders": {
      async up(db: AnyDb) {
        // The plan's weekly reminder email (issue 17), which each member of a household turns on
        // for themselves. The unsubscribe link's token is derived from token_seed and the
        // server's secret, so every mail can carry it; only its hash is looked up.
        await db.schema
          .createTable("plan_reminders")
          .addColumn("user_id", "text", (col) => col.primaryKey().references("user.id").onDelete("cascade"))
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .addColumn("token_seed", "text", (col) => col.notNull())
          .addColumn("unsubscribe_token_hash", "text", (col) => col.notNull().unique())
          .execute();
        // One row per user and week (the week's Monday in Hawaii), written in the transaction
        // that queues the mail: the primary key lets exactly one instance claim a week.
        await db.schema
          .createTable("plan_reminder_sends")
          .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
          .addColumn("week", "text", (col) => col.notNull())
          .addColumn("claimed_at_ms", "bigint", (col) => col.notNull())
          .addColumn("item_count", "integer", (col) => col.notNull())
          .addPrimaryKeyConstraint("plan_reminder_sends_user_week", ["user_id", "week"])
          .execute();
        // Header lines a message carries (a reminder's List-Unsubscribe), as JSON text.
        await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
      },
    },
    "008_plan_own_items": {
      async up(db: AnyDb) {
        // A family's own items on their plan (issue 17). The limits are the app's
        // (features/plan/own-items.ts); the checks keep a stray write from breaking them.
        // Dates are Hawaii calendar dates as YYYY-MM-DD text, as in move_plans.
        const datePattern = pg
          ? sql`due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`
          : sql`due_date glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`;
        await db.schema
          .createTable("plan_own_items")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("plan_id", "text", (col) => col.notNull().references("move_plans.id").onDelete("cascade"))
          .addColumn("title", "text", (col) => col.notNull().check(sql`length(title) between 1 and 120`))
          .addColumn("due_date", "text", (col) => col.check(sql`due_date is null or ${datePattern}`))
          .addColumn("note", "text", (col) => col.check(sql`note is null or length(note) between 1 and 1000`))
          // The family's order; moving an item swaps two positions, so they are not unique.
          .addColumn("position", "integer", (col) => col.notNull().check(sql`position >= 0`))
          .addColumn("created_by", "text", (col) => col.references("user.id").onDelete("set null"))
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .addColumn("updated_at_ms", "bigint", (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex("plan_own_items_plan_position")
          .on("plan_own_items")
          .columns(["plan_id", "position"])
          .execute();
      },
    },
    "009_admin_audit_log": {
      async up(db: AnyDb) {
        // Every admin action (issue 19): who (their id, and their email at the time, kept when
        // the account is gone), what, on what, when. Append-only: the repository only inserts
        // and reads, and triggers refuse any UPDATE or DELETE (and TRUNCATE on PostgreSQL).
        await db.schema
          .createTable("admin_audit_log")
          // Numbered in the order written: the log reads newest first even within a millisecond.
          .addColumn("id", pg ? "bigint" : "integer", (col) =>
            pg ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
          )
          // Null for the command line (scripts/admin.ts), which has no account.
          .addColumn("actor_id", "text")
          .addColumn("actor_email", "text", (col) => col.notNull())
          .addColumn("action", "text", (col) => col.notNull().check(sql`length(action) between 1 and 100`))
          .addColumn("target_kind", "text", (col) => col.notNull().check(sql`length(target_kind) between 1 and 50`))
          .addColumn("target_id", "text", (col) => col.notNull())
          .addColumn("detail", "text")
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .execute();
        if (pg) {
          await sql`create function admin_audit_log_append_only() returns trigger language plpgsql as $$
            begin raise exception 'admin_audit_log is append-only'; end $$`.execute(db);
          await sql`create trigger admin_audit_log_no_change before update or delete on admin_audit_log
            for each row execute function admin_audit_log_append_only()`.execute(db);
          await sql`create trigger admin_audit_log_no_truncate before truncate on admin_audit_log
            for each statement execute function admin_audit_log_append_only()`.execute(db);
        } else {
          for (const change of ["update", "delete"]) {
            await sql`create trigger ${sql.raw(`admin_audit_log_no_${change}`)} before ${sql.raw(change)} on admin_audit_log
              begin select raise(abort, 'admin_audit_log is append-only'); end`.execute(db);
          }
        }
      },
    },
    "010_message_status": {
      async up(db: AnyDb) {
        // The owner's inbox (issue 19): each contact message and suggestion is new until it is
        // answered or archived; status_changed_at says when that last changed (null: never).
        // Rows from before this migration are new.
        for (const table of ["contact_messages", "suggestions"]) {
          await db.schema
            .alterTable(table)
            .addColumn("status", "text", (col) =>
              col
                .notNull()
                .defaultTo("new")
                .check(sql`status in ('new', 'answered', 'archived')`),
            )
            .execute();
          await db.schema.alterTable(table).addColumn("status_changed_at", sql.raw(timestamp)).execute();
          await db.schema.createIndex(`${table}_status_created`).on(table).columns(["status", "created_at"]).execute();
        }
        // The owner's emailed replies, kept with the message they answer (its mail goes through
        // the outbox). The admin's account may go; the reply stays.
        await db.schema
          .createTable("message_replies")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("message_kind", "text", (col) =>
            col.notNull().check(sql`message_kind in ('contact', 'suggestion')`),
          )
          .addColumn("message_id", "text", (col) => col.notNull())
          .addColumn("admin_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
          .addColumn("to_address", "text", (col) => col.notNull())
          .addColumn("subject", "text", (col) => col.notNull())
          .addColumn("body", "text", (col) => col.notNull())
          .addColumn("sent_at", sql.raw(timestamp), (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex("message_replies_message")
          .on("message_replies")
          .columns(["message_kind", "message_id"])
          .execute();
      },
    },
    "011_admin_audit_log_no_replace": {
      async up(db: AnyDb) {
        // 009's triggers refuse UPDATE and DELETE, but SQLite's INSERT OR REPLACE removes the
        // old row without firing a delete trigger (recursive_triggers is off) and writes a new
        // one under the same id. An insert may only ever add an id: one that exists is refused
        // before any conflict handling runs (on PostgreSQL too, for ON CONFLICT DO UPDATE).
        if (pg) {
          await sql`create function admin_audit_log_new_id_only() returns trigger language plpgsql as $$
            begin
              if exists (select 1 from admin_audit_log where id = new.id) then
                raise exception 'admin_audit_log is append-only: entry % exists', new.id;
              end if;
              return new;
            end $$`.execute(db);
          await sql`create trigger admin_audit_log_no_replace before insert on admin_audit_log
            for each row execute function admin_audit_log_new_id_only()`.execute(db);
        } else {
          await sql`create trigger admin_audit_log_no_replace before insert on admin_audit_log
            when exists (select 1 from admin_audit_log where id = new.id)
            begin select raise(abort, 'admin_audit_log is append-only'); end`.execute(db);
        }
      },
    },
    "012_site_settings": {
      async up(db: AnyDb) {
        // The practice's identity as the owner sets it in /admin/site (issue 30): one row, whose
        // version goes up with every save, so each instance notices a change by reading one
        // number. No row: the SITE_* configuration is shown. The photo's bytes live here so
        // every instance can write its own copy of the file (decision 0029).
        await db.schema
          .createTable("site_settings")
          .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
          .addColumn("version", "integer", (col) => col.notNull().check(sql`version >= 1`))
          .addColumn("name", "text", (col) => col.notNull())
          .addColumn("phone", "text", (col) => col.notNull())
          .addColumn("email", "text", (col) => col.notNull())
          .addColumn("founder_name", "text", (col) => col.notNull())
          .addColumn("founder_title", "text", (col) => col.notNull())
          .addColumn("founder_location", "text", (col) => col.notNull())
          .addColumn("founder_bio", "text", (col) => col.notNull())
          .addColumn("welcome_video_url", "text", (col) => col.notNull())
          .addColumn("program_disclosure", "text", (col) => col.notNull())
          // The served file's name (content hash in it), its type and its bytes; all null or none.
          .addColumn("photo_file", "text")
          .addColumn("photo_type", "text", (col) =>
            col.check(sql`photo_type in ('image/jpeg', 'image/png', 'image/webp')`),
          )
          .addColumn("photo_bytes", pg ? "bytea" : "blob")
          .addColumn("updated_by", "text")
          .addColumn("updated_at_ms", "bigint", (col) => col.notNull())
          .addCheckConstraint(
            "site_settings_photo_whole",
            sql`(photo_file is null) = (photo_type is null) and (photo_file is null) = (photo_bytes is null)`,
          )
          .execute();
      },
    },
    "013_backup_runs": {
      async up(db: AnyDb) {
        // The server's daily backup (features/backups), one row per UTC day: the primary key is
        // the claim, so of several instances at the scheduled time one inserts and takes the
        // backup; the row then records how it ended, for the owner's admin.
        await db.schema
          .createTable("backup_runs")
          .addColumn("day", "text", (col) => col.primaryKey())
          .addColumn("claimed_by", "text", (col) => col.notNull())
          .addColumn("started_at_ms", "bigint", (col) => col.notNull())
          .addColumn("finished_at_ms", "bigint")
          .addColumn("file", "text")
          .addColumn("error", "text")
          .execute();
      },
    },
    "014_one_rule_for_who_ticked": {
      async up(db: AnyDb) {
        // One tick writer (features/plan/server/item-ticks.server.ts): who ticked is whoever
        // made the item done, and unticking clears it. Rows not done kept the last writer's
        // name (the checklist page wrote it on every save); nobody ticked them now.
        await sql`update checklist_progress set updated_by = null where completed = ${sql.lit(pg ? false : 0)}`.execute(
          db,
        );
      },
    },
    "015_plan_start_and_household": {
      async up(db: AnyDb) {
        // A plan that starts gently (issue 33): whether the orders are in hand, the branch and
        // installation (branch-specific items), and the day the plan's dates were set, so items
        // already due that day read "Start now" rather than "Overdue". The choices' lists are
        // content/move-options.ts; a check keeps a typo out of the rows.
        const oneOf = (column: string, values: readonly string[]) =>
          sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
        await db.schema
          .alterTable("move_plans")
          .addColumn("orders_in_hand", sql.raw(bool), (col) =>
            pg
              ? col.notNull().defaultTo(false)
              : col
                  .notNull()
                  .defaultTo(0)
                  .check(sql`orders_in_hand in (0, 1)`),
          )
          .execute();
        await db.schema
          .alterTable("move_plans")
          .addColumn("branch", "text", (col) => col.notNull().defaultTo("unsaid").check(oneOf("branch", BRANCHES)))
          .execute();
        await db.schema
          .alterTable("move_plans")
          .addColumn("installation", "text", (col) =>
            col.notNull().defaultTo("unsure").check(oneOf("installation", MOVE_INSTALLATIONS)),
          )
          .execute();
        await db.schema.alterTable("move_plans").addColumn("dates_set_on", "text").execute();
        // Plans made before: dated the day they were made, in Hawaii (UTC-10 all year, no daylight saving).
        await (
          pg
            ? sql`update move_plans set dates_set_on = to_char(to_timestamp(created_at_ms / 1000.0) at time zone 'Pacific/Honolulu', 'YYYY-MM-DD')`
            : sql`update move_plans set dates_set_on = date(created_at_ms / 1000 - 36000, 'unixepoch')`
        ).execute(db);
      },
    },
    "016_sponsor_links": {
      async up(db: AnyDb) {
        // The read-only links a family gives the sponsor their unit assigns (issue 35). Only the
        // token's SHA-256 is kept, as for the calendar feed. `answers` is the packet form's
        // answers as JSON (adults, children's ages and grades, TLA needs, help wanted): nothing
        // that names a person. The move's dates are read from the plan each time, so the packet
        // follows a re-dated plan. A revoked link's row is deleted; the plan's go with it.
        await db.schema
          .createTable("sponsor_links")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("plan_id", "text", (col) => col.notNull().references("move_plans.id").onDelete("cascade"))
          .addColumn("token_hash", "text", (col) => col.notNull().unique())
          .addColumn("answers", "text", (col) => col.notNull().check(sql`length(answers) between 2 and 4000`))
          // The last day the link opens, a Hawaii calendar date (YYYY-MM-DD), as in move_plans.
          .addColumn("expires_on", "text", (col) =>
            col
              .notNull()
              .check(
                pg
                  ? sql`expires_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`
                  : sql`expires_on glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`,
              ),
          )
          .addColumn("created_at_ms", "bigint", (col) => col.notNull())
          .execute();
        await db.schema.createIndex("sponsor_links_plan").on("sponsor_links").column("plan_id").execute();
      },
    },
    "017_plan_unticks": {
      async up(db: AnyDb) {
        // When each of a plan's items (other than the checklist's 20, whose rows keep their last
        // change) was last marked not done: a tick sent late from a phone that was offline
        // (decision 0037) is not applied over an untick made after it. One row per item at most.
        await db.schema
          .createTable("plan_unticks")
          .addColumn("plan_id", "text", (col) => col.notNull().references("move_plans.id").onDelete("cascade"))
          .addColumn("item_id", "text", (col) => col.notNull())
          .addColumn("unticked_at_ms", "bigint", (col) => col.notNull())
          .addPrimaryKeyConstraint("plan_unticks_plan_item", ["plan_id", "item_id"])
          .execute();
      },
    },
  };
}

/**
 * The app's migrations this code knows, in order: a backup whose app_migrations lists another
 * was made by newer code, and is not restored by this one (features/backups).
 */
export function knownMigrationNames(): string[] {
  return Object.keys(appMigrations("sqlite")).sort();
}

/** The schema unqualified names resolve to (search_path): where our tables are. */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  if (!rows[0]?.schema) throw new Error("PostgreSQL has no current schema (check search_path)");
  return rows[0].schema;
}

/** Any number, as long as every instance uses the same one. */
const MIGRATION_LOCK_ID = 7_424_242;

/**
 * Brings the schema up to date at start-up, on SQLite or PostgreSQL. On PostgreSQL an
 * advisory lock makes instances that start together take turns. `upTo` stops after that app
 * migration: tests use it to check what a later one does to rows already there.
 */
export async function migrate(
  db: Kysely<Database>,
  engine: Engine,
  authOptions: Parameters<typeof getMigrations>[0],
  upTo?: string,
): Promise<void> {
  const run = async () => {
    const { runMigrations } = await getMigrations(authOptions);
    await runMigrations();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => appMigrations(engine) },
      migrationTableName: "app_migrations",
      migrationLockTableName: "app_migrations_lock",
      // Kysely looks for its tables in every schema unless told which: another schema's
      // app_migrations (another app, another test run) would pass for ours.
      ...(engine === "postgres" ? { migrationTableSchema: await currentSchema(db) } : {}),
    });
    const { error } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
    if (error) throw error;
  };
  if (engine !== "postgres") return run();
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}
