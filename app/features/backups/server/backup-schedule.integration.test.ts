import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as inboxRoute from "~/routes/admin._index";
import { signedInAdmin, underAdminLayout } from "../../../../tests/support/admin";
import { startServicesOn } from "../../../../tests/support/backups";
import { outcome } from "../../../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../../../tests/support/services";
import { takeBackup } from "./backup.server";
import { backupRuns } from "./backup-runs.server";
import { runScheduledBackup, type BackupSettings } from "./backup-schedule.server";
import { PostgresToolMissing } from "./postgres-tools.server";

const inboxPage = underAdminLayout(inboxRoute);

const SCHEDULED_AT = new Date("2026-11-26T03:30:00Z");
const KEEP = { daily: 7, weekly: 4 };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the daily backup on ${engine.name}`, { timeout: 60_000 }, () => {
    it("is taken once when two instances reach the scheduled time together, and recorded", async () => {
      const first = await startTestServices(engine);
      // A second instance on the same database (and, for SQLite, the same data folder).
      const second = await startServicesOn({ dataDir: first.env.DATA_DIR, databaseUrl: first.databaseUrl });
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      try {
        const settingsFor = (backupDir: string): BackupSettings => ({
          source: first.databaseUrl
            ? { engine: "postgres", databaseUrl: first.databaseUrl }
            : { engine: "sqlite", dataDir: first.env.DATA_DIR },
          backupDir,
          keep: KEEP,
        });
        const [firstDir, secondDir] = [
          mkdtempSync(path.join(tmpdir(), "aloha-a-")),
          mkdtempSync(path.join(tmpdir(), "aloha-b-")),
        ];
        const outcomes = await Promise.all([
          runScheduledBackup(first.database, settingsFor(firstDir), SCHEDULED_AT, "instance-a"),
          runScheduledBackup(second.database, settingsFor(secondDir), SCHEDULED_AT, "instance-b"),
        ]);
        expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["claimed elsewhere", "taken"]);
        const files = [...readdirSync(firstDir), ...readdirSync(secondDir)];
        expect(files).toEqual([expect.stringMatching(/^aloha-pcs-2026-11-26T03-30-00Z\./)]);
        const taker = outcomes[0]!.outcome === "taken" ? "instance-a" : "instance-b";
        expect(
          await first.database.db.selectFrom("backup_runs").select(["day", "claimed_by", "file", "error"]).execute(),
        ).toEqual([{ day: "2026-11-26", claimed_by: taker, file: files[0], error: null }]);
        expect(log).toHaveBeenCalledWith(
          expect.stringMatching(/^\[backups\] the daily backup is .*aloha-pcs-2026-11-26T03-30-00Z/),
        );
        expect(await backupRuns(first.database).latestProblem(SCHEDULED_AT)).toBeNull();

        // The next day's claim is a new one.
        const nextDay = new Date("2026-11-27T03:30:00Z");
        expect(await runScheduledBackup(second.database, settingsFor(secondDir), nextDay, "instance-b")).toMatchObject({
          outcome: "taken",
        });
      } finally {
        await second.close();
        await first.cleanUp();
      }
    });

    it("records and logs a failed backup, which the owner's admin then shows, until a later one succeeds", async () => {
      const services = await startTestServices(engine);
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      vi.spyOn(console, "log").mockImplementation(() => {});
      try {
        const source = services.databaseUrl
          ? ({ engine: "postgres", databaseUrl: services.databaseUrl } as const)
          : ({ engine: "sqlite", dataDir: services.env.DATA_DIR } as const);
        // A file where the backup folder should be: the backup cannot be written.
        const notAFolder = path.join(mkdtempSync(path.join(tmpdir(), "aloha-b-")), "backups");
        writeFileSync(notAFolder, "");
        const failed = await runScheduledBackup(
          services.database,
          { source, backupDir: notAFolder, keep: KEEP },
          SCHEDULED_AT,
        );
        expect(failed).toMatchObject({ outcome: "failed", error: expect.stringContaining("EEXIST") });
        expect(error).toHaveBeenCalledWith("[backups] the daily backup failed", expect.any(Error));
        const runs = backupRuns(services.database);
        expect(await runs.latestProblem(SCHEDULED_AT)).toEqual({
          day: "2026-11-26",
          reason: "failed",
          error: expect.stringContaining("EEXIST"),
        });
        // The owner's inbox, /admin, carries it.
        const { cookie } = await signedInAdmin(services, "owner@example.com");
        const inbox = () =>
          outcome(() =>
            inboxPage.loader({
              request: new Request(`${TEST_PUBLIC_URL}/admin`, { headers: { cookie } }),
              context: testRequestContext(new Request(`${TEST_PUBLIC_URL}/admin`, { headers: { cookie } })),
              params: {},
            } as never),
          );
        expect((await inbox()).body).toMatchObject({ backupProblem: { day: "2026-11-26", reason: "failed" } });

        const backupDir = mkdtempSync(path.join(tmpdir(), "aloha-b-"));
        const nextDay = new Date("2026-11-27T03:30:00Z");
        expect(await runScheduledBackup(services.database, { source, backupDir, keep: KEEP }, nextDay)).toMatchObject({
          outcome: "taken",
        });
        expect(await runs.latestProblem(nextDay)).toBeNull();
        expect((await inbox()).body).toMatchObject({ backupProblem: null });
        // A claim whose instance died before it finished shows once an hour has gone by.
        await runs.claim(new Date("2026-11-28T03:30:00Z"), "an instance that died");
        expect(await runs.latestProblem(new Date("2026-11-28T04:00:00Z"))).toBeNull();
        expect(await runs.latestProblem(new Date("2026-11-28T04:31:00Z"))).toEqual({
          day: "2026-11-28",
          reason: "unfinished",
          error: null,
        });
      } finally {
        await services.cleanUp();
      }
    });
  });
}

describe("npm run backup on PostgreSQL without pg_dump", () => {
  it("says in one line what is missing", async () => {
    // No pg_dump on this PATH: the error comes before any connection is tried.
    vi.stubEnv("PATH", mkdtempSync(path.join(tmpdir(), "aloha-empty-path-")));
    const backupDir = mkdtempSync(path.join(tmpdir(), "aloha-b-"));
    const backup = takeBackup({
      source: { engine: "postgres", databaseUrl: "postgres://postgres@127.0.0.1:5432/aloha" },
      backupDir,
      keep: KEEP,
    });
    await expect(backup).rejects.toThrow(PostgresToolMissing);
    await expect(backup).rejects.toThrow(
      /^pg_dump was not found on PATH: install PostgreSQL's client tools \(the postgresql-client package\), of the server's version or newer\.$/,
    );
    expect(readdirSync(backupDir)).toEqual([]);
  });
});
