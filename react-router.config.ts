import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Content pages have no per-user data: their HTML is written at build time and served
  // as files (see app/server/prerendered.server.ts for how nonces and cookies are handled).
  prerender: PRERENDERED_PATHS,
} satisfies Config;
