import { createContext, type Cookie, type RouterContextProvider } from "react-router";
import { accountDeletion } from "~/features/account/server/account-deletion.server";
import { signUpBrowserCookie } from "~/features/auth/server/signup-browser.server";
import { startDailyBackups } from "~/features/backups/server/backup-schedule.server";
import { holdDataFolder } from "~/features/backups/server/data-folder-lock.server";
import { guidePdfRenderer, type GuidePdfRenderer } from "~/features/guide-pdf/server/guide-pdf-renders.server";
import { siteSettingsRepository } from "~/features/site-settings/server/site-settings-repository.server";
import {
  SITE_SETTINGS_POLL_MS,
  siteSettings,
  type SiteSettings,
} from "~/features/site-settings/server/site-settings.server";
import { adminAudit, type AdminAudit } from "../features/admin/server/admin-audit.server";
import { attemptCounter, type AttemptCounter } from "./attempt-limit.server";
import { authAttemptLimiter } from "../features/auth/server/auth-attempts.server";
import { authOptions, createAuth, type Auth } from "../features/auth/server/auth.server";
import { authSecret } from "../features/auth/server/auth-secret.server";
import {
  checklistRepository,
  type ChecklistRepository,
} from "../features/checklist/server/checklist-repository.server";
import { ownItemsRepository, type OwnItemsRepository } from "../features/plan/server/own-items-repository.server";
import { planRepository, type PlanRepository } from "../features/plan/server/plan-repository.server";
import {
  sponsorLinksRepository,
  type SponsorLinksRepository,
} from "../features/plan/server/sponsor-links-repository.server";
import { connectDatabase, type DatabaseClient } from "./db/db.server";
import { inboxRepository, type InboxRepository } from "../features/inbox/server/inbox.server";
import type { Env } from "./env.server";
import { createMailTransport, type Mailer } from "../features/mail/server/mail.server";
import { mailOutbox, queueingMailer } from "../features/mail/server/mail-outbox.server";
import { createMailWorker, type MailWorkerOptions } from "../features/mail/server/mail-worker.server";
import { flashMessages, type FlashMessages } from "./http/flash.server";
import { migrate } from "./db/migrations.server";
import {
  planReminders,
  sendWeeklyReminders,
  startReminderSchedule,
  type PlanReminders,
  type ReminderScheduleOptions,
} from "../features/plan/server/plan-reminders.server";

/** Everything with a connection or a secret: one of each per process. */
export type Services = {
  database: DatabaseClient;
  auth: Auth;
  /** The signed cookie naming the browser that signed up, so its verification link signs it in (issue 33). */
  signUpBrowser: Cookie;
  mailer: Mailer;
  checklist: ChecklistRepository;
  plans: PlanRepository;
  /** The family's own items on their plan. */
  ownItems: OwnItemsRepository;
  /** Who gets the plan's weekly reminder email. */
  reminders: PlanReminders;
  /** The read-only links a family gives its sponsor (issue 35). */
  sponsorLinks: SponsorLinksRepository;
  /** The practice's contact messages and suggestions, for its owner (issue 19). */
  inbox: InboxRepository;
  /** Every admin action, append-only (issue 19). */
  audit: AdminAudit;
  /** Per-email sign-in and sign-up limits. */
  attempts: ReturnType<typeof authAttemptLimiter>;
  /** Any other limit (form submissions per client address). */
  counters: AttemptCounter;
  /** Guide PDFs, laid out in worker threads (decision 0027). */
  guidePdfs: GuidePdfRenderer;
  /** One-time messages across a redirect, in a cookie signed with the server's secret. */
  flash: FlashMessages;
  /** The practice's identity as the owner set it (/admin/site), over the SITE_* values (issue 30). */
  site: SiteSettings;
  /** `site` is the current site details (the owner's settings over SITE_*), read when asked. */
  env: Pick<Env, "PUBLIC_URL" | "DATA_DIR" | "site">;
  close: () => Promise<void>;
};

let current: Services | undefined;

type ServiceConfig = Pick<
  Env,
  "DATA_DIR" | "DATABASE_URL" | "PUBLIC_URL" | "AUTH_SECRET" | "SMTP_URL" | "MAIL_FROM" | "site"
> &
  /** The daily backup (features/backups); without BACKUP_SCHEDULE, none. */
  Partial<Pick<Env, "BACKUP_DIR" | "BACKUP_KEEP" | "BACKUP_SCHEDULE">> & {
    /** PostgreSQL schema for every table (tests give each run its own). */
    schema?: string;
    /** The mail worker's clock and pace (tests move the clock and poll quickly). */
    mailWorker?: Pick<MailWorkerOptions, "now" | "pollIntervalMs" | "leaseMs" | "retry">;
    /** The weekly reminders' checks; false: none (tests run sendWeeklyReminders with their own clock). */
    reminderSchedule?: ReminderScheduleOptions | false;
    /** The guide PDF's worker module and how many threads (defaults: from source, by the cores). */
    guidePdf?: Parameters<typeof guidePdfRenderer>[0];
    /** How often the site settings' version is read for saves on other instances; false: never (tests refresh). */
    siteSettingsPollMs?: number | false;
    /** Kysely's query log for every query of these services (tests count a request's queries). */
    queryLog?: Parameters<typeof connectDatabase>[0]["log"];
  };

/** Connect and migrate once per process; Express hands the services to every request (servicesContext). */
export async function startServices(config: ServiceConfig): Promise<Services> {
  // Held until close: `npm run restore` refuses while any server uses the folder (decision 0030).
  const dataFolder = holdDataFolder(config.DATA_DIR);
  try {
    return await startHoldingDataFolder(config, dataFolder);
  } catch (error) {
    dataFolder.release();
    throw error;
  }
}

async function startHoldingDataFolder(config: ServiceConfig, dataFolder: { release: () => void }): Promise<Services> {
  const database = connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    schema: config.schema,
    log: config.queryLog,
  });
  const site = siteSettings({
    repository: siteSettingsRepository(database),
    configured: config.site,
    dataDir: config.DATA_DIR,
  });
  // Mail is queued in the database and sent by a worker, so no request waits on SMTP.
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: () => config.MAIL_FROM ?? `${site.current().name} <${site.current().email}>`,
    dataDir: config.DATA_DIR,
  });
  const outbox = mailOutbox(database, config.mailWorker?.now);
  const mailWorker = createMailWorker({ outbox, transport, ...config.mailWorker });
  const mailer = queueingMailer(outbox, mailWorker.wake);
  const secret = authSecret(config.AUTH_SECRET, config.DATA_DIR);
  const signUpBrowser = signUpBrowserCookie(secret, config.PUBLIC_URL);
  const options = authOptions({
    db: database.db,
    engine: database.engine,
    publicUrl: config.PUBLIC_URL,
    secret,
    mailer,
    siteName: () => site.current().name,
    signUpBrowser,
    beforeDeleteUser: accountDeletion({
      database,
      mailer,
      publicUrl: config.PUBLIC_URL,
      siteName: () => site.current().name,
    }),
  });
  await migrate(database.db, database.engine, options);
  // The owner's saved settings, if any, before the first request; then watched for saves elsewhere.
  await site.refresh();
  const stopWatchingSite =
    config.siteSettingsPollMs === false ? undefined : site.watch(config.siteSettingsPollMs ?? SITE_SETTINGS_POLL_MS);
  // After the migrations: the outbox table exists, and mail queued before a restart goes out.
  mailWorker.start();
  const counters = attemptCounter(database);
  const reminderSchedule =
    config.reminderSchedule === false
      ? undefined
      : startReminderSchedule(
          () =>
            sendWeeklyReminders({
              ...database,
              mailer,
              publicUrl: config.PUBLIC_URL,
              siteName: site.current().name,
              secret,
              now: new Date(),
            }),
          config.reminderSchedule,
        );
  const backupSchedule = startDailyBackups(database, config);
  const guidePdfs = guidePdfRenderer(config.guidePdf);
  let closing: Promise<void> | undefined;
  const services: Services = {
    database,
    auth: createAuth(options),
    signUpBrowser,
    mailer,
    checklist: checklistRepository(database),
    plans: planRepository(database),
    ownItems: ownItemsRepository(database),
    sponsorLinks: sponsorLinksRepository(database),
    reminders: planReminders(database, secret),
    inbox: inboxRepository(database, mailer, () => site.current().email),
    audit: adminAudit(database),
    attempts: authAttemptLimiter(counters),
    counters,
    guidePdfs,
    flash: flashMessages({ secret, secure: config.PUBLIC_URL.startsWith("https://") }),
    site,
    env: {
      PUBLIC_URL: config.PUBLIC_URL,
      DATA_DIR: config.DATA_DIR,
      get site() {
        return site.current();
      },
    },
    // Closing twice is closing once (a test, or a signal arriving during shutdown).
    close: () =>
      (closing ??= (async () => {
        if (current === services) current = undefined;
        stopWatchingSite?.();
        // The message being sent is finished and recorded before the connection closes.
        await reminderSchedule?.stop();
        await backupSchedule?.stop();
        await mailWorker.stop();
        await guidePdfs.close();
        transport.close();
        await database.close();
        dataFolder.release();
      })()),
  };
  current = services;
  return services;
}

/**
 * The process's services as this request's loaders, actions and middleware see them: Express
 * puts them in the router context (getLoadContext), so features take what they need from the
 * request rather than from a global. Null while prerendering at build time (no server, no user).
 */
export const servicesContext = createContext<Services | null>(null);

/** This request's services; only for code that cannot run at build time (anything with a user). */
export function requestServices(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext);
  if (!services) throw new Error("No services in this request's context: is it a build-time render?");
  return services;
}

/**
 * The process's services once started, or undefined (at build time): for tests that build a
 * request's context themselves. Requests read theirs from `servicesContext`.
 */
export function servicesIfStarted(): Services | undefined {
  return current;
}
