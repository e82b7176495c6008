/**
 * The last part of `npm run build`: the Hawaii PCS guide as a PDF, laid out from the same guide
 * records the pages render (app/features/guide-pdf), written into the client build so the
 * server sends it as a static file. Run with tsx, which resolves the app's `~/` imports.
 *
 * Usage: tsx scripts/build-guide-pdf.ts   (after `react-router build`)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GUIDE_PDF_PATH } from "~/content/guide-pdf";
import { renderGuidePdf } from "~/features/guide-pdf/render-guide-pdf";
import { ConfigError, parseEnv } from "~/server/env.server";

const CLIENT_DIR = "build/client";

let env;
try {
  // The same configuration the prerendered pages were built with (SITE_NAME, PUBLIC_URL).
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
// PUBLIC_URL falls back to http://localhost:<port>, which is no address to print in a guide
// people carry with them: the book names the site's address only when the build was given it.
const siteUrl = process.env.PUBLIC_URL?.trim() ? env.PUBLIC_URL : undefined;

const pdf = await renderGuidePdf({ siteName: env.site.name, siteUrl });
const file = path.join(CLIENT_DIR, GUIDE_PDF_PATH);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, pdf);
console.log(`Guide PDF: ${file} (${(pdf.length / 1024).toFixed(1)} KB)`);
