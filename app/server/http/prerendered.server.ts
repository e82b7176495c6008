import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { SIDEBAR_DEFAULT_OPEN, sidebarOpenFromCookie } from "~/components/layout/sidebar-state";
import { cookieValue } from "~/lib/cookies";
import { PRERENDER_NONCE_PLACEHOLDER } from "~/lib/nonce";
import { FLASH_COOKIE } from "./flash.server";
import { SESSION_COOKIE } from "../data/signed-in-user.server";
import { logWhenFinished } from "./request-log.server";
import { gzipTemplate, gzipWithValue, type GzipTemplate } from "./gzip-template.server";
import { newNonce, securityHeaderList, type SecurityOptions } from "./security-headers.server";

/** A session (either name better-auth gives it), or a message waiting to be shown after a redirect. */
const PER_REQUEST_COOKIES = [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`, FLASH_COOKIE];

/**
 * A prerendered file shows the page as an anonymous visitor with the default sidebar sees it.
 * Anyone else (signed in, sidebar collapsed, or asking with a query string) gets the page
 * rendered for their request instead, so the first paint is already right for them too.
 */
export function rendersPerRequest(cookieHeader: string | undefined, search: string): boolean {
  if (search) return true;
  if (!cookieHeader) return false;
  return (
    PER_REQUEST_COOKIES.some((name) => cookieValue(cookieHeader, name) !== undefined) ||
    sidebarOpenFromCookie(cookieHeader) !== SIDEBAR_DEFAULT_OPEN
  );
}

function htmlFileFor(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");
}

const PAGE_HEADERS = [
  "Content-Type",
  "text/html; charset=utf-8",
  "Cache-Control",
  "no-cache",
  "Vary",
  "Accept-Encoding",
];

/** What browsers send; anything else gets the bytes as they are. */
const ACCEPTS_GZIP = /\bgzip\b/;

/**
 * Answers GET/HEAD for prerendered pages before Express sees the request: the HTML written at
 * build time with this response's CSP nonce in place of the build's placeholder, the same
 * security headers and log line as every other response, gzipped when the client accepts it
 * (from bytes compressed at start-up: app/server/gzip-template.server.ts).
 * Returns false for anything it does not serve, which then goes to the Express app.
 * Files are read once at start-up and kept split at the placeholder.
 */
export function prerenderedFastPath({
  clientDir,
  paths,
  security,
}: {
  clientDir: string;
  paths: string[];
  security: SecurityOptions;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Encoded once: a response is then one copy of bytes around the nonce, not a string rebuilt
  // and re-encoded per request.
  const pages = new Map<string, { parts: Buffer[]; bytes: number; gzip: GzipTemplate }>();
  for (const pagePath of paths) {
    const file = htmlFileFor(clientDir, pagePath);
    if (!existsSync(file)) continue;
    const parts = readFileSync(file, "utf8")
      .split(PRERENDER_NONCE_PLACEHOLDER)
      .map((part) => Buffer.from(part));
    pages.set(pagePath, {
      parts,
      bytes: parts.reduce((sum, part) => sum + part.length, 0),
      gzip: gzipTemplate(parts),
    });
  }

  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.includes("?")) return false;
    const page = pages.get(url.length > 1 ? url.replace(/\/+$/, "") : url);
    if (!page || rendersPerRequest(req.headers.cookie, "")) return false;

    logWhenFinished(req.method, url, res);
    const nonceText = newNonce();
    const nonce = Buffer.from(nonceText);
    const gzip = ACCEPTS_GZIP.test(req.headers["accept-encoding"] ?? "");
    const pieces = gzip
      ? gzipWithValue(page.gzip, nonce)
      : page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
    const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
    // All headers in one call (a flat name, value list): no header object built per response.
    const headers = securityHeaderList(nonceText, security).flat();
    headers.push(...PAGE_HEADERS, "Content-Length", String(bytes));
    if (gzip) headers.push("Content-Encoding", "gzip");
    res.writeHead(200, headers);
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    // The stored bytes go out as they are, in one write: nothing is compressed or copied per request.
    res.cork();
    for (const piece of pieces) res.write(piece);
    res.end();
    res.uncork();
    return true;
  };
}
