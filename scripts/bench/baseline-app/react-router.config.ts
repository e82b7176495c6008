import type { Config } from "@react-router/dev/config";

/**
 * The framework's floor for `npm run bench:pages` (scripts/bench/baseline.ts): React Router's
 * own defaults (server rendering on, default entries), with its one page prerendered as the
 * site's content pages are.
 */
export default {
  ssr: true,
  prerender: ["/"],
} satisfies Config;
