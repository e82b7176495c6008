import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/chromium.ts";
import { SHARED_AUTH_SECRET } from "./tests/support/postgres.ts";

/**
 * The e2e server's port when nothing else listens on it: `npm test` and `npm run test:e2e`
 * (scripts/e2e-port.ts) pick a free one otherwise and pass it on as E2E_PORT.
 */
export const DEFAULT_E2E_PORT = 3210;
export const E2E_PORT = Number(process.env.E2E_PORT) || DEFAULT_E2E_PORT;
export const E2E_DATA_DIR = "test-results/e2e-data";
/** The e2e server's secret, known to the tests so they can seed sessions it accepts (tests/e2e/fixtures.ts). */
export const E2E_AUTH_SECRET = SHARED_AUTH_SECRET;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Artifacts in a folder of their own: Playwright empties its output folder before a run, and
  // Vitest's timings (test-results/vitest.json) must survive `npm test`'s e2e step.
  outputDir: "test-results/e2e",
  forbidOnly: true,
  // The list for people, and a JSON record of every test's time for `npm run test:timings`.
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production server on a fresh data folder; scripts/test-e2e.ts builds first.
    command: `rm -rf ${E2E_DATA_DIR} && node server.ts`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      AUTH_SECRET: E2E_AUTH_SECRET,
      FAULT_INJECTION: "1",
      // Tests send their own X-Forwarded-For (tests/e2e/fixtures.ts) so limits keep them apart.
      TRUST_PROXY: "1",
    },
  },
});
