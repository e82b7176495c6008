import { createHash, createHmac, randomBytes } from "node:crypto";
import type { CalendarDate } from "~/features/plan/calendar-date";
import { todayInHawaii } from "~/features/plan/calendar-date";
import { planItems } from "~/features/plan/due-dates";
import { ownPlanEntries } from "~/features/plan/own-items";
import {
  ONE_CLICK_UNSUBSCRIBE,
  PLAN_PAGE_PATH,
  REMINDER_UNSUBSCRIBE_PATH,
  EMPTY_DIGEST,
  reminderDigest,
  type ReminderDigest,
  reminderItemCount,
  reminderMail,
  reminderWeekAt,
} from "~/features/plan/reminders";
import { ownItemsRepository } from "./own-items-repository.server";
import type { DatabaseClient } from "~/server/db/db.server";
import type { Mailer } from "~/features/mail/server/mail.server";
import type { PlanAccess } from "./plan-access.server";
import { findPlanOf, planRepository } from "./plan-repository.server";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The unsubscribe link's token: an HMAC of the row's random seed under the server's secret.
 * Every weekly mail must carry the link, and only its hash is stored, so the token is derived
 * rather than kept: a copy of the database alone gives no working link.
 */
function unsubscribeToken(secret: string, seed: string): string {
  return createHmac("sha256", secret).update(`plan-reminders-unsubscribe:${seed}`).digest("base64url");
}

export const reminderUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${REMINDER_UNSUBSCRIBE_PATH}${token}`;

/**
 * Who wants the plan's weekly reminder, one row per user: each member of a household turns it
 * on for themselves. Reached by the visitor's `PlanAccess` (its user: reminders need a plan to
 * remind of), or by an unsubscribe link's token.
 */
export function planReminders(database: Pick<DatabaseClient, "db">, secret: string) {
  const { db } = database;
  return {
    async isSubscribed({ userId }: PlanAccess): Promise<boolean> {
      const row = await db
        .selectFrom("plan_reminders")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Turns reminders on. Turning on again keeps the row, so links in mails already sent keep working. */
    async subscribe({ userId }: PlanAccess, nowMs = Date.now()): Promise<void> {
      const seed = randomBytes(32).toString("base64url");
      await db
        .insertInto("plan_reminders")
        .values({
          user_id: userId,
          created_at_ms: nowMs,
          token_seed: seed,
          unsubscribe_token_hash: tokenHash(unsubscribeToken(secret, seed)),
        })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
    },

    async unsubscribe({ userId }: PlanAccess): Promise<void> {
      await db.deleteFrom("plan_reminders").where("user_id", "=", userId).execute();
    },

    /** Whether an unsubscribe link's token belongs to reminders that are on. */
    async knowsToken(token: string): Promise<boolean> {
      const row = await db
        .selectFrom("plan_reminders")
        .select("user_id")
        .where("unsubscribe_token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Turns off the reminders the token belongs to; false for an unknown (or already used) token. */
    async unsubscribeByToken(token: string): Promise<boolean> {
      const result = await db
        .deleteFrom("plan_reminders")
        .where("unsubscribe_token_hash", "=", tokenHash(token))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type PlanReminders = ReturnType<typeof planReminders>;

export type WeeklyRemindersRun = {
  /** The week run for (its Monday in Hawaii), or null before Monday 07:00 there. */
  week: CalendarDate | null;
  /** Weeks this run claimed: one per user it handled. */
  claimed: number;
  /** Mails it queued (a claimed week with nothing due or overdue queues none). */
  mailed: number;
};

/**
 * Queues this week's reminder for every user who asked for one and has a plan, once per user
 * and week, however many instances run it at the same time: the week is claimed (a row keyed
 * by user and week, inserted "on conflict do nothing") and the mail queued in one transaction,
 * and only the instance whose insert took the row queues. Cheap when there is nothing to do:
 * one query, and none at all on Monday before 07:00 in Hawaii.
 */
export async function sendWeeklyReminders({
  db,
  mailer,
  publicUrl,
  siteName,
  secret,
  now,
}: Pick<DatabaseClient, "db"> & {
  mailer: Mailer;
  publicUrl: string;
  siteName: string;
  secret: string;
  now: Date;
}): Promise<WeeklyRemindersRun> {
  const week = reminderWeekAt(now);
  const run: WeeklyRemindersRun = { week, claimed: 0, mailed: 0 };
  if (!week) return run;
  const today = todayInHawaii(now);
  const plans = planRepository({ db });
  const ownItems = ownItemsRepository({ db });
  /** The plan the user sees (theirs or their household's), with the family's own dated items. */
  const digestFor = async (userId: string): Promise<ReminderDigest> => {
    const plan = await findPlanOf(db, userId);
    if (!plan) return EMPTY_DIGEST;
    const [done, own] = await Promise.all([plans.doneItemsForPlan(plan), ownItems.listForPlan(plan.id)]);
    // A move that cannot be dated (entered again on the page) leaves the family's own dated items.
    const ruleItems = plan.profile ? planItems(plan.profile) : [];
    return reminderDigest([...ruleItems, ...ownPlanEntries(own)], today, done.keys(), plan.datesSetOn);
  };

  const waiting = await db
    .selectFrom("plan_reminders")
    .innerJoin("user", "user.id", "plan_reminders.user_id")
    .leftJoin("plan_reminder_sends", (join) =>
      join
        .onRef("plan_reminder_sends.user_id", "=", "plan_reminders.user_id")
        .on("plan_reminder_sends.week", "=", week),
    )
    .where("plan_reminder_sends.user_id", "is", null)
    // A ban turns reminders off; this holds if a ban came another way.
    .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
    .select(["plan_reminders.user_id as userId", "user.email", "plan_reminders.token_seed as seed"])
    .orderBy("plan_reminders.created_at_ms")
    .execute();

  for (const subscriber of waiting) {
    try {
      const digest = await digestFor(subscriber.userId);
      const token = unsubscribeToken(secret, subscriber.seed);
      const unsubscribeUrl = reminderUnsubscribeUrl(publicUrl, token);
      const mail = reminderMail({ digest, today, planUrl: `${publicUrl}${PLAN_PAGE_PATH}`, unsubscribeUrl, siteName });
      const queued = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto("plan_reminder_sends")
          .values({
            user_id: subscriber.userId,
            week,
            claimed_at_ms: now.getTime(),
            item_count: reminderItemCount(digest),
          })
          .onConflict((conflict) => conflict.columns(["user_id", "week"]).doNothing())
          .executeTakeFirst();
        // Another instance claimed this week first: it sends the mail.
        if (!claim.numInsertedOrUpdatedRows) return null;
        // A changed server secret makes new links: the row follows the newest mail's.
        await trx
          .updateTable("plan_reminders")
          .set({ unsubscribe_token_hash: tokenHash(token) })
          .where("user_id", "=", subscriber.userId)
          .where("unsubscribe_token_hash", "!=", tokenHash(token))
          .execute();
        if (!mail) return false;
        await mailer.send(
          {
            kind: "plan-reminder",
            to: subscriber.email,
            ...mail,
            headers: {
              "List-Unsubscribe": `<${unsubscribeUrl}>`,
              "List-Unsubscribe-Post": ONE_CLICK_UNSUBSCRIBE,
            },
          },
          trx,
        );
        return true;
      });
      if (queued === null) continue;
      run.claimed++;
      if (queued) run.mailed++;
    } catch (error) {
      // Nothing was claimed: the next check tries this user again.
      console.error(`[reminders] could not send the week of ${week} to user ${subscriber.userId}`, error);
    }
  }
  // Rows written inside transactions wake no worker on their own.
  if (run.mailed) mailer.wake();
  return run;
}

/** How often the schedule checks whether a week's reminders are due (the first check comes sooner). */
export const REMINDER_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The first check after start-up: soon, but not in the middle of starting. */
export const REMINDER_FIRST_CHECK_MS = 60 * 1000;

export type ReminderScheduleOptions = { firstCheckMs?: number; intervalMs?: number };

/**
 * Runs `check` shortly after start-up and then every hour, one run at a time, in this process
 * (the claim in sendWeeklyReminders makes several instances safe). `stop` waits for a run in
 * progress, so the database is not closed under it.
 */
export function startReminderSchedule(
  check: () => Promise<unknown>,
  { firstCheckMs = REMINDER_FIRST_CHECK_MS, intervalMs = REMINDER_CHECK_INTERVAL_MS }: ReminderScheduleOptions = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = check()
        .then(
          () => undefined,
          (error: unknown) => console.error("[reminders] the weekly check failed", error),
        )
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    // A process with nothing else to do may end: the schedule alone keeps nothing alive.
    timer.unref();
  };
  schedule(firstCheckMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
