import { describe, expect, it } from "vitest";
import { backupDay, nextBackupAt, parseBackupSchedule } from "./backup-schedule";

describe("BACKUP_SCHEDULE", () => {
  it("is a time of day in UTC, or off", () => {
    expect(parseBackupSchedule("03:30")).toEqual({ hour: 3, minute: 30 });
    expect(parseBackupSchedule(" 23:59 ")).toEqual({ hour: 23, minute: 59 });
    for (const off of [undefined, "", "off", "OFF", "false"]) expect(parseBackupSchedule(off), String(off)).toBeNull();
    for (const wrong of ["3:30", "24:00", "12:60", "03:30Z", "daily", "0330"]) {
      expect(parseBackupSchedule(wrong), wrong).toBeUndefined();
    }
  });

  it("runs next at that time today if it is still ahead, otherwise tomorrow, across a year's end", () => {
    const at = { hour: 3, minute: 30 };
    expect(nextBackupAt(new Date("2026-11-26T01:00:00Z"), at)).toEqual(new Date("2026-11-26T03:30:00Z"));
    expect(nextBackupAt(new Date("2026-11-26T03:30:00Z"), at)).toEqual(new Date("2026-11-27T03:30:00Z"));
    expect(nextBackupAt(new Date("2026-12-31T04:00:00Z"), at)).toEqual(new Date("2027-01-01T03:30:00Z"));
    expect(backupDay(new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
  });
});
