import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; raw: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps what it is sent, and can be told to refuse
 * (`refuse(451, …)` as a server that is down for a while, `refuse(550, …)` as one that
 * will never take the message) or to hold a message mid-transfer until `release()`.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | undefined;
  let refusals = 0;
  let transfersStarted = 0;
  let hold: Promise<void> | undefined;
  let release: (() => void) | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusal) return callback();
      refusals++;
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      transfersStarted++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        await hold;
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages the sink refused. */
    refusals: () => refusals,
    /** How many message transfers (DATA) began, held or not. */
    transfersStarted: () => transfersStarted,
    refuse(code: number, message: string) {
      refusal = { code, message };
    },
    accept() {
      refusal = undefined;
    },
    /** Keep every message from completing until `release()`. */
    holdTransfers() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release() {
      release?.();
      hold = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
