import type { RequestHandler } from "express";

/** Every method the site answers: pages and files (GET, HEAD) and its forms (POST). */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW_HEADER = [...ALLOWED_METHODS, "OPTIONS"].join(", ");

/**
 * Any other method (PUT, DELETE, TRACE, WebDAV's PROPFIND, …) is the client asking for
 * something this site does not do: 405 with the `Allow` header, answered here so it never
 * reaches a route and is never logged as a server fault. OPTIONS answers with `Allow` alone.
 */
export function allowedMethods(): RequestHandler {
  const allowed = new Set<string>(ALLOWED_METHODS);
  return (req, res, next) => {
    if (allowed.has(req.method)) return next();
    res.setHeader("Allow", ALLOW_HEADER);
    if (req.method === "OPTIONS") return res.status(204).end();
    res.status(405).type("text/plain").send("Method not allowed.");
  };
}
