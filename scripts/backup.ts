/**
 * `npm run backup`: a consistent copy of the site's data while the server runs, into BACKUP_DIR
 * (default DATA_DIR/backups) as a dated file, checked, then the folder pruned by BACKUP_KEEP.
 * SQLite: SQLite's online backup, integrity-checked, gzip-compressed. PostgreSQL (DATABASE_URL):
 * pg_dump's custom format. Uses the server's own settings; any problem is one line and exit 1.
 */
import { BackupError } from "~/features/backups/server/backup-error.server";
import { takeBackup } from "~/features/backups/server/backup.server";
import { scriptEnv } from "./script-env.ts";

async function main(): Promise<number> {
  const env = scriptEnv();
  if (!env) return 1;
  try {
    const { file, removed } = await takeBackup({
      source: env.DATABASE_URL
        ? { engine: "postgres", databaseUrl: env.DATABASE_URL }
        : { engine: "sqlite", dataDir: env.DATA_DIR },
      backupDir: env.BACKUP_DIR,
      keep: env.BACKUP_KEEP,
    });
    console.log(`Backup written: ${file}`);
    if (removed.length) console.log(`Removed by BACKUP_KEEP: ${removed.join(", ")}`);
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();
