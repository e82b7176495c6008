/**
 * The baseline for `npm run bench:server`: a bare Node `http` server (keep-alive, Node's
 * defaults) answering GET `<path>` with fixed bytes and headers held in memory, which the
 * runner copies from the app's own response for that page.
 * `node scripts/bench/static-server.ts <port> <path> <body file> <headers JSON file>`
 */
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, pagePath, bodyFile, headersFile] = process.argv.slice(2);
if (!port || !pagePath || !bodyFile || !headersFile) {
  console.error("usage: node scripts/bench/static-server.ts <port> <path> <body file> <headers JSON file>");
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = {
  ...(JSON.parse(readFileSync(headersFile, "utf8")) as Record<string, string>),
  "content-length": String(body.length),
};

const server = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === pagePath) {
    res.writeHead(200, headers);
    res.end(body);
    return;
  }
  res.writeHead(404, { "content-type": "text/plain" });
  res.end("Not found");
});
server.listen(Number(port), "127.0.0.1", () => console.log(`static baseline on http://127.0.0.1:${port}${pagePath}`));
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
