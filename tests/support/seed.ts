import { createOTP } from "@better-auth/utils/otp";
import { generateRandomString, hashPassword, makeSignature, symmetricEncrypt } from "better-auth/crypto";
import type { Auth } from "../../app/features/auth/server/auth.server";

/**
 * Users, sessions and two-factor set-ups written straight through better-auth's own adapter
 * (the Epic Stack's `login()` is the model): the rows and signed cookies its endpoints would
 * make, without the sign-up form, the mail, the link and two scrypt hashes per account. Tests of
 * those flows keep using the real thing (tests/e2e/accounts.spec.ts, auth-action and accounts
 * integration tests); every other test that only needs someone signed in starts here.
 */

/** The password every seeded account has (as the sign-up helpers use). */
export const SEED_PASSWORD = "Aloha2026!";

const hashes = new Map<string, Promise<string>>();

/**
 * better-auth's scrypt hash of `password`, made once per test file (Vitest) or worker
 * (Playwright): one hash, however many accounts the file seeds.
 */
export function passwordHashOnce(password = SEED_PASSWORD): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type SeededUser = { id: string; email: string; password: string };

/**
 * A user with an email-and-password account, as sign-up makes it (its profiles row comes from
 * the app's own user-create hook), verified unless `verified: false`.
 */
export async function seedUser(
  auth: Auth,
  email: string,
  { password = SEED_PASSWORD, verified = true }: { password?: string; verified?: boolean } = {},
): Promise<SeededUser> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    { email, name: email, emailVerified: verified },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await passwordHashOnce(password),
  });
  return { id: user.id, email: user.email, password };
}

export type SeededSession = {
  /** The Cookie header a browser would send back (`name=value`). */
  cookie: string;
  /** The cookie's name and value, as `context.addCookies` takes them. */
  name: string;
  value: string;
  token: string;
};

/**
 * A new session for `userId` and its cookie, signed with the server's secret exactly as
 * better-auth signs it (HMAC-SHA256, `token.signature`, URI-encoded in the header).
 */
export async function seedSession(auth: Auth, userId: string): Promise<SeededSession> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const name = context.authCookies.sessionToken.name;
  const value = encodeURIComponent(`${session.token}.${await makeSignature(session.token, context.secret)}`);
  return { cookie: `${name}=${value}`, name, value, token: session.token };
}

export type SeededTwoFactor = { totpUri: string; backupCodes: string[] };

/**
 * Two-factor sign-in switched on for `userId`, as /two-factor/enable and the first verified
 * code leave it: the TOTP secret and ten backup codes encrypted with the server's secret, and
 * the user's flag set. The otpauth:// URI carries the secret for the test's codes.
 */
export async function seedTwoFactor(auth: Auth, user: { id: string; email: string }): Promise<SeededTwoFactor> {
  const context = await auth.$context;
  const secret = generateRandomString(32);
  const backupCodes = Array.from({ length: 10 }, () => {
    const code = generateRandomString(10, "a-z", "0-9", "A-Z");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  await context.adapter.create({
    model: "twoFactor",
    data: {
      userId: user.id,
      secret: await symmetricEncrypt({ key: context.secretConfig, data: secret }),
      backupCodes: await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify(backupCodes) }),
      verified: true,
    },
  });
  await context.internalAdapter.updateUser(user.id, { twoFactorEnabled: true });
  return { totpUri: createOTP(secret).url(context.appName, user.email), backupCodes };
}

/**
 * An admin's session, as a completed two-factor sign-in leaves it: marked as having passed the
 * second factor (the session's `twoFactorVerified`, set by auth.server.ts's hook when
 * better-auth accepts a code), which the admin guard requires of every admin session.
 */
export async function seedAdminSession(auth: Auth, userId: string): Promise<SeededSession> {
  const seeded = await seedSession(auth, userId);
  const context = await auth.$context;
  await context.internalAdapter.updateSession(seeded.token, { twoFactorVerified: true });
  return seeded;
}
