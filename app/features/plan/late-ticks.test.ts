import { describe, expect, it } from "vitest";
import { tickMadeAt } from "./late-ticks";

describe("when a tick counts as made", () => {
  it("is now for a tick sent at once", () => {
    expect(tickMadeAt(undefined, 10_000)).toBe(10_000);
  });

  it("is the time a tick kept offline was made", () => {
    expect(tickMadeAt(4_000, 10_000)).toBe(4_000);
  });

  it("is now when the device's clock is ahead of the server's", () => {
    expect(tickMadeAt(12_000, 10_000)).toBe(10_000);
  });
});
