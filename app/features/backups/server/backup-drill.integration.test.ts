import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runBackupCommand, startServicesOn } from "../../../../tests/support/backups";
import { createTestDatabase } from "../../../../tests/support/postgres";
import { ENGINES_UNDER_TEST, seededSignedIn, startTestServices } from "../../../../tests/support/services";

const DRILL_ACTOR = { id: null, email: "backup drill" };

for (const engine of ENGINES_UNDER_TEST) {
  // Two commands in processes of their own, each loading the app's code: seconds each.
  describe(`the backup drill on ${engine.name}`, { timeout: 120_000 }, () => {
    it("backs up under a stream of writes, and the restore on a new data folder has every write acknowledged before it began", async () => {
      const services = await startTestServices(engine);
      const restoredDir = mkdtempSync(path.join(tmpdir(), "aloha-restored-"));
      const restoredDatabase = engine.databaseUrl ? await createTestDatabase(engine.databaseUrl) : undefined;
      const backupDir = path.join(services.env.DATA_DIR, "backups");
      try {
        const { userId } = await seededSignedIn(services, "family@example.com");
        await services.checklist.tick({ id: userId }, 3, true);

        // Audit entries written one after another through the app's repository, each counted
        // once the database has acknowledged it, until the backup has finished.
        const acknowledged: string[] = [];
        let writing = true;
        const writer = (async () => {
          for (let write = 0; writing; write++) {
            await services.audit.record({
              actor: DRILL_ACTOR,
              action: "drill write",
              targetKind: "write",
              targetId: String(write),
            });
            acknowledged.push(String(write));
            // node:sqlite answers synchronously: let the event loop run (the backup's process
            // is watched from here) between writes, as a server's requests would.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20));
        const beforeBackup = acknowledged.length;
        const backup = await runBackupCommand("backup", [], {
          DATA_DIR: services.env.DATA_DIR,
          DATABASE_URL: services.databaseUrl,
          BACKUP_DIR: backupDir,
        });
        const duringBackup = acknowledged.length - beforeBackup;
        writing = false;
        await writer;
        expect(backup).toMatchObject({ code: 0, stderr: "" });
        // The writes did go on while the backup ran.
        expect(duringBackup).toBeGreaterThan(0);
        const files = readdirSync(backupDir);
        expect(files).toEqual([expect.stringMatching(engine.databaseUrl ? /\.pgdump$/ : /\.sqlite\.gz$/)]);
        expect(backup.stdout).toBe(`Backup written: ${path.join(backupDir, files[0]!)}\n`);

        const restore = await runBackupCommand("restore", [path.join(backupDir, files[0]!)], {
          DATA_DIR: restoredDir,
          DATABASE_URL: restoredDatabase?.databaseUrl,
        });
        expect(restore).toMatchObject({ code: 0, stderr: "" });

        const restored = await startServicesOn({ dataDir: restoredDir, databaseUrl: restoredDatabase?.databaseUrl });
        try {
          const written = (
            await restored.database.db
              .selectFrom("admin_audit_log")
              .select("target_id")
              .where("action", "=", "drill write")
              .orderBy("id")
              .execute()
          ).map((row) => row.target_id);
          expect(written.length).toBeGreaterThanOrEqual(beforeBackup);
          // The database as of one moment: the writes up to some point, none missing before it.
          expect(written).toEqual(acknowledged.slice(0, written.length));
          expect(await restored.checklist.load({ id: userId })).toEqual([{ itemIndex: 3, completed: true }]);
          const session = await restored.database.db
            .selectFrom("user")
            .select("email")
            .where("id", "=", userId)
            .executeTakeFirst();
          expect(session?.email).toBe("family@example.com");
        } finally {
          await restored.close();
        }
      } finally {
        await services.cleanUp();
        await restoredDatabase?.drop();
      }
    });
  });
}
