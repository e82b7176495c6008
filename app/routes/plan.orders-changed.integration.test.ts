import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, calendarDate, readableDate, todayInHawaii, type CalendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/move-profile";
import { ORDERS_CHANGED_MESSAGES } from "~/features/plan/orders-changed-form";
import { acceptInvitation } from "~/features/plan/server/household.server";
import { householdRepository } from "~/features/plan/server/household-repository.server";
import { findPlanOf } from "~/features/plan/server/plan-repository.server";
import { PLAN_MESSAGES } from "~/features/plan/server/plan-page.server";
import { readableMail } from "../../tests/support/outbox";
import { outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  flashIn,
  mailArriving,
  planAccessFor,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action, headers, loader } from "./plan.orders-changed";
import { loader as feedLoader } from "./plan.feed";

const PATH = "/plan/orders-changed";

const get = (query: Record<string, string> | null, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${PATH}${query ? `?${new URLSearchParams(query)}` : ""}`, {
    headers: cookie ? { cookie } : {},
  });

const post = (fields: Record<string, string>, cookie?: string) =>
  new Request(`${TEST_PUBLIC_URL}${PATH}`, {
    method: "POST",
    headers: {
      ...(cookie ? { cookie } : {}),
      "content-type": "application/x-www-form-urlencoded",
      origin: TEST_PUBLIC_URL,
    },
    body: new URLSearchParams(fields),
  });

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, context: testRequestContext(request), params }) as never;

/** The events of a calendar feed, as "summary start-date". */
async function feedEvents(token: string): Promise<string[]> {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/feed/${token}`);
  const response = (await feedLoader(args(request, { token }))) as Response;
  return new ICAL.Component(ICAL.parse(await response.text()))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .map((event) => `${event.summary} ${event.startDate.toString()}`);
}

/**
 * The issue's example (report 2027-07-01 moved to 2027-05-15, a dog whose latest rabies shot is
 * 2027-04-20), moved with the real today so the loader's own date (today in Hawaii) holds: the
 * saved report date is 400 days out, the new one 350, the shot given on day 330. Worked by hand:
 * HDOA's 30 days after the shot end on day 360; the FAVN sample sent today is ready on day 30 and
 * the documents on day 11; so the earliest eligible arrival is day 360, ten days after the new
 * report date.
 */
function issueExample() {
  const today = todayInHawaii(new Date());
  const day = (n: number): CalendarDate => addDays(today, n);
  return { before: day(400), after: day(350), rabiesShot: day(330), earliestArrival: day(360) };
}

const CHECK_IN = "Check in with your new unit and the housing office";

for (const engine of ENGINES_UNDER_TEST) {
  describe(`"My orders changed" on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    /** Kai owns a plan (a dog, the saved report date), Noa shares it. */
    async function household() {
      const dates = issueExample();
      const kai = { ...(await seededSignedIn(services, "kai@example.com")), email: "kai@example.com" };
      const noa = { ...(await seededSignedIn(services, "noa@example.com")), email: "noa@example.com" };
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: dates.before, dogs: 1 }));
      const invited = await householdRepository(services.database).invite(
        await planAccessFor(services, kai.userId),
        noa.email,
        Date.now(),
        async () => {},
      );
      if (!invited.ok) throw new Error(`invitation refused: ${invited.reason}`);
      expect(await acceptInvitation(services, invited.token, { id: noa.userId, email: noa.email })).toEqual({
        ok: true,
      });
      return { kai, noa, dates };
    }

    it("is private, and sends a signed-out visitor to sign in and refuses their save", async () => {
      expect(headers()).toEqual({ "Cache-Control": "private, no-store" });
      const page = await outcome(() => loader(args(get({ reportDate: "2027-05-15" }))));
      expect(page).toMatchObject({
        status: 302,
        location: `/auth?redirectTo=${encodeURIComponent(`${PATH}?reportDate=2027-05-15`)}`,
      });
      const saved = await outcome(() => action(args(post({ reportDate: "2027-05-15" }))));
      expect(saved).toMatchObject({ status: 401, body: { message: ORDERS_CHANGED_MESSAGES.signedOut } });
    });

    it("starts the owner's form at the saved move, and previews the issue's example with the pet risk", async () => {
      const { kai, dates } = await household();
      const blank = await outcome(() => loader(args(get(null, kai.cookie))));
      expect(blank.body).toMatchObject({
        role: "owner",
        savedReportDate: dates.before,
        values: { reportDate: dates.before, dogs: "1" },
        preview: null,
      });

      const query = { reportDate: dates.after, dogs: "1", latestRabiesShot: dates.rabiesShot };
      const page = await outcome(() => loader(args(get(query, kai.cookie))));
      expect(page.status).toBe(200);
      const body = page.body as {
        preview: {
          risks: { kind: string; date?: string }[];
          moves: { id: string; from: string; to: string }[];
          compressed: boolean;
        };
        checked: Record<string, string>;
      };
      expect(body.preview.risks).toContainEqual(
        expect.objectContaining({ kind: "pet-arrival", date: dates.earliestArrival }),
      );
      expect(body.preview.compressed).toBe(false);
      // The report day itself moves by the 50 days the orders did.
      expect(body.preview.moves).toContainEqual(
        expect.objectContaining({ id: "unit-and-housing-check-in", from: dates.before, to: dates.after }),
      );
      // The save carries the move as the server read it, with the step taken.
      expect(body.checked).toMatchObject({ reportDate: dates.after, dogs: "1", latestRabiesShot: dates.rabiesShot });
    });

    it("answers bad input with field messages and keeps what was typed, saving nothing", async () => {
      const { kai, dates } = await household();
      const typed = { reportDate: "2027-02-30", dogs: "1", latestRabiesShot: "soon" };
      const page = await outcome(() => loader(args(get(typed, kai.cookie))));
      expect(page.body).toMatchObject({
        preview: null,
        values: typed,
        reply: {
          error: {
            reportDate: ["Report date must be a real date written YYYY-MM-DD"],
            latestRabiesShot: ["Latest rabies shot must be a real date written YYYY-MM-DD"],
          },
        },
      });

      const refused = await outcome(() => action(args(post(typed, kai.cookie))));
      expect(refused).toMatchObject({
        status: 400,
        body: { message: PLAN_MESSAGES.moveRefused, reply: { error: { reportDate: [expect.any(String)] } } },
      });
      expect((await findPlanOf(services.database.db, kai.userId))?.profile?.reportDate).toBe(dates.before);
    });

    it("saves the new dates: the plan is re-dated, ticks and own items kept, the member mailed, the feed moved", async () => {
      const { kai, dates } = await household();
      const access = await planAccessFor(services, kai.userId);
      expect(await services.plans.tick(access, "tla-application", true)).toBe(true);
      const added = await services.ownItems.add(access, {
        title: "Book the movers",
        dueDate: addDays(dates.after, 5),
      });
      if (!added.ok) throw new Error("the own item was not added");
      const feedToken = (await services.plans.renewFeedToken(access))!;
      expect(await feedEvents(feedToken)).toContain(`${CHECK_IN} ${dates.before}`);

      const fields = { reportDate: dates.after, dogs: "1", latestRabiesShot: dates.rabiesShot };
      const response = await action(args(post(fields, kai.cookie))).then(
        (answer) => answer as unknown as Response,
        (thrown: unknown) => thrown as Response,
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/plan");
      expect(await flashIn(response)).toBe(ORDERS_CHANGED_MESSAGES.saved(readableDate(dates.after), 1));

      const plan = await findPlanOf(services.database.db, kai.userId);
      expect(plan?.profile).toMatchObject({ reportDate: dates.after, dogs: 1 });
      expect([...(await services.plans.doneItems(access)).keys()]).toEqual(["tla-application"]);
      expect(await services.ownItems.list(access)).toEqual([
        expect.objectContaining({ id: added.item.id, title: "Book the movers", dueDate: addDays(dates.after, 5) }),
      ]);

      const mail = readableMail(
        await mailArriving(services.env.DATA_DIR, "noa@example.com", (text) => text.includes("changed the report")),
      );
      expect(mail).toMatch(/^Subject: kai@example\.com changed the report date of your Hawaii PCS plan/m);
      expect(mail).toContain(`${readableDate(dates.before)} → ${readableDate(dates.after)}`);
      expect(mail).toMatch(/\d+ items not yet done moved to a new date/);
      expect(mail).toContain("- Your pet can't land on the new date without quarantine");
      expect(mail).toContain(`${TEST_PUBLIC_URL}/plan`);
      // The owner is not mailed about their own change.
      const toKai = await services.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", "kai@example.com")
        .where("kind", "=", "plan-redated")
        .execute();
      expect(toKai).toEqual([]);

      const events = await feedEvents(feedToken);
      expect(events).toContain(`${CHECK_IN} ${dates.after}`);
      expect(events).not.toContain(`${CHECK_IN} ${dates.before}`);
    });

    it("tells a member only the owner can change the move, and refuses the member's save", async () => {
      const { noa, dates } = await household();
      const page = await outcome(() => loader(args(get({ reportDate: dates.after }, noa.cookie))));
      expect(page.body).toEqual({ role: "member", ownerEmail: "kai@example.com" });
      const refused = await outcome(() => action(args(post({ reportDate: dates.after }, noa.cookie))));
      expect(refused).toMatchObject({ status: 403, body: { message: ORDERS_CHANGED_MESSAGES.ownerOnly } });
      const plan = await services.database.db.selectFrom("move_plans").select("report_date").executeTakeFirst();
      expect(plan?.report_date).toBe(dates.before);
    });

    it("sends someone without a dated plan back to the plan page", async () => {
      const lani = await seededSignedIn(services, "lani@example.com");
      const page = await outcome(() => loader(args(get(null, lani.cookie))));
      expect(page).toMatchObject({ status: 302, location: "/plan" });
      const refused = await outcome(() => action(args(post({ reportDate: calendarDate("2027-05-15") }, lani.cookie))));
      expect(refused).toMatchObject({ status: 409 });
    });
  });
}
