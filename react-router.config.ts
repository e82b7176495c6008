import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/prerendered-paths";
import { finishBuild } from "./app/server/http/build-end.server";

export default {
  ssr: true,
  // Content pages have no per-user data: their HTML is written at build time and served as
  // static files to anonymous visitors (app/server/http/static-files.server.ts).
  prerender: PRERENDERED_PATHS,
  routeDiscovery: { mode: "initial" },
  async buildEnd({ reactRouterConfig }) {
    finishBuild({ buildDirectory: reactRouterConfig.buildDirectory, prerenderedPaths: PRERENDERED_PATHS });
  },
} satisfies Config;
