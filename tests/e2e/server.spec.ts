import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../support/free-port";
import { startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

/**
 * What only the real process shows: start-up, serving, a clean stop on SIGTERM, and the exit
 * code of a bad configuration. What the app answers is checked in tests/http/server.test.ts.
 */

/** Start the production server with extra env; resolve with its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.ts"], {
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // Only a limit: a bad configuration ends the process as soon as the bundle is loaded.
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.describe("server start-up and failures", () => {
  // The browser reports the deliberate 500 as a console error.
  test.use({ allowedConsoleErrors: [/status of 500/] });
  // Real processes: loading the server bundle was seen to take 35 s on a busy 2-core machine.
  test.setTimeout(150_000);

  test("the production server starts, serves, and shuts down cleanly on SIGTERM", async () => {
    const server = await startServer();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const page = await fetch(`${server.url}/auth`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");
    expect(server.output()).toContain(`Aloha PCS listening on ${server.url} (production)`);
    await server.stop("SIGTERM");
    expect(server.process.exitCode).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    expect(server.output()).toContain("Stopped");
  });

  test("a bad PORT stops the server with one clear line", async () => {
    const { code, stderr } = await runServer({ PORT: "eighty" });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Configuration error: PORT must be a whole number from 1 to 65535 (got "eighty")');
  });

  test("a DATA_DIR that is a file stops the server with one clear line", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "aloha-")), "not-a-folder");
    writeFileSync(file, "");
    const { code, stderr } = await runServer({ PORT: String(await freePort()), DATA_DIR: file });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Configuration error: DATA_DIR "${file}" is not a folder`);
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
