import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transaction } from "kysely";
import nodemailer from "nodemailer";
import type { MailKind } from "~/features/mail/mail-policy";
import type { Database } from "~/server/db/db.server";
import { outboxFileName, outboxFolderFor } from "./mail-files.server";

export type { MailKind };
export type MailMessage = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * Extra header lines the app sets itself (a reminder's List-Unsubscribe, RFC 8058), never
   * from a visitor's input: nodemailer writes them as given.
   */
  headers?: Record<string, string>;
};

/**
 * What the app's code sends mail through: `send` queues the message in the outbox table
 * (mail-outbox.server.ts) and a worker delivers it, so no request waits on SMTP. With a
 * `transaction`, the message is written in it (kept only if it commits) and the worker is not
 * woken: call `wake()` once the transaction has committed. A message over the recipient's cap
 * is dropped silently: the caller cannot tell, so neither can the visitor.
 */
export type Mailer = {
  send: (message: MailMessage, transaction?: Transaction<Database>) => Promise<void>;
  wake: () => void;
};

/** How a queued message actually leaves: SMTP, or an .eml file in DATA_DIR/outbox/<recipient>/. */
export type MailTransport = {
  send: (message: Omit<MailMessage, "kind">) => Promise<void>;
  close: () => void;
};

/**
 * A send never hangs for long: the worker's claim on a message (MAIL_CLAIM_LEASE_MS) must
 * outlast it, or another instance could take the message over and send it twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * The message as nodemailer takes it. The reply-to address goes as one literal address:
 * given as a string, nodemailer would parse a pattern-valid but odd address
 * ("a<b@evil.example>", "<x>@example.com") into another.
 */
function nodemailerFields(message: Omit<MailMessage, "kind">) {
  const { to, subject, text, replyTo, headers } = message;
  return { to, subject, text, replyTo: replyTo ? { name: "", address: replyTo } : undefined, headers };
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox/<recipient>/ (mail-files.server.ts) and its path logged, so local runs and
 * tests can read what was sent to one address.
 */
export function createMailTransport({
  smtpUrl,
  from,
  dataDir,
}: {
  smtpUrl?: string;
  /** The sender; a function when the owner can change the practice's name and address (/admin/site). */
  from: string | (() => string);
  dataDir: string;
}): MailTransport {
  const sender = () => (typeof from === "function" ? from() : from);
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail({ from: sender(), ...nodemailerFields(message) });
      },
      close: () => transport.close(),
    };
  }
  mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: sender(), ...nodemailerFields(message) });
      const folder = outboxFolderFor(dataDir, message.to);
      mkdirSync(folder, { recursive: true });
      const file = path.join(folder, outboxFileName(Date.now(), randomBytes(4).toString("hex")));
      // Whole or not at all: a reader never sees half a message under its .eml name.
      writeFileSync(`${file}.partial`, info.message as Buffer);
      renameSync(`${file}.partial`, file);
      console.log(`[mail] "${message.subject}" to ${message.to} saved to ${file}`);
    },
    close: () => transport.close(),
  };
}

/**
 * An SMTP 5xx answer: the server refuses this message and will again (a 4xx, a refused
 * connection or a timeout may pass).
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** One line for the outbox's `last_error` and the log. */
export function describeSendError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 1_000) || "unknown error";
}
