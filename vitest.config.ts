import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
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
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
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
    ],
  },
});
