import { createStaticHandler, type RouterContextProvider, type StaticHandlerContext } from "react-router";
import * as root from "../../app/root";

/** What a route module gives the router on the server. */
type ServerRouteModule = {
  loader?: (...args: never[]) => unknown;
  action?: (...args: never[]) => unknown;
  middleware?: unknown[];
};

export type RouterRun = {
  /** The response the middleware chain ended with (a redirect, or the status of the page's data). */
  response: Response;
  /** The loaders' and the action's data by route ("root", "page"), when the router answered with data. */
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
};

/**
 * One request through React Router's own server-side router, as the framework runs it: the
 * root's middleware and loader, then the page's middleware, action and loaders (a `.data`
 * request runs the action alone, as single fetch does). For tests that measure a whole request
 * (the queries it runs) rather than one loader.
 */
export async function runThroughRouter(
  request: Request,
  page: { path: string; module: ServerRouteModule },
  context: RouterContextProvider,
): Promise<RouterRun> {
  const pageRoute = page.path === "" ? { index: true as const } : { path: page.path };
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: root.loader as never,
      middleware: root.middleware as never,
      children: [
        {
          id: "page",
          ...pageRoute,
          loader: page.module.loader as never,
          action: page.module.action as never,
          middleware: page.module.middleware as never,
        },
      ],
    },
  ]);
  const dataRequest = new URL(request.url).pathname.endsWith(".data");
  let handled: StaticHandlerContext | undefined;
  const response = (await handler.query(request, {
    requestContext: context,
    skipRevalidation: dataRequest,
    normalizePath: (incoming) => {
      const url = new URL(incoming.url);
      return { pathname: url.pathname.replace(/\.data$/, "") || "/", search: url.search, hash: "" };
    },
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      handled = result;
      return new Response(null, { status: result.statusCode });
    },
  })) as Response;
  return { response, loaderData: handled?.loaderData ?? {}, actionData: handled?.actionData ?? null };
}
