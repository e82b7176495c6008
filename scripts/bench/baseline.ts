/**
 * The framework baseline of `npm run bench:pages` (issue 34): a minimal React Router app
 * (scripts/bench/baseline-app/: React Router's defaults, one prerendered page, no CSS framework,
 * no web font) built with the project's own React, React DOM, React Router and Vite, and served
 * by Express with precompressed files as the site's prerendered pages are. Its page carries the
 * text of one of the site's pages, so it lays out and paints as much text; what it lacks is
 * everything the site adds to the framework.
 *
 * It is audited twice over: as React Router writes it (its scripts fetched with the page and run
 * before its first paint), and served as the site serves its pages, the same build with the
 * site's after-paint rewrite applied to its page (app/server/http/hydrate-after-paint.server.ts,
 * decision 0006), so that the site's TBT stands beside the framework's own cost counted where
 * the site's is counted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { AFTER_PAINT_TYPE, hydrateAfterPaint } from "../../app/server/http/hydrate-after-paint.server.ts";
import { run } from "../run.ts";
import type { TextBlock } from "./baseline-app/app/routes/home.tsx";
import { ROOT, stopChild, TMP_DIR } from "./support.ts";

const SOURCE_DIR = path.join(ROOT, "scripts/bench/baseline-app");
/** Inside the project, so the copy resolves packages from the project's node_modules. */
const BUILD_DIR = path.join(TMP_DIR, "baseline-app");

/**
 * Brotli (best quality) and gzip copies of the text files, as the site's build writes them
 * (app/server/http/build-end.server.ts, which plain Node cannot import: its imports name no
 * file extensions).
 */
function precompress(clientDir: string): void {
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|js|css)$/.test(entry.name)) continue;
    writeCompressedCopies(path.join(entry.parentPath, entry.name));
  }
}

function writeCompressedCopies(file: string): void {
  const bytes = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * A copy of the built client whose page is served as the site serves its own: the same
 * after-paint rewrite the site's entry.server.tsx applies to every document (its
 * modulepreloads gone, its module code run after the first contentful paint).
 */
function servedAsTheSiteIs(clientDir: string, intoDir: string): void {
  rmSync(intoDir, { recursive: true, force: true });
  cpSync(clientDir, intoDir, { recursive: true });
  const page = path.join(intoDir, prerenderedFileOf("/"));
  const rewritten = hydrateAfterPaint(readFileSync(page, "utf8"));
  if (!rewritten.includes(AFTER_PAINT_TYPE))
    throw new Error(`the after-paint rewrite found no module script in ${page}`);
  writeFileSync(page, rewritten);
  writeCompressedCopies(page);
}

/** Where React Router writes a prerendered page's HTML, relative to the client folder. */
function prerenderedFileOf(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

function plainText(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** The headings, paragraphs and list items of a prerendered page's `<main>`, in order. */
export function textBlocksOf(html: string): TextBlock[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!main) throw new Error("the page has no <main>");
  const blocks: TextBlock[] = [];
  for (const match of main.matchAll(/<(h1|h2|h3|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = plainText(match[2]!);
    if (text) blocks.push({ tag: match[1] as TextBlock["tag"], text });
  }
  return blocks;
}

export type BaselineBuild = {
  /** As React Router builds it. */
  clientDir: string;
  /** The same, its page rewritten as the site's are (servedAsTheSiteIs). */
  afterPaintClientDir: string;
  textFrom: string;
  characters: number;
  blocks: number;
};

/**
 * Copies the baseline app to bench/tmp/baseline-app, gives it the text of the site's
 * prerendered `textFrom` page (from the site's build, which must exist), builds it with the
 * project's React Router CLI and writes brotli and gzip copies of its files.
 */
export function buildBaseline({ textFrom }: { textFrom: string }): BaselineBuild {
  const html = readFileSync(path.join(ROOT, "build/client", prerenderedFileOf(textFrom)), "utf8");
  const blocks = textBlocksOf(html);
  rmSync(BUILD_DIR, { recursive: true, force: true });
  cpSync(SOURCE_DIR, BUILD_DIR, { recursive: true });
  writeFileSync(path.join(BUILD_DIR, "content.json"), JSON.stringify(blocks));
  run(
    path.join(ROOT, "node_modules/.bin/react-router"),
    ["build"],
    { ...process.env, NODE_ENV: "production" },
    BUILD_DIR,
  );
  const clientDir = path.join(BUILD_DIR, "build/client");
  precompress(clientDir);
  const afterPaintClientDir = path.join(BUILD_DIR, "build/client-after-paint");
  servedAsTheSiteIs(clientDir, afterPaintClientDir);
  return {
    clientDir,
    afterPaintClientDir,
    textFrom,
    characters: blocks.reduce((sum, block) => sum + block.text.length, 0),
    blocks: blocks.length,
  };
}

export type BaselineServer = { origin: string; process: ChildProcess; stop: () => Promise<void> };

export async function startBaselineServer({ port, clientDir }: { port: number; clientDir: string }) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "scripts/bench/baseline-server.ts"), String(port), clientDir],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`baseline server exited early:\n${output}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`baseline server did not start within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, process: child, stop: () => stopChild(child) } satisfies BaselineServer;
}
