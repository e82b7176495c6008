import { createHash } from "node:crypto";
import path from "node:path";

/**
 * Where the outbox-file transport (no SMTP_URL) keeps a recipient's messages:
 * `DATA_DIR/outbox/<recipient>/`, the address lower-cased and percent-encoded (an address may
 * hold a `/`), so one recipient's mail is read without opening anyone else's. An encoded
 * address too long for a file name keeps its first part and a hash of the whole.
 */
export function outboxFolderFor(dataDir: string, to: string): string {
  const encoded = encodeURIComponent(to.trim().toLowerCase());
  const name =
    encoded.length <= 200
      ? encoded
      : `${encoded.slice(0, 150)}~${createHash("sha256").update(encoded).digest("hex").slice(0, 16)}`;
  return path.join(dataDir, "outbox", name);
}

/** A message's file name: the time it was written first, so names sort oldest to newest. */
export function outboxFileName(nowMs: number, random: string): string {
  return `${nowMs}-${random}.eml`;
}
