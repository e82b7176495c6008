import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "./app";

/** From tests/e2e/server.spec.ts: what the app answers, in the test's own process. */
describe("the app's answers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ FAULT_INJECTION: "1" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("GET /healthz answers ok without caching", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("a page rendered per request carries a CSP with a fresh nonce that the page's scripts use", async () => {
    const first = await fetch(`${app.url}/auth`);
    const second = await fetch(`${app.url}/auth`);
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonce = nonceOf(first.headers.get("content-security-policy")!);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers.get("content-security-policy")!)).not.toBe(nonce);
    const html = await first.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(first.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test("responses are compressed, and a compressed page is the same page", async () => {
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    for (const path of ["/", "/pcs-toolkit/pet-travel", "/calculators/credit?price=750000"]) {
      // fetch decompresses the body and keeps Content-Encoding, as Playwright's request did.
      const response = await fetch(`${app.url}${path}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("content-encoding"), path).toBe("gzip");
      const plain = await fetch(`${app.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers.get("content-encoding"), path).toBeNull();
      expect(withoutNonce(await response.text()), path).toBe(withoutNonce(await plain.text()));
    }
  });

  test("a body over 64 KB is refused with 413 before any action, a chunked one with 411", async () => {
    const tooLarge = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `fullName=Kai&email=kai%40example.com&message=${"x".repeat(70_000)}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe("The form is too large.");
    const chunked = await fetch(`${app.url}/suggestion-box`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("suggestion=Chunked"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
  });

  test("an unexpected server error renders the error page with 500 and the server keeps serving", async () => {
    const response = await fetch(`${app.url}/auth`, { headers: { "X-Inject-Fault": "loader" } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});

test("the app runs as in production (React's production build, better-auth's production checks)", () => {
  expect(process.env.NODE_ENV).toBe("production");
  // better-auth skips its origin check on callback URLs when TEST is set (Vitest sets TEST=true).
  expect(process.env.TEST).toBe("false");
});
