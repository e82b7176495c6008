import { execFile } from "node:child_process";
import { BackupError } from "./backup-error.server";

/** Missing from PATH: the one line `npm run backup` and `npm run restore` print. */
export class PostgresToolMissing extends BackupError {
  override name = "PostgresToolMissing";
}

/**
 * libpq's connection settings for pg_dump and pg_restore: the URL without its password, which
 * goes in PGPASSWORD, so it never shows in the process list.
 */
function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Run one of PostgreSQL's client tools (pg_dump, pg_restore) from PATH against `databaseUrl`
 * (when given). Missing from PATH: one clear line. Failing: its own message.
 */
export function runPostgresTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  databaseUrl?: string,
): Promise<{ stdout: string }> {
  const connection = databaseUrl ? connectionFor(databaseUrl) : undefined;
  return new Promise((resolve, reject) => {
    execFile(
      tool,
      connection ? [...args, `--dbname=${connection.dbname}`] : args,
      { env: connection?.env ?? process.env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout });
        if ((error as NodeJS.ErrnoException).code === "ENOENT") {
          return reject(
            new PostgresToolMissing(
              `${tool} was not found on PATH: install PostgreSQL's client tools (the postgresql-client package), of the server's version or newer.`,
            ),
          );
        }
        reject(new BackupError(`${tool} failed: ${stderr.trim().split("\n").slice(-3).join(" ") || error.message}`));
      },
    );
  });
}
