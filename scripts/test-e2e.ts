/**
 * `npm run test:e2e`: a fresh production build, then Playwright in Debian's Chromium
 * against the production server (started by playwright.config.ts). Extra arguments go to
 * Playwright, e.g. `npm run test:e2e -- tests/e2e/sidebar.spec.ts`.
 */
import { ensureChromium } from "./chromium.ts";
import { run } from "./run.ts";

const chromium = ensureChromium();
run("npx", ["react-router", "build"], { ...process.env, NODE_ENV: "production" });
run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium });
