import { describe, expect, it } from "vitest";
import { givesUp, mailCapReached, maskedAddress, recipientKey, retryDelayMs } from "./mail-policy";

describe("the per-recipient mail cap", () => {
  it("allows 3 of a kind in 15 minutes and 10 a day, then refuses", () => {
    expect(mailCapReached("reset", { ofKindInWindow: 2, inDay: 9 })).toBeNull();
    expect(mailCapReached("reset", { ofKindInWindow: 3, inDay: 3 })).toBe("3 reset messages in 15 minutes");
    expect(mailCapReached("verification", { ofKindInWindow: 0, inDay: 10 })).toBe("10 messages in a day");
  });

  it("never caps the contact form's mail to the site's own address", () => {
    expect(mailCapReached("contact", { ofKindInWindow: 50, inDay: 500 })).toBeNull();
  });

  it("never caps the owner's replies from the inbox, which must not vanish while shown as sent", () => {
    expect(mailCapReached("inbox-reply", { ofKindInWindow: 3, inDay: 10 })).toBeNull();
  });

  it("counts one inbox however its address is typed, and logs it masked", () => {
    expect(recipientKey("  Kai.Family@Example.COM ")).toBe("kai.family@example.com");
    expect(maskedAddress("kai.family@example.com")).toBe("k…@example.com");
    expect(maskedAddress("@example.com")).toBe("…");
  });
});

describe("mail retries", () => {
  it("wait 10 s, doubling, at most 10 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map((attempts) => retryDelayMs(attempts) / 1000)).toEqual([
      10, 20, 40, 80, 160, 320, 600, 600, 600,
    ]);
  });

  it("give up 24 hours after queueing, or after 5 permanent refusals", () => {
    const queuedAtMs = 1_000_000;
    const day = 24 * 60 * 60 * 1000;
    expect(givesUp({ attempts: 40, queuedAtMs, nowMs: queuedAtMs + day - 1, permanent: false })).toBe(false);
    expect(givesUp({ attempts: 40, queuedAtMs, nowMs: queuedAtMs + day, permanent: false })).toBe(true);
    expect(givesUp({ attempts: 4, queuedAtMs, nowMs: queuedAtMs + 60_000, permanent: true })).toBe(false);
    expect(givesUp({ attempts: 5, queuedAtMs, nowMs: queuedAtMs + 60_000, permanent: true })).toBe(true);
  });
});
