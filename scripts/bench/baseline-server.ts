/**
 * Serves the framework baseline's build for `npm run bench:pages` (scripts/bench/baseline.ts):
 * Express with express-static-gzip, as the site serves its prerendered pages and assets (the
 * brotli copy written at build time, ETag, no per-request work), without the site's other
 * middleware (request log, CSP, helmet), none of which changes what the browser loads.
 * `node scripts/bench/baseline-server.ts <port> <client folder>`
 */
import express from "express";
import expressStaticGzip from "express-static-gzip";

const [port, clientDir] = process.argv.slice(2);
if (!port || !clientDir) {
  console.error("usage: node scripts/bench/baseline-server.ts <port> <client folder>");
  process.exit(2);
}

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => res.type("text/plain").send("ok"));
app.use(
  expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: "index.html",
    serveStatic: {
      setHeaders: (res, file) =>
        res.setHeader(
          "Cache-Control",
          file.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        ),
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
