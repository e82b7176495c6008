/** `npm test`: everything CI runs, in order, stopping at the first failure. */
import { ensureChromium } from "./chromium.ts";
import { run } from "./run.ts";

// Check for the browser first, so a missing one is reported before minutes of other work.
ensureChromium();
run("npm", ["run", "typecheck"]);
run("npm", ["run", "lint"]);
run("npm", ["run", "test:unit"]);
run("npm", ["run", "test:e2e"]);
// Reads the production build test:e2e just made.
run("npm", ["run", "check:size"]);
