/**
 * The last build step (react-router.config.ts `buildEnd`, after prerendering): the CSP
 * hashes of each prerendered page's inline scripts, and brotli and gzip copies of every
 * compressible file, so the server (or a CDN in front of it) sends files as they are.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { inlineScriptHashes } from "./inline-scripts";
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from "./prerender-manifest";

/** Text formats worth compressing. React Router's `.data` files are left out: no standard type to send them with. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** brotli at its best for a file of this size: written once, sent many times. */
export function brotliOptions(bytes: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
}

export const GZIP_OPTIONS = { level: constants.Z_BEST_COMPRESSION };

/** Whether a file is worth compressed copies at all. */
export function worthCompressing(bytes: Buffer): boolean {
  return bytes.length >= MIN_BYTES;
}

/** A file's brotli and gzip copies, each only where it is smaller than the file. */
export function compressedCopies(bytes: Buffer): { extension: "br" | "gz"; copy: Buffer }[] {
  if (!worthCompressing(bytes)) return [];
  const copies = [
    { extension: "br" as const, copy: brotliCompressSync(bytes, brotliOptions(bytes)) },
    { extension: "gz" as const, copy: gzipSync(bytes, GZIP_OPTIONS) },
  ];
  return copies.filter(({ copy }) => copy.length < bytes.length);
}

/** `<file>.br` and `<file>.gz` beside each compressible file, where they are smaller. */
export function precompress(clientDir: string): number {
  let written = 0;
  for (const file of filesUnder(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    for (const { extension, copy } of compressedCopies(readFileSync(file))) {
      writeFileSync(`${file}.${extension}`, copy);
      written++;
    }
  }
  return written;
}

/** Where a prerendered page's HTML is, relative to the client folder (React Router's layout). */
export function prerenderedFileOf(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
}

/** Each prerendered page's file and the CSP hash sources of its inline scripts. */
export function prerenderManifest(clientDir: string, paths: readonly string[]): PrerenderManifest {
  const manifest: PrerenderManifest = {};
  for (const pagePath of paths) {
    const file = prerenderedFileOf(pagePath);
    const html = readFileSync(path.join(clientDir, file), "utf8");
    manifest[pagePath] = { file, scriptHashes: inlineScriptHashes(html) };
  }
  return manifest;
}

export function finishBuild({
  buildDirectory,
  prerenderedPaths,
}: {
  buildDirectory: string;
  prerenderedPaths: readonly string[];
}) {
  const clientDir = path.join(buildDirectory, "client");
  const manifest = prerenderManifest(clientDir, prerenderedPaths);
  writeFileSync(path.join(buildDirectory, PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const copies = precompress(clientDir);
  console.log(
    `Build end: CSP hashes for ${Object.keys(manifest).length} prerendered pages, ${copies} precompressed copies`,
  );
}
