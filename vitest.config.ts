import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    // Integration tests' databases are copies of one migrated per run (tests/support/template-database.ts).
    globalSetup: ["tests/support/template-database.ts"],
    // Integration tests hash real passwords and talk to real databases: on a busy 2-core
    // machine some take several seconds, which is not a failure.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Integration tests share one PostgreSQL; files get their own schema, but keep them apart.
    fileParallelism: true,
  },
});
