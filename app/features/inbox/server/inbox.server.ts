import { randomUUID } from "node:crypto";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import {
  ACTIVE_PLAN_DAYS,
  INBOX_PAGE_SIZE,
  SIGN_UP_WEEK_DAYS,
  replyMailText,
  type InboxFilter,
  type MessageKind,
  type MessageStatus,
} from "~/features/inbox/inbox";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import type { Mailer } from "~/features/mail/server/mail.server";

/** A contact message or a suggestion, as the owner's inbox shows it. */
export type InboxMessage = {
  kind: MessageKind;
  id: string;
  receivedAt: Date;
  status: MessageStatus;
  /** When the status last changed; null when it never has. */
  statusChangedAt: Date | null;
  /** The contact form's full name; a suggestion has none. */
  name: string | null;
  /** A suggestion's email is optional. */
  email: string | null;
  /** The contact form's base, or the suggestion's category. */
  context: string | null;
  text: string;
  /** When the latest reply was sent; null when none was. */
  repliedAt: Date | null;
};

export type InboxReply = {
  id: string;
  adminUserId: string | null;
  /** The admin's email now; null once their account is gone. */
  adminEmail: string | null;
  to: string;
  subject: string;
  body: string;
  sentAt: Date;
};

export type InboxPage = {
  messages: InboxMessage[];
  /** Messages matching the filter, on every page. */
  total: number;
  page: number;
  pageCount: number;
};

export type InboxCounts = {
  /** Contact messages and suggestions still new. */
  newMessages: number;
  /** Accounts created in the last SIGN_UP_WEEK_DAYS days. */
  signUpsThisWeek: number;
  /** See `counts` for what makes a plan active. */
  activePlans: number;
};

export type ReplyOutcome = { ok: true; replyId: string; to: string } | { ok: false; reason: "not-found" | "no-email" };

const DAY_MS = 24 * 60 * 60 * 1000;

const TABLE_OF = { contact: "contact_messages", suggestion: "suggestions" } as const;

/** The stored ISO text as the inbox shows it. */
const dateOf = (value: string) => new Date(value);
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * `%text%` for LIKE with the text taken literally: a search for `50%` or `a_b` finds those
 * characters, not any character (`\` is the escape character of the query below).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * Case-insensitive on both engines: PostgreSQL's LIKE is case-sensitive and SQLite's only for
 * ASCII, so both sides are lowered by the database itself (SQLite's lower() is ASCII-only,
 * the same rule as its LIKE).
 */
function contains(column: Expression<string | null>, pattern: string) {
  return sql<SqlBool>`lower(${column}) like lower(cast(${pattern} as text)) escape '\\'`;
}

type Row = {
  kind: MessageKind;
  id: string;
  name: string | null;
  email: string | null;
  context: string | null;
  text: string;
  status: MessageStatus;
  status_changed_at: string | null;
  created_at: string;
  replied_at: string | null;
};

function messageOf(row: Row): InboxMessage {
  return {
    kind: row.kind,
    id: row.id,
    receivedAt: dateOf(row.created_at),
    status: row.status,
    statusChangedAt: dateOrNull(row.status_changed_at),
    name: row.name,
    email: row.email,
    context: row.context,
    text: row.text,
    repliedAt: dateOrNull(row.replied_at),
  };
}

/**
 * The owner's inbox (issue 19): contact messages and suggestions read together, their status,
 * and the owner's replies, which go out through the mail outbox.
 */
export function inboxRepository(
  { db }: Pick<DatabaseClient, "db">,
  mailer: Mailer,
  /** The practice's address; a function when the owner can change it while the server runs (/admin/site). */
  siteEmail: string | (() => string),
) {
  /** The latest reply's time, for the message in the outer query's row `m`. */
  const repliedAt = (kind: MessageKind) =>
    db
      .selectFrom("message_replies as r")
      .select((eb) => eb.fn.max("r.sent_at").as("sent_at"))
      .where("r.message_kind", "=", sql.lit(kind))
      .whereRef("r.message_id", "=", sql.ref("m.id"));

  /** One kind's rows in the inbox's common shape, with the filter's status and text applied. */
  function rowsOf(executor: Kysely<Database>, kind: MessageKind, filter: Pick<InboxFilter, "status" | "q">) {
    const pattern = filter.q ? containsPattern(filter.q) : null;
    const common = [
      "m.id",
      "m.email",
      "m.status",
      "m.status_changed_at",
      "m.created_at",
      sql.lit(kind).$castTo<MessageKind>().as("kind"),
      repliedAt(kind).as("replied_at"),
    ] as const;
    if (kind === "contact") {
      return executor
        .selectFrom("contact_messages as m")
        .select([...common, "m.full_name as name", "m.base as context", "m.message as text"])
        .$if(filter.status !== "all", (query) => query.where("m.status", "=", filter.status as MessageStatus))
        .$if(pattern !== null, (query) =>
          query.where((eb) =>
            eb.or([
              contains(eb.ref("m.full_name"), pattern!),
              contains(eb.ref("m.email"), pattern!),
              contains(eb.ref("m.message"), pattern!),
            ]),
          ),
        );
    }
    return executor
      .selectFrom("suggestions as m")
      .select([
        ...common,
        // A suggestion has no name; typed so both halves of the union agree on both engines.
        sql<string | null>`cast(null as text)`.as("name"),
        "m.category as context",
        "m.suggestion as text",
      ])
      .$if(filter.status !== "all", (query) => query.where("m.status", "=", filter.status as MessageStatus))
      .$if(pattern !== null, (query) =>
        query.where((eb) => eb.or([contains(eb.ref("m.email"), pattern!), contains(eb.ref("m.suggestion"), pattern!)])),
      );
  }

  /** Every message the filter keeps (both kinds unless it names one), unordered. */
  function matching(filter: Pick<InboxFilter, "kind" | "status" | "q">) {
    if (filter.kind === "contact") return rowsOf(db, "contact", filter);
    if (filter.kind === "suggestion") return rowsOf(db, "suggestion", filter);
    return rowsOf(db, "contact", filter).unionAll(rowsOf(db, "suggestion", filter));
  }

  function newestFirst(filter: Pick<InboxFilter, "kind" | "status" | "q">) {
    return db
      .selectFrom(matching(filter).as("inbox"))
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("kind")
      .orderBy("id");
  }

  async function find(executor: Kysely<Database>, kind: MessageKind, id: string): Promise<InboxMessage | undefined> {
    const row = await rowsOf(executor, kind, { status: "all", q: "" }).where("m.id", "=", id).executeTakeFirst();
    return row ? messageOf(row as Row) : undefined;
  }

  /** Sets the status; its time changes only when the status does. False: no such message. */
  async function changeStatus(
    executor: Kysely<Database>,
    kind: MessageKind,
    id: string,
    status: MessageStatus,
    now: Date,
  ): Promise<boolean> {
    const table = TABLE_OF[kind];
    const changed = await executor
      .updateTable(table)
      .set({ status, status_changed_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "!=", status)
      .executeTakeFirst();
    if (changed.numUpdatedRows > 0n) return true;
    const existing = await executor.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
    return existing !== undefined;
  }

  return {
    /** One page of the filter's messages, newest first; a page past the end is empty. */
    async list(filter: InboxFilter): Promise<InboxPage> {
      const [rows, count] = await Promise.all([
        newestFirst(filter)
          .limit(INBOX_PAGE_SIZE)
          .offset((filter.page - 1) * INBOX_PAGE_SIZE)
          .execute(),
        db
          .selectFrom(matching(filter).as("inbox"))
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .executeTakeFirstOrThrow(),
      ]);
      const total = count.total;
      return {
        messages: rows.map((row) => messageOf(row as Row)),
        total,
        page: filter.page,
        pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
      };
    },

    /**
     * Every message the filter keeps, newest first, for the CSV export. Not paged: the practice
     * receives a few messages a day, so years of them fit in memory.
     */
    async all(filter: Pick<InboxFilter, "kind" | "status" | "q">): Promise<InboxMessage[]> {
      const rows = await newestFirst(filter).execute();
      return rows.map((row) => messageOf(row as Row));
    },

    /** The message with its replies, oldest reply first; undefined when there is no such message. */
    async get(kind: MessageKind, id: string): Promise<(InboxMessage & { replies: InboxReply[] }) | undefined> {
      const message = await find(db, kind, id);
      if (!message) return undefined;
      const replies = await db
        .selectFrom("message_replies as r")
        .leftJoin("user as u", "u.id", "r.admin_user_id")
        .selectAll("r")
        .select("u.email as admin_email")
        .where("r.message_kind", "=", kind)
        .where("r.message_id", "=", id)
        .orderBy("r.sent_at")
        .orderBy("r.id")
        .execute();
      return {
        ...message,
        replies: replies.map((reply) => ({
          id: reply.id,
          adminUserId: reply.admin_user_id,
          adminEmail: reply.admin_email,
          to: reply.to_address,
          subject: reply.subject,
          body: reply.body,
          sentAt: dateOf(reply.sent_at),
        })),
      };
    },

    /** False when there is no such message. */
    setStatus(kind: MessageKind, id: string, status: MessageStatus, now = new Date()): Promise<boolean> {
      return changeStatus(db, kind, id, status, now);
    },

    /**
     * Email the sender and keep the reply with the message, which becomes answered: the reply
     * row, its mail in the outbox and the status are written in one transaction, so a reply is
     * either kept and on its way or not written at all. A suggestion sent without an email
     * cannot be answered.
     */
    async reply({
      kind,
      id,
      adminUserId,
      subject,
      body,
      now = new Date(),
    }: {
      kind: MessageKind;
      id: string;
      adminUserId: string;
      subject: string;
      body: string;
      now?: Date;
    }): Promise<ReplyOutcome> {
      const outcome = await db.transaction().execute(async (trx): Promise<ReplyOutcome> => {
        const message = await find(trx, kind, id);
        if (!message) return { ok: false, reason: "not-found" };
        if (!message.email) return { ok: false, reason: "no-email" };
        const replyId = randomUUID();
        await trx
          .insertInto("message_replies")
          .values({
            id: replyId,
            message_kind: kind,
            message_id: id,
            admin_user_id: adminUserId,
            to_address: message.email,
            subject,
            body,
            sent_at: now.toISOString(),
          })
          .execute();
        await mailer.send(
          {
            kind: "inbox-reply",
            to: message.email,
            // The family's answer comes back to the practice, whatever address the mail is sent from.
            replyTo: typeof siteEmail === "function" ? siteEmail() : siteEmail,
            subject,
            text: replyMailText(body, message),
          },
          trx,
        );
        await changeStatus(trx, kind, id, "answered", now);
        return { ok: true, replyId, to: message.email };
      });
      // Committed: the worker can see the mail now.
      if (outcome.ok) mailer.wake();
      return outcome;
    },

    /**
     * The numbers at the top of /admin. A plan is active when, in the last ACTIVE_PLAN_DAYS
     * days, its move was saved, an item of it was ticked (plan_ticks), one of the 20 checklist
     * items was ticked or unticked on it (its owner's checklist_progress, which members tick
     * too), or one of the family's own items was added or changed. An untick of a plan item
     * removes its row, so it leaves no time behind and does not count.
     */
    async counts(now = new Date()): Promise<InboxCounts> {
      const weekAgo = new Date(now.getTime() - SIGN_UP_WEEK_DAYS * DAY_MS).toISOString();
      const activeSinceMs = now.getTime() - ACTIVE_PLAN_DAYS * DAY_MS;
      const activeSince = new Date(activeSinceMs).toISOString();
      const [contactNew, suggestionNew, signUps, activePlans] = await Promise.all([
        db
          .selectFrom("contact_messages")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("suggestions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "new")
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("user")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("createdAt", ">=", weekAgo)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("move_plans as p")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where((eb) =>
            eb.or([
              eb("p.updated_at_ms", ">=", activeSinceMs),
              eb.exists(
                eb
                  .selectFrom("plan_ticks as t")
                  .select("t.item_id")
                  .whereRef("t.plan_id", "=", "p.id")
                  .where("t.ticked_at_ms", ">=", activeSinceMs),
              ),
              eb.exists(
                eb
                  .selectFrom("checklist_progress as c")
                  .select("c.item_index")
                  .whereRef("c.user_id", "=", "p.owner_id")
                  .where("c.updated_at", ">=", activeSince),
              ),
              eb.exists(
                eb
                  .selectFrom("plan_own_items as o")
                  .select("o.id")
                  .whereRef("o.plan_id", "=", "p.id")
                  .where("o.updated_at_ms", ">=", activeSinceMs),
              ),
            ]),
          )
          .executeTakeFirstOrThrow(),
      ]);
      return {
        newMessages: contactNew.n + suggestionNew.n,
        signUpsThisWeek: signUps.n,
        activePlans: activePlans.n,
      };
    },
  };
}

export type InboxRepository = ReturnType<typeof inboxRepository>;
