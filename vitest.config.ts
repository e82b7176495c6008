import { defineConfig } from "vitest/config";

/** Component tests: React components in a DOM (jsdom), driven as a visitor would (docs/testing.md). */
const COMPONENT_TESTS = ["app/**/*.dom.test.tsx"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
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
          name: "node",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: COMPONENT_TESTS,
          environment: "node",
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
