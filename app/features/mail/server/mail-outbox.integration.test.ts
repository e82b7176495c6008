import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as contactAction } from "~/routes/contact";
import {
  authCall,
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "~/../tests/support/services";
import { startSmtpSink, type SmtpSink } from "~/../tests/support/smtp-sink";
import { requestPasswordReset, signUp } from "~/features/auth/server/account.server";
import { connectDatabase, type DatabaseClient } from "~/server/db/db.server";
import { createMailTransport, type MailMessage } from "./mail.server";
import { mailOutbox } from "./mail-outbox.server";
import { createMailWorker } from "./mail-worker.server";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A clock the test moves: retries fall due when the test says, not after real waits. */
function testClock(start = Date.UTC(2026, 10, 23, 8, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** Wait for a state (never a fixed time): the machine running the tests may be slow. */
const until = <T>(check: () => Promise<T> | T) => vi.waitFor(check, { timeout: 15_000, interval: 10 });

const message = (index: number, kind: MailMessage["kind"] = "verification"): MailMessage => ({
  kind,
  to: `family-${index}@example.com`,
  subject: `Message ${index}`,
  text: `Aloha, family ${index}.`,
});

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the mail outbox on ${engine.name}`, () => {
    let smtp: SmtpSink;
    let clock: ReturnType<typeof testClock>;
    let services: Awaited<ReturnType<typeof startTestServices>> | undefined;
    const cleanUps: (() => Promise<void>)[] = [];

    beforeEach(async () => {
      smtp = await startSmtpSink();
      clock = testClock();
    });
    afterEach(async () => {
      for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
      await services?.cleanUp();
      services = undefined;
      await smtp.close();
      vi.restoreAllMocks();
    });

    /** Services sending to the test SMTP server, or writing .eml files to DATA_DIR/outbox. */
    const start = async (transport: "smtp" | "files" = "smtp") => {
      services = await startTestServices(engine, TEST_PUBLIC_URL, {
        SMTP_URL: transport === "smtp" ? smtp.url : undefined,
        mailWorker: { now: clock.now, pollIntervalMs: 10 },
      });
      return services;
    };
    const outboxRows = () => services!.database.db.selectFrom("mail_outbox").selectAll().orderBy("subject").execute();
    /** Every row tried more than `attempts` times and waiting for its next try (or settled). */
    const allTriedMoreThan = async (attempts: number) => {
      const rows = await outboxRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.attempts).toBeGreaterThan(attempts);
        expect(row.locked_until_ms).toBeNull();
      }
      return rows;
    };
    const onlyRowTriedMoreThan = async (attempts: number) => {
      const rows = await allTriedMoreThan(attempts);
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };
    /**
     * A second instance on the same database (SQLite file or PostgreSQL schema): its own
     * connection, outbox and worker, sending to the same SMTP server.
     */
    const secondInstance = () => {
      const database: DatabaseClient = connectDatabase({
        databaseUrl: services!.databaseUrl,
        dataDir: services!.env.DATA_DIR,
        schema: services!.schema,
      });
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        from: "site@example.com",
        dataDir: services!.env.DATA_DIR,
      });
      const outbox = mailOutbox(database, clock.now);
      const worker = createMailWorker({ outbox, transport, now: clock.now, pollIntervalMs: 10 });
      cleanUps.push(async () => {
        await worker.stop();
        transport.close();
        await database.close();
      });
      return { database, outbox, worker };
    };

    it("delivers every message exactly once when SMTP comes back after refusing for an hour", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const error = vi.spyOn(console, "error");
      smtp.refuse(451, "4.3.2 Try again later");
      await start();
      for (let index = 0; index < 5; index++) await services!.mailer.send(message(index));

      // An hour of refusals: each message is retried at least every 10 minutes (the backoff's cap).
      let attempts = 0;
      for (let elapsed = 0; elapsed <= HOUR_MS; elapsed += 10 * MINUTE_MS) {
        const rows = await until(() => allTriedMoreThan(attempts));
        attempts = Math.min(...rows.map((row) => row.attempts));
        for (const row of rows) {
          expect(row.status).toBe("pending");
          expect(row.last_error).toContain("451");
          expect(Number(row.next_attempt_at_ms)).toBeGreaterThan(clock.now());
        }
        clock.advance(10 * MINUTE_MS);
      }
      expect(attempts).toBeGreaterThanOrEqual(7);
      expect(smtp.received).toEqual([]);
      expect(smtp.refusals()).toBeGreaterThanOrEqual(5 * 7);

      smtp.accept();
      clock.advance(10 * MINUTE_MS);
      await until(async () => expect((await outboxRows()).map((row) => row.status)).toEqual(Array(5).fill("sent")));
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
        [0, 1, 2, 3, 4].map((index) => `Message ${index}`),
      );
      expect(smtp.received.map((mail) => mail.to)).toEqual(
        expect.arrayContaining([0, 1, 2, 3, 4].map((index) => [`family-${index}@example.com`])),
      );
      for (const row of await outboxRows()) {
        expect(row).toMatchObject({ last_error: null, body: "", claim_token: null });
        expect(row.sent_at_ms).not.toBeNull();
      }
      expect(warn).toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    });

    it("gives up on a message still refused 24 hours after it was queued, and keeps it as failed", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      smtp.refuse(451, "4.3.2 Try again later");
      await start();
      const queuedAt = clock.now();
      await services!.mailer.send(message(1, "reset"));

      let attempts = 0;
      let row = await until(() => onlyRowTriedMoreThan(attempts));
      while (row.status === "pending") {
        attempts = row.attempts;
        clock.advance(HOUR_MS);
        row = await until(() => onlyRowTriedMoreThan(attempts));
      }
      expect(row).toMatchObject({ status: "failed", subject: "Message 1", body: "Aloha, family 1." });
      expect(row.last_error).toContain("451");
      expect(Number(row.failed_at_ms) - queuedAt).toBeGreaterThanOrEqual(24 * HOUR_MS);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toMatch(/gave up on reset message .* stays in mail_outbox as failed/);

      // Nothing more is tried once it has failed.
      const refusals = smtp.refusals();
      clock.advance(HOUR_MS);
      await services!.mailer.send(message(2, "reset"));
      await until(async () => {
        const second = (await outboxRows()).find((each) => each.subject === "Message 2");
        expect(second).toMatchObject({ attempts: 1, locked_until_ms: null });
      });
      expect(smtp.refusals()).toBe(refusals + 1);
      expect((await outboxRows()).find((each) => each.subject === "Message 1")).toMatchObject({
        status: "failed",
        attempts: row.attempts,
      });
    });

    it("gives up on a permanent (5xx) refusal after 5 tries", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      smtp.refuse(550, "5.1.1 Mailbox unavailable");
      await start();
      const queuedAt = clock.now();
      await services!.mailer.send(message(1, "already-registered"));
      let attempts = 0;
      let row = await until(() => onlyRowTriedMoreThan(attempts));
      while (row.status === "pending") {
        attempts = row.attempts;
        clock.advance(10 * MINUTE_MS);
        row = await until(() => onlyRowTriedMoreThan(attempts));
      }
      expect(row).toMatchObject({ status: "failed", attempts: 5 });
      expect(row.last_error).toContain("550");
      expect(Number(row.failed_at_ms) - queuedAt).toBeLessThan(HOUR_MS);
      expect(error).toHaveBeenCalledTimes(1);
    });

    it("sends each message once when two instances' workers share the database", async () => {
      await start();
      const second = secondInstance();
      second.worker.start();
      // Every transfer is held until both workers are sending at once.
      smtp.holdTransfers();
      const count = 30;
      await services!.database.db.transaction().execute(async (trx) => {
        for (let index = 0; index < count; index++) await services!.mailer.send(message(index, "contact"), trx);
      });
      services!.mailer.wake();
      second.worker.wake();
      // Each worker sends one message at a time: two transfers at once are one from each.
      await until(() => expect(smtp.transfersStarted()).toBe(2));
      smtp.release();

      await until(async () => expect((await outboxRows()).filter((row) => row.status === "sent")).toHaveLength(count));
      const subjects = smtp.received.map((mail) => mail.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      expect(smtp.transfersStarted()).toBe(count);
      // No message was claimed twice.
      expect((await outboxRows()).map((row) => row.attempts)).toEqual(Array(count).fill(1));
    });

    it("finishes and records the message being sent before a worker stops", async () => {
      await start();
      // Only the second instance's worker runs.
      await services!.close();
      const second = secondInstance();
      smtp.holdTransfers();
      await second.outbox.enqueue(message(1));
      second.worker.start();
      await until(() => expect(smtp.transfersStarted()).toBe(1));
      let stopped = false;
      const stopping = second.worker.stop().then(() => (stopped = true));
      const inFlight = await second.database.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
      expect(inFlight.status).toBe("pending");
      expect(inFlight.claim_token).not.toBeNull();
      expect(stopped).toBe(false);
      smtp.release();
      await stopping;
      const rows = await second.database.db.selectFrom("mail_outbox").select(["status", "attempts"]).execute();
      expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
      expect(smtp.received).toHaveLength(1);
    });

    it("writes a contact message and its mail together, or neither", async () => {
      await start();
      const contact = {
        fullName: "Kai Family",
        email: "kai@example.com",
        base: "MCB Hawaii",
        message: "We arrive in June.",
      };
      const submit = async (clientAddress: string) => {
        const result = (await contactAction({
          request: new Request(`${TEST_PUBLIC_URL}/contact`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(contact),
          }),
          context: testRequestContext(clientAddress),
          params: {},
        } as never)) as unknown as { init: { status: number } | null };
        return result.init?.status ?? 200;
      };
      const contactRows = () => services!.database.db.selectFrom("contact_messages").select("id").execute();

      expect(await submit("198.51.100.1")).toBe(200);
      const [stored] = await contactRows();
      await until(async () => expect((await outboxRows()).map((row) => row.status)).toEqual(["sent"]));
      // Quoted-printable folds long lines ("=" and a line break).
      expect(smtp.received[0]!.raw.replace(/=\r?\n/g, "")).toContain(stored!.id);

      // The outbox cannot be written: the contact message is not kept either, and the family is told.
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      await services!.database.db.schema.alterTable("mail_outbox").renameTo("mail_outbox_away").execute();
      expect(await submit("198.51.100.2")).toBe(500);
      expect(error).toHaveBeenCalledWith("[forms] could not store a submission", expect.anything());
      expect(await contactRows()).toEqual([stored]);
      await services!.database.db.schema.alterTable("mail_outbox_away").renameTo("mail_outbox").execute();
    });

    it("queues at most 3 reset mails to one address in 15 minutes, and answers every request alike", async () => {
      // The .eml transport: signing up reads the verification link from DATA_DIR/outbox.
      await start("files");
      await seededSignedIn(services!, "kai.family@example.com");
      const log = vi.spyOn(console, "log");
      const request = new Request(`${TEST_PUBLIC_URL}/auth/forgot-password`, { method: "POST" });
      const answers = await Promise.all(
        [
          "kai.family@example.com",
          "KAI.FAMILY@example.com",
          "Kai.Family@Example.com",
          "kai.family@example.com",
          "kai.family@EXAMPLE.COM",
        ].map(
          // From five addresses, so better-auth's own per-address limit stays out of the way.
          (email, index) => requestPasswordReset(email, request, testRequestContext(`198.51.100.${index + 1}`)),
        ),
      );
      expect(answers).toEqual(Array(5).fill({ limited: false }));
      const resets = await services!.database.db
        .selectFrom("mail_outbox")
        .select("recipient")
        .where("kind", "=", "reset")
        .execute();
      expect(resets).toHaveLength(3);
      const capped = log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("not queued"));
      expect(capped).toEqual(
        Array(2).fill("[mail] reset message to k…@example.com not queued: 3 reset messages in 15 minutes already"),
      );

      // A quarter of an hour later, the address can be sent a reset again.
      clock.advance(15 * MINUTE_MS + 1);
      await requestPasswordReset("kai.family@example.com", request, testRequestContext("198.51.100.9"));
      expect(
        await services!.database.db.selectFrom("mail_outbox").select("id").where("kind", "=", "reset").execute(),
      ).toHaveLength(4);
    });

    it("answers a reset request for an existing account without waiting on SMTP", async () => {
      await start();
      const signUpAnswer = await authCall(services!, "/sign-up/email", {
        email: "kai@example.com",
        password: "Aloha2026!",
        name: "kai@example.com",
      });
      expect(signUpAnswer.status).toBe(200);
      // The verification mail went through.
      await until(() => expect(smtp.received).toHaveLength(1));
      // SMTP takes the next message but never finishes taking it: the answer must not wait.
      smtp.holdTransfers();
      const request = new Request(`${TEST_PUBLIC_URL}/auth/forgot-password`, { method: "POST" });
      expect(await requestPasswordReset("kai@example.com", request, testRequestContext("198.51.100.1"))).toEqual({
        limited: false,
      });
      await until(() => expect(smtp.transfersStarted()).toBe(2));
      expect(smtp.received).toHaveLength(1);
      smtp.release();
      await until(() => expect(smtp.received).toHaveLength(2));
    });

    it("sends at most 3 'already registered' mails however often a registered email signs up", async () => {
      // The .eml transport: signing up reads the verification link from DATA_DIR/outbox.
      await start("files");
      await seededSignedIn(services!, "kai@example.com");
      const request = () => new Request(`${TEST_PUBLIC_URL}/auth`, { method: "POST" });
      const answers = [];
      for (let attempt = 0; attempt < 25; attempt++) {
        const context = testRequestContext(`198.51.100.${(attempt % 5) + 1}`);
        answers.push(await signUp({ email: "kai@example.com", password: "Aloha2026!" }, request(), context));
      }
      // Three pass the per-email limit (3 in 15 minutes), and a "successful" sign-up for a
      // registered email no longer clears it.
      expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
      expect(answers.filter((answer) => !answer.ok && answer.status === 429)).toHaveLength(22);
      const alreadyRegistered = await services!.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("kind", "=", "already-registered")
        .execute();
      expect(alreadyRegistered).toHaveLength(3);
    });

    it("queues at most 10 mails a day to one address, but every contact-form mail", async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      await start();
      const to = (variant: number) => (variant % 2 ? "Kai@Example.com" : "kai@example.com");
      const kinds = ["verification", "reset", "already-registered"] as const;
      for (const kind of kinds)
        for (let index = 0; index < 4; index++) await services!.mailer.send({ ...message(index, kind), to: to(index) });
      const queued = () =>
        services!.database.db
          .selectFrom("mail_outbox")
          .select("kind")
          .where("recipient_key", "=", "kai@example.com")
          .execute();
      expect(await queued()).toHaveLength(9);

      clock.advance(20 * MINUTE_MS);
      await services!.mailer.send({ ...message(5, "reset"), to: to(1) });
      await services!.mailer.send({ ...message(6, "verification"), to: to(2) });
      expect(await queued()).toHaveLength(10);
      for (let index = 0; index < 5; index++)
        await services!.mailer.send({ ...message(index, "contact"), to: to(index) });
      expect(await queued()).toHaveLength(15);

      clock.advance(24 * 60 * MINUTE_MS);
      await services!.mailer.send({ ...message(7, "verification"), to: to(1) });
      expect(await queued()).toHaveLength(16);
    });
  });
}
