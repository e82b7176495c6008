import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * Vite's and React Router's defaults and nothing else: no chunking rules, no CSS framework, no
 * web font. The bench builds a copy of this folder inside the project (bench/tmp/), so React,
 * React DOM and React Router resolve to the project's own node_modules.
 */
export default defineConfig({
  // Vite's pre-bundling cache beside the copy, never in the project's node_modules.
  cacheDir: path.join(import.meta.dirname, ".vite"),
  plugins: [reactRouter()],
});
