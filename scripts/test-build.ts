/**
 * The production build the tests run against, made once: `npm test` builds before Vitest's
 * HTTP tests and Playwright both use it. A build is reused while nothing it is made from has
 * changed since (every file outside tests, docs, build output and dependencies; the
 * PUBLIC_URL and SITE_* it was given); otherwise it is made again.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_E2E_PORT } from "../playwright.config.ts";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const STAMP = path.join(root, "build", "test-build.json");
/** Not inputs of the build: its output, dependencies, test and doc files, local data. */
const SKIPPED_FOLDERS = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "data",
  "test-results",
  "playwright-report",
  "tests",
  "docs",
  "bench",
]);
const SKIPPED_FILES = /\.(test\.tsx?|md)$|^(vitest|playwright|eslint)\.config\.[jt]s$/;

/** Prerendered pages carry canonical URLs: the tests build for the e2e server's origin. */
export function testBuildPublicUrl(): string {
  // Read when asked, not when imported: scripts/e2e-port.ts may have chosen the port since.
  return `http://localhost:${Number(process.env.E2E_PORT) || DEFAULT_E2E_PORT}`;
}

function newestInput(folder = root): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) newest = Math.max(newest, newestInput(path.join(folder, entry.name)));
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) {
      newest = Math.max(newest, statSync(path.join(folder, entry.name)).mtimeMs);
    }
  }
  return newest;
}

type Stamp = { publicUrl: string; site: Record<string, string>; builtAtMs: number };

function buildEnv(): Omit<Stamp, "builtAtMs"> {
  const site = Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith("SITE_")),
  );
  return { publicUrl: testBuildPublicUrl(), site };
}

/** The current build's stamp, when it is the build these tests want (else undefined). */
export function freshTestBuild(): Stamp | undefined {
  if (!existsSync(STAMP) || !existsSync(path.join(root, "build", "server", "index.js"))) return undefined;
  const stamp = JSON.parse(readFileSync(STAMP, "utf8")) as Stamp;
  const wanted = buildEnv();
  if (stamp.publicUrl !== wanted.publicUrl || JSON.stringify(stamp.site) !== JSON.stringify(wanted.site)) {
    return undefined;
  }
  return newestInput() < stamp.builtAtMs ? stamp : undefined;
}

/** Build for the tests unless a fresh build is there; returns the build's PUBLIC_URL. */
export function ensureTestBuild(): string {
  const fresh = freshTestBuild();
  if (fresh) {
    console.log(`\n▶ production build: reusing build/ (nothing it is made from changed)`);
    return fresh.publicUrl;
  }
  const wanted = buildEnv();
  const builtAtMs = Date.now();
  console.log(`\n▶ npm run build (PUBLIC_URL=${wanted.publicUrl})`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: wanted.publicUrl },
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  writeFileSync(STAMP, JSON.stringify({ ...wanted, builtAtMs } satisfies Stamp));
  return wanted.publicUrl;
}
