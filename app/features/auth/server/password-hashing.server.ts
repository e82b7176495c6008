import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import pLimit from "p-limit";

export const PASSWORD_HASHING_BUSY = "We're handling a lot of sign-ins right now. Please try again in a moment.";

/**
 * better-auth's own scrypt (same format, so every stored hash keeps working; nothing to
 * rehash), with a bound on how many run at once. scrypt already runs on libuv's thread pool,
 * but that pool (4 threads) also reads the static files and compresses responses: 60 sign-ups
 * at once queued every page behind them (GET / took 17 s). A couple of hashes at a time leave
 * the pool and a core to everyone else; a short queue waits; beyond it the visitor is told to
 * try again in a moment (503) instead of waiting for a minute.
 */
export function boundedPasswordHashing(
  { atOnce, queue }: { atOnce: number; queue: number },
  scrypt: { hashPassword: typeof hashPassword; verifyPassword: typeof verifyPassword } = {
    hashPassword,
    verifyPassword,
  },
) {
  const limit = pLimit(atOnce);
  function run<T>(work: () => Promise<T>): Promise<T> {
    // Counted whole (started or waiting): p-limit starts queued work a microtask later.
    if (limit.activeCount + limit.pendingCount >= atOnce + queue) {
      throw new APIError("SERVICE_UNAVAILABLE", { message: PASSWORD_HASHING_BUSY });
    }
    return limit(work);
  }
  return {
    hash: (password: string) => run(() => scrypt.hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => scrypt.verifyPassword(data)),
  };
}
