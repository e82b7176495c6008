/**
 * `npm run restore -- <file>`: put a backup from `npm run backup` back, with the server's own
 * settings (DATA_DIR, DATABASE_URL). Refuses, changing nothing, while a server uses the data
 * folder, for a damaged file, and for a backup from a newer version of the site. SQLite: the
 * replaced file stays beside the new one, renamed with the date; PostgreSQL: pg_restore in one
 * transaction, after a dump of what it replaces.
 */
import path from "node:path";
import { knownMigrationNames } from "~/server/db/migrations.server";
import { BackupError } from "~/features/backups/server/backup-error.server";
import { restoreBackup } from "~/features/backups/server/restore.server";
import { scriptEnv } from "./script-env.ts";

const USAGE = "Usage: npm run restore -- <backup file>";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(USAGE);
    return 1;
  }
  const env = scriptEnv();
  if (!env) return 1;
  // npm runs scripts from the project folder: a relative path is from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  try {
    const { replaced } = await restoreBackup({
      file,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      knownMigrations: knownMigrationNames(),
    });
    console.log(`Restored ${file}.`);
    if (replaced) console.log(`The data it replaced is kept in ${replaced}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
