import type { RequestListener } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import {
  clientAddressContext,
  cspNonceContext,
  injectedFaultContext,
  responseCookiesContext,
} from "~/lib/request-context";
import { PRERENDERED_PATHS } from "~/prerendered-paths";
import { prepareDataDir } from "../data/data-dir.server";
import { parseEnv, type Env } from "../data/env.server";
import { prerenderedFastPath, rendersPerRequest } from "./prerendered.server";
import { requestLog } from "./request-log.server";
import { securityHeaders } from "./security-headers.server";
import { originCheck } from "./origin-check.server";
import { reactRouterHandler } from "./react-router-handler.server";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from "../data/auth.server";
import { toNodeHandler } from "better-auth/node";
import { sql } from "kysely";
import { startServices } from "../data/services.server";
import { checklistSaveFastPath, checklistSaveRoute } from "./checklist-api.server";
import { logServerFault, SERVER_FAULT_TEXT } from "./server-fault.server";
import { CHECKLIST_SAVE_URL } from "~/features/checklist/checklist";

export type AppOptions = {
  mode: "production" | "development";
  /** Folder of the client build (static assets and prerendered pages); absent in development. */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: express.RequestHandler;
};

/** The query string as loaders see it: React Router's own `_routes` hint does not count. */
function loaderSearch(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return "";
  const params = new URLSearchParams(url.slice(query + 1));
  params.delete("_routes");
  return params.toString();
}

export type AlohaApp = {
  app: express.Express;
  /** The server's request listener: prerendered pages first, then the Express app. */
  handle: RequestListener;
  env: Env;
  close: () => Promise<void>;
};

/**
 * The whole HTTP application. Validates configuration first: a bad value throws a
 * ConfigError (one line) before anything listens.
 */
export async function createApp(options: AppOptions): Promise<AlohaApp> {
  const env = parseEnv();
  prepareDataDir(env.DATA_DIR);
  const services = await startServices(env);
  const https = env.PUBLIC_URL.startsWith("https://");
  const dev = options.mode === "development";
  const security = { https, dev };

  const app = express();
  app.disable("x-powered-by");
  // Client addresses (rate limits) come from X-Forwarded-For only behind a trusted proxy.
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog());
  app.use(compression());
  app.use(securityHeaders(security));
  // Before anything that can change state: foreign POST/PUT/PATCH/DELETE end here with 403.
  app.use(originCheck({ publicUrl: env.PUBLIC_URL }));

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(services.database.db);
      res.json({ status: "ok" });
    } catch (error) {
      console.error("[healthz] database check failed", error);
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.post(CHECKLIST_SAVE_URL, checklistSaveRoute(services));
  app.all(CHECKLIST_SAVE_URL, (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).type("text/plain").send("Method not allowed: save checklist items with POST.");
  });

  // Only the links in verification and reset emails reach better-auth directly. Sign-in,
  // sign-up and the rest go through the route actions, which add the per-email limits.
  const authHandler = toNodeHandler(services.auth);
  app.get([`${AUTH_BASE_PATH}/verify-email`, `${AUTH_BASE_PATH}/reset-password/:token`], (req, res) => {
    // The address better-auth limits on is always the one Express determined.
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
    void authHandler(req, res);
  });
  app.all(`${AUTH_BASE_PATH}/{*splat}`, (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Fingerprinted bundles never change: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    const serveStatic = express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) =>
      // Prerendered loader data is an anonymous visitor's for the bare URL: a signed-in visitor
      // or a query a loader reads (?price=…) gets its data from the handler.
      req.path.endsWith(".data") && rendersPerRequest(req.headers.cookie, loaderSearch(req.url))
        ? next()
        : serveStatic(req, res, next),
    );
  }

  // Bundled into this module in production; served fresh by Vite in development.
  // React Router refuses an action whose Origin differs from the URL it sees; behind a
  // TLS-terminating proxy that URL is http://, so PUBLIC_URL's host is named as allowed.
  // (originCheck has already refused every foreign origin.)
  const loadBuild = async () => ({
    ...(await import("virtual:react-router/server-build")),
    allowedActionOrigins: [new URL(env.PUBLIC_URL).host],
  });
  app.all(
    "/{*splat}",
    reactRouterHandler({
      // Given a function, React Router rebuilds and ranks its route table on every request, so
      // production passes the build once.
      build: dev ? loadBuild : await loadBuild(),
      mode: options.mode,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, res.locals.cspNonce as string);
        context.set(injectedFaultContext, env.FAULT_INJECTION && req.get("x-inject-fault") === "loader");
        context.set(clientAddressContext, req.ip ?? "");
        context.set(responseCookiesContext, []);
        return context;
      },
    }),
  );

  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    // The client's fault, as Express judged it (a path that is not valid percent-encoding, …).
    const clientStatus = (error as { status?: unknown } | null)?.status;
    if (typeof clientStatus === "number" && clientStatus >= 400 && clientStatus < 500) {
      if (res.headersSent) return res.end();
      return res.status(clientStatus).type("text/plain").send("Bad request.");
    }
    logServerFault(req.method, req.originalUrl, error);
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send(SERVER_FAULT_TEXT);
  };
  app.use(lastResort);

  // Prerendered pages and checklist saves are answered before Express (far cheaper per
  // request); the rest goes on.
  const fastPath = options.clientDir
    ? prerenderedFastPath({ clientDir: options.clientDir, paths: PRERENDERED_PATHS, security })
    : undefined;
  const saveFastPath = checklistSaveFastPath({ services, publicUrl: env.PUBLIC_URL, security });
  const handle: RequestListener = (req, res) => {
    if (!fastPath?.(req, res) && !saveFastPath(req, res)) app(req, res);
  };

  return { app, handle, env, close: services.close };
}
