/**
 * `npm run test:e2e`: the production build (made unless a fresh one is there:
 * scripts/test-build.ts), then Playwright in Debian's Chromium
 * against the production server (started by playwright.config.ts). Extra arguments go to
 * Playwright, e.g. `npm run test:e2e -- tests/e2e/sidebar.spec.ts`.
 */
import { ensureChromium } from "./chromium.ts";
import { chooseE2ePort } from "./e2e-port.ts";
import { run } from "./run.ts";
import { ensureTestBuild } from "./test-build.ts";

const chromium = ensureChromium();
await chooseE2ePort();
// Prerendered pages carry their canonical URLs: built for the test server's origin.
ensureTestBuild();
run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: chromium });
