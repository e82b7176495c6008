/**
 * Entry point: `node server.ts` (Node 24 runs TypeScript directly). Builds the app (Vite's
 * dev server in development, the bundled build in production), listens, and shuts down
 * gracefully on SIGTERM/SIGINT. A bad configuration stops it with one line and exit code 1.
 */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type * as ServerEntry from "./app/server/http/index.server.ts";

type AppModule = typeof ServerEntry;

const root = path.dirname(fileURLToPath(import.meta.url));
// `npm run dev` passes --dev; everything else (npm start, the tests) runs the production build.
// The configuration itself is read and checked by the app (app/server/env.server.ts).
const production = !process.argv.includes("--dev");
const SHUTDOWN_GRACE_MS = 10_000;

async function loadApp() {
  if (production) {
    const { createApp }: AppModule = await import(path.join(root, "build/server/index.js"));
    return createApp({ mode: "production", buildDir: path.join(root, "build") });
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { createApp } = (await devServer.ssrLoadModule("./app/server/http/index.server.ts")) as AppModule;
  return createApp({
    mode: "development",
    devMiddleware: devServer.middlewares,
  });
}

async function main() {
  let aloha;
  try {
    aloha = await loadApp();
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { app, env, close } = aloha;
  const server: Server = createServer(app);
  server.listen(env.PORT, () => {
    console.log(`Aloha PCS listening on http://localhost:${env.PORT} (${production ? "production" : "development"})`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      `Server error: ${error.code === "EADDRINUSE" ? `port ${env.PORT} is already in use` : error.message}`,
    );
    process.exit(1);
  });

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await close();
      console.log("Stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// Anything that escapes a request handler is logged; the process keeps serving.
process.on("unhandledRejection", (reason) => {
  console.error("[error] unhandled rejection", reason instanceof Error ? reason.stack : reason);
});

await main();
