import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * React's API on Preact (docs/decisions/0011): the same components, a tenth of the JavaScript.
 * Applied to the server build too, so the HTML and its hydration come from one renderer.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: fileURLToPath(new URL("./app/lib/preact/react.ts", import.meta.url)) },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

export default defineConfig({
  environments: {
    // The server build's entry is the Express app, so loaders, actions and the HTTP layer
    // share one module graph: one database client and one auth instance per process.
    ssr: { build: { rollupOptions: { input: "./app/server/http/index.server.ts" } } },
  },
  // Packages that import `react` are bundled into the server build, where the aliases apply.
  ssr: { noExternal: [/^react-router/, /^@react-router\//, /^radix-ui/, /^@radix-ui\//, "sonner", "lucide-react"] },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true, alias: reactOnPreact },
});
