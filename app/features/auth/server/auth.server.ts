import type { GenericEndpointContext } from "@better-auth/core";
import { getCurrentAuthEndpointContext } from "@better-auth/core/context";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { createAuthMiddleware, isAPIError, sendVerificationEmailFn } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { admin, twoFactor } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Cookie } from "react-router";
import type { Database, Engine } from "~/server/db/db.server";
import type { Mailer } from "~/features/mail/server/mail.server";
import { boundedPasswordHashing } from "./password-hashing.server";
import { readSignUpBrowser, SIGN_UP_BROWSER_COOKIE } from "./signup-browser.server";

/**
 * The client address better-auth keys its limits on. The server always overwrites it with
 * Express's `req.ip` (X-Forwarded-For only when TRUST_PROXY is set), so a client cannot
 * choose its own address by sending the header.
 */
export const CLIENT_ADDRESS_HEADER = "x-aloha-client-address";
export const AUTH_BASE_PATH = "/api/auth";
/**
 * Per client address, per 15 minutes (per-email limits: auth-attempts.server.ts).
 * Generous, because a whole base-housing neighborhood can share one address.
 */
export const SIGN_IN_ATTEMPTS_PER_ADDRESS = 30;
export const SIGN_UP_ATTEMPTS_PER_ADDRESS = 20;
/** Requests for a new verification link (each recipient also gets at most 3 in 15 minutes). */
export const VERIFICATION_RESENDS_PER_ADDRESS = 20;
/**
 * Password checks of a signed-in account (change password, delete the account) and email
 * changes, per client address: a stolen session must not become a way to guess the password.
 */
export const ACCOUNT_CHANGES_PER_ADDRESS = 10;
const LIMIT_WINDOW_SECONDS = 15 * 60;

/**
 * Where a verification link lands: the sign-in form, with a note that the email is verified.
 * An expired or bad link lands here too, with better-auth's `&error=…` added: /auth then
 * says so and offers a new link.
 */
export const VERIFIED_EMAIL_LANDING = "/auth?verified=1";
/** Two scrypt hashes at a time (of libuv's four threads, on two cores); 30 more may wait. */
const PASSWORD_HASHES_AT_ONCE = 2;
const PASSWORD_HASH_QUEUE = 30;

/** better-auth's admin plugin roles: everyone is a `user`; the site's owner is made `admin` from the command line. */
export const USER_ROLE = "user";
export const ADMIN_ROLE = "admin";

/**
 * better-auth's lock on an account's sign-in codes: after this many wrong codes in a row (across
 * sign-ins, app codes and backup codes) no code is taken for this long. The same figures limit
 * codes typed in an open session (two-factor.server.ts), and the messages say how long.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 10, durationSeconds: 15 * 60 } as const;

/** better-auth's endpoints that take a second factor: a right code marks the session it belongs to. */
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;

export function authOptions({
  db,
  engine,
  publicUrl,
  secret,
  mailer,
  siteName,
  signUpBrowser,
  beforeDeleteUser,
}: {
  db: Kysely<Database>;
  engine: Engine;
  publicUrl: string;
  secret: string;
  mailer: Mailer;
  /** The practice's name; a function when the owner can change it while the server runs (/admin/site). */
  siteName: string | (() => string);
  /** The signed cookie naming the browser that signed up (signup-browser.server.ts); without it, no browser is signed in by its link. */
  signUpBrowser?: Cookie;
  /** The app's side of deleting an account (features/account), run by better-auth before it deletes the user. */
  beforeDeleteUser?: (user: { id: string; email: string }) => Promise<void>;
}) {
  const nameNow = () => (typeof siteName === "function" ? siteName() : siteName);
  return {
    appName: nameNow(),
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [publicUrl],
    // better-auth converts its own columns for each engine (0/1 booleans and ISO text on
    // SQLite, Date on PostgreSQL), so it reads through no plugin of ours (engine-types.server.ts).
    database: { db: db.withoutPlugins(), type: engine },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      password: boundedPasswordHashing({ atOnce: PASSWORD_HASHES_AT_ONCE, queue: PASSWORD_HASH_QUEUE }),
      // A reset retires every other reset link the user was sent: an older link must not
      // change the password again. Opening the emailed link proves the inbox, so it also
      // verifies an email that never was (else the new password could never sign in).
      async onPasswordReset({ user }) {
        await db
          .deleteFrom("verification")
          .where("identifier", "like", "reset-password:%")
          .where("value", "=", user.id)
          .execute();
        if (!user.emailVerified) {
          const { context } = getCurrentAuthEndpointContext();
          await context.internalAdapter.updateUser(user.id, { emailVerified: true });
        }
      },
      // A sign-up for a registered email answers like any other (nothing may reveal which
      // exist); its owner is mailed instead: a fresh verification link if the address was
      // never verified, else a note with links to sign in or reset the password.
      async onExistingUserSignUp({ user }) {
        if (!user.emailVerified) {
          // The sign-up endpoint's own context (typed as partial, it is the whole one here): the
          // link lands on its body's callbackURL.
          await sendVerificationEmailFn(getCurrentAuthEndpointContext() as GenericEndpointContext, user);
          return;
        }
        await mailer.send({
          kind: "already-registered",
          to: user.email,
          subject: `You already have an account with ${nameNow()}`,
          text: `Aloha,\n\nSomeone (hopefully you) tried to create an account with ${nameNow()} using this email, but it already has one. Sign in at ${publicUrl}/auth, or reset your password at ${publicUrl}/auth/forgot-password if you've forgotten it.\n\nIf it wasn't you, you can ignore this email.\n\nMahalo,\n${nameNow()}`,
        });
      },
      async sendResetPassword({ user, url }) {
        await mailer.send({
          kind: "reset",
          to: user.email,
          subject: `Reset your ${nameNow()} password`,
          text: `Aloha,\n\nSomeone asked to reset the password for your ${nameNow()} account. If it was you, choose a new password here (the link works for one hour):\n\n${url}\n\nIf it wasn't you, ignore this email: your password stays the same.\n\nMahalo,\n${nameNow()}`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified account signing in with the right password gets a new link (a wrong
      // password is refused before this, with the one message).
      sendOnSignIn: true,
      // Verifying does not sign in: whoever opens the link (a cross-site page could send the
      // victim to the attacker's own link) signs in with the password, so nobody is signed
      // into an account they did not create (login CSRF).
      autoSignInAfterVerification: false,
      // ...except in the browser that signed up (issue 33): it typed the password, and its
      // signed cookie names the account this link has just verified. better-auth calls this only
      // when a link verifies an address that was not verified yet, inside the /verify-email
      // endpoint, so the session is made the way its own auto sign-in makes one.
      async afterEmailVerification(user, request) {
        if (!signUpBrowser || !request) return;
        const browser = await readSignUpBrowser(signUpBrowser, request.headers.get("cookie"));
        if (!browser || browser.userId !== user.id) return;
        const ctx = getCurrentAuthEndpointContext() as GenericEndpointContext;
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) return;
        await setSessionCookie(ctx, { session, user: { ...user, emailVerified: true } });
        // Used once: the link opened again later signs nobody in.
        ctx.setCookie(SIGN_UP_BROWSER_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax" });
      },
      async sendVerificationEmail({ user, url, token }) {
        if (isEmailChangeToken(token)) {
          // /account's "change email": the new address confirms itself before it takes effect.
          await mailer.send({
            kind: "verification",
            to: user.email,
            subject: `Confirm your new email for ${nameNow()}`,
            text: `Aloha,\n\nSomeone signed in to a ${nameNow()} account asked to use this address for it from now on. If it was you, confirm it here (the link works for one hour):\n\n${url}\n\nUntil it is confirmed, the account keeps its old address. If it wasn't you, ignore this email.\n\nMahalo,\n${nameNow()}`,
          });
          return;
        }
        await mailer.send({
          kind: "verification",
          to: user.email,
          subject: `Verify your email for ${nameNow()}`,
          text: `Aloha,\n\nThanks for creating your ${nameNow()} account. Confirm this email address to sign in and save your Hawaii PCS checklist (the link works for one hour):\n\n${url}\n\nIf the link has expired, sign in with your email and password and we'll send a new one. Forgotten the password you chose? Resetting it confirms this address too:\n\n${publicUrl}/auth/forgot-password\n\nIf you didn't create an account, ignore this email.\n\nMahalo,\n${nameNow()}`,
        });
      },
    },
    user: {
      // /account (issue 33): a new address is verified there before it replaces the old one;
      // the old one is told by the account page's action.
      changeEmail: { enabled: true },
      // Always with the password (the account page's action requires it); the app's own tables
      // (the plan handed over or deleted, feeds and invitations closed) are settled first.
      deleteUser: {
        enabled: true,
        async beforeDelete(user) {
          await beforeDeleteUser?.(user);
        },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AFTER_SECONDS,
      additionalFields: {
        // Whether this session passed the second factor: signed in with a code, set two-factor
        // up, or took a code since (admin-guard.server.ts). Only the hook below sets it; every
        // new session starts without it (better-auth applies defaults after copying an old one).
        twoFactorVerified: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    rateLimit: {
      enabled: true,
      // In the database, so the limit holds across every instance.
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: LIMIT_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS_PER_ADDRESS },
        "/sign-up/email": { window: LIMIT_WINDOW_SECONDS, max: SIGN_UP_ATTEMPTS_PER_ADDRESS },
        "/send-verification-email": { window: LIMIT_WINDOW_SECONDS, max: VERIFICATION_RESENDS_PER_ADDRESS },
        "/change-password": { window: LIMIT_WINDOW_SECONDS, max: ACCOUNT_CHANGES_PER_ADDRESS },
        "/change-email": { window: LIMIT_WINDOW_SECONDS, max: ACCOUNT_CHANGES_PER_ADDRESS },
        "/delete-user": { window: LIMIT_WINDOW_SECONDS, max: ACCOUNT_CHANGES_PER_ADDRESS },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: publicUrl.startsWith("https://"),
    },
    plugins: [
      // Roles, bans and revoking a user's sessions (issue 19). Its endpoints are reached only
      // in-process, from the guarded /admin pages: Express answers 404 for /api/auth/admin/*.
      admin({ defaultRole: USER_ROLE, adminRoles: [ADMIN_ROLE] }),
      // TOTP with an authenticator app plus one-time backup codes, required for admins
      // (admin-guard.server.ts). The authenticator app shows the site's name.
      twoFactor({ issuer: nameNow(), accountLockout: TWO_FACTOR_LOCKOUT }),
    ],
    hooks: {
      // A code better-auth accepted marks the session it is for: the one a sign-in just made, the
      // one set-up made in place of the old, or (a code typed in an open session) the current one.
      after: createAuthMiddleware(async (ctx) => {
        if (!SECOND_FACTOR_PATHS.has(ctx.path ?? "")) return;
        if (ctx.context.returned === undefined || isAPIError(ctx.context.returned)) return;
        const verified = ctx.context.newSession ?? ctx.context.session;
        if (!verified) return;
        await ctx.context.internalAdapter.updateSession(verified.session.token, { twoFactorVerified: true });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            // SPEC.md §7: a profiles row per user; a failure here is logged, never shown.
            try {
              await db.insertInto("profiles").values({ id: user.id, email: user.email }).execute();
            } catch (error) {
              console.error(`[auth] could not create the profile for user ${user.id}`, error);
            }
          },
        },
        update: {
          async after(user) {
            // A confirmed change of email (/account) keeps the profile's copy in step.
            await db.updateTable("profiles").set({ email: user.email }).where("id", "=", user.id).execute();
          },
        },
      },
    },
  } satisfies BetterAuthOptions;
}

/**
 * Whether a verification link is /account's change of email (better-auth's token carries the
 * new address as `updateTo`) rather than a new account's. The token is better-auth's own signed
 * JWT, read here only to word the email; better-auth verifies it when the link is opened.
 */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return Boolean(payload && typeof payload === "object" && "updateTo" in payload && payload.updateTo);
  } catch {
    return false;
  }
}

export function createAuth(options: ReturnType<typeof authOptions>) {
  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;
