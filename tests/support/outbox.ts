import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { outboxFolderFor } from "../../app/features/mail/server/mail-files.server.ts";

/**
 * The outbox-file transport keeps each recipient's messages in a folder of their own
 * (DATA_DIR/outbox/<recipient>/, app/features/mail/server/mail-files.server.ts): a lookup reads only
 * the messages to `to`, never the whole outbox. Files are written whole (renamed into place)
 * and never change, so each is read once.
 */
const read = new Map<string, string>();

/** Every .eml in DATA_DIR/outbox addressed to `to`, newest first, as text. */
function* mailsTo(dataDir: string, to: string): Generator<string> {
  const folder = outboxFolderFor(dataDir, to);
  if (!existsSync(folder)) return;
  const addressed = new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi");
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()) {
    const full = path.join(folder, file);
    let text = read.get(full);
    if (text === undefined) {
      text = readFileSync(full, "utf8");
      read.set(full, text);
    }
    if (addressed.test(text)) yield text;
  }
}

/** The newest .eml in DATA_DIR/outbox addressed to `to`, as text. */
export function latestMailTo(dataDir: string, to: string): string | undefined {
  for (const mail of mailsTo(dataDir, to)) return mail;
  return undefined;
}

/**
 * The newest mail to `to` that `accept` takes, looking past newer mail to the same address:
 * for an address many tests write to at once (the site's own, which every contact message
 * goes to), where another test's message may arrive after the one a test waits for. Waits
 * for it up to `timeoutMs`, then throws.
 */
export async function mailAmongArriving(
  dataDir: string,
  to: string,
  accept: (mail: string) => boolean,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of mailsTo(dataDir, to)) if (accept(mail)) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} that the test looks for arrived in ${dataDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The newest mail to `to` that `accept` takes, once the outbox worker has delivered it (mail
 * leaves after the answer now): waits for that state, up to `timeoutMs`, then throws.
 */
export async function mailArriving(
  dataDir: string | readonly string[],
  to: string,
  accept: (mail: string) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<string> {
  // Instances sharing one database share its outbox: any of them may deliver a message.
  const dataDirs = typeof dataDir === "string" ? [dataDir] : dataDir;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const dir of dataDirs) {
      const mail = latestMailTo(dir, to);
      if (mail && accept(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived in ${dataDirs.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first link in a mail that points at `pathPart`, with quoted-printable soft breaks undone. */
export function linkInMail(mail: string, pathPart: string): string | undefined {
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(new RegExp(`https?://\\S*${pathPart.replace(/[/.]/g, "\\$&")}\\S*`))?.[0];
}

/** A mail's text as its reader sees it: quoted-printable soft breaks undone and `=XX` bytes decoded (UTF-8). */
export function readableMail(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, "");
  return unfolded.replace(/(?:=[0-9A-F]{2})+/g, (encoded) =>
    Buffer.from(
      encoded
        .split("=")
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString("utf8"),
  );
}
