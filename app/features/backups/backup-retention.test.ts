import { describe, expect, it } from "vitest";
import { backupFileName, backupTakenAt } from "./backup-files";
import { backupsToKeep, parseBackupKeep } from "./backup-retention";

const SEVEN_DAYS_FOUR_WEEKS = { daily: 7, weekly: 4 };

/** Backup files as the folder holds them, from their UTC moments. */
function backupsAt(...moments: string[]) {
  return moments.map((moment) => {
    const name = backupFileName("sqlite", new Date(moment));
    return { name, takenAt: backupTakenAt(name)! };
  });
}

/** The moments (as written) of the backups kept. */
function keptMoments(moments: string[], keep = SEVEN_DAYS_FOUR_WEEKS): string[] {
  const backups = backupsAt(...moments);
  const kept = backupsToKeep(backups, keep);
  return moments.filter((_, index) => kept.has(backups[index]!.name)).sort();
}

/** A backup at 03:30 UTC on every day from `first` to `last`. */
function dailyFrom(first: string, last: string): string[] {
  const moments: string[] = [];
  for (
    let day = new Date(`${first}T03:30:00Z`);
    day <= new Date(`${last}T03:30:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    moments.push(day.toISOString().replace(".000", ""));
  }
  return moments;
}

describe("BACKUP_KEEP", () => {
  it("reads days and weeks, in either order, and refuses anything else or keeping nothing", () => {
    expect(parseBackupKeep("7d,4w")).toEqual({ daily: 7, weekly: 4 });
    expect(parseBackupKeep(" 4W , 14d ")).toEqual({ daily: 14, weekly: 4 });
    expect(parseBackupKeep("30d")).toEqual({ daily: 30, weekly: 0 });
    expect(parseBackupKeep("4w")).toEqual({ daily: 0, weekly: 4 });
    for (const wrong of ["", "7", "7d,", "7d,2d", "7 days", "-1d", "0d,0w", "7m", "1001d"]) {
      expect(parseBackupKeep(wrong), wrong).toBeNull();
    }
  });
});

describe("which backups 7d,4w keeps", () => {
  it("keeps the newest of each of the last 7 days and of each of the last 4 weeks, one week across a new year", () => {
    // 2026-01-10 is a Saturday; its week began Monday 2026-01-05. The week before runs from
    // Monday 2025-12-29 to Sunday 2026-01-04, across the new year: one backup keeps it.
    const moments = [...dailyFrom("2025-11-20", "2026-01-10"), "2026-01-10T01:00:00Z"];
    expect(keptMoments(moments)).toEqual([
      "2025-12-21T03:30:00Z", // the newest of the week of Monday 15 December
      "2025-12-28T03:30:00Z", // of the week of Monday 22 December
      "2026-01-04T03:30:00Z", // the last 7 days, the newest of each (also the week of 29 December)
      "2026-01-05T03:30:00Z",
      "2026-01-06T03:30:00Z",
      "2026-01-07T03:30:00Z",
      "2026-01-08T03:30:00Z",
      "2026-01-09T03:30:00Z",
      "2026-01-10T03:30:00Z", // not 01:00 the same day: one per day, the newest
    ]);
  });

  it("keeps a week across a month's end as one week, and the weeks before it", () => {
    // Monday 2026-02-23 to Sunday 2026-03-01 is one week across February's end.
    const moments = dailyFrom("2026-01-25", "2026-03-08");
    expect(keptMoments(moments)).toEqual([
      "2026-02-15T03:30:00Z",
      "2026-02-22T03:30:00Z",
      "2026-03-01T03:30:00Z",
      ...dailyFrom("2026-03-02", "2026-03-08"),
    ]);
  });

  it("counts days that have a backup, so a server that stopped backing up keeps its last copies", () => {
    // Weeks apart, across months and a year's end: nothing is pruned for being old.
    const moments = [
      "2025-10-30T03:30:00Z",
      "2025-11-28T03:30:00Z",
      "2025-12-31T03:30:00Z",
      "2025-12-31T23:59:59Z",
      "2026-01-01T00:00:00Z",
      "2026-02-28T03:30:00Z",
      "2026-03-01T03:30:00Z",
      "2026-03-31T03:30:00Z",
      "2026-04-01T03:30:00Z",
    ];
    expect(keptMoments(moments, { daily: 7, weekly: 0 })).toEqual([
      "2025-11-28T03:30:00Z",
      "2025-12-31T23:59:59Z",
      "2026-01-01T00:00:00Z",
      "2026-02-28T03:30:00Z",
      "2026-03-01T03:30:00Z",
      "2026-03-31T03:30:00Z",
      "2026-04-01T03:30:00Z",
    ]);
    // The 4 weeks add none: each week's newest is one of those days (Dec 31 and Jan 1 share a week).
    expect(keptMoments(moments)).toEqual(keptMoments(moments, { daily: 7, weekly: 0 }));
  });
});

describe("backup file names", () => {
  it("carry the UTC moment they were taken, and other files are not backups", () => {
    const takenAt = new Date("2026-11-26T03:30:07.250Z");
    expect(backupFileName("sqlite", takenAt)).toBe("aloha-pcs-2026-11-26T03-30-07Z.sqlite.gz");
    expect(backupFileName("postgres", takenAt)).toBe("aloha-pcs-2026-11-26T03-30-07Z.pgdump");
    expect(backupTakenAt("aloha-pcs-2026-11-26T03-30-07Z.pgdump")).toEqual(new Date("2026-11-26T03:30:07Z"));
    for (const other of [
      "notes.txt",
      "aloha-pcs-2026-11-26T03-30-07Z.sqlite",
      "aloha-pcs-2026-13-40T03-30-07Z.pgdump",
    ]) {
      expect(backupTakenAt(other), other).toBeNull();
    }
  });
});
