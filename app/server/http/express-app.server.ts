import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { toNodeHandler } from "better-auth/node";
import { sql } from "kysely";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { SITE_FILES_PATH } from "~/features/site-settings/founder-photo";
import { SITE_SETTINGS_MAX_BODY_BYTES, SITE_SETTINGS_PATH } from "~/features/site-settings/site-settings";
import { SITE_FILES_FOLDER } from "~/features/site-settings/server/site-settings.server";
import { GUIDE_PDF_WORKER_BUILT, GUIDE_PDF_WORKER_SOURCE } from "~/features/guide-pdf/server/guide-pdf-renders.server";
import {
  clientAddressContext,
  cspNonceContext,
  injectedFaultContext,
  responseCookiesContext,
} from "~/lib/request-context";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from "~/features/auth/server/auth.server";
import { prepareDataDir } from "../data-dir.server";
import { serverEnv, configureServerEnv, type Env } from "../env.server";
import { servicesContext, startServices, type Services } from "../services.server";
import { allowedMethods } from "./allowed-methods.server";
import { bodyLimit } from "./body-limit.server";
import { originCheck } from "./origin-check.server";
import { logServerError, requestLog } from "./request-log.server";
import { cspNonce, securityHeaders } from "./security-headers.server";
import { prerenderedSite } from "./prerender-regeneration.server";
import { prerenderedPages, readPrerenderManifest, staticFiles, staticFolder } from "./static-files.server";

export type AppOptions = (
  | {
      mode: "production";
      /** The build folder: `client/` (static files and prerendered pages) and the prerender manifest. */
      buildDir: string;
    }
  | {
      mode: "development";
      /** Vite's middleware: the client's modules and assets, served fresh. */
      devMiddleware: express.RequestHandler;
    }
) & {
  /**
   * The configuration as environment variables (PORT, DATA_DIR, PUBLIC_URL, TRUST_PROXY,
   * FAULT_INJECTION …), checked as process.env is. Unset: process.env. Services are one per
   * process (`servicesIfStarted()`), so one app at a time: close one before making the next.
   */
  config?: Record<string, string | undefined>;
};

export type AlohaApp = { app: express.Express; env: Env; close: () => Promise<void> };

/**
 * The whole HTTP application, as React Router's node-custom-server template has it: one
 * Express chain, static files, then React Router's request handler for everything else.
 * Validates configuration first: a bad value throws a ConfigError (one line) before
 * anything listens.
 */
export async function createApp(options: AppOptions): Promise<AlohaApp> {
  const env = options.config ? configureServerEnv(options.config) : serverEnv();
  prepareDataDir(env.DATA_DIR);
  const services = await startServices({
    ...env,
    guidePdf: {
      workerFile:
        options.mode === "production" ? path.join(options.buildDir, GUIDE_PDF_WORKER_BUILT) : GUIDE_PDF_WORKER_SOURCE,
      workers: env.GUIDE_PDF_WORKERS,
    },
  });
  const dev = options.mode === "development";
  // The built app (production): its route table renders the pages, and regenerates the
  // prerendered ones when the owner's site settings change (decision 0029).
  const production =
    options.mode === "production"
      ? await builtApp({ buildDir: options.buildDir, env, site: services.site })
      : undefined;
  // Settings saved before this start (or while it was down) are shown once their pages are
  // ready; until then the previous ones are.
  void production?.pages.refresh();

  const app = express();
  app.disable("x-powered-by");
  // Client addresses (rate limits) come from X-Forwarded-For only behind a trusted proxy.
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog());
  // Decided first: a prerendered file's CSP lists its script hashes, anything else gets a nonce.
  if (production) app.use(prerenderedPages(production.pages.current, services.flash));
  app.use(cspNonce());
  app.use(securityHeaders({ https: env.PUBLIC_URL.startsWith("https://"), dev }));
  // Pages rendered per request; files compressed at build time already carry their encoding.
  app.use(compression());
  // Before anything that can change state: foreign POST/PUT/PATCH/DELETE end here with 403.
  app.use(originCheck({ publicUrl: env.PUBLIC_URL }));
  app.use(allowedMethods());
  app.use(bodyLimit({ [SITE_SETTINGS_PATH]: SITE_SETTINGS_MAX_BODY_BYTES }));

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

  // The founder's photo (/admin/site): named by its content, so it never changes under its name.
  app.use(
    SITE_FILES_PATH,
    express.static(path.join(env.DATA_DIR, SITE_FILES_FOLDER), {
      immutable: true,
      maxAge: "365d",
      index: false,
      redirect: false,
    }),
  );

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.mode === "development") {
    app.use(options.devMiddleware);
    build = () => import("virtual:react-router/server-build");
  } else {
    const { clientDir, pages } = production!;
    app.use(staticFiles(clientDir, pages.current, services.flash));
    build = production!.build;
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      // React Router refuses an action whose Origin differs from the URL it sees; behind a
      // TLS-terminating proxy that URL is http://, so PUBLIC_URL's host is named as allowed.
      // (originCheck has already refused every foreign origin.)
      build: withAllowedOrigin(build, new URL(env.PUBLIC_URL).host),
      mode: options.mode,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, res.locals.cspNonce);
        context.set(injectedFaultContext, env.FAULT_INJECTION && req.get("x-inject-fault") === "loader");
        context.set(clientAddressContext, req.ip ?? "");
        context.set(responseCookiesContext, []);
        context.set(servicesContext, services);
        return context;
      },
    }),
  );

  // What a visitor reads when the server fails: nothing about the cause. The log has the stack.
  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    // The client's fault, as Express judged it (a path that is not valid percent-encoding, …).
    const clientStatus = (error as { status?: unknown } | null)?.status;
    if (typeof clientStatus === "number" && clientStatus >= 400 && clientStatus < 500) {
      if (res.headersSent) return res.end();
      return res.status(clientStatus).type("text/plain").send("Bad request.");
    }
    logServerError(`${req.method} ${req.originalUrl}`, error);
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
  };
  app.use(lastResort);

  return {
    app,
    env,
    close: async () => {
      await production?.pages.close();
      await services.close();
    },
  };
}

/** The bundled build and its prerendered pages, kept in step with the site settings. */
async function builtApp({ buildDir, env, site }: { buildDir: string; env: Env; site: Services["site"] }) {
  // Bundled into this module; given as the build itself (a function would make React Router
  // rebuild its route table on every request).
  const build: ServerBuild = await import("virtual:react-router/server-build");
  const clientDir = path.join(buildDir, "client");
  const pages = prerenderedSite({
    buildManifest: readPrerenderManifest(buildDir),
    clientDir,
    build,
    publicUrl: env.PUBLIC_URL,
    dataDir: env.DATA_DIR,
    site,
    staticFolder,
  });
  return { build, clientDir, pages };
}

function withAllowedOrigin(
  build: ServerBuild | (() => Promise<ServerBuild>),
  host: string,
): ServerBuild | (() => Promise<ServerBuild>) {
  const allow = (server: ServerBuild): ServerBuild => ({ ...server, allowedActionOrigins: [host] });
  return typeof build === "function" ? async () => allow(await build()) : allow(build);
}
