import { createHash } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sidebarCookie } from "../../app/components/layout/sidebar-state";
import { authSecret } from "../../app/features/auth/server/auth-secret.server";
import { flashMessages } from "../../app/server/http/flash.server";
import { startApp, type TestApp } from "./app";

/** The hash sources of every inline script in a document, as a browser computes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((text) => text !== "")
    .map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

function scriptSources(csp: string | null | undefined): string[] {
  return /script-src ([^;]*)/.exec(csp ?? "")?.[1]?.split(" ") ?? [];
}

/**
 * One GET with exactly these headers, and the bytes as sent. (fetch would decompress them,
 * and it adds `Cache-Control: no-cache` to a conditional request.)
 */
function raw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

/** From tests/e2e/static-files.spec.ts (the browser's hydration under the hash-only CSP stays there). */
describe("prerendered pages are plain files", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("the same bytes for every visitor, with a CSP of exactly its inline scripts' hashes", async () => {
    for (const path of ["/", "/welcome", "/pcs-toolkit/pet-travel"]) {
      const first = await raw(`${app.url}${path}`, { "accept-encoding": "identity" });
      const second = await raw(`${app.url}${path}`, { "accept-encoding": "identity" });
      expect(first.status, path).toBe(200);
      expect(second.bytes.equals(first.bytes), `${path}: no per-response value`).toBe(true);
      const html = first.bytes.toString("utf8");
      expect(html, path).not.toContain("nonce=");
      const csp = String(first.headers["content-security-policy"]);
      expect(second.headers["content-security-policy"], path).toBe(csp);
      expect(new Set(scriptSources(csp).slice(1)), path).toEqual(new Set(inlineScriptHashes(html)));
      expect(first.headers["cache-control"], path).toBe("no-cache");
    }
    // A page rendered per request still gets a nonce.
    const rendered = await fetch(`${app.url}/auth`);
    expect(scriptSources(rendered.headers.get("content-security-policy"))).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
    ]);
  });

  test("are sent brotli or gzip as the client accepts, from copies made at build time", async () => {
    const url = `${app.url}/pcs-toolkit/pet-travel`;
    const plain = await raw(url, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const cases: [string, string | null][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", null],
      ["gzip;q=0, br;q=0", null],
      ["identity", null],
    ];
    for (const [accept, expected] of cases) {
      const { headers, bytes } = await raw(url, { "accept-encoding": accept });
      expect(headers["content-encoding"], accept).toBe(expected ?? undefined);
      expect(headers.vary, accept).toMatch(/accept-encoding/i);
      const decoded = expected === "br" ? brotliDecompressSync(bytes) : expected === "gzip" ? gunzipSync(bytes) : bytes;
      expect(decoded.equals(plain.bytes), `${accept}: the same page`).toBe(true);
    }
  });

  test("answer 304 to a revalidation with their ETag", async () => {
    for (const path of ["/welcome", "/favicon.ico"]) {
      const first = await raw(`${app.url}${path}`, { "accept-encoding": "br" });
      const etag = first.headers.etag;
      expect(etag, path).toBeTruthy();
      const again = await raw(`${app.url}${path}`, { "accept-encoding": "br", "if-none-match": etag! });
      expect(again.status, path).toBe(304);
      expect(again.bytes.length, path).toBe(0);
    }
  });

  test("hashed assets are cached for a year, immutable", async () => {
    const script = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${app.url}/`)).text())?.[0];
    expect(script).toBeTruthy();
    const response = await fetch(`${app.url}${script!}`);
    await response.arrayBuffer();
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  test("the service worker is a script revalidated on every check, so a deploy's reaches open pages", async () => {
    const response = await fetch(`${app.url}/sw.js`);
    const worker = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    // Workbox wrote the list of files to precache into it: the page's scripts among them.
    const script = /\/assets\/[\w.-]+\.js/.exec(await (await fetch(`${app.url}/`)).text())?.[0];
    expect(worker).toContain(script!.slice(1));
  });

  test("raw file paths are not pages: /index.html, /welcome/index.html and compressed copies answer 404", async () => {
    for (const path of ["/index.html", "/welcome/index.html", "/welcome/index.html.br", "/index.html.gz"]) {
      const response = await fetch(`${app.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(404);
    }
  });

  test("a signed-in visitor, a collapsed sidebar, a message or a query string gets the page rendered for them", async () => {
    // Cookies as this server writes them: the browser's sidebar state, a message signed with its secret.
    const flash = flashMessages({ secret: authSecret(undefined, app.dataDir), secure: false });
    const collapsed = sidebarCookie(false).split(";")[0]!;
    const message = (await flash.cookie("Signed out.")).split(";")[0]!;
    for (const cookie of ["better-auth.session_token=any", collapsed, message]) {
      const response = await fetch(`${app.url}/welcome`, { headers: { cookie } });
      await response.arrayBuffer();
      expect(scriptSources(response.headers.get("content-security-policy"))[1], cookie).toMatch(/^'nonce-/);
    }
    // A message the server did not sign is no message: the prerendered page, hashes and all.
    const forged = await fetch(`${app.url}/welcome`, { headers: { cookie: "aloha_flash=Hello" } });
    await forged.arrayBuffer();
    expect(scriptSources(forged.headers.get("content-security-policy"))[1]).toMatch(/^'sha256-/);
    const withQuery = await fetch(`${app.url}/welcome?utm_source=mail`);
    await withQuery.arrayBuffer();
    expect(scriptSources(withQuery.headers.get("content-security-policy"))[1]).toMatch(/^'nonce-/);
  });
});
