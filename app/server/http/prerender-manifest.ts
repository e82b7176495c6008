/** Written at build time beside build/client and build/server (app/server/http/build-end.server.ts). */
export const PRERENDER_MANIFEST_FILE = "prerendered-pages.json";

export type PrerenderedPage = {
  /** The HTML file, relative to build/client. */
  file: string;
  /** `'sha256-…'` sources for the page's inline scripts: its whole script-src besides 'self'. */
  scriptHashes: string[];
};

/** Page path (as in the route table, no trailing slash) → its prerendered file. */
export type PrerenderManifest = Record<string, PrerenderedPage>;
