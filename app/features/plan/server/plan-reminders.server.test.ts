import { describe, expect, it, vi } from "vitest";
import { startReminderSchedule } from "./plan-reminders.server";

/** Wait for a state (never a fixed time): the machine running the tests may be slow. */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

describe("the reminders' schedule", () => {
  it("checks after start-up and then at each interval, one check at a time, until stopped", async () => {
    let checks = 0;
    let running = 0;
    let overlapped = false;
    let finishCheck: (() => void) | undefined;
    const schedule = startReminderSchedule(
      async () => {
        checks++;
        running++;
        overlapped ||= running > 1;
        // The third check is slow: the schedule must wait for it rather than start another.
        if (checks === 3) await new Promise<void>((resolve) => (finishCheck = resolve));
        running--;
      },
      { firstCheckMs: 0, intervalMs: 5 },
    );
    await until(() => expect(finishCheck).toBeDefined());
    // Well past several intervals: still the third check, waiting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checks).toBe(3);

    const stopped = schedule.stop();
    let stopHasWaited = false;
    void stopped.then(() => (stopHasWaited = checks === 3 && running === 0));
    finishCheck!();
    await stopped;
    expect(stopHasWaited).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(checks).toBe(3);
    expect(overlapped).toBe(false);
  });

  it("keeps checking after a check fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let checks = 0;
    const schedule = startReminderSchedule(
      async () => {
        checks++;
        if (checks === 1) throw new Error("database unreachable");
      },
      { firstCheckMs: 0, intervalMs: 5 },
    );
    await until(() => expect(checks).toBeGreaterThanOrEqual(2));
    await schedule.stop();
    expect(errors).toHaveBeenCalledWith("[reminders] the weekly check failed", expect.any(Error));
    errors.mockRestore();
  });
});
