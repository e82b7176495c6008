import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { SIDEBAR_DEFAULT_OPEN, sidebarOpenFromCookie } from "~/features/sidebar/sidebar-state";
import { PRERENDER_NONCE_PLACEHOLDER } from "~/lib/nonce";

/** A session, or a message waiting to be shown after a redirect. */
const PER_REQUEST_COOKIE = /(?:^|;\s*)(?:(?:__Secure-)?better-auth\.session_token|aloha_flash)=/;

/**
 * A prerendered file shows the page as an anonymous visitor with the default sidebar sees it.
 * Anyone else (signed in, sidebar collapsed, or asking with a query string) gets the page
 * rendered for their request instead, so the first paint is already right for them too.
 */
export function rendersPerRequest(cookieHeader: string | undefined, search: string): boolean {
  if (search) return true;
  if (!cookieHeader) return false;
  return PER_REQUEST_COOKIE.test(cookieHeader) || sidebarOpenFromCookie(cookieHeader) !== SIDEBAR_DEFAULT_OPEN;
}

function htmlFileFor(clientDir: string, pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");
}

/**
 * Serves the HTML written at build time, with this response's CSP nonce in place of the
 * build's placeholder. Files are read once at start-up and kept split at the placeholder.
 */
export function prerenderedPages({ clientDir, paths }: { clientDir: string; paths: string[] }): RequestHandler {
  const pages = new Map<string, string[]>();
  for (const pagePath of paths) {
    const file = htmlFileFor(clientDir, pagePath);
    if (existsSync(file)) pages.set(pagePath, readFileSync(file, "utf8").split(PRERENDER_NONCE_PLACEHOLDER));
  }

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pagePath = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const parts = pages.get(pagePath);
    const search = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    if (!parts || rendersPerRequest(req.headers.cookie, search)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(parts.join(res.locals.cspNonce as string));
  };
}
