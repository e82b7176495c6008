import { beforeEach, describe, expect, it } from "vitest";
import {
  AUTH_ATTEMPT_WINDOW_MS,
  ClientRateLimiter,
  tooManyAttemptsMessage,
  type KeyValueStore,
} from "./client-rate-limit";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("ClientRateLimiter", () => {
  let now = 1_000_000;
  let store: ReturnType<typeof memoryStore>;
  let limiter: ClientRateLimiter;
  beforeEach(() => {
    now = 1_000_000;
    store = memoryStore();
    limiter = new ClientRateLimiter(store, () => now);
  });

  it("allows 5 sign-ins and blocks the sixth within 15 minutes", () => {
    for (let i = 0; i < 5; i++) {
      expect(limiter.isAllowed("signin", "a@b.co")).toBe(true);
      limiter.recordAttempt("signin", "a@b.co");
      now += 1000;
    }
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(false);
  });

  it("allows 3 sign-ups, then blocks", () => {
    for (let i = 0; i < 3; i++) limiter.recordAttempt("signup", "a@b.co");
    expect(limiter.isAllowed("signup", "a@b.co")).toBe(false);
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(true);
  });

  it("counts per email, case-insensitively", () => {
    for (let i = 0; i < 3; i++) limiter.recordAttempt("signup", "Family@Example.com");
    expect(limiter.isAllowed("signup", "family@example.com")).toBe(false);
    expect(limiter.isAllowed("signup", "other@example.com")).toBe(true);
  });

  it("restarts the window once the last attempt is older than 15 minutes", () => {
    for (let i = 0; i < 5; i++) limiter.recordAttempt("signin", "a@b.co");
    now += AUTH_ATTEMPT_WINDOW_MS;
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(false);
    now += 1;
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(true);
    limiter.recordAttempt("signin", "a@b.co");
    expect(JSON.parse([...store.data.values()][0]!).count).toBe(1);
  });

  it("measures the window from the last attempt, not the first", () => {
    for (let i = 0; i < 4; i++) {
      limiter.recordAttempt("signin", "a@b.co");
      now += 10 * 60 * 1000;
    }
    limiter.recordAttempt("signin", "a@b.co");
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(false);
  });

  it("resets the count on success", () => {
    for (let i = 0; i < 4; i++) limiter.recordAttempt("signin", "a@b.co");
    limiter.recordSuccess("signin", "a@b.co");
    for (let i = 0; i < 4; i++) limiter.recordAttempt("signin", "a@b.co");
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(true);
  });

  it("ignores a corrupted stored record", () => {
    store.setItem("aloha-pcs:auth-attempts:signin:a@b.co", "{not json");
    expect(limiter.isAllowed("signin", "a@b.co")).toBe(true);
  });

  it("words the block as SPEC.md §8 does", () => {
    expect(tooManyAttemptsMessage("signup")).toBe("Too many signup attempts. Please try again in 15 minutes.");
    expect(tooManyAttemptsMessage("signin")).toBe("Too many signin attempts. Please try again in 15 minutes.");
  });
});
