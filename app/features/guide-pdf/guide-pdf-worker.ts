/**
 * The guide PDF's worker thread (piscina's task module, decision 0027): laying the book out
 * holds a thread for one to two seconds, so it happens here and the server's event loop keeps
 * answering everyone else. Plain data in (the options, the plan already in the page's words),
 * the PDF's bytes out.
 *
 * The build emits this module as `build/server/guide-pdf-worker.js` (vite.config.ts); in
 * development and tests `guide-pdf-worker-source.ts` loads it from source.
 */
import { renderGuidePdf, type GuidePdfOptions } from "./render-guide-pdf";

export default async function renderGuidePdfInWorker(options: GuidePdfOptions): Promise<Uint8Array> {
  return renderGuidePdf(options);
}
