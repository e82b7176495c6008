import { randomBytes } from "node:crypto";
import pg from "pg";

/** PostgreSQL for end-to-end tests when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A shared secret, as instances behind one load balancer must have. */
export const SHARED_AUTH_SECRET = "e2e-shared-secret-that-is-long-enough-0123456789";

export type TestDatabase = { databaseUrl: string; drop: () => Promise<void> };

/** A fresh, empty database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `aloha_e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
