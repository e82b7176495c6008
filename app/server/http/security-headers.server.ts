import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** Where the welcome video may be embedded from (app/features/video). Nothing else is framed. */
export const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/** Two years, sub-domains included: sent only when PUBLIC_URL is https. */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

export type SecurityOptions = { https: boolean; dev: boolean };

/**
 * What a response's scripts may be, besides this origin's files: the hashes of a prerendered
 * page's own inline scripts (computed at build time), or else a nonce drawn for this response.
 */
export function scriptSourcesOf(res: Response): string[] {
  return res.locals.prerenderedPage?.scriptHashes ?? [`'nonce-${res.locals.cspNonce}'`];
}

/** A fresh nonce per response, for pages rendered per request (helmet's documented pattern). */
export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

/**
 * helmet with this site's policy on every response. Scripts: this origin's files plus the
 * response's hashes or nonce, never inline code otherwise. Radix and sonner position
 * elements with inline style attributes; a family may paste any direct https video link.
 */
export function securityHeaders({ https, dev }: SecurityOptions): RequestHandler {
  const scriptSources = (_req: IncomingMessage, res: ServerResponse) => scriptSourcesOf(res as Response).join(" ");
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptSources, ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(dev ? ["ws:"] : [])],
        mediaSrc: ["'self'", "https:"],
        frameSrc: VIDEO_FRAME_SOURCES,
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The welcome video's players are cross-origin frames that must still load.
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    policy(req, res, next);
  };
}
