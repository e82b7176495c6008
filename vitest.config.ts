import { defineConfig } from "vitest/config";

/** Component tests: React components in a DOM (jsdom), driven as a visitor would (docs/testing.md). */
const COMPONENT_TESTS = ["app/**/*.dom.test.tsx"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // The usual output for people, and a JSON record of every test's time for `npm run test:timings`.
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    // Integration tests hash real passwords and talk to real databases: on a busy 2-core
    // machine some take several seconds, which is not a failure.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Integration tests share one PostgreSQL; files get their own schema, but keep them apart.
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: {
          // Unit and integration tests, and server-rendering checks (renderToString): no DOM.
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
          exclude: COMPONENT_TESTS,
          // Integration tests' databases are copies of one migrated per run (tests/support/template-database.ts).
          globalSetup: ["tests/support/template-database.ts"],
        },
      },
      {
        // HTTP checks against the production build's app in the test's own process (port 0):
        // the build is made first if it is missing or stale.
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/http/build.global.ts"],
          // As `npm start` runs it: React's production build, better-auth's production checks
          // (under NODE_ENV=test, or TEST=true as Vitest sets it, it skips its origin check).
          env: { NODE_ENV: "production", TEST: "false" },
          // The built server bundle is loaded as Node loads it (not transformed again).
          server: { deps: { external: [/\/build\/server\//] } },
        },
      },
      {
        extends: true,
        test: {
          // A project of its own, so the DOM is set up only for the files that need one.
          name: "component",
          include: COMPONENT_TESTS,
          environment: "jsdom",
          setupFiles: ["tests/support/vitest-console-guard.ts"],
        },
      },
    ],
  },
});
