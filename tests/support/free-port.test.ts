import { once } from "node:events";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, freePortBut } from "./free-port";

describe("freePort", () => {
  it("gives the preferred port while it is free, and another one once something listens on it", async () => {
    const preferred = await freePort();
    expect(await freePort(preferred)).toBe(preferred);

    const taken = createServer().listen(preferred);
    await once(taken, "listening");
    try {
      const other = await freePort(preferred);
      expect(other).not.toBe(preferred);
      expect(other).toBeGreaterThan(0);
    } finally {
      taken.close();
    }
  });
});

describe("freePortBut", () => {
  it("never gives the port already picked for the first server, even when it is the one preferred", async () => {
    const first = await freePort();
    const second = await freePortBut(first, first);
    expect(second).not.toBe(first);
    expect(second).toBeGreaterThan(0);
  });

  it("gives none of several ports already picked", async () => {
    const first = await freePort();
    const second = await freePortBut(first);
    const third = await freePortBut([first, second], second);
    expect([first, second]).not.toContain(third);
  });
});
