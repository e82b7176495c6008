import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/** Longest body any action or API reads: a contact message is 5,000 characters at most. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A refused body is read and dropped up to this much, so the client gets the answer; beyond it the connection is cut. */
const MAX_DRAINED_BYTES = 1024 * 1024;

/**
 * Reads and drops a refused body. Closing a socket with unread data resets it, and the
 * client would lose the answer; but nobody gets to stream into the server forever.
 */
function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BYTES) req.destroy();
  });
}

/**
 * Refuses a request body over MAX_BODY_BYTES (or its path's larger limit) before any route reads it, so actions can call
 * `request.formData()` on a body of known, bounded size. The size is the declared
 * Content-Length (Node's parser never delivers more than that). A chunked body declares no
 * size, so it is refused with 411: browsers send a length with every form and fetch body.
 */
export function bodyLimit(
  /** Paths whose form carries a file (the founder's photo), with their own larger limit. */
  largerLimits: Readonly<Record<string, number>> = {},
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined && req.headers["transfer-encoding"] === undefined) return next();
    const limit = Object.hasOwn(largerLimits, req.path) ? largerLimits[req.path]! : MAX_BODY_BYTES;
    if (declared !== undefined && Number(declared) <= limit) return next();
    drain(req);
    if (declared === undefined) res.status(411).type("text/plain").send("Send the form with a Content-Length.");
    else res.status(413).type("text/plain").send("The form is too large.");
  };
}
