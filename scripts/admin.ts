/**
 * `npm run admin -- grant <email>`, `revoke <email>`, `list`: who may open the site owner's
 * inbox (/admin). Run on the server, with the server's own settings (DATA_DIR, DATABASE_URL):
 * the only way to make an admin. Each change is in the audit log, by "command line".
 */
import { grantAdmin, listAdmins, revokeAdmin } from "~/features/admin/server/admin-roles.server";
import { startServices } from "~/server/services.server";
import { ADMIN_USAGE, parseAdminCommand } from "./admin-command.ts";
import { scriptEnv } from "./script-env.ts";

async function main(args: string[]): Promise<number> {
  const parsed = parseAdminCommand(args);
  if (!parsed) {
    console.error(ADMIN_USAGE);
    return 1;
  }
  const env = scriptEnv();
  if (!env) return 1;
  // No weekly reminders from this short-lived process.
  const services = await startServices({ ...env, reminderSchedule: false });
  try {
    if (parsed.command === "list") {
      const admins = await listAdmins(services);
      if (!admins.length) console.log("No admins yet. Make one with: npm run admin -- grant <email>");
      for (const admin of admins) {
        console.log(`${admin.email}${admin.twoFactorEnabled ? "" : " (two-factor sign-in not set up yet)"}`);
      }
      return 0;
    }
    const { command, email } = parsed;
    const result = command === "grant" ? await grantAdmin(services, email) : await revokeAdmin(services, email);
    if (!result.ok) {
      console.error(`No account with the email ${email}. The person must sign up and verify their email first.`);
      return 1;
    }
    const verb = command === "grant" ? "is now an admin" : "is no longer an admin";
    const already = command === "grant" ? "was already an admin" : "was not an admin";
    console.log(`${result.email} ${result.changed ? verb : already}.`);
    return 0;
  } finally {
    await services.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
