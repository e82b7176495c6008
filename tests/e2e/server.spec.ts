import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

/** Start the production server with extra env; resolve with its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.ts"], {
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.describe("server start-up and failures", () => {
  // The browser reports the deliberate 500 as a console error.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("a bad PORT stops the server with one clear line", async () => {
    const { code, stderr } = await runServer({ PORT: "eighty" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Configuration error: PORT must be a whole number from 1 to 65535 (got "eighty")');
  });

  test("a DATA_DIR that is a file stops the server with one clear line", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "aloha-")), "not-a-folder");
    writeFileSync(file, "");
    const { code, stderr } = await runServer({ PORT: "3299", DATA_DIR: file });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Configuration error: DATA_DIR "${file}" is not a folder`);
  });

  test("GET /healthz answers ok without caching", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("a page rendered per request carries a CSP with a fresh nonce that the page's scripts use", async ({
    request,
  }) => {
    const first = await request.get("/auth");
    const second = await request.get("/auth");
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const nonce = nonceOf(first.headers()["content-security-policy"]!);
    expect(nonce).toBeTruthy();
    expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);
    const html = await first.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(first.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test("responses are compressed, and a compressed page is the same page", async ({ request }) => {
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    for (const path of ["/", "/pcs-toolkit/pet-travel", "/calculators/credit?price=750000"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers()["content-encoding"], path).toBe("gzip");
      const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"], path).toBeUndefined();
      expect(withoutNonce(await response.text()), path).toBe(withoutNonce(await plain.text()));
    }
  });

  test("a body over 64 KB is refused with 413 before any action, a chunked one with 411", async ({ baseURL }) => {
    const tooLarge = await fetch(`${baseURL}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `fullName=Kai&email=kai%40example.com&message=${"x".repeat(70_000)}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe("The form is too large.");
    const chunked = await fetch(`${baseURL}/suggestion-box`, {
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

  test("an unexpected server error renders the error page with 500 and the server keeps serving", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Inject-Fault": "loader" });
    const response = await page.goto("/auth");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await page.setExtraHTTPHeaders({});
    expect((await page.request.get("/healthz")).status()).toBe(200);
  });
});
