import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, responseCookiesContext } from "../../app/lib/request-context";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, VERIFIED_EMAIL_LANDING } from "../../app/server/data/auth.server";
import { startServices, type Services } from "../../app/server/data/services.server";
import { DEFAULT_SITE } from "../../app/content/site";
import { latestMailTo, linkInMail, mailArriving } from "./outbox";

export { latestMailTo, linkInMail, mailArriving };

export type EngineUnderTest = { name: "sqlite" | "postgres"; databaseUrl?: string };

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES_UNDER_TEST: EngineUnderTest[] = [
  { name: "sqlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const, databaseUrl: process.env.TEST_DATABASE_URL }] : []),
];

export const TEST_PUBLIC_URL = "http://localhost:3999";
/** The server secret test services sign with (tokens derived from it can be recomputed). */
export const TEST_AUTH_SECRET = "test-secret-that-is-long-enough-for-better-auth-0123456789";

/** Fresh services on a fresh database: a temp SQLite file, or a new PostgreSQL schema. */
export async function startTestServices(
  engine: EngineUnderTest,
  publicUrl: string = TEST_PUBLIC_URL,
  /**
   * SMTP_URL (a test SMTP server), the mail worker's clock and pace, the reminders' schedule;
   * the guide PDF's workers and queue.
   */
  mail: Partial<
    Pick<Parameters<typeof startServices>[0], "SMTP_URL" | "mailWorker" | "reminderSchedule" | "guidePdf">
  > = {},
): Promise<Services & { schema?: string; cleanUp: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-test-"));
  let schema: string | undefined;
  if (engine.databaseUrl) {
    schema = `test_${randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: engine.databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const services = await startServices({
    DATA_DIR: dataDir,
    DATABASE_URL: engine.databaseUrl,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: TEST_AUTH_SECRET,
    SMTP_URL: mail.SMTP_URL,
    MAIL_FROM: undefined,
    site: DEFAULT_SITE,
    schema,
    mailWorker: mail.mailWorker,
    reminderSchedule: mail.reminderSchedule,
    guidePdf: mail.guidePdf,
  });
  return {
    ...services,
    schema,
    async cleanUp() {
      await services.close();
      if (schema && engine.databaseUrl) {
        const client = new pg.Client({ connectionString: engine.databaseUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    },
  };
}

/** The context Express gives loaders and actions, for calling them directly in tests. */
export function testRequestContext(clientAddress = "203.0.113.7"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  context.set(responseCookiesContext, []);
  return context;
}

/** POST to one of better-auth's endpoints in-process. */
export function authCall(services: Services, route: string, body: unknown, cookie?: string): Promise<Response> {
  return services.auth.handler(
    new Request(`${TEST_PUBLIC_URL}${AUTH_BASE_PATH}${route}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: TEST_PUBLIC_URL,
        [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** The Cookie header a browser would send back after this response. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Sign up, follow the emailed verification link (it verifies, it does not sign in), sign in,
 * and return the signed-in cookie.
 */
export async function signUpAndVerify(services: Services, email: string, password = "Aloha2026!") {
  const signUp = await authCall(services, "/sign-up/email", {
    email,
    password,
    name: email,
    callbackURL: VERIFIED_EMAIL_LANDING,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed with ${signUp.status}`);
  const mail = await mailArriving(services.env.DATA_DIR, email, (text) =>
    Boolean(linkInMail(text, "/api/auth/verify-email")),
  );
  const link = linkInMail(mail, "/api/auth/verify-email");
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const verify = await services.auth.handler(
    new Request(link, { headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.7" } }),
  );
  const signIn = await authCall(services, "/sign-in/email", { email, password });
  const cookie = sessionCookie(signIn);
  const session = await services.auth.api.getSession({ headers: new Headers({ cookie }) });
  if (!session) throw new Error(`sign-in after verification failed with ${signIn.status}`);
  return { verify, signIn, cookie, userId: session.user.id };
}
