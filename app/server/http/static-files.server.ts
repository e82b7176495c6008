import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { sidebarOpenFromCookie } from "~/components/layout/sidebar-cookie.server";
import { SIDEBAR_DEFAULT_OPEN } from "~/components/layout/sidebar-state";
import { getSessionCookie } from "better-auth/cookies";
import type { FlashMessages } from "./flash.server";
import { PRERENDER_MANIFEST_FILE, type PrerenderedPage, type PrerenderManifest } from "./prerender-manifest";
import type { PrerenderedGeneration } from "./prerender-regeneration.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** Drawn for every response (app/server/http/security-headers.server.ts). */
    cspNonce: string;
    /** Set when this request is answered with a prerendered file. */
    prerenderedPage?: PrerenderedPage;
    /** The generation that file belongs to, chosen with it (./prerender-regeneration.server.ts). */
    prerenderedGeneration?: PrerenderedGeneration;
  }
}

/**
 * A prerendered file shows the page as an anonymous visitor with the default sidebar sees it.
 * Anyone else (signed in, sidebar collapsed, a message to show, or asking with a query
 * string a loader reads) gets the page rendered for their request, so the first paint is
 * already right for them too.
 */
export async function rendersPerRequest(
  cookieHeader: string | undefined,
  search: string,
  flash: Pick<FlashMessages, "pending">,
): Promise<boolean> {
  if (search) return true;
  if (!cookieHeader) return false;
  return (
    // A session under either name better-auth gives it (checked by the session lookup itself).
    getSessionCookie(new Headers({ cookie: cookieHeader })) !== null ||
    (await flash.pending(cookieHeader)) ||
    (await sidebarOpenFromCookie(cookieHeader)) !== SIDEBAR_DEFAULT_OPEN
  );
}

/** The query string as loaders see it: React Router's own `_routes` hint does not count. */
function loaderSearch(originalUrl: string): string {
  const query = originalUrl.indexOf("?");
  if (query === -1) return "";
  const params = new URLSearchParams(originalUrl.slice(query + 1));
  params.delete("_routes");
  return params.toString();
}

export function readPrerenderManifest(buildDir: string): PrerenderManifest {
  const file = path.join(buildDir, PRERENDER_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PrerenderManifest) : {};
}

/**
 * Decides, before the headers are chosen, whether this request gets a prerendered file:
 * its CSP then lists that file's script hashes instead of a nonce. The generation is read
 * once, so the file served and the hashes sent are of the same one even if it swaps meanwhile.
 */
export function prerenderedPages(
  generation: () => PrerenderedGeneration,
  flash: Pick<FlashMessages, "pending">,
): RequestHandler {
  return async (req, res, next) => {
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      !(await rendersPerRequest(req.headers.cookie, loaderSearch(req.originalUrl), flash))
    ) {
      const pagePath = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
      const current = generation();
      const page = Object.hasOwn(current.manifest, pagePath) ? current.manifest[pagePath] : undefined;
      if (page && req.originalUrl.indexOf("?") === -1) {
        res.locals.prerenderedPage = page;
        res.locals.prerenderedGeneration = current;
      }
    }
    next();
  };
}

/** Fingerprinted bundles never change: a year, without revalidation. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and loader data change with each deploy: always revalidated (a 304 when unchanged). */
const REVALIDATE = "no-cache";
/** Icons, the manifest and other public files. */
const PUBLIC_FILE = "public, max-age=3600";

function cacheControlFor(file: string): string {
  const original = file.replace(/\.(br|gz)$/, "");
  if (original.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  // The service worker: each deploy's must reach open pages soon (browsers check it anyway).
  if (path.basename(original) === "sw.js") return REVALIDATE;
  return /\.(html|data)$/.test(original) ? REVALIDATE : PUBLIC_FILE;
}

/**
 * A folder of built or regenerated files, through express-static-gzip (serve-static
 * underneath: ETag, 304, HEAD): the brotli or gzip copy when the client accepts it (q-values
 * honoured), the file itself otherwise; a missing file falls through.
 */
export function staticFolder(folder: string): RequestHandler {
  return expressStaticGzip(folder, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, file) => res.setHeader("Cache-Control", cacheControlFor(file)),
    },
  });
}

/**
 * The client build as files (see staticFolder), with the prerendered pages of the current
 * generation (the build's, or the one regenerated after the owner's last settings change). A
 * prerendered page is its `index.html`; the raw paths of HTML and compressed files are not
 * served, so each page has one address. A page's loader data (`.data`) is the anonymous
 * visitor's, so anyone who would get the page rendered per request gets its data from React
 * Router too.
 */
export function staticFiles(
  clientDir: string,
  generation: () => PrerenderedGeneration,
  flash: Pick<FlashMessages, "pending">,
): RequestHandler {
  const serve = staticFolder(clientDir);
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = res.locals.prerenderedPage;
    if (page) {
      const requested = req.url;
      req.url = `/${page.file}`;
      return (res.locals.prerenderedGeneration?.serve ?? serve)(req, res, (error?: unknown) => {
        req.url = requested;
        next(error);
      });
    }
    if (/\.(html|br|gz)$/.test(req.path)) return next();
    if (req.path.endsWith(".data")) {
      if (await rendersPerRequest(req.headers.cookie, loaderSearch(req.originalUrl), flash)) return next();
      // A regenerated page's data is in its generation's folder; everything else is the build's.
      const regenerated = generation().serve;
      if (regenerated) return regenerated(req, res, () => serve(req, res, next));
    }
    serve(req, res, next);
  };
}
