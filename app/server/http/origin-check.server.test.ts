import { describe, expect, it } from "vitest";
import { originVerdict } from "./origin-check.server";

const site = { publicOrigin: "https://alohapcs.example", requestOrigin: "http://10.0.0.5:3000" };
const verdict = (method: string, origin?: string, secFetchSite?: string) =>
  originVerdict({ method, origin, secFetchSite, ...site }).allowed;

describe("originVerdict", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"])
      expect(verdict(method, "https://evil.example", "cross-site")).toBe(true);
  });

  it("refuses a foreign origin on every state-changing method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(verdict(method, "https://evil.example")).toBe(false);
    }
  });

  it("allows PUBLIC_URL, the request's own origin, and no origin at all", () => {
    expect(verdict("POST", "https://alohapcs.example")).toBe(true);
    expect(verdict("POST", "https://ALOHAPCS.example:443")).toBe(true);
    expect(verdict("POST", "http://10.0.0.5:3000")).toBe(true);
    expect(verdict("POST", undefined)).toBe(true);
    expect(verdict("POST", undefined, "same-origin")).toBe(true);
  });

  it("lets a mail provider's one-click unsubscribe through (RFC 8058: a server's POST, no Origin)", () => {
    // What Gmail or Yahoo send to a reminder's List-Unsubscribe link: no Origin, no Sec-Fetch-Site.
    expect(verdict("POST", undefined, undefined)).toBe(true);
  });

  it("refuses look-alikes: other scheme, port or subdomain, null, and junk", () => {
    for (const origin of [
      "http://alohapcs.example",
      "https://alohapcs.example:8443",
      "https://evil.alohapcs.example",
      "https://alohapcs.example.evil.example",
      "null",
      "",
      "alohapcs.example",
      "file://",
      "javascript:alert(1)",
    ]) {
      expect(verdict("POST", origin), origin).toBe(false);
    }
  });

  it("treats Sec-Fetch-Site: cross-site as foreign even without an Origin", () => {
    expect(verdict("POST", undefined, "cross-site")).toBe(false);
    expect(verdict("POST", "https://alohapcs.example", "Cross-Site")).toBe(false);
    expect(verdict("POST", "https://alohapcs.example", "same-site")).toBe(true);
  });
});
