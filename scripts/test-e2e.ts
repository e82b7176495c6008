/**
 * `npm run test:e2e`: a fresh production build, then Playwright in Debian's Chromium
 * against the production server (started by playwright.config.ts). Extra arguments go to
 * Playwright, e.g. `npm run test:e2e -- tests/e2e/sidebar.spec.ts`.
 */
import { E2E_PORT } from "../playwright.config.ts";
import { ensureChromium } from "./chromium.ts";
import { run } from "./run.ts";

const chromium = ensureChromium();
// Prerendered pages carry their canonical URLs: build them for the test server's origin.
run("npm", ["run", "build"], {
  ...process.env,
  NODE_ENV: "production",
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
});
run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium });
