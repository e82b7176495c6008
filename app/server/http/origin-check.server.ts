import type { RequestHandler } from "express";

/** Methods that change something; a browser sends Origin with each of them. */
const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Cross-site request forgery guard. A state-changing request is foreign when the browser
 * says it came from another site (`Sec-Fetch-Site: cross-site`) or its Origin is neither
 * PUBLIC_URL nor the request's own origin. `Origin: null` (sandboxed frames, data: URLs,
 * some redirects) is foreign too. No Origin at all is allowed: old browsers posting a plain
 * form and non-browser clients send none, and a cross-site browser request always has one.
 */
export function originVerdict({
  method,
  origin,
  secFetchSite,
  publicOrigin,
  requestOrigin,
}: {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  publicOrigin: string;
  requestOrigin: string;
}): OriginVerdict {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return { allowed: true };
  if (secFetchSite?.trim().toLowerCase() === "cross-site") return { allowed: false, reason: "cross-site request" };
  if (origin === undefined) return { allowed: true };
  const claimed = canonicalOrigin(origin);
  if (claimed === null) return { allowed: false, reason: "opaque or invalid origin" };
  if (claimed === canonicalOrigin(publicOrigin) || claimed === canonicalOrigin(requestOrigin)) {
    return { allowed: true };
  }
  return { allowed: false, reason: "foreign origin" };
}

/** `scheme://host[:port]` as URL normalises it (default ports dropped, host lower-cased); null if not an origin. */
function canonicalOrigin(value: string): string | null {
  if (value.trim() === "null") return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Refuses foreign state-changing requests with 403 before any route code runs. The
 * request's own origin is computed as React Router computes it (X-Forwarded-* only behind
 * a trusted proxy).
 */
export function originCheck({ publicUrl }: { publicUrl: string }): RequestHandler {
  return (req, res, next) => {
    const verdict = originVerdict({
      method: req.method,
      origin: req.get("origin"),
      secFetchSite: req.get("sec-fetch-site"),
      publicOrigin: publicUrl,
      requestOrigin: `${req.protocol}://${req.host}`,
    });
    if (verdict.allowed) return next();
    // The request log already has the line; the reason goes in a header for whoever debugs it.
    res.setHeader("X-Refused-Because", verdict.reason);
    res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.");
  };
}
