import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** Where the welcome video may be embedded from (app/features/video). Nothing else is framed. */
export const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

const NONCE_BYTES = 16;
/** Cryptographically random bytes drawn in batches: one system call per 1,024 nonces. */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

export function newNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 1024);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
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

const NONCE_SLOT = "\u0000nonce\u0000";
const policyTemplates = new Map<string, [string, string]>();

/** The policy for these options, split around its nonce once rather than rebuilt per response. */
function policyAround(nonce: string, { https, dev }: SecurityOptions): string {
  const key = `${https}:${dev}`;
  let template = policyTemplates.get(key);
  if (!template) {
    const [before = "", after = ""] = contentSecurityPolicy({ nonce: NONCE_SLOT, https, dev }).split(NONCE_SLOT);
    template = [before, after];
    policyTemplates.set(key, template);
  }
  return template[0] + nonce + template[1];
}

const FIXED_HEADERS: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];
const HSTS: [string, string] = ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"];

/** The security headers every response carries, with this response's nonce in the CSP. */
export function securityHeaderList(nonce: string, options: SecurityOptions): [string, string][] {
  return [
    ["Content-Security-Policy", policyAround(nonce, options)],
    ...FIXED_HEADERS,
    ...(options.https ? [HSTS] : []),
  ];
}

/** Sets the security headers every response carries; returns the response's CSP nonce. */
export function applySecurityHeaders(res: ServerResponse, options: SecurityOptions): string {
  const nonce = newNonce();
  for (const [name, value] of securityHeaderList(nonce, options)) res.setHeader(name, value);
  return nonce;
}

/** Security headers on every response; the nonce is kept in res.locals for the renderer. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = applySecurityHeaders(res, options);
    next();
  };
}
