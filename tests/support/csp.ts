import { createHash } from "node:crypto";

/** The hash sources of every inline script in a document, as a browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((text) => text !== "")
    .map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

/** The script-src sources of a Content-Security-Policy header. */
export function scriptSources(csp: string | string[] | null | undefined): string[] {
  return /script-src ([^;]*)/.exec(String(csp ?? ""))?.[1]?.split(" ") ?? [];
}

/**
 * Whether a prerendered page's CSP is hash-based and admits exactly its own inline scripts:
 * 'self' and one hash per script, no nonce.
 */
export function cspMatchesInlineScripts(csp: string | string[] | null | undefined, html: string): boolean {
  const [self, ...hashes] = scriptSources(csp);
  const expected = new Set(inlineScriptHashes(html));
  return (
    self === "'self'" &&
    hashes.every((source) => source.startsWith("'sha256-")) &&
    hashes.length === expected.size &&
    hashes.every((hash) => expected.has(hash))
  );
}
