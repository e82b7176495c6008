import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, responseCookiesContext } from "../../app/lib/request-context";
import {
  AUTH_BASE_PATH,
  CLIENT_ADDRESS_HEADER,
  VERIFIED_EMAIL_LANDING,
} from "../../app/features/auth/server/auth.server";
import { servicesContext, servicesIfStarted, startServices, type Services } from "../../app/server/services.server";
import { DEFAULT_SITE } from "../../app/content/site";
import { startRequestSession } from "../../app/features/auth/server/session.server";
import { requestPlan, requestPlanAccess, type PlanAccess } from "../../app/features/plan/server/plan-access.server";
import { answerPlanIntent } from "../../app/features/plan/server/plan-intents.server";
import { latestMailTo, linkInMail, mailArriving } from "./outbox";
import { seedSession, seedUser, SEED_PASSWORD } from "./seed";
import { POSTGRES_TEMPLATE_ENV, SQLITE_FILE, SQLITE_TEMPLATE_ENV } from "./template-database";

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

/**
 * Fresh services on a fresh database: a copy of the run's migrated template (a SQLite file
 * copied into a new data folder, or a PostgreSQL database created from the template; see
 * template-database.ts) or, with `fresh: true` or outside that set-up, a new SQLite file or
 * PostgreSQL schema migrated from scratch. `databaseUrl` and `schema` name the database for a
 * second instance or a command line.
 */
export async function startTestServices(
  engine: EngineUnderTest,
  publicUrl: string = TEST_PUBLIC_URL,
  /**
   * SMTP_URL (a test SMTP server), the mail worker's clock and pace, the reminders' schedule;
   * the guide PDF's workers and queue.
   */
  mail: Partial<
    Pick<Parameters<typeof startServices>[0], "SMTP_URL" | "mailWorker" | "reminderSchedule" | "guidePdf" | "queryLog">
  > = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Services & { databaseUrl?: string; schema?: string; cleanUp: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-test-"));
  let schema: string | undefined;
  let database: string | undefined;
  let databaseUrl = engine.databaseUrl;
  const sqliteTemplate = process.env[SQLITE_TEMPLATE_ENV];
  const postgresTemplate = process.env[POSTGRES_TEMPLATE_ENV];
  if (engine.databaseUrl) {
    const client = new pg.Client({ connectionString: engine.databaseUrl });
    await client.connect();
    try {
      if (postgresTemplate && !fresh) {
        database = `test_${randomBytes(6).toString("hex")}`;
        await client.query(`create database ${database} template ${postgresTemplate}`);
        const url = new URL(engine.databaseUrl);
        url.pathname = `/${database}`;
        databaseUrl = url.href;
      } else {
        schema = `test_${randomBytes(6).toString("hex")}`;
        await client.query(`create schema ${schema}`);
      }
    } finally {
      await client.end();
    }
  } else if (sqliteTemplate && !fresh) {
    copyFileSync(sqliteTemplate, path.join(dataDir, SQLITE_FILE));
  }
  const services = await startServices({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: TEST_AUTH_SECRET,
    SMTP_URL: mail.SMTP_URL,
    MAIL_FROM: undefined,
    site: DEFAULT_SITE,
    schema,
    mailWorker: mail.mailWorker,
    reminderSchedule: mail.reminderSchedule,
    guidePdf: mail.guidePdf,
    queryLog: mail.queryLog,
    // Tests read saves made elsewhere with `services.site.refresh()`, when they choose.
    siteSettingsPollMs: false,
  });
  return {
    ...services,
    databaseUrl,
    schema,
    async cleanUp() {
      await services.close();
      if (engine.databaseUrl && (schema || database)) {
        const client = new pg.Client({ connectionString: engine.databaseUrl });
        await client.connect();
        try {
          await client.query(
            schema ? `drop schema ${schema} cascade` : `drop database if exists ${database} with (force)`,
          );
        } finally {
          await client.end();
        }
      }
    },
  };
}

/**
 * The context Express and the root's middleware give loaders and actions, for calling them
 * directly in tests: with `request`, its session is this request's (as sessionMiddleware sets it).
 */
export function testRequestContext(clientAddress?: string): RouterContextProvider;
export function testRequestContext(request: Request, clientAddress?: string): RouterContextProvider;
export function testRequestContext(first?: string | Request, second?: string): RouterContextProvider {
  const request = first instanceof Request ? first : undefined;
  const clientAddress = (first instanceof Request ? second : first) ?? "203.0.113.7";
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  context.set(responseCookiesContext, []);
  // The services a test started, as Express hands them to every request.
  context.set(servicesContext, servicesIfStarted() ?? null);
  if (request) startRequestSession(request, context);
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

/**
 * A verified account with a signed-in session, seeded through better-auth's adapter (the
 * password's hash made once per file): what signUpAndVerify ends with, for every test that
 * needs someone signed in but does not test sign-up, verification or sign-in themselves.
 */
export async function seededSignedIn(services: Services, email: string, password = SEED_PASSWORD) {
  const user = await seedUser(services.auth, email, { password });
  const { cookie } = await seedSession(services.auth, user.id);
  return { cookie, userId: user.id };
}

/**
 * The one-time message a response carries to the next page (its signed flash cookie), as the
 * root loader of that page reads it with the running services; null without one.
 */
export async function flashIn(response: { headers: Headers }): Promise<string | null> {
  const services = servicesIfStarted();
  if (!services) throw new Error("flashIn needs the test's services started");
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0]!)
    .join("; ");
  return services.flash.take(new Request(TEST_PUBLIC_URL, { headers: { cookie } }), testRequestContext());
}

/** The plan a request with `cookie` finds (`requestPlan`): its access and the plan; null without one. */
export function requestPlanOf(cookie: string) {
  return requestPlan(testRequestContext(new Request(`${TEST_PUBLIC_URL}/plan`, { headers: { cookie } })));
}

/**
 * The /plan page's intent table answering `fields` for the user with `cookie`, as the page's
 * action does (its answer without Conform's reply, which the tests read as `fieldErrors`).
 */
export async function planIntentBy(
  services: Services,
  who: { cookie: string; userId: string; email: string },
  fields: Record<string, string | string[]>,
  nowMs?: number,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  const { answer } = await answerPlanIntent(form, {
    services,
    user: { id: who.userId, email: who.email },
    plan: await requestPlanOf(who.cookie),
    findPlanAgain: () => requestPlanOf(who.cookie),
    ...(nowMs === undefined ? {} : { nowMs }),
  });
  const { reply: _reply, ...rest } = answer;
  return rest;
}

/**
 * A user's plan access as a request of theirs finds it (`requestPlanAccess` with a session of
 * theirs): for tests that set up or check a plan through its repositories. Throws without a plan.
 */
export async function planAccessFor(services: Services, userId: string): Promise<PlanAccess> {
  const { cookie } = await seedSession(services.auth, userId);
  const context = testRequestContext(new Request(`${TEST_PUBLIC_URL}/plan`, { headers: { cookie } }));
  const access = await requestPlanAccess(context);
  if (!access) throw new Error(`user ${userId} has no plan`);
  return access;
}
