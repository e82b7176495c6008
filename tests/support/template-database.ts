import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { DEFAULT_SITE } from "../../app/content/site";
import { authOptions } from "../../app/features/auth/server/auth.server";
import { connectDatabase } from "../../app/server/db/db.server";
import { migrate } from "../../app/server/db/migrations.server";

/**
 * Vitest global set-up: the integration tests' databases are copies of one database migrated
 * once per run, not migrated from scratch for every test (issue 29, item 6). SQLite: a file
 * copied into each test's data folder; PostgreSQL: `create database … template …`. The
 * locations go to the test workers in the environment (startTestServices reads them; without
 * them it migrates from scratch, as before).
 */
export const SQLITE_TEMPLATE_ENV = "ALOHA_TEST_SQLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "ALOHA_TEST_POSTGRES_TEMPLATE";
/** The file name connectDatabase gives SQLite in a data folder. */
export const SQLITE_FILE = "aloha-pcs.sqlite";

/** Connect, migrate as the server does on start, and close. */
async function migrated(connection: { databaseUrl?: string; dataDir: string }) {
  const database = connectDatabase(connection);
  try {
    const options = authOptions({
      db: database.db,
      engine: database.engine,
      publicUrl: "http://localhost:3999",
      secret: "template-migration-needs-no-real-secret-0123456789",
      mailer: { send: async () => {}, wake: () => {} },
      siteName: DEFAULT_SITE.name,
    });
    await migrate(database.db, database.engine, options);
  } finally {
    // SQLite: closing the last connection checkpoints the WAL into the file, so a copy is whole.
    await database.close();
  }
}

function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export default async function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-template-"));
  await migrated({ dataDir });
  process.env[SQLITE_TEMPLATE_ENV] = path.join(dataDir, SQLITE_FILE);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (serverUrl) {
    template = `aloha_template_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    await migrated({ dataDir, databaseUrl: databaseUrlNamed(serverUrl, template) });
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }

  return async function teardown() {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && template) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}
