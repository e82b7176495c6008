/** `npm test`: everything CI runs, in order, stopping at the first failure. */
import { ensureChromium } from "./chromium.ts";
import { chooseE2ePort } from "./e2e-port.ts";
import { run } from "./run.ts";
import { ensureTestBuild } from "./test-build.ts";

// Check for the browser first, so a missing one is reported before minutes of other work.
ensureChromium();
await chooseE2ePort();
run("npm", ["run", "typecheck"]);
run("npm", ["run", "lint"]);
// The production build, once: Vitest's HTTP tests and Playwright both run against it.
ensureTestBuild();
run("npm", ["run", "test:unit"]);
run("npm", ["run", "test:e2e"]);
// Reads the same production build.
run("npm", ["run", "check:size"]);
