import { findPlanOf } from "~/features/plan/server/plan-repository.server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveProfileSchema } from "~/features/plan/due-dates";
import {
  ENGINES_UNDER_TEST,
  linkInMail,
  mailArriving,
  seededSignedIn,
  startTestServices,
  planIntentBy,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action, loader } from "./plan.join";

type Page = { kind: string; email?: string; ownerEmail?: string };
/** What React Router gets from a loader or action: `data()`'s payload and status, or a Response. */
type Answer = { data: unknown; init: { status?: number } | null } | Response;

function statusAndBody(answer: Answer) {
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location") };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

async function open(token: string, cookie?: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/join/${token}`, { headers: cookie ? { cookie } : {} });
  const answer = (await loader({
    request,
    context: testRequestContext(request),
    params: { token },
  } as never)) as Answer;
  return statusAndBody(answer) as { status: number; body: Page };
}

async function join(token: string, cookie?: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/join/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({}),
  });
  const answer = (await action({
    request,
    context: testRequestContext(request),
    params: { token },
  } as never)) as Answer;
  return statusAndBody(answer) as { status: number; body?: { error: string }; location?: string | null };
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`GET and POST /plan/join/:token on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let kai: { userId: string; cookie: string };
    let lani: { userId: string; cookie: string };
    let token: string;
    beforeEach(async () => {
      services = await startTestServices(engine);
      kai = await seededSignedIn(services, "kai@example.com");
      lani = await seededSignedIn(services, "lani@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      await planIntentBy(
        services,
        { ...kai, email: "kai@example.com" },
        { intent: "invite", email: "lani@example.com" },
      );
      const mail = await mailArriving(services.env.DATA_DIR, "lani@example.com", (text) =>
        Boolean(linkInMail(text, "/plan/join/")),
      );
      token = linkInMail(mail, "/plan/join/")!.split("/plan/join/")[1]!;
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const members = () => services.database.db.selectFrom("plan_members").selectAll().execute();

    it("shows the invited user who invited them, and joins them on POST, then sends them to /plan", async () => {
      expect(await open(token, lani.cookie)).toMatchObject({
        status: 200,
        body: { kind: "invited", email: "lani@example.com", ownerEmail: "kai@example.com" },
      });
      expect(await join(token, lani.cookie)).toEqual({ status: 302, location: "/plan" });
      expect((await members()).map((row) => row.user_id)).toEqual([lani.userId]);
      expect(await findPlanOf(services.database.db, lani.userId)).toMatchObject({ role: "member" });
      // The link is used up.
      expect(await open(token, lani.cookie)).toMatchObject({ status: 410, body: { kind: "used" } });
      expect(await join(token, lani.cookie)).toMatchObject({ status: 302, location: "/plan" });
      expect(await members()).toHaveLength(1);
    });

    it("asks a visitor to sign in with the invited address, and joins nobody", async () => {
      expect(await open(token)).toMatchObject({
        status: 200,
        body: { kind: "visitor", email: "lani@example.com", ownerEmail: "kai@example.com" },
      });
      expect(await join(token)).toMatchObject({ status: 401 });
      expect(await join(token, "better-auth.session_token=forged.value")).toMatchObject({ status: 401 });
      expect(await members()).toEqual([]);
    });

    it("refuses a signed-in user with another address, and the plan's owner", async () => {
      const noa = await seededSignedIn(services, "noa@example.com");
      expect(await open(token, noa.cookie)).toMatchObject({ status: 403, body: { kind: "wrong-user" } });
      expect(await join(token, noa.cookie)).toMatchObject({ status: 403 });
      expect(await join(token, kai.cookie)).toMatchObject({ status: 403 });
      expect(await members()).toEqual([]);
      expect(await findPlanOf(services.database.db, noa.userId)).toBeNull();
      // The invitation still works for the right person.
      expect(await open(token, lani.cookie)).toMatchObject({ status: 200, body: { kind: "invited" } });
    });

    it("answers 404 to an unknown token and 410 to an expired one", async () => {
      for (const unknown of ["not-a-token", token.slice(1)]) {
        expect(await open(unknown, lani.cookie)).toMatchObject({ status: 404, body: { kind: "unknown" } });
        expect(await join(unknown, lani.cookie)).toMatchObject({ status: 404 });
      }
      await services.database.db
        .updateTable("plan_invitations")
        .set({ expires_at_ms: Date.now() - 1 })
        .execute();
      expect(await open(token)).toMatchObject({ status: 410, body: { kind: "expired" } });
      expect(await open(token, lani.cookie)).toMatchObject({ status: 410, body: { kind: "expired" } });
      expect(await join(token, lani.cookie)).toMatchObject({ status: 410 });
      expect(await members()).toEqual([]);
    });

    it("tells a user who owns a plan that they cannot join another", async () => {
      await services.plans.saveProfile(lani.userId, moveProfileSchema.parse({ reportDate: "2027-05-01" }));
      expect(await open(token, lani.cookie)).toMatchObject({ status: 409, body: { kind: "owns-plan" } });
      expect(await join(token, lani.cookie)).toMatchObject({ status: 409 });
      expect(await members()).toEqual([]);
    });
  });
}
