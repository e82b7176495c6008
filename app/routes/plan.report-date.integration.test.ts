import { findPlanOf } from "~/features/plan/server/plan-repository.server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInHawaii } from "~/features/plan/calendar-date";
import { moveProfileSchema, reportDateOutsideWindow, reportDateWindow } from "~/features/plan/move-profile";
import { acceptInvitation } from "~/features/plan/server/household.server";
import { householdRepository } from "~/features/plan/server/household-repository.server";
import { sendWeeklyReminders } from "~/features/plan/server/plan-reminders.server";
import { outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_AUTH_SECRET,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action, loader } from "./plan";
import { loader as calendarLoader } from "./plan.calendar-ics";
import { loader as feedLoader } from "./plan.feed";
import { loader as guidePdfLoader } from "./plan.guide-pdf";

function get(path: string, cookie?: string) {
  return new Request(`${TEST_PUBLIC_URL}${path}`, { headers: cookie ? { cookie } : {} });
}

function post(fields: Record<string, string>, cookie: string) {
  return new Request(`${TEST_PUBLIC_URL}/plan`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: TEST_PUBLIC_URL },
    body: new URLSearchParams(fields),
  });
}

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, context: testRequestContext(request), params }) as never;

const window = () => reportDateWindow(todayInHawaii(new Date()));

/** Moves no plan can be dated from: the ends of the calendar, and years a calendar app misreads. */
const UNPLANNABLE_REPORT_DATES = ["9999-12-31", "0001-01-01", "0999-06-01"];

for (const engine of ENGINES_UNDER_TEST) {
  describe(`report dates on /plan on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("saves a report date inside the window and refuses one outside it with a field message, writing nothing", async () => {
      const kai = await signUpAndVerify(services, "kai@example.com");
      const { earliest, latest } = window();
      for (const reportDate of ["9999-12-31", "0001-01-01", "0999-06-01", addDays(earliest, -1), addDays(latest, 1)]) {
        const answer = await outcome(() => action(args(post({ intent: "save-move", reportDate }, kai.cookie))));
        expect(answer.status, reportDate).toBe(400);
        expect(answer.body).toMatchObject({
          ok: false,
          reply: { error: { reportDate: [reportDateOutsideWindow({ earliest, latest })] } },
        });
        expect(await findPlanOf(services.database.db, kai.userId)).toBeNull();
      }
      for (const reportDate of [earliest, latest]) {
        const answer = await outcome(() => action(args(post({ intent: "save-move", reportDate }, kai.cookie))));
        expect(answer).toMatchObject({ status: 200, body: { ok: true } });
        expect((await findPlanOf(services.database.db, kai.userId))?.profile?.reportDate).toBe(reportDate);
      }
    });

    it("answers a visitor's out-of-window move with the form's message, not an error", async () => {
      for (const reportDate of UNPLANNABLE_REPORT_DATES) {
        const answer = await outcome(() => loader(args(get(`/plan?reportDate=${reportDate}`))));
        expect(answer).toMatchObject({
          status: 200,
          thrown: false,
          body: { mode: "visitor", view: null, reply: { error: { reportDate: [reportDateOutsideWindow(window())] } } },
        });
      }
    });

    it("gives the date picker the window the server checks", async () => {
      const answer = await outcome(() => loader(args(get("/plan"))));
      expect(answer.body).toMatchObject({ dateWindow: window() });
    });

    for (const reportDate of UNPLANNABLE_REPORT_DATES) {
      it(`asks again for a stored report date of ${reportDate} on every reader, and dates the plan once it is fixed`, async () => {
        const kai = await signUpAndVerify(services, "kai@example.com");
        const noa = await signUpAndVerify(services, "noa@example.com");
        // Stored as a move saved before the form's window existed could be.
        await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate }));
        const invited = await householdRepository(services.database).invite(
          await planAccessFor(services, kai.userId),
          "noa@example.com",
          Date.now(),
          async () => {},
        );
        if (!invited.ok) throw new Error(`invitation refused: ${invited.reason}`);
        expect(await acceptInvitation(services, invited.token, { id: noa.userId, email: "noa@example.com" })).toEqual({
          ok: true,
        });
        const feedToken = (await services.plans.renewFeedToken(await planAccessFor(services, kai.userId)))!;
        await services.ownItems.add(await planAccessFor(services, kai.userId), { title: "Book movers" });

        const ownerPage = await outcome(() => loader(args(get("/plan", kai.cookie))));
        expect(ownerPage).toMatchObject({
          status: 200,
          body: {
            mode: "account",
            plan: null,
            unreadable: {
              role: "owner",
              message: `The report date saved for your plan (${reportDate}) cannot date a plan. Enter your move again below to see your plan.`,
            },
          },
        });
        const memberPage = await outcome(() => loader(args(get("/plan", noa.cookie))));
        expect(memberPage).toMatchObject({
          status: 200,
          body: {
            plan: null,
            unreadable: { role: "member", message: expect.stringContaining("Ask its owner, kai@example.com") },
          },
        });

        for (const cookie of [kai.cookie, noa.cookie]) {
          const calendar = (await calendarLoader(args(get("/plan/calendar.ics", cookie)))) as Response;
          expect(calendar.status).toBe(409);
          expect(await calendar.text()).toContain(`saved report date (${reportDate}) cannot be put on a calendar`);
          const pdf = (await guidePdfLoader(args(get("/plan/guide.pdf", cookie)))) as Response;
          expect(pdf.status).toBe(409);
          expect(pdf.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        }
        const feed = (await feedLoader(args(get(`/plan/feed/${feedToken}`), { token: feedToken }))) as Response;
        expect(feed.status).toBe(409);

        // The weekly reminder still goes out (the family's own items), without failing on the move.
        await services.reminders.subscribe(await planAccessFor(services, kai.userId));
        const run = await sendWeeklyReminders({
          ...services.database,
          mailer: services.mailer,
          publicUrl: TEST_PUBLIC_URL,
          siteName: "Aloha PCS",
          secret: TEST_AUTH_SECRET,
          now: new Date("2027-03-08T18:00:00Z"),
        });
        expect(run.claimed).toBe(1);

        const fixed = window().latest;
        const saved = await outcome(() => action(args(post({ intent: "save-move", reportDate: fixed }, kai.cookie))));
        expect(saved).toMatchObject({ status: 200, body: { ok: true } });
        const fixedPage = await outcome(() => loader(args(get("/plan", kai.cookie))));
        expect(fixedPage.body).toMatchObject({ plan: { role: "owner" }, move: { reportDate: fixed } });
        expect(fixedPage.body).not.toHaveProperty("unreadable");
        expect(
          ((await feedLoader(args(get(`/plan/feed/${feedToken}`), { token: feedToken }))) as Response).status,
        ).toBe(200);
      });
    }
  });
}
