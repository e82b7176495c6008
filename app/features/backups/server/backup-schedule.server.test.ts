import { afterEach, describe, expect, it, vi } from "vitest";
import { startBackupSchedule } from "./backup-schedule.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("startBackupSchedule", () => {
  it("runs at the time of day each day, with that moment, until stopped", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-31T03:29:00Z") });
    const runs: Date[] = [];
    const schedule = startBackupSchedule(async (at) => void runs.push(at), { hour: 3, minute: 30 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([new Date("2026-12-31T03:30:00Z")]);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs).toEqual([new Date("2026-12-31T03:30:00Z"), new Date("2027-01-01T03:30:00Z")]);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * 60 * 1000);
    expect(runs).toHaveLength(2);
  });
});
