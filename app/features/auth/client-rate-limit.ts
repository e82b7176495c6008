/**
 * The browser-side attempt limit of SPEC.md §5/§9: per email and action, at most 3 sign-ups
 * and 5 sign-ins within 15 minutes; success resets the count; the window restarts once the
 * last attempt is older than 15 minutes. It saves people from locking themselves out on the
 * server; the server enforces its own limits (server/auth-attempts.server.ts).
 */
export type AuthAction = "signup" | "signin";

export const AUTH_ATTEMPT_LIMITS: Record<AuthAction, number> = { signup: 3, signin: 5 };
export const AUTH_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export function tooManyAttemptsMessage(action: AuthAction): string {
  return `Too many ${action} attempts. Please try again in 15 minutes.`;
}

type AttemptRecord = { count: number; lastAttempt: number };
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const STORAGE_PREFIX = "aloha-pcs:auth-attempts:";

export class ClientRateLimiter {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  private key(action: AuthAction, email: string): string {
    return `${STORAGE_PREFIX}${action}:${email.trim().toLowerCase()}`;
  }

  private read(action: AuthAction, email: string): AttemptRecord | null {
    try {
      const raw = this.store.getItem(this.key(action, email));
      if (!raw) return null;
      const record = JSON.parse(raw) as AttemptRecord;
      if (!Number.isFinite(record.count) || !Number.isFinite(record.lastAttempt)) return null;
      if (this.now() - record.lastAttempt > AUTH_ATTEMPT_WINDOW_MS) return null;
      return record;
    } catch {
      return null;
    }
  }

  /** Whether another attempt is allowed now (blocked attempts are not counted). */
  isAllowed(action: AuthAction, email: string): boolean {
    const record = this.read(action, email);
    return !record || record.count < AUTH_ATTEMPT_LIMITS[action];
  }

  recordAttempt(action: AuthAction, email: string): void {
    const record = this.read(action, email);
    const next: AttemptRecord = { count: (record?.count ?? 0) + 1, lastAttempt: this.now() };
    try {
      this.store.setItem(this.key(action, email), JSON.stringify(next));
    } catch {
      // Storage full or disabled: the server's limit still applies.
    }
  }

  recordSuccess(action: AuthAction, email: string): void {
    try {
      this.store.removeItem(this.key(action, email));
    } catch {
      // Nothing to reset.
    }
  }
}
