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
