import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    // Integration tests share one PostgreSQL; files get their own schema, but keep them apart.
    fileParallelism: true,
  },
});
