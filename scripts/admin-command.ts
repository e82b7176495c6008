/** The command line of `npm run admin` (scripts/admin.ts), read without touching anything. */
export type AdminCommand = { command: "grant" | "revoke"; email: string } | { command: "list" };

export const ADMIN_USAGE = "Usage: npm run admin -- grant <email> | revoke <email> | list";

/** The command, or null for anything else (the usage line is then printed, exit code 1). */
export function parseAdminCommand(args: readonly string[]): AdminCommand | null {
  const [command, email, ...rest] = args;
  if (rest.length) return null;
  if (command === "list") return email === undefined ? { command } : null;
  if ((command === "grant" || command === "revoke") && email?.trim()) return { command, email: email.trim() };
  return null;
}
