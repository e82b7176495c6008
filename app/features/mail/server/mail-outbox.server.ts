import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, type Transaction } from "kysely";
import {
  MAIL_CAP_DAY_MS,
  MAIL_CAP_PER_KIND_WINDOW_MS,
  UNCAPPED_MAIL_KINDS,
  mailCapReached,
  maskedAddress,
  recipientKey,
} from "~/features/mail/mail-policy";
import type { Database, DatabaseClient } from "~/server/db/db.server";
import type { Mailer, MailMessage } from "./mail.server";

export type OutboxRow = Selectable<Database["mail_outbox"]>;

/**
 * A claimed message: the worker holds it until `claim.lockedUntilMs`, and only the holder of
 * `claim.token` can settle it.
 */
export type ClaimedMail = {
  id: string;
  kind: MailMessage["kind"];
  message: Omit<MailMessage, "kind">;
  attempts: number;
  queuedAtMs: number;
  token: string;
};

/** The header lines kept with a queued message (JSON text, written by `enqueue`), if any. */
function storedHeaders(json: string | null): Record<string, string> | undefined {
  return json === null ? undefined : (JSON.parse(json) as Record<string, string>);
}

/** Keeps the per-recipient cap's count-then-insert one step per address across instances. */
const MAIL_CAP_LOCK_CLASS = 7_424_243;

/**
 * The outbox table (migration 004_mail_outbox): every email is written here first and sent
 * by the worker (mail-worker.server.ts). A maintained queue such as pg-boss would do the
 * sending side on PostgreSQL, but not on SQLite, the default engine; a table both engines
 * share also lets the contact message and its mail be written in one transaction, and the
 * cap count what was queued.
 */
export function mailOutbox({ db, lockKey }: Pick<DatabaseClient, "db" | "lockKey">, now: () => number = Date.now) {
  async function insert(executor: Kysely<Database>, message: MailMessage, at: number) {
    await executor
      .insertInto("mail_outbox")
      .values({
        id: randomUUID(),
        kind: message.kind,
        recipient: message.to,
        recipient_key: recipientKey(message.to),
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        body: message.text,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        status: "pending",
        attempts: 0,
        last_error: null,
        created_at_ms: at,
        next_attempt_at_ms: at,
        locked_until_ms: null,
        claim_token: null,
        sent_at_ms: null,
        failed_at_ms: null,
      })
      .execute();
  }

  /** Count what the recipient was already sent within the cap's windows, then queue or not. */
  async function insertWithinCap(trx: Kysely<Database>, message: MailMessage, at: number): Promise<boolean> {
    const key = recipientKey(message.to);
    // Two requests for one address at once would both count 2 and both insert.
    await lockKey(trx, MAIL_CAP_LOCK_CLASS, key);
    const recent = await trx
      .selectFrom("mail_outbox")
      .select((eb) => [
        eb.fn.countAll<number>().as("in_day"),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb("kind", "=", message.kind), eb("created_at_ms", ">", at - MAIL_CAP_PER_KIND_WINDOW_MS)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("of_kind_in_window"),
      ])
      .where("recipient_key", "=", key)
      .where("created_at_ms", ">", at - MAIL_CAP_DAY_MS)
      .executeTakeFirstOrThrow();
    const refusal = mailCapReached(message.kind, {
      ofKindInWindow: recent.of_kind_in_window ?? 0,
      inDay: recent.in_day,
    });
    if (refusal) {
      console.log(`[mail] ${message.kind} message to ${maskedAddress(message.to)} not queued: ${refusal} already`);
      return false;
    }
    await insert(trx, message, at);
    return true;
  }

  return {
    /**
     * Queue a message, in `transaction` when given. False when the recipient's cap dropped it
     * (logged here; callers answer the visitor the same either way).
     */
    async enqueue(message: MailMessage, transaction?: Transaction<Database>): Promise<boolean> {
      const at = now();
      if (UNCAPPED_MAIL_KINDS.includes(message.kind)) {
        await insert(transaction ?? db, message, at);
        return true;
      }
      if (transaction) return insertWithinCap(transaction, message, at);
      return db.transaction().execute((trx) => insertWithinCap(trx, message, at));
    },

    /**
     * Take the next message that is due and not held by another worker, in one statement:
     * on PostgreSQL, `FOR UPDATE SKIP LOCKED` lets instances claim side by side without
     * waiting for or taking each other's rows; SQLite runs one write at a time, so its
     * UPDATE … RETURNING is atomic as it is (the row lock is dropped there:
     * engine-types.server.ts). The claim lapses after `leaseMs`, so a message held by an
     * instance that died is picked up again.
     */
    async claimNext(leaseMs: number): Promise<ClaimedMail | undefined> {
      const at = now();
      const token = randomUUID();
      const due = db
        .selectFrom("mail_outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at_ms", "<=", at)
        .where((eb) => eb.or([eb("locked_until_ms", "is", null), eb("locked_until_ms", "<=", at)]))
        .orderBy("next_attempt_at_ms")
        .orderBy("created_at_ms")
        .limit(1);
      const row = await db
        .updateTable("mail_outbox")
        .set((eb) => ({ attempts: eb("attempts", "+", 1), locked_until_ms: at + leaseMs, claim_token: token }))
        .where("id", "in", due.forUpdate().skipLocked())
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        message: {
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          replyTo: row.reply_to ?? undefined,
          headers: storedHeaders(row.headers),
        },
        attempts: row.attempts,
        queuedAtMs: row.created_at_ms,
        token,
      };
    },

    /** False when the claim had lapsed and another worker holds the message now. */
    async markSent(claim: ClaimedMail): Promise<boolean> {
      const result = await db
        .updateTable("mail_outbox")
        .set({
          status: "sent",
          sent_at_ms: now(),
          body: "",
          last_error: null,
          locked_until_ms: null,
          claim_token: null,
        })
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.token)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markForRetry(claim: ClaimedMail, error: string, nextAttemptAtMs: number): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({ next_attempt_at_ms: nextAttemptAtMs, last_error: error, locked_until_ms: null, claim_token: null })
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.token)
        .execute();
    },

    /** Given up: the row stays, with its last error, for someone to look at. */
    async markFailed(claim: ClaimedMail, error: string): Promise<void> {
      await db
        .updateTable("mail_outbox")
        .set({ status: "failed", failed_at_ms: now(), last_error: error, locked_until_ms: null, claim_token: null })
        .where("id", "=", claim.id)
        .where("claim_token", "=", claim.token)
        .execute();
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;

/** The app's Mailer: queue, then wake the worker so the message leaves at once. */
export function queueingMailer(outbox: MailOutbox, wakeWorker: () => void): Mailer {
  return {
    async send(message, transaction) {
      const queued = await outbox.enqueue(message, transaction);
      // Inside a transaction the row is invisible to the worker until the caller commits.
      if (queued && !transaction) wakeWorker();
    },
    wake: wakeWorker,
  };
}
