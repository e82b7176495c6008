import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox and its path logged, so local runs and tests can read what was sent.
 */
/**
 * The reply-to address as one literal address: given as a string, nodemailer would parse
 * a pattern-valid but odd address ("a<b@evil.example>", "<x>@example.com") into another.
 */
function literalReplyTo(message: MailMessage) {
  return { ...message, replyTo: message.replyTo ? { name: "", address: message.replyTo } : undefined };
}

export function createMailer({ smtpUrl, from, dataDir }: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...literalReplyTo(message) });
      },
    };
  }
  const outbox = path.join(dataDir, "outbox");
  mkdirSync(outbox, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...literalReplyTo(message) });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      writeFileSync(file, info.message as Buffer);
      console.log(`[mail] "${message.subject}" to ${message.to} saved to ${file}`);
    },
  };
}
