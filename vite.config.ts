import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig, type Plugin } from "vite";
import { compileHints } from "./scripts/vite/compile-hints.ts";

const GUIDE_PDF_WORKER_ENTRY = "guide-pdf-worker";

/**
 * React Router names every entry of the server build after its one server file (index.js):
 * the guide PDF's worker keeps its own name, which the server looks for (decision 0027).
 */
function namedGuidePdfWorker(): Plugin {
  return {
    name: "aloha:named-guide-pdf-worker",
    configEnvironment(name, options) {
      if (name !== "ssr") return;
      const output = options.build?.rollupOptions?.output;
      const serverFile =
        !Array.isArray(output) && typeof output?.entryFileNames === "string" ? output.entryFileNames : "index.js";
      return {
        build: {
          rollupOptions: {
            output: {
              entryFileNames: (chunk) =>
                chunk.name === GUIDE_PDF_WORKER_ENTRY ? `${GUIDE_PDF_WORKER_ENTRY}.js` : serverFile,
            },
          },
        },
      };
    },
  };
}

/**
 * The app's own modules that the root route imports statically, however deep (the layout, the
 * sidebar's links, page metadata, small helpers): every page loads all of them, so as one chunk
 * they cost no page a byte more and save each page about ten requests. Left to Rollup's rules
 * they were a dozen chunks of a few hundred bytes, split by which routes also import them.
 * Packages keep their own chunks.
 */
function appShellChunk() {
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: "aloha:app-shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const pending = root ? [...(this.getModuleInfo(root)?.importedIds ?? [])] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shellModules.has(id) || /node_modules/.test(id)) continue;
        shellModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return {
    plugin,
    // With the small packages they use; React and React Router have groups of their own, taken first.
    group: { name: "app-shell", test: (id: string) => shellModules.has(id), priority: 1 },
  };
}
const appShell = appShellChunk();

/** The service worker's page side, the plan's offline parts and its calendar: lazy chunks loaded after the page. */
const OFFLINE_CHUNKS = /(service-worker-client|kept-ticks|offline-plan-status|calendar-section)-[\w-]+\.js$/;

/** Where the stylesheet's font files live, so fontaine can read the web font's metrics. */
const fontFiles = new URL("./node_modules/@fontsource-variable/inter/files/", import.meta.url);
/** The stylesheet's own font files (app/assets/fonts/) are named relative to it. */
const stylesheetFolder = new URL("./app/", import.meta.url);

export default defineConfig({
  environments: {
    // React DOM's client, and React with React Router, in chunks of their own, which change only with
    // those packages, so a phone keeps them cached across the site's releases; the icons in one chunk.
    client: {
      build: {
        // The offline parts load after the page (docs/decisions/0033), when everything they use
        // is already loaded: no list of chunks to preload, which would cost the page's own JavaScript.
        modulePreload: {
          resolveDependencies: (file, dependencies) => (OFFLINE_CHUNKS.test(file) ? [] : dependencies),
        },
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM's small shared part (flushSync, createPortal) and React Router,
                // which every route imports, in one chunk taken before React DOM's client: a group
                // takes in what its modules import, so the client's group would otherwise take React
                // with it, and the route code would carry the whole client (decision 0031, session 29).
                {
                  name: "react-router",
                  test: /node_modules[\\/](react[\\/]|react-router[\\/]|react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$)/,
                  priority: 3,
                },
                { name: "react-dom-client", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                // Each icon would otherwise be a chunk of its own: a request and a task for 300 bytes.
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
                appShell.group,
              ],
            },
          },
        },
      },
    },
    // The server build's entry is the Express app, so loaders, actions and the HTTP layer
    // share one module graph: one database client and one auth instance per process. The
    // guide PDF's worker thread is a second entry (build/server/guide-pdf-worker.js,
    // decision 0027): the same build, so it cannot drift from the server it runs for.
    ssr: {
      build: {
        rollupOptions: {
          input: {
            index: "./app/server/http/index.server.ts",
            [GUIDE_PDF_WORKER_ENTRY]: "./app/features/guide-pdf/guide-pdf-worker.ts",
          },
        },
      },
    },
  },
  // Resolved with the app, so in development both load React Router's development build (a
  // native import would load its production build: two RouterContextProvider classes).
  ssr: { noExternal: ["@react-router/express"] },
  plugins: [
    tailwindcss(),
    // Adds an "Inter Variable fallback" face (Arial with Inter's metrics: size, ascent, descent)
    // after the web font in every font stack, so the swap from fallback to Inter moves nothing.
    FontaineTransform.vite({
      fallbacks: ["Arial"],
      resolvePath: (source) =>
        source.includes("/files/")
          ? new URL(source.replace(/^.*\/files\//, ""), fontFiles)
          : new URL(source, stylesheetFolder),
    }),
    reactRouter(),
    namedGuidePdfWorker(),
    appShell.plugin,
    compileHints(),
  ],
  resolve: { tsconfigPaths: true },
});
