import { spawn } from "node:child_process";
import { DEFAULT_SITE } from "../../app/content/site";
import { startServices } from "../../app/server/services.server";
import { TEST_AUTH_SECRET, TEST_PUBLIC_URL } from "./services.ts";

/**
 * `npm run backup` or `npm run restore -- <args>` as an operator runs them, in a process of
 * their own, with the server's settings in `env` (DATABASE_URL unset: SQLite). Resolves with
 * the exit code and the output.
 */
export function runBackupCommand(
  command: "backup" | "restore",
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string; BACKUP_DIR?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", command, "--", ...args], {
      env: { ...process.env, DATABASE_URL: "", BACKUP_DIR: "", ...env, AUTH_SECRET: TEST_AUTH_SECRET },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The app's services on an existing data folder or database, as a server starting on it would have them. */
export function startServicesOn({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) {
  return startServices({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: TEST_PUBLIC_URL,
    AUTH_SECRET: TEST_AUTH_SECRET,
    SMTP_URL: undefined,
    MAIL_FROM: undefined,
    site: DEFAULT_SITE,
    reminderSchedule: false,
  });
}
