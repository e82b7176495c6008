/** What a visitor reads when the server fails: nothing about the cause. */
export const SERVER_FAULT_TEXT = "Something went wrong on our side. Please try again in a moment.";

/** One log line for a request the server failed, with the stack for whoever debugs it. */
export function logServerFault(method: string | undefined, url: string, error: unknown): void {
  console.error(`[error] ${method} ${url}`, error instanceof Error ? error.stack : error);
}
