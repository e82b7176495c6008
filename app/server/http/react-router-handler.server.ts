import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { BodyTooLarge, readBody } from "./request-body.server";

/** The URL as @react-router/express builds it: X-Forwarded-Host only behind a trusted proxy. */
function requestUrl(req: ExpressRequest): string {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`).href;
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/**
 * React Router's request handler for Express (what @react-router/express does), except that
 * the body is read whole and bounded before the router sees it.
 */
export function reactRouterHandler({
  build,
  mode,
  getLoadContext,
}: {
  /** The build itself in production; in development a function, so each request gets Vite's latest. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      let body: Buffer | undefined;
      if (hasBody) {
        try {
          body = await readBody(req);
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          if (!req.complete) res.setHeader("Connection", "close");
          res.status(413).type("text/plain").send("The form is too large.");
          return;
        }
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = new Request(requestUrl(req), {
        method: req.method,
        headers: requestHeaders(req),
        signal: controller.signal,
        ...(hasBody ? { body: new Uint8Array(body!) } : {}),
      });
      await send(res, await handle(request, getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
