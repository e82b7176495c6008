import type { IncomingMessage } from "node:http";
import { MAX_DISCARDED_BYTES, MAX_FORM_BYTES } from "./form-data.server";

export class BodyTooLarge extends Error {}

/**
 * The whole request body, read before any route code runs. Reading it all (rather than
 * handing the socket's stream to the router) means an answer that did not need the body
 * still leaves a clean connection: a socket closed with unread bytes is reset, and the
 * client loses the answer. Bodies over MAX_FORM_BYTES are read and dropped up to a point.
 */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let tooLarge = Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES;
    req.on("data", (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > MAX_FORM_BYTES) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else if (total > MAX_DISCARDED_BYTES) {
        req.pause();
        reject(new BodyTooLarge());
      }
    });
    req.once("end", () => (tooLarge ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    req.once("error", reject);
  });
}
