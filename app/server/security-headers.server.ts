import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** Where the welcome video may be embedded from (app/features/video). Nothing else is framed. */
export const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy({ nonce, https, dev }: { nonce: string; https: boolean; dev: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Only scripts from this origin or carrying this response's nonce: no inline scripts otherwise.
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    // Radix and sonner position elements with inline style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:"] : [])],
    // A family may paste any direct .mp4/.webm/.ogg link on the welcome page.
    "media-src": ["'self'", "https:"],
    "frame-src": VIDEO_FRAME_SOURCES,
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export type SecurityOptions = { https: boolean; dev: boolean };

/** Sets the security headers every response carries; returns the response's CSP nonce. */
export function applySecurityHeaders(res: ServerResponse, { https, dev }: SecurityOptions): string {
  const nonce = newNonce();
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https, dev }));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  );
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return nonce;
}

/** Security headers on every response; the nonce is kept in res.locals for the renderer. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = applySecurityHeaders(res, options);
    next();
  };
}
