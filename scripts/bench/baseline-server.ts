/**
 * Serves the framework baseline's build for `npm run bench:pages` (scripts/bench/baseline.ts)
 * through the site's own HTTP layer, in the site's order (app/server/http/express-app.server.ts):
 * its request log, its CSP nonce and security headers (helmet: the CSP, which admits the
 * baseline page's inline scripts by hash as the site's prerendered pages are admitted,
 * Cross-Origin-Opener-Policy and the rest), compression, then express-static-gzip over the
 * brotli copies written after the build (ETag, no per-request rendering), as the site serves
 * its prerendered pages and assets. The headers change how the browser loads a page: with
 * Cross-Origin-Opener-Policy the document opens in a browsing context group, and so a renderer
 * process, of its own (decision 0031, session 23), so a baseline without them is not the floor
 * the site stands on.
 * `node scripts/bench/baseline-server.ts <port> <client folder>`
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { inlineScriptHashes } from "../../app/server/http/inline-scripts.ts";
import { requestLog } from "../../app/server/http/request-log.server.ts";
import { cspNonce, securityHeaders } from "../../app/server/http/security-headers.server.ts";

const [port, clientDir] = process.argv.slice(2);
if (!port || !clientDir) {
  console.error("usage: node scripts/bench/baseline-server.ts <port> <client folder>");
  process.exit(2);
}

/** The baseline has one prerendered page; its CSP lists that page's inline scripts, as the site's build does. */
const page = {
  file: "index.html",
  scriptHashes: inlineScriptHashes(readFileSync(path.join(clientDir, "index.html"), "utf8")),
};

const app = express();
app.disable("x-powered-by");
app.use(requestLog());
app.use((req, res, next) => {
  if (req.path === "/") res.locals.prerenderedPage = page;
  next();
});
app.use(cspNonce());
app.use(securityHeaders({ https: false, dev: false }));
app.use(compression());
app.get("/healthz", (_req, res) => res.type("text/plain").send("ok"));
app.use(
  expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: "index.html",
    serveStatic: {
      setHeaders: (res, file) =>
        res.setHeader("Cache-Control", file.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"),
    },
  }),
);
const server = app.listen(Number(port), "127.0.0.1", () =>
  console.log(`framework baseline on http://127.0.0.1:${port}/`),
);
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
