import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { renderDocument } from "./lib/preact/render-document.server";
import { cspNonceContext } from "./lib/request-context";
import { hydrateAfterPaint } from "./server/http/hydrate-after-paint.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  // Pages hold no slow deferred data, so the whole document is sent at once: crawlers,
  // prerendering and people on slow phones all get complete HTML in the first response.
  const html = await renderDocument(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Its scripts are deferred to after the first paint before it is sent (decision 0006).
  return new Response(hydrateAfterPaint(html), { headers: responseHeaders, status: responseStatusCode });
}

/** Every unexpected loader, action or render error is logged with its stack. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(
    `[error] ${request.method} ${new URL(request.url).pathname}`,
    error instanceof Error ? error.stack : error,
  );
};
