import { createHash } from "node:crypto";

/** `<script …>text</script>` without a `src`: its text is what a CSP hash must match. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The text of every inline script in a document, in order (empty ones left out). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!).filter((text) => text !== "");
}

/** A CSP `script-src` source that admits exactly this script text. */
export function cspHashSource(scriptText: string): string {
  return `'sha256-${createHash("sha256").update(scriptText, "utf8").digest("base64")}'`;
}

/**
 * The hash sources for a document's inline scripts, each once. Scripts of a type the
 * browser does not run are included too: the page's boot script runs the text of the one
 * that holds React Router's module code (decision 0006), and that inserted script needs
 * the same admission.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScriptTexts(html).map(cspHashSource))];
}
