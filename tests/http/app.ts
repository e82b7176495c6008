/**
 * The production build's app (build/server/index.js, as server.ts loads it) made in the test's
 * own process with a configuration of the test's choosing, listening on a free port (0).
 * Services are one per process (`servicesIfStarted()`), so a test file runs one app at a time: stop it
 * before starting the next (Vitest runs a file's tests in order; files run in processes of
 * their own).
 */
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { vi } from "vitest";
import type * as ServerEntry from "../../app/server/http/index.server";
import { freshTestBuild } from "../../scripts/test-build.ts";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const BUILD_DIR = path.join(root, "build");

/** The origin the build's prerendered pages were made for (their canonical URLs name it). */
export function buildPublicUrl(): string {
  const build = freshTestBuild();
  if (!build)
    throw new Error("no fresh production build: run the HTTP tests through Vitest (its global set-up builds)");
  return build.publicUrl;
}

export type TestApp = {
  /** Where it listens: http://127.0.0.1:<free port>. */
  url: string;
  dataDir: string;
  /** The listening server (a test can watch its requests arrive). */
  server: Server;
  /** What the app wrote to stdout and stderr (the request log, [error] lines, [mail] lines). */
  output: () => string;
  stop: () => Promise<void>;
};

let running: TestApp | undefined;

/**
 * Make the app with these variables on top of the defaults (production, a fresh DATA_DIR,
 * PUBLIC_URL the build's origin) and listen on a free port.
 */
export async function startApp(config: Record<string, string | undefined> = {}): Promise<TestApp> {
  if (running) throw new Error("one app at a time in a test file: stop the running one first");
  const dataDir = config.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "aloha-http-"));
  let output = "";
  const keep = (chunk: unknown) => {
    output += typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : String(chunk);
    return true;
  };
  const spies = [
    vi.spyOn(process.stdout, "write").mockImplementation(keep),
    vi.spyOn(process.stderr, "write").mockImplementation(keep),
    ...(["log", "info", "warn", "error"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        keep(`${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")}\n`);
      }),
    ),
  ];
  const restore = () => spies.forEach((spy) => spy.mockRestore());

  let server: Server | undefined;
  let close: (() => Promise<void>) | undefined;
  try {
    const { createApp } = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href
    )) as typeof ServerEntry;
    const aloha = await createApp({
      mode: "production",
      buildDir: BUILD_DIR,
      config: { NODE_ENV: "production", PUBLIC_URL: buildPublicUrl(), ...config, DATA_DIR: dataDir },
    });
    close = aloha.close;
    server = createServer(aloha.app);
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(0, "127.0.0.1", resolve);
    });
  } catch (error) {
    await close?.();
    restore();
    throw error;
  }
  const listening = server;
  const { port } = listening.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  const app: TestApp = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    server: listening,
    output: () => output,
    stop: () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          listening.close(() => resolve());
          listening.closeAllConnections();
        });
        await close!();
        restore();
        if (running === app) running = undefined;
      })()),
  };
  running = app;
  return app;
}
