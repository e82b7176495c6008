import { spawn } from "node:child_process";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { grantAdmin as grantAdminRole } from "../../app/server/data/admin-roles.server";
import type { Services } from "../../app/server/data/services.server";
import { TEST_PASSWORD, verifiedSession } from "./accounts.ts";
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

/** The otpauth:// URI the /admin/two-factor page shows after the password step. */
export function totpUriInHtml(html: string): string {
  const href = html.match(/href="(otpauth:\/\/[^"]+)"/)?.[1];
  if (!href) throw new Error("no otpauth:// link on the page");
  return href.replace(/&amp;/g, "&");
}

/**
 * End-to-end tests: sign up and verify through the site's forms, grant admin with the real
 * command line, set up two-factor sign-in through /admin/two-factor's forms (the code computed
 * here), and return the signed-in cookie header with everything done, plus the otpauth URI
 * (for sign-in codes later). `clientAddress` goes out as X-Forwarded-For, as in verifiedSession.
 */
export async function adminSession(
  baseUrl: string,
  dataDir: string,
  email: string,
  clientAddress = "192.0.2.20",
): Promise<{ cookie: string; totpUri: string; backupCodes: string[] }> {
  let cookie = await verifiedSession(baseUrl, dataDir, email, clientAddress);
  const granted = await runAdminCommand(["grant", email], { DATA_DIR: dataDir });
  if (granted.code !== 0) throw new Error(`npm run admin -- grant ${email} failed: ${granted.stderr}`);
  const post = (fields: Record<string, string>) =>
    fetch(`${baseUrl}/admin/two-factor`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": clientAddress, cookie },
      body: new URLSearchParams(fields),
    });
  const start = await post({ intent: "start", password: TEST_PASSWORD });
  if (start.status !== 200) throw new Error(`two-factor set-up for ${email} answered ${start.status}`);
  const totpUri = totpUriInHtml(await start.text());
  const confirm = await post({ intent: "confirm", code: await totpCodeFor(totpUri), totpUri });
  if (confirm.status !== 200) throw new Error(`the first code for ${email} answered ${confirm.status}`);
  cookie = mergeCookies(cookie, confirm);
  return { cookie, totpUri, backupCodes: backupCodesInHtml(await confirm.text()) };
}

/** The backup codes the set-up page shows once. */
export function backupCodesInHtml(html: string): string[] {
  const list = html.match(/<ul aria-label="Backup codes"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map((match) => match[1]!);
}

/** The Cookie header a browser would send back, as `context.addCookies` takes it. */
export function browserCookies(cookie: string, url: string) {
  return cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name: name!, value: value.join("="), url };
  });
}
