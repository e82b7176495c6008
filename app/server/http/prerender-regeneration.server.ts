/**
 * Prerendered pages that follow the owner's site settings (issue 30, decision 0029). The build
 * writes every content page as a file with its CSP script hashes; when the settings' version
 * moves (a save here, or a poll that sees one made on another instance), this renders every
 * prerendered path again through the app's own React Router handler, as the build's prerender
 * does (the loader data as `<path>.data`, then the document), into a new generation folder under
 * DATA_DIR with its brotli and gzip copies and its hash manifest. The folder appears under its
 * final name in one rename, and only then does the in-memory generation swap: until that moment
 * every request gets the previous generation's file with that file's own hashes.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { SiteDetails } from "~/content/site";
import { renderedSiteContext } from "~/lib/request-context";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { brotliOptions, GZIP_OPTIONS, prerenderedFileOf, worthCompressing } from "./build-end.server";
import { inlineScriptHashes } from "./inline-scripts";
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from "./prerender-manifest";

/** The pages as one consistent set: which file each path is, its hashes, and where the files are. */
export type PrerenderedGeneration = {
  manifest: PrerenderManifest;
  /** The generation's folder (pages, compressed copies, loader data); the build's client folder for the build's own. */
  folder: string;
  /** Its files as express-static-gzip serves them; undefined: the build's, served by staticFiles itself. */
  serve?: RequestHandler;
};

/** The site details the pages are rendered with, and the settings version they come from. */
export type SiteSource = {
  current: () => SiteDetails;
  version: () => number;
  onChange: (listener: (version: number) => void) => () => void;
};

/** Under DATA_DIR: one folder per generation, named by what it was rendered from. */
export const REGENERATED_FOLDER = "prerendered";
/** Generations kept besides the current one: a request that chose its file just before a swap still finds it. */
const KEPT_PREVIOUS_GENERATIONS = 1;

/** React Router's prerendered loader data for a page (`/_.data` for the home page). */
export function dataFileOf(pagePath: string): string {
  return pagePath === "/" ? "_.data" : `${pagePath.slice(1)}.data`;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The build's copies (build-end.server.ts), made in libuv's thread pool: at maximum quality a
 * page takes a moment to compress, and the server keeps answering meanwhile.
 */
async function compressedCopiesInBackground(bytes: Buffer): Promise<{ extension: "br" | "gz"; copy: Buffer }[]> {
  if (!worthCompressing(bytes)) return [];
  const [br, gz] = await Promise.all([brotliAsync(bytes, brotliOptions(bytes)), gzipAsync(bytes, GZIP_OPTIONS)]);
  return [
    { extension: "br" as const, copy: br },
    { extension: "gz" as const, copy: gz },
  ].filter(({ copy }) => copy.length < bytes.length);
}

/** Let waiting requests run between two pages: a regeneration is background work. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function renderFailure(pagePath: string, what: string, response: Response): Error {
  return new Error(`regenerating ${pagePath}: its ${what} answered ${response.status}`);
}

/**
 * Render each page as the build's prerender does: a data request, then the document. Both run
 * the loaders as an anonymous visitor with no nonce (the page's CSP lists its hashes).
 */
export async function renderPrerenderedPages(
  build: ServerBuild,
  publicUrl: string,
  paths: readonly string[],
  folder: string,
  details: SiteDetails,
): Promise<PrerenderManifest> {
  const handle = createRequestHandler(build, "production");
  // As at build time there is no request and no services; the pages show these site details.
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(renderedSiteContext, details);
    return provider;
  };
  const manifest: PrerenderManifest = {};
  const write = (file: string, bytes: Buffer) => {
    const target = path.join(folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  };
  for (const pagePath of paths) {
    await nextTurn();
    const dataResponse = await handle(new Request(`${publicUrl}/${dataFileOf(pagePath)}`), context());
    if (dataResponse.status !== 200 && dataResponse.status !== 202) throw renderFailure(pagePath, "data", dataResponse);
    write(dataFileOf(pagePath), Buffer.from(await dataResponse.arrayBuffer()));

    const pageResponse = await handle(new Request(`${publicUrl}${pagePath === "/" ? "/" : `${pagePath}/`}`), context());
    if (pageResponse.status !== 200) throw renderFailure(pagePath, "page", pageResponse);
    const html = await pageResponse.text();
    const file = prerenderedFileOf(pagePath);
    const bytes = Buffer.from(html, "utf8");
    write(file, bytes);
    for (const { extension, copy } of await compressedCopiesInBackground(bytes)) write(`${file}.${extension}`, copy);
    manifest[pagePath] = { file, scriptHashes: inlineScriptHashes(html) };
    await nextTurn();
  }
  writeFileSync(path.join(folder, PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The prerendered pages this process serves: the build's until the owner has saved settings,
 * then each version's own generation. `current()` is read once per request, so the file and the
 * hashes a response gets always belong together.
 */
export function prerenderedSite({
  buildManifest,
  clientDir,
  build,
  publicUrl,
  dataDir,
  site,
  staticFolder,
}: {
  /** The build's own manifest (build/prerendered-pages.json): its paths are the ones regenerated. */
  buildManifest: PrerenderManifest;
  clientDir: string;
  build: ServerBuild;
  publicUrl: string;
  dataDir: string;
  site: SiteSource;
  /** How a generation's folder is served (the same rules as the build's files). */
  staticFolder: (folder: string) => RequestHandler;
}) {
  const generationsFolder = path.join(dataDir, REGENERATED_FOLDER);
  const paths = Object.keys(buildManifest);
  let current: PrerenderedGeneration = { manifest: buildManifest, folder: clientDir };
  let currentKey = "build";
  let queue: Promise<void> = Promise.resolve();

  /** What a generation is made from: the build, the details shown and the address; the folder's name. */
  function generationKey(details: SiteDetails, version: number): string {
    const made = createHash("sha256")
      .update(JSON.stringify([build.assets.version, publicUrl, details]))
      .digest("hex")
      .slice(0, 16);
    return `v${version}-${made}`;
  }

  /** Older generations go, except the few a request may still be reading from. */
  function removeOldGenerations(keep: string[]) {
    for (const entry of readdirSync(generationsFolder)) {
      if (!keep.includes(entry) && !entry.startsWith(".")) {
        rmSync(path.join(generationsFolder, entry), { recursive: true, force: true });
      }
    }
  }

  const kept: string[] = [];

  async function regenerate(): Promise<void> {
    const version = site.version();
    if (version === 0) return; // nothing saved: the build's pages are the SITE_* ones
    const details = site.current();
    const key = generationKey(details, version);
    if (key === currentKey) return;
    const folder = path.join(generationsFolder, key);
    const manifestFile = path.join(folder, PRERENDER_MANIFEST_FILE);
    if (!existsSync(manifestFile)) {
      mkdirSync(generationsFolder, { recursive: true });
      // Rendered aside, then renamed into place whole (instances may share DATA_DIR).
      const partial = path.join(generationsFolder, `.${key}.${process.pid}-${randomBytes(4).toString("hex")}`);
      try {
        await renderPrerenderedPages(build, publicUrl, paths, partial, details);
        if (!existsSync(manifestFile)) renameSync(partial, folder);
      } finally {
        rmSync(partial, { recursive: true, force: true });
      }
    }
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderManifest;
    current = { manifest, folder, serve: staticFolder(folder) };
    currentKey = key;
    kept.unshift(key);
    kept.length = Math.min(kept.length, KEPT_PREVIOUS_GENERATIONS + 1);
    removeOldGenerations(kept);
    console.log(`[prerender] ${paths.length} pages regenerated for site settings version ${version}`);
  }

  /** One regeneration at a time, each for the latest version (a burst of saves renders once or twice). */
  function schedule(): Promise<void> {
    queue = queue.then(regenerate).catch((error: unknown) => {
      // The previous generation keeps being served; the next change tries again.
      console.error("[prerender] regenerating the pages failed", error);
    });
    return queue;
  }

  const unsubscribe = site.onChange(() => void schedule());

  return {
    current: (): PrerenderedGeneration => current,
    /** Bring the pages up to the settings' current version (at start, and on each change). */
    refresh: schedule,
    /** Stop following changes; a regeneration under way finishes first. */
    async close(): Promise<void> {
      unsubscribe();
      await queue;
    },
  };
}

export type PrerenderedSite = ReturnType<typeof prerenderedSite>;
