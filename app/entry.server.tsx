import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { cspNonceContext } from "./lib/request-context";
import { hydrateAfterPaint } from "./server/http/hydrate-after-paint.server";
import { logServerError } from "./server/http/request-log.server";

export const streamTimeout = 5_000;

/**
 * React Router's Node entry (its default template), except that every document waits for
 * all its content (`onAllReady`, as the template does for bots and prerendering): pages hold
 * no slow deferred data, so crawlers, prerendering and people on slow phones all get the
 * complete HTML in the first response, and its scripts can be moved behind the first paint
 * (decision 0006).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  notForSharedCaches(responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // None while prerendering: those pages' CSP lists their scripts' hashes instead.
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React moves a completed Suspense boundary of more than 500 bytes out of place, into a
        // hidden <div> that an inline script reveals, once the document passes this many bytes
        // (default 12,800). Every document here is sent whole, after onAllReady, so moving
        // content gains nothing and costs a lot: without JavaScript it never shows (the
        // assumption calculator's charts did not), and with it, it appears a frame later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          clearTimeout(timeout);
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(hydrateAfterPaint(html, { entryOnly: chunksOnlyTheEntryImports(routerContext) }), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          }, reject);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by handleError; these came after it.
          if (shellRendered) logServerError(`while rendering ${new URL(request.url).pathname}`, error);
        },
      },
    );
    // Rejected boundaries get a moment to render their fallbacks before the render is cut.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The chunks the client entry imports that none of the page's route modules import (React DOM's
 * client). The root route's list in the manifest is no guide: React Router adds the entry's
 * imports to it, so only the other routes' lists are read. Misjudging a chunk costs nothing but
 * the task it is compiled in: the boot script preloads what this leaves out of the held code.
 */
function chunksOnlyTheEntryImports({ manifest, staticHandlerContext }: EntryContext): string[] {
  const routeChunks = new Set(
    staticHandlerContext.matches.flatMap(({ route }) => {
      const routeAssets = manifest.routes[route.id];
      if (!routeAssets) return [];
      return route.id === "root" ? [routeAssets.module] : [routeAssets.module, ...(routeAssets.imports ?? [])];
    }),
  );
  return (manifest.entry.imports ?? []).filter((chunk) => !routeChunks.has(chunk));
}

/**
 * A page or its data rendered here was rendered for this request: it may show the visitor's
 * email, their sidebar or a one-time message, and carries this response's CSP nonce. No cache
 * keeps it, shared or not, and any cache is told the answer depends on the Cookie header.
 * (The anonymous visitor's cacheable copy of a page is its prerendered file.) A route that
 * chose its own Cache-Control (robots.txt, the sitemap) keeps it.
 */
function notForSharedCaches(headers: Headers) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  headers.append("Vary", "Cookie");
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  notForSharedCaches(response.headers);
  return response;
};

/** Every unexpected loader, action or render error is logged with its stack, without URL secrets. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logServerError(`${request.method} ${new URL(request.url).pathname}`, error);
};
