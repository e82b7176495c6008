import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { boundedPasswordHashing, PASSWORD_HASHING_BUSY } from "./password-hashing.server";

/** A stand-in scrypt whose hashes finish only when the test says so. */
function heldScrypt() {
  const held: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const hold = <T>(value: T) =>
    new Promise<T>((resolve) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      held.push(() => {
        running--;
        resolve(value);
      });
    });
  return {
    scrypt: {
      hashPassword: (password: string) => hold(`salt:${password}`),
      verifyPassword: ({ hash, password }: { hash: string; password: string }) => hold(hash === `salt:${password}`),
    },
    releaseOne: () => held.shift()?.(),
    held: () => held.length,
    mostAtOnce: () => mostAtOnce,
  };
}

describe("password hashing", () => {
  it("runs at most `atOnce` hashes, queues up to `queue`, and turns the rest away as busy (503)", async () => {
    const fake = heldScrypt();
    const hashing = boundedPasswordHashing({ atOnce: 2, queue: 3 }, fake.scrypt);
    const accepted = Array.from({ length: 5 }, (_, i) => hashing.hash(`pw${i}`));
    await expect.poll(() => fake.held()).toBe(2);
    let refusal: unknown;
    try {
      await hashing.verify({ hash: "salt:x", password: "x" });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 503, body: { message: PASSWORD_HASHING_BUSY } });

    for (let released = 0; released < 5; released++) {
      await expect.poll(() => fake.held()).toBeGreaterThan(0);
      fake.releaseOne();
    }
    expect(await Promise.all(accepted)).toEqual(["salt:pw0", "salt:pw1", "salt:pw2", "salt:pw3", "salt:pw4"]);
    expect(fake.mostAtOnce()).toBe(2);
    // With the queue drained, work is accepted again.
    const again = hashing.verify({ hash: "salt:x", password: "x" });
    await expect.poll(() => fake.held()).toBe(1);
    fake.releaseOne();
    expect(await again).toBe(true);
  });

  it("verifies hashes made by better-auth's own scrypt: stored passwords keep working", async () => {
    const stored = await hashPassword("Aloha2026!");
    const hashing = boundedPasswordHashing({ atOnce: 1, queue: 1 });
    expect(await hashing.verify({ hash: stored, password: "Aloha2026!" })).toBe(true);
    expect(await hashing.verify({ hash: stored, password: "Wrong2026!" })).toBe(false);
    expect(await hashing.verify({ hash: await hashing.hash("Mahalo2026!"), password: "Mahalo2026!" })).toBe(true);
  });
});
