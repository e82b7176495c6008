/** What React Router gets from a loader or action: `data()`'s payload and status, or a Response. */
type Answer = { data: unknown; init: { status?: number; headers?: HeadersInit } | null } | Response;

export type Outcome = { status: number; location?: string | null; body?: unknown; thrown: boolean };

function outcomeOf(answer: unknown, thrown: boolean): Outcome {
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), thrown };
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const { data, init } = answer as Exclude<Answer, Response>;
    return { status: init?.status ?? 200, body: data, thrown };
  }
  if (thrown) throw answer;
  return { status: 200, body: answer, thrown };
}

/**
 * Run a loader or action and say what it answered, thrown or returned: its status, a
 * redirect's location, or the data. Anything else thrown (a bug) is thrown again.
 */
export async function outcome(run: () => unknown): Promise<Outcome> {
  try {
    return outcomeOf(await run(), false);
  } catch (error) {
    return outcomeOf(error, true);
  }
}

/** The site's not-found answer (routes/not-found.tsx): what every admin page gives a non-admin. */
export const NOT_FOUND: Outcome = { status: 404, body: "Not found", thrown: true };

/** What React Router hands a loader, an action or a middleware (tests build these by hand). */
export type DataArgs = { request: Request; context: unknown; params: Record<string, string | undefined> };
type Middleware = (args: never, next: () => Promise<Response>) => unknown;
type Handler = (args: never) => unknown;

/**
 * Run a loader or action as React Router runs it under layout routes: their middleware first, in
 * order, each going on with `next()` or by returning, then the handler. A middleware that throws
 * (a redirect, the not-found answer) stops the chain there, as in the app.
 */
export async function throughMiddleware(
  middleware: readonly Middleware[],
  handler: Handler,
  args: DataArgs,
): Promise<unknown> {
  // React Router's own additions: the page's address (without `.data`) and the route's pattern.
  const dataArgs = { ...args, url: new URL(args.request.url), pattern: "" } as never;
  let answer: unknown;
  const run = async (index: number): Promise<void> => {
    const current = middleware[index];
    if (!current) {
      answer = await handler(dataArgs);
      return;
    }
    let wentOn = false;
    await current(dataArgs, async () => {
      wentOn = true;
      await run(index + 1);
      return new Response();
    });
    if (!wentOn) await run(index + 1);
  };
  await run(0);
  return answer;
}
