import { afterEach, describe, expect, it } from "vitest";
import { calendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { REMINDER_MESSAGES, remindersAction, remindersView } from "~/features/plan/server/reminders-action.server";
import { DEFAULT_SITE } from "~/content/site";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/plan.reminders-unsubscribe";
import {
  ENGINES_UNDER_TEST,
  mailArriving,
  planAccessFor,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_AUTH_SECRET,
  TEST_PUBLIC_URL,
} from "~/../tests/support/services";
import type { Mailer, MailMessage } from "~/features/mail/server/mail.server";
import { sendWeeklyReminders } from "./plan-reminders.server";
import { startServices, type Services } from "~/server/services.server";

/** Monday 2027-03-08, 08:00 in Hawaii (UTC−10): the week of 2027-03-08 is due. */
const MONDAY_MORNING = new Date("2027-03-08T18:00:00Z");
const LATER_THAT_WEEK = new Date("2027-03-12T03:00:00Z");
const NEXT_MONDAY_MORNING = new Date("2027-03-15T18:00:00Z");
/** Monday 2027-03-15, 06:00 in Hawaii: last week's mail has gone, this week's is not due yet. */
const NEXT_MONDAY_DAWN = new Date("2027-03-15T16:00:00Z");

const MOVE = moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true });
/** SPEC's item 11 (hand-carry documents), kept in checklist_progress. */
const HAND_CARRY_INDEX = 11;

type TestServices = Awaited<ReturnType<typeof startTestServices>>;

/** A Mailer that keeps what it is given and passes it on to the real one. */
function recordingMailer(mailer: Mailer) {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: {
      async send(message, transaction) {
        await mailer.send(message, transaction);
        sent.push(message);
      },
      wake: mailer.wake,
    } satisfies Mailer,
  };
}

const run = (services: Pick<Services, "database" | "mailer">, now: Date, mailer: Mailer = services.mailer) =>
  sendWeeklyReminders({
    ...services.database,
    mailer,
    publicUrl: TEST_PUBLIC_URL,
    siteName: DEFAULT_SITE.name,
    secret: TEST_AUTH_SECRET,
    now,
  });

const tokenOf = (message: MailMessage) =>
  /\/plan\/reminders\/unsubscribe\/([^>]+)>$/.exec(message.headers?.["List-Unsubscribe"] ?? "")?.[1];

function unsubscribeRequest(token: string, method: "GET" | "POST") {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/reminders/unsubscribe/${token}`, {
    method,
    // RFC 8058's one-click POST, as a mail provider sends it: no cookie, no Origin.
    ...(method === "POST"
      ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }
      : {}),
  });
  const args = { request, context: testRequestContext(request), params: { token } } as never;
  type Answer = { data: Record<string, boolean>; init: { status: number } };
  return (method === "GET" ? unsubscribeLoader(args) : unsubscribeAction(args)) as unknown as Promise<Answer>;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the plan's weekly reminders on ${engine.name}`, () => {
    const started: { cleanUp?: () => Promise<void>; close: () => Promise<void> }[] = [];
    afterEach(async () => {
      for (const services of started.splice(0).reverse()) await (services.cleanUp ?? services.close)();
    });

    let current: TestServices;
    async function start(): Promise<TestServices> {
      const services = await startTestServices(engine, TEST_PUBLIC_URL, { reminderSchedule: false });
      started.push(services);
      current = services;
      return services;
    }
    /** The user's plan access as their requests find it. */
    const accessOf = (userId: string) => planAccessFor(current, userId);
    /** The page's reminder intents, by the user (their plan's access; null without a plan). */
    const remindersBy = async (intent: "reminders-on" | "reminders-off", userId: string, { withPlan = true } = {}) =>
      remindersAction({ intent, access: withPlan ? await accessOf(userId) : null, reminders: current.reminders });

    /** A signed-up user with the test's move saved and reminders turned on through the page's intent. */
    async function subscriber(services: TestServices, email: string) {
      const { userId } = await seededSignedIn(services, email);
      // Made Sep 1, 2026, before every item here fell due: what is still open is overdue, none "start now".
      await services.plans.saveProfile(userId, MOVE, Date.parse("2026-09-01T20:00:00Z"));
      expect(
        await remindersAction({
          intent: "reminders-on",
          access: await accessOf(userId),
          reminders: services.reminders,
        }),
      ).toEqual({
        intent: "reminders-on",
        ok: true,
        message: REMINDER_MESSAGES.on,
      });
      return userId;
    }

    const reminderRows = (services: TestServices) =>
      services.database.db
        .selectFrom("mail_outbox")
        .select(["recipient", "subject", "headers"])
        .where("kind", "=", "plan-reminder")
        .orderBy("created_at_ms")
        .execute();

    it("mails what was already due when the plan was dated under Start now, apart from what is overdue (issue 33)", async () => {
      const services = await start();
      const kai = await subscriber(services, "kai@example.com");
      // The family enters new dates on Dec 20, 2026 (Hawaii): the report date moves a day on and back.
      const dec20 = Date.parse("2026-12-20T20:00:00Z");
      await services.plans.saveProfile(kai, { ...MOVE, arrivalDate: calendarDate("2027-03-14") }, dec20);
      await services.plans.saveProfile(kai, MOVE, dec20);
      const recorder = recordingMailer(services.mailer);
      await run(services, MONDAY_MORNING, recorder.mailer);
      const [message] = recorder.sent as [MailMessage];
      // Due before Dec 20: the orders (Sep 16) to Dec 15; from Dec 30 on: overdue.
      expect(message.subject).toBe("Your Hawaii PCS plan this week: 17 items to do, 7 overdue");
      expect(message.text).toContain(
        "Start now, already due when your plan was dated (6):\n- Wed, Sep 16, 2026: Get your PCS orders and read the fine print",
      );
      expect(message.text).toContain(
        "Overdue (7):\n- Wed, Dec 30, 2026: Plan firearm registration within five days of arrival",
      );
    });

    it("mails what is overdue and due in the next 14 days, with the one-click unsubscribe headers", async () => {
      const services = await start();
      const kai = await subscriber(services, "kai@example.com");
      // Done in each store: a checklist item and a Hawaii item; neither may be listed.
      await services.checklist.tick(await accessOf(kai), HAND_CARRY_INDEX, true);
      await services.plans.tick(await accessOf(kai), "tla-application", true);
      await services.checklist.tick(await accessOf(kai), 0, true);

      const recorder = recordingMailer(services.mailer);
      expect(await run(services, MONDAY_MORNING, recorder.mailer)).toEqual({
        week: "2027-03-08",
        claimed: 1,
        mailed: 1,
      });

      expect(recorder.sent).toHaveLength(1);
      const [message] = recorder.sent as [MailMessage];
      expect(message.to).toBe("kai@example.com");
      expect(message.subject).toBe("Your Hawaii PCS plan this week: 14 items to do, 12 overdue");
      expect(message.text).toContain(
        [
          "Overdue (12):",
          "- Fri, Oct 16, 2026: Complete overseas suitability screening",
          "- Sun, Nov 15, 2026: Request a sponsor at your new command",
          "- Sun, Nov 15, 2026: Apply for base housing before you arrive",
          "- Tue, Dec 15, 2026: Research off-base neighborhoods and commutes",
          "- Tue, Dec 15, 2026: Set your home-buying or rental budget around your housing allowance",
          "- Wed, Dec 30, 2026: Plan firearm registration within five days of arrival",
          "- Thu, Jan 14, 2027: Schedule household goods pickup",
          "- Thu, Jan 14, 2027: Book flights and check airline pet rules",
          "- Sat, Feb 13, 2027: Book temporary lodging for arrival",
          "- Sat, Feb 13, 2027: Transfer medical care and prescriptions",
          "- Mon, Mar 1, 2027: Pack a 30-day survival kit",
          "- Mon, Mar 1, 2027: Update your address with the post office, banks and the Defense Finance and Accounting Service (DFAS)",
          "",
          "Due by Sun, Mar 21, 2027 (2):",
          "- Mon, Mar 15, 2027: Check in with your new unit and the housing office",
          "- Sat, Mar 20, 2027: Register your firearms with county police",
        ].join("\n"),
      );
      expect(message.text).not.toMatch(/Get your PCS orders|Check in with the TLA|Hand-carry|travel claim/i);
      expect(message.text).toContain(`${TEST_PUBLIC_URL}/plan\n`);

      const token = tokenOf(message);
      expect(token).toMatch(/^[\w-]{43}$/);
      const unsubscribeUrl = `${TEST_PUBLIC_URL}/plan/reminders/unsubscribe/${token}`;
      expect(message.text).toContain(unsubscribeUrl);
      const headers = {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      };
      expect(message.headers).toEqual(headers);

      // The outbox keeps the headers, and the worker hands them to the transport (here the
      // .eml file nodemailer writes).
      const rows = await reminderRows(services);
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.headers!)).toEqual(headers);
      const delivered = await mailArriving(services.env.DATA_DIR, "kai@example.com", (mail) =>
        mail.includes("Hawaii PCS plan this week"),
      );
      const unfolded = delivered.replace(/\r?\n[ \t]+/g, " ");
      expect(unfolded).toMatch(new RegExp(`^List-Unsubscribe: <${unsubscribeUrl.replace(/[.?]/g, "\\$&")}>$`, "m"));
      expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    });

    it("sends one reminder a week however often it runs, from Monday 07:00 in Hawaii", async () => {
      const services = await start();
      await subscriber(services, "kai@example.com");

      expect(await run(services, MONDAY_MORNING)).toMatchObject({ claimed: 1, mailed: 1 });
      expect(await run(services, MONDAY_MORNING)).toMatchObject({ claimed: 0, mailed: 0 });
      expect(await run(services, LATER_THAT_WEEK)).toEqual({ week: "2027-03-08", claimed: 0, mailed: 0 });
      // Monday before 07:00: not yet the new week, and last week is done.
      expect(await run(services, NEXT_MONDAY_DAWN)).toEqual({ week: null, claimed: 0, mailed: 0 });
      expect(await reminderRows(services)).toHaveLength(1);

      expect(await run(services, NEXT_MONDAY_MORNING)).toEqual({ week: "2027-03-15", claimed: 1, mailed: 1 });
      expect(await run(services, NEXT_MONDAY_MORNING)).toMatchObject({ claimed: 0, mailed: 0 });
      const rows = await reminderRows(services);
      expect(rows.map((row) => row.recipient)).toEqual(["kai@example.com", "kai@example.com"]);
    });

    it("sends one mail per user and week when runs overlap (two instances on PostgreSQL)", async () => {
      const first = await start();
      const emails = ["kai@example.com", "lani@example.com", "makoa@example.com"];
      for (const email of emails) await subscriber(first, email);
      // PostgreSQL: a second instance on the same schema. SQLite serves one process (its
      // connection runs one statement at a time): there, overlapping runs of one instance.
      const second = engine.name === "sqlite" ? first : await secondInstance(first);

      const runs = await Promise.all([
        run(first, MONDAY_MORNING),
        run(second, MONDAY_MORNING),
        run(first, MONDAY_MORNING),
        run(second, MONDAY_MORNING),
      ]);
      expect(runs.reduce((sum, each) => sum + each.mailed, 0)).toBe(3);
      expect(runs.reduce((sum, each) => sum + each.claimed, 0)).toBe(3);
      const rows = await reminderRows(first);
      expect(rows.map((row) => row.recipient).sort()).toEqual(emails);
    });

    async function secondInstance(first: TestServices) {
      const second = await startServices({
        DATA_DIR: first.env.DATA_DIR,
        DATABASE_URL: first.databaseUrl,
        PUBLIC_URL: TEST_PUBLIC_URL,
        AUTH_SECRET: TEST_AUTH_SECRET,
        SMTP_URL: undefined,
        MAIL_FROM: undefined,
        site: DEFAULT_SITE,
        schema: first.schema,
        reminderSchedule: false,
      });
      started.push(second);
      return second;
    }

    it("stops on the mail's one-click POST (no cookie, RFC 8058 body); a GET only asks; unknown tokens get 404", async () => {
      const services = await start();
      const kai = await subscriber(services, "kai@example.com");
      const lani = await subscriber(services, "lani@example.com");
      const recorder = recordingMailer(services.mailer);
      await run(services, MONDAY_MORNING, recorder.mailer);
      const kaiToken = tokenOf(recorder.sent.find((message) => message.to === "kai@example.com")!)!;

      // A link scanner's GET changes nothing.
      const asked = await unsubscribeRequest(kaiToken, "GET");
      expect(asked.init.status).toBe(200);
      expect(asked.data).toEqual({ known: true });
      expect(await services.reminders.isSubscribed(await accessOf(kai))).toBe(true);

      // Unknown tokens, including one that differs by a character: 404, nobody unsubscribed.
      const lookalike = `${kaiToken.slice(0, -1)}${kaiToken.endsWith("A") ? "B" : "A"}`;
      for (const token of ["not-a-token", lookalike]) {
        expect((await unsubscribeRequest(token, "GET")).init.status).toBe(404);
        const refused = await unsubscribeRequest(token, "POST");
        expect(refused.init.status).toBe(404);
        expect(refused.data).toEqual({ stopped: false });
      }
      expect(await services.reminders.isSubscribed(await accessOf(kai))).toBe(true);
      expect(await services.reminders.isSubscribed(await accessOf(lani))).toBe(true);

      const stopped = await unsubscribeRequest(kaiToken, "POST");
      expect(stopped.init.status).toBe(200);
      expect(stopped.data).toEqual({ stopped: true });
      // Only Kai's reminders: the token reaches nobody else's.
      expect(await remindersView(services.reminders, await accessOf(kai))).toEqual({ subscribed: false });
      expect(await remindersView(services.reminders, await accessOf(lani))).toEqual({ subscribed: true });
      // The spent link: 404 from then on.
      expect((await unsubscribeRequest(kaiToken, "GET")).init.status).toBe(404);

      expect(await run(services, NEXT_MONDAY_MORNING)).toMatchObject({ claimed: 1, mailed: 1 });
      const rows = await reminderRows(services);
      expect(rows.map((row) => row.recipient).sort()).toEqual([
        "kai@example.com",
        "lani@example.com",
        "lani@example.com",
      ]);
    });

    it("keeps the same link working across weeks, and a new one after turning reminders off and on", async () => {
      const services = await start();
      const kai = await subscriber(services, "kai@example.com");
      const recorder = recordingMailer(services.mailer);
      await run(services, MONDAY_MORNING, recorder.mailer);
      await run(services, NEXT_MONDAY_MORNING, recorder.mailer);
      const [firstWeek, secondWeek] = recorder.sent.map(tokenOf);
      expect(firstWeek).toBeDefined();
      expect(secondWeek).toBe(firstWeek);

      expect(await remindersBy("reminders-off", kai)).toEqual({
        intent: "reminders-off",
        ok: true,
        message: REMINDER_MESSAGES.off,
      });
      await remindersBy("reminders-on", kai);
      // The old link belonged to the reminders that were turned off.
      expect((await unsubscribeRequest(firstWeek!, "POST")).init.status).toBe(404);
      expect(await services.reminders.isSubscribed(await accessOf(kai))).toBe(true);
    });

    it("mails nobody who turned reminders off, never turned them on, or has no plan", async () => {
      const services = await start();
      const offAgain = await subscriber(services, "kai@example.com");
      await remindersBy("reminders-off", offAgain);
      // A plan, but reminders never turned on.
      const { userId: neverAsked } = await seededSignedIn(services, "lani@example.com");
      await services.plans.saveProfile(neverAsked, MOVE);
      // No plan: turning reminders on is refused.
      const { userId: noPlan } = await seededSignedIn(services, "makoa@example.com");
      expect(await remindersBy("reminders-on", noPlan, { withPlan: false })).toEqual({
        intent: "reminders-on",
        ok: false,
        message: REMINDER_MESSAGES.noPlan,
      });
      // Reminders on, then the plan gone (a household member removed, say): the week passes unmailed.
      const planGone = await subscriber(services, "noelani@example.com");
      await services.database.db.deleteFrom("move_plans").where("owner_id", "=", planGone).execute();

      expect(await run(services, MONDAY_MORNING)).toEqual({ week: "2027-03-08", claimed: 1, mailed: 0 });
      expect(await reminderRows(services)).toEqual([]);
    });

    it("sends nothing in a week with nothing due or overdue, and leaves other intents to the page", async () => {
      const services = await start();
      const kai = await subscriber(services, "kai@example.com");
      // Everything before 2027-03-22 done, on a Monday from which the next item (2027-03-22) is the 15th day.
      for (let index = 0; index < 20; index++) await services.checklist.tick(await accessOf(kai), index, true);
      for (const id of ["tla-application", "firearm-registration"])
        await services.plans.tick(await accessOf(kai), id, true);
      await services.checklist.tick(await accessOf(kai), 19, false);

      expect(await run(services, new Date("2027-03-08T18:00:00Z"))).toEqual({
        week: "2027-03-08",
        claimed: 1,
        mailed: 0,
      });
      expect(await reminderRows(services)).toEqual([]);

      expect(await remindersView(services.reminders, await accessOf(kai))).toEqual({ subscribed: true });
    });
  });
}
