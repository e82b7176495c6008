import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy, newNonce } from "./security-headers.server";

function fakeResponse() {
  const headers = new Map<string, string>();
  return { headers, setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value) };
}

describe("security headers", () => {
  it("draws a fresh 16-byte nonce every time, across pool refills", () => {
    const nonces = new Set(Array.from({ length: 3000 }, () => newNonce()));
    expect(nonces.size).toBe(3000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("sends the same policy as building it afresh, with this response's nonce", () => {
    for (const options of [
      { https: false, dev: false },
      { https: true, dev: false },
    ]) {
      const res = fakeResponse();
      const nonce = applySecurityHeaders(res as never, options);
      expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy({ nonce, ...options }));
      expect(res.headers.has("strict-transport-security")).toBe(options.https);
    }
  });
});
