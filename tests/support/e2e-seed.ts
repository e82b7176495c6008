import { DEFAULT_SITE } from "../../app/content/site";
import { adminAudit } from "../../app/features/admin/server/admin-audit.server";
import { grantAdmin } from "../../app/features/admin/server/admin-roles.server";
import { authOptions, createAuth } from "../../app/features/auth/server/auth.server";
import { connectDatabase } from "../../app/server/db/db.server";
import {
  seedAdminSession,
  seedSession,
  seedTwoFactor,
  seedUser,
  type SeededSession,
  type SeededTwoFactor,
  type SeededUser,
} from "./seed.ts";

/**
 * End-to-end tests' seeding: better-auth on the e2e server's own database (the SQLite file in
 * its data folder; it migrated it on start) and with its secret (playwright.config.ts gives the
 * server E2E_AUTH_SECRET), so the sessions made here are the server's sessions.
 */
export type E2eSeeder = {
  /** A verified account (password SEED_PASSWORD unless given). */
  user: (email: string, options?: { password?: string; verified?: boolean }) => Promise<SeededUser>;
  /** A new session for the user and its cookie. */
  session: (userId: string) => Promise<SeededSession>;
  /**
   * A verified account made an admin as `npm run admin -- grant` makes one (role and audit
   * entry), with two-factor sign-in on (its TOTP secret in `totpUri`) and, unless
   * `signedIn: false`, a session as a completed two-factor sign-in leaves it.
   */
  admin: (
    email: string,
    options?: { signedIn?: boolean },
  ) => Promise<SeededUser & SeededTwoFactor & { session?: SeededSession }>;
  close: () => Promise<void>;
};

export function e2eSeeder({
  dataDir,
  databaseUrl,
  publicUrl,
  secret,
}: {
  dataDir: string;
  /** A server on PostgreSQL (its DATABASE_URL) rather than the SQLite file in its data folder. */
  databaseUrl?: string;
  publicUrl: string;
  secret: string;
}): E2eSeeder {
  const database = connectDatabase({ dataDir, databaseUrl });
  const auth = createAuth(
    authOptions({
      db: database.db,
      engine: database.engine,
      publicUrl,
      secret,
      // Seeding sends no mail (nothing here signs up or asks for a link).
      mailer: { send: async () => {}, wake: () => {} },
      siteName: DEFAULT_SITE.name,
    }),
  );
  const audit = adminAudit(database);
  return {
    user: (email, options) => seedUser(auth, email, options),
    session: (userId) => seedSession(auth, userId),
    async admin(email, { signedIn = true } = {}) {
      const user = await seedUser(auth, email);
      const granted = await grantAdmin({ auth, audit }, email);
      if (!granted.ok) throw new Error(`no account for ${email} to make an admin`);
      const twoFactor = await seedTwoFactor(auth, user);
      return { ...user, ...twoFactor, session: signedIn ? await seedAdminSession(auth, user.id) : undefined };
    },
    close: () => database.close(),
  };
}
