import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { cspNonce, securityHeaders, type SecurityOptions } from "./security-headers.server";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The headers of one GET through nonce + helmet; `hashes` marks the response as a prerendered page. */
async function headersOf(options: SecurityOptions, hashes?: string[]): Promise<Headers> {
  const app = express();
  app.use((_req, res, next) => {
    if (hashes) res.locals.prerenderedPage = { file: "index.html", scriptHashes: hashes };
    next();
  });
  app.use(cspNonce(), securityHeaders(options));
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0);
  close = () => server.close();
  await new Promise((resolve) => server.once("listening", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return response.headers;
}

const scriptSrc = (headers: Headers) => /script-src ([^;]*)/.exec(headers.get("content-security-policy") ?? "")?.[1];

describe("security headers", () => {
  it("give a page rendered per request a fresh 16-byte nonce each time, and no inline scripts otherwise", async () => {
    const first = scriptSrc(await headersOf({ https: false, dev: false }));
    const second = scriptSrc(await headersOf({ https: false, dev: false }));
    expect(first).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(second).not.toBe(first);
  });

  it("give a prerendered page its scripts' hashes and no nonce", async () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    expect(scriptSrc(await headersOf({ https: false, dev: false }, hashes))).toBe("'self' 'sha256-AAAA' 'sha256-BBBB'");
  });

  it("send HSTS and upgrade-insecure-requests only over https, and the fixed headers always", async () => {
    for (const https of [false, true]) {
      const headers = await headersOf({ https, dev: false });
      expect(headers.has("strict-transport-security")).toBe(https);
      expect(headers.get("content-security-policy")?.includes("upgrade-insecure-requests")).toBe(https);
      expect(headers.get("x-frame-options")).toBe("DENY");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy")).toMatch(/camera=\(\)/);
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  });
});
