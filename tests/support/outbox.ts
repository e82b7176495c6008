import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The newest .eml in DATA_DIR/outbox addressed to `to`, as text. */
export function latestMailTo(dataDir: string, to: string): string | undefined {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox).sort().reverse()) {
    const text = readFileSync(path.join(outbox, file), "utf8");
    if (new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "mi").test(text)) return text;
  }
  return undefined;
}

/** The first link in a mail that points at `pathPart`, with quoted-printable soft breaks undone. */
export function linkInMail(mail: string, pathPart: string): string | undefined {
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(new RegExp(`https?://\\S*${pathPart.replace(/[/.]/g, "\\$&")}\\S*`))?.[0];
}
