/**
 * Vitest's global set-up for the HTTP tests: the production build they import (made once,
 * reused while fresh: scripts/test-build.ts). `npm test` has made it already.
 */
import { ensureTestBuild } from "../../scripts/test-build.ts";

export default function setup() {
  ensureTestBuild();
}
