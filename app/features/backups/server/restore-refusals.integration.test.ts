import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runBackupCommand } from "../../../../tests/support/backups";
import { ENGINES_UNDER_TEST, seededSignedIn, startTestServices } from "../../../../tests/support/services";
import { SQLITE_DATABASE_FILE, takeBackup } from "./backup.server";

const KEEP_DAILY = { daily: 100, weekly: 0 };

// Each restore is a process of its own that loads the app's code: seconds each.
describe("npm run restore refuses, changing nothing", { timeout: 90_000 }, () => {
  let services: Awaited<ReturnType<typeof startTestServices>>;
  let dataDir: string;
  let goodBackup: string;
  let scratch: string;

  /** The data folder's files and the database's bytes, to compare after a refusal. */
  const folderState = () => ({
    files: readdirSync(dataDir).sort(),
    database: readFileSync(path.join(dataDir, SQLITE_DATABASE_FILE)),
  });

  beforeEach(async () => {
    services = await startTestServices({ name: "sqlite" });
    dataDir = services.env.DATA_DIR;
    await seededSignedIn(services, "family@example.com");
    scratch = mkdtempSync(path.join(tmpdir(), "aloha-backups-"));
    ({ file: goodBackup } = await takeBackup({
      source: { engine: "sqlite", dataDir },
      backupDir: scratch,
      keep: KEEP_DAILY,
    }));
  });
  afterEach(async () => {
    await services.cleanUp();
  });

  /** A copy of the good backup with its SQLite file changed by `change`, compressed again. */
  function backupChanged(name: string, change: (databaseFile: string) => void): string {
    const databaseFile = path.join(scratch, `${name}.sqlite`);
    writeFileSync(databaseFile, gunzipSync(readFileSync(goodBackup)));
    change(databaseFile);
    const file = path.join(scratch, `${name}.sqlite.gz`);
    writeFileSync(file, gzipSync(readFileSync(databaseFile)));
    return file;
  }

  it("refuses a damaged backup (cut short, or with damaged pages) and one from a newer migration", async () => {
    // The server has stopped: the data folder is free, and its database is whole on disk.
    await services.close();
    const before = folderState();

    const cutShort = path.join(scratch, "cut-short.sqlite.gz");
    const whole = readFileSync(goodBackup);
    writeFileSync(cutShort, whole.subarray(0, Math.floor(whole.length / 2)));
    const damagedPages = backupChanged("damaged-pages", (databaseFile) => {
      const bytes = readFileSync(databaseFile);
      // Every page after the schema's first page overwritten: the tables' b-trees are garbage.
      bytes.fill(0xa5, 4096, bytes.length - 4096);
      writeFileSync(databaseFile, bytes);
    });
    const fromNewerCode = backupChanged("newer", (databaseFile) => {
      const database = new DatabaseSync(databaseFile);
      database.exec(
        "INSERT INTO app_migrations (name, timestamp) VALUES ('999_from_a_newer_version', '2030-01-01T00:00:00.000Z')",
      );
      database.close();
    });

    const refusals = [
      [cutShort, `${cutShort} is damaged: it does not unpack (`],
      [damagedPages, `${damagedPages} is not a whole SQLite database (integrity check: `],
      [
        fromNewerCode,
        `${fromNewerCode} was made by a newer version of the site (migration 999_from_a_newer_version is unknown to this code): update the code to that version first. Nothing was changed.`,
      ],
    ] as const;
    for (const [file, message] of refusals) {
      const restore = await runBackupCommand("restore", [file], { DATA_DIR: dataDir });
      expect(restore, file).toMatchObject({ code: 1, stdout: "" });
      expect(restore.stderr.startsWith(message), restore.stderr).toBe(true);
      expect(restore.stderr.trimEnd().endsWith("Nothing was changed."), restore.stderr).toBe(true);
      expect(folderState()).toEqual(before);
    }

    // The same command with the good backup does restore: the refusals were the files'.
    const restore = await runBackupCommand("restore", [goodBackup], { DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    const replaced = readdirSync(dataDir).find((name) => name.startsWith(`${SQLITE_DATABASE_FILE}.replaced-`));
    expect(replaced).toMatch(/^aloha-pcs\.sqlite\.replaced-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(readFileSync(path.join(dataDir, replaced!))).toEqual(before.database);
    expect(restore.stdout).toContain(`The data it replaced is kept in ${path.join(dataDir, replaced!)}.`);
  });

  it("refuses while a server holds the data folder, and restores once it has stopped", async () => {
    // A family signs up after the backup: the restore would take their account away.
    await seededSignedIn(services, "after-the-backup@example.com");
    const files = readdirSync(dataDir).sort();

    const refused = await runBackupCommand("restore", [goodBackup], { DATA_DIR: dataDir });
    expect(refused).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `A server is using the data folder ${dataDir}: stop it (every instance using this folder) and run the restore again. Nothing was changed.\n`,
    });
    expect(readdirSync(dataDir).sort()).toEqual(files);
    const account = () =>
      services.database.db
        .selectFrom("user")
        .select("email")
        .where("email", "=", "after-the-backup@example.com")
        .executeTakeFirst();
    expect(await account()).toBeDefined();

    await services.close();
    const restore = await runBackupCommand("restore", [goodBackup], { DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    // The stopped server's WAL (if any) went with the replaced file, not onto the restored one.
    expect(existsSync(path.join(dataDir, `${SQLITE_DATABASE_FILE}-wal`))).toBe(false);
    const database = new DatabaseSync(path.join(dataDir, SQLITE_DATABASE_FILE), { readOnly: true });
    try {
      expect(database.prepare("SELECT email FROM user ORDER BY email").all()).toEqual([
        { email: "family@example.com" },
      ]);
    } finally {
      database.close();
    }
  });
});

for (const engine of ENGINES_UNDER_TEST.filter((engine) => engine.databaseUrl)) {
  describe("npm run restore on PostgreSQL refuses, changing nothing", { timeout: 90_000 }, () => {
    it("refuses a damaged dump and one from a newer migration", async () => {
      const services = await startTestServices(engine);
      const databaseUrl = services.databaseUrl!;
      const dataDir = services.env.DATA_DIR;
      const scratch = mkdtempSync(path.join(tmpdir(), "aloha-backups-"));
      const source = { engine: "postgres", databaseUrl } as const;
      try {
        await seededSignedIn(services, "family@example.com");
        const { file: goodBackup } = await takeBackup({ source, backupDir: scratch, keep: KEEP_DAILY });
        const cutShort = path.join(scratch, "cut-short.pgdump");
        const whole = readFileSync(goodBackup);
        writeFileSync(cutShort, whole.subarray(0, Math.floor(whole.length / 2)));
        // A dump of the database as a newer version of the site would leave it.
        const migration = "999_from_a_newer_version";
        await sql`insert into app_migrations (name, timestamp) values (${migration}, '2030-01-01T00:00:00.000Z')`.execute(
          services.database.db,
        );
        // In a folder of its own: BACKUP_KEEP keeps one backup a day per folder.
        const { file: fromNewerCode } = await takeBackup({
          source,
          backupDir: path.join(scratch, "newer"),
          keep: KEEP_DAILY,
        });
        await sql`delete from app_migrations where name = ${migration}`.execute(services.database.db);
        // A family signs up after the backups: a restore would take their account away.
        await seededSignedIn(services, "after-the-backup@example.com");
        await services.close();

        const databaseState = async () => {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            const users = await client.query('select email from "user" order by email');
            const migrations = await client.query("select name from app_migrations order by name");
            return { users: users.rows, migrations: migrations.rows };
          } finally {
            await client.end();
          }
        };
        const before = { files: readdirSync(dataDir).sort(), database: await databaseState() };
        expect(before.database.users).toHaveLength(2);

        const refusals = [
          [cutShort, `${cutShort} is not a whole pg_dump custom-format file (pg_restore failed: `],
          [
            fromNewerCode,
            `${fromNewerCode} was made by a newer version of the site (migration ${migration} is unknown to this code): update the code to that version first. Nothing was changed.`,
          ],
        ] as const;
        for (const [file, message] of refusals) {
          const restore = await runBackupCommand("restore", [file], { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
          expect(restore, file).toMatchObject({ code: 1, stdout: "" });
          expect(restore.stderr.startsWith(message), restore.stderr).toBe(true);
          expect(restore.stderr.trimEnd().endsWith("Nothing was changed."), restore.stderr).toBe(true);
          expect({ files: readdirSync(dataDir).sort(), database: await databaseState() }).toEqual(before);
        }

        // The good dump does restore, and what it replaced is kept as a dump beside the data.
        const restore = await runBackupCommand("restore", [goodBackup], {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
        });
        expect(restore).toMatchObject({ code: 0, stderr: "" });
        expect((await databaseState()).users).toEqual([{ email: "family@example.com" }]);
        expect(readdirSync(dataDir)).toContainEqual(expect.stringMatching(/^aloha-pcs\.replaced-.*Z\.pgdump$/));
      } finally {
        await services.cleanUp();
      }
    });
  });
}
