import type { AttemptCounter, AttemptRule } from "~/server/attempt-limit.server";
import { AUTH_ATTEMPT_LIMITS, AUTH_ATTEMPT_WINDOW_MS, type AuthAction } from "../client-rate-limit";

/** The server's per-email sign-in and sign-up limits: the browser's numbers (SPEC.md §9). */
export function authAttemptLimiter(counter: AttemptCounter) {
  const keyOf = (action: AuthAction, email: string) => `${action}:${email.trim().toLowerCase()}`;
  const ruleOf = (action: AuthAction): AttemptRule => ({
    limit: AUTH_ATTEMPT_LIMITS[action],
    windowMs: AUTH_ATTEMPT_WINDOW_MS,
  });
  return {
    /** Counts the attempt before it is judged; false when the email is over its limit. */
    reserve: (action: AuthAction, email: string) => counter.reserve(keyOf(action, email), ruleOf(action)),
    release: (action: AuthAction, email: string) => counter.release(keyOf(action, email)),
    recordSuccess: (action: AuthAction, email: string) => counter.clear(keyOf(action, email)),
  };
}
