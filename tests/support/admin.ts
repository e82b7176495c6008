import { spawn } from "node:child_process";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { grantAdmin as grantAdminRole } from "../../app/features/admin/server/admin-roles.server";
import * as adminLayout from "../../app/routes/admin.layout";
import type { Services } from "../../app/server/services.server";
import { TEST_PASSWORD } from "./accounts.ts";
import { authCall, sessionCookie, signUpAndVerify } from "./services.ts";
import { throughMiddleware, type DataArgs } from "./route-answers.ts";
import { seedAdminSession, seedTwoFactor, seedUser } from "./seed.ts";

/**
 * What `npm run admin -- grant <email>` runs, on a test's own services (integration tests).
 * Throws for an email without an account, so a test cannot go on without its admin.
 */
export async function grantAdmin(services: Services, email: string): Promise<void> {
  const result = await grantAdminRole(services, email);
  if (!result.ok) throw new Error(`no account for ${email} to make an admin`);
}

/** The current code of the authenticator app set up with this otpauth:// URI. */
export function totpCodeFor(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return createOTP(base32.decode(secret)).totp();
}

/** Cookie header `cookie` with the cookies a response set replacing theirs by name (and cleared ones gone). */
export function mergeCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const [name, value] = [pair.split("=")[0]!, pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || /max-age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Two-factor sign-in set up in the session `cookie` through better-auth's own endpoints. */
async function turnOnTwoFactor(services: Services, email: string, cookie: string, password: string) {
  const enable = await authCall(services, "/two-factor/enable", { password }, cookie);
  if (enable.status !== 200) throw new Error(`enabling two-factor for ${email} answered ${enable.status}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const verify = await authCall(services, "/two-factor/verify-totp", { code: await totpCodeFor(totpURI) }, cookie);
  if (verify.status !== 200) throw new Error(`the first code for ${email} answered ${verify.status}`);
  return { cookie: sessionCookie(verify), totpUri: totpURI, backupCodes };
}

/**
 * Integration tests: a verified account made an admin (through grantAdmin, as the command line
 * does), with two-factor sign-in on and a session as a completed two-factor sign-in leaves it,
 * all seeded through better-auth's adapter (tests/support/seed.ts). Returns its signed-in
 * cookie, the otpauth URI (for later codes) and the backup codes. The set-up through
 * better-auth's endpoints is tested in admin-two-factor.integration.test.ts.
 */
export async function signedInAdmin(services: Services, email: string, password = TEST_PASSWORD) {
  const user = await seedUser(services.auth, email, { password });
  await grantAdmin(services, email);
  const { totpUri, backupCodes } = await seedTwoFactor(services.auth, user);
  const { cookie } = await seedAdminSession(services.auth, user.id);
  return { cookie, userId: user.id, totpUri, backupCodes };
}

/**
 * Integration tests: as `signedInAdmin`, plus `earlierCookie`, a session signed in with the
 * password alone before two-factor sign-in was on (another device), still valid afterwards.
 */
export async function adminWithEarlierSession(services: Services, email: string, password = TEST_PASSWORD) {
  const { cookie, userId } = await signUpAndVerify(services, email, password);
  await grantAdmin(services, email);
  const earlierCookie = sessionCookie(await authCall(services, "/sign-in/email", { email, password }));
  if (!earlierCookie.includes("session_token=")) throw new Error(`a second sign-in for ${email} got no session`);
  return { userId, earlierCookie, ...(await turnOnTwoFactor(services, email, cookie, password)) };
}

/**
 * End-to-end tests: the real command line, `npm run admin -- <args>`, against a test server's
 * data folder (SQLite) or database. Resolves with its exit code and output.
 */
export function runAdminCommand(
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string; AUTH_SECRET?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "admin", "--", ...args], {
      env: { ...process.env, ...env, NODE_ENV: "production" },
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

type Handler = (args: never) => unknown;
type UnderLayout<Route> = {
  [Name in "loader" | "action" as Route extends Record<Name, Handler> ? Name : never]: Route extends Record<
    Name,
    (args: never) => infer Answer
  >
    ? (args: DataArgs) => Promise<Awaited<Answer>>
    : never;
};

/**
 * An admin page's loader and action as React Router runs them: under the admin layout
 * (routes/admin.layout.tsx), whose guard runs first and hands them the admin.
 */
export function underAdminLayout<Route extends { loader?: Handler; action?: Handler }>(
  route: Route,
): UnderLayout<Route> {
  const guarded = (handler: Handler | undefined) =>
    handler && ((args: DataArgs) => throughMiddleware(adminLayout.middleware, handler, args));
  return { loader: guarded(route.loader), action: guarded(route.action) } as unknown as UnderLayout<Route>;
}
