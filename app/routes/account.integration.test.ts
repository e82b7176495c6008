import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AccountAnswer } from "~/features/account/components/account-forms";
import { ACCOUNT_DELETED_AUDIT } from "~/features/account/server/account-deletion.server";
import { ACCOUNT_MESSAGES } from "~/features/account/account-schemas";
import { CLIENT_ADDRESS_HEADER } from "~/features/auth/server/auth.server";
import { requestUser } from "~/features/auth/server/session.server";
import { addDays, calendarDate, todayInHawaii } from "~/features/plan/calendar-date";
import { secretTokenHash } from "~/features/plan/server/plan-repository.server";
import type { SponsorAnswers } from "~/features/plan/sponsor-packet";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { householdView } from "~/features/plan/server/household.server";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { planView } from "~/features/plan/server/plan-page.server";
import {
  authCall,
  ENGINES_UNDER_TEST,
  latestMailTo,
  linkInMail,
  mailArriving,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { SEED_PASSWORD } from "../../tests/support/seed";
import { action, loader } from "./account";
import { loader as dataLoader } from "./account.data-json";
import { loader as csvLoader } from "./account.plan-csv";

const MOVE = moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1 });
const NEW_PASSWORD = "Mahalo2027!";
const TODAY = todayInHawaii(new Date());
/** A sponsor packet's answers, its link open for a month. */
const SPONSOR_ANSWERS: SponsorAnswers = {
  adults: 2,
  children: [{ age: 7, grade: "2" }],
  tlaKitchen: true,
  tlaPetFriendly: false,
  help: ["airport"],
  expiresOn: addDays(TODAY, 30),
};

/** A mail's body as read (the outbox writes quoted-printable). */
function decoded(mail: string): string {
  const joined = mail.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

type Outcome = { status: number; answer?: AccountAnswer; headers: Headers; location?: string | null };

/** POST /account as a browser with `cookie` would. */
async function postAccount(cookie: string, fields: Record<string, string>): Promise<Outcome> {
  const request = new Request(`${TEST_PUBLIC_URL}/account`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    const result = (await action({
      request,
      context: testRequestContext(request),
      params: {},
    } as never)) as unknown as {
      data: AccountAnswer;
      init: { status: number } | null;
    };
    return { status: result.init?.status ?? 200, answer: result.data, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, headers: thrown.headers, location: thrown.headers.get("location") };
    }
    throw thrown;
  }
}

async function get(
  load: (args: never) => unknown,
  path: string,
  cookie: string,
): Promise<Response | Record<string, unknown>> {
  const request = new Request(`${TEST_PUBLIC_URL}${path}`, { headers: { cookie } });
  try {
    return (await load({ request, context: testRequestContext(request), params: {} } as never)) as
      Response | Record<string, unknown>;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the account page on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    type Person = { userId: string; cookie: string; email: string };
    let kai: Person;
    let lani: Person;
    beforeEach(async () => {
      services = await startTestServices(engine);
      const person = async (email: string) => ({ ...(await seededSignedIn(services, email)), email });
      kai = await person("kai@example.com");
      lani = await person("lani@example.com");
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const signedInUser = (cookie: string) =>
      requestUser(testRequestContext(new Request(`${TEST_PUBLIC_URL}/`, { headers: { cookie } })));
    /** Their plan as a request of theirs finds it (their session's user), or null. */
    const planOf = (who: { cookie: string }) =>
      requestPlan(testRequestContext(new Request(`${TEST_PUBLIC_URL}/plan`, { headers: { cookie: who.cookie } })));
    async function access(who: { cookie: string }) {
      const found = await planOf(who);
      if (!found) throw new Error("no plan");
      return found.access;
    }
    const signIn = (email: string, password: string) => authCall(services, "/sign-in/email", { email, password });

    /** Lani joins Kai's plan (the join itself is tested in household.integration.test.ts). */
    async function shareKaisPlan(joinedAtMs = 2_000) {
      await services.plans.saveProfile(kai.userId, MOVE, 1_000);
      const { planId } = await access(kai);
      await services.database.db
        .insertInto("plan_members")
        .values({ plan_id: planId, user_id: lani.userId, joined_at_ms: joinedAtMs })
        .execute();
      return planId;
    }

    it("sends a signed-out visitor to sign in, coming back to /account", async () => {
      const answer = await get(loader, "/account", "");
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("location")).toBe("/auth?redirectTo=%2Faccount");
    });

    it("saves a display name, shows it wherever a person is shown, and removes it when emptied", async () => {
      const planId = await shareKaisPlan();
      const saved = await postAccount(lani.cookie, { intent: "display-name", name: "  Lani  " });
      expect(saved).toMatchObject({ status: 200, answer: { success: ACCOUNT_MESSAGES.nameSaved } });
      expect(await signedInUser(lani.cookie)).toMatchObject({ name: "Lani", email: "lani@example.com" });
      // "Done by Lani" on the shared plan, and Lani in the owner's household list.
      await services.plans.tick(await access(lani), "get-orders", true, 5_000);
      const view = planView(MOVE, await services.plans.doneItems(await access(kai)), { datedOn: MOVE.reportDate });
      expect(view.doneNotes["get-orders"]).toMatch(/^Done by Lani, /);
      expect((await householdView(services, (await planOf(kai))!)).members).toMatchObject([
        { label: "Lani", email: "lani@example.com" },
      ]);
      expect((await householdView(services, (await planOf(lani))!)).ownerLabel).toBe("kai@example.com");
      expect(planId).toBeTruthy();

      const tooLong = await postAccount(lani.cookie, { intent: "display-name", name: "x".repeat(61) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.answer?.result.error).toEqual({ name: [ACCOUNT_MESSAGES.nameTooLong] });

      const removed = await postAccount(lani.cookie, { intent: "display-name", name: "" });
      expect(removed).toMatchObject({ status: 200, answer: { success: ACCOUNT_MESSAGES.nameRemoved } });
      expect(await signedInUser(lani.cookie)).toMatchObject({ name: null });
      expect(
        planView(MOVE, await services.plans.doneItems(await access(kai)), { datedOn: MOVE.reportDate }).doneNotes[
          "get-orders"
        ],
      ).toMatch(/^Done by lani@example\.com, /);
    });

    it("changes the password only with the current one, and signs out every other session", async () => {
      const otherDevice = await seededSignedIn(services, "kai-phone@example.com");
      const phone = await authCall(services, "/sign-in/email", { email: kai.email, password: SEED_PASSWORD });
      const phoneCookie = phone.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      expect(await signedInUser(phoneCookie)).toMatchObject({ id: kai.userId });

      const wrong = await postAccount(kai.cookie, {
        intent: "change-password",
        currentPassword: "NotMine2026!",
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.answer?.result.error).toEqual({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      expect(JSON.stringify(wrong.answer)).not.toContain(NEW_PASSWORD);
      expect(JSON.stringify(wrong.answer)).not.toContain("NotMine2026!");

      const weak = await postAccount(kai.cookie, {
        intent: "change-password",
        currentPassword: SEED_PASSWORD,
        newPassword: "weakpass",
      });
      expect(weak.answer?.result.error).toEqual({ newPassword: ["Password does not meet requirements."] });

      const changed = await postAccount(kai.cookie, {
        intent: "change-password",
        currentPassword: SEED_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed).toMatchObject({ status: 200, answer: { success: ACCOUNT_MESSAGES.passwordChanged } });
      expect(await signedInUser(phoneCookie)).toBeNull();
      expect(await signedInUser(kai.cookie)).toBeNull();
      // Another account's session is untouched.
      expect(await signedInUser(otherDevice.cookie)).not.toBeNull();
      expect((await signIn(kai.email, SEED_PASSWORD)).status).toBe(401);
      expect((await signIn(kai.email, NEW_PASSWORD)).status).toBe(200);
    });

    it("changes the email only once the new address opens its link, and tells the old address", async () => {
      const asked = await postAccount(kai.cookie, { intent: "change-email", newEmail: "Kai.New@Example.com" });
      expect(asked).toMatchObject({
        status: 200,
        answer: { success: ACCOUNT_MESSAGES.emailChangeSent("k…@example.com") },
      });
      const notice = await mailArriving(services.env.DATA_DIR, "kai@example.com", (mail) =>
        mail.includes("A change of email was asked"),
      );
      expect(decoded(notice)).toContain("asked to use k…@example.com as its email");
      expect(decoded(notice)).not.toContain("kai.new@example.com");
      const confirm = await mailArriving(services.env.DATA_DIR, "kai.new@example.com", (mail) =>
        Boolean(linkInMail(mail, "/api/auth/verify-email")),
      );
      expect(confirm).toMatch(/^Subject: Confirm your new email for /m);
      // Nothing changed yet.
      expect(await signedInUser(kai.cookie)).toMatchObject({ email: "kai@example.com" });

      const same = await postAccount(kai.cookie, { intent: "change-email", newEmail: "KAI@example.com" });
      expect(same.answer?.result.error).toEqual({ newEmail: [ACCOUNT_MESSAGES.emailSame] });

      const opened = await services.auth.handler(
        new Request(linkInMail(confirm, "/api/auth/verify-email")!, {
          headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.7", cookie: kai.cookie },
        }),
      );
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe("/account?email=changed");
      expect(await signedInUser(kai.cookie)).toMatchObject({ email: "kai.new@example.com" });
      const profile = await services.database.db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", kai.userId)
        .executeTakeFirst();
      expect(profile?.email).toBe("kai.new@example.com");
      expect((await signIn("kai.new@example.com", SEED_PASSWORD)).status).toBe(200);
    });

    it("signs out every session at once, this one included", async () => {
      const phone = await signIn(kai.email, SEED_PASSWORD);
      const phoneCookie = phone.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      const out = await postAccount(kai.cookie, { intent: "sign-out-everywhere" });
      expect(out).toMatchObject({ status: 302, location: "/auth" });
      expect(out.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);
      // The plan kept offline and any queued ticks leave this browser too (docs/decisions/0037).
      expect(out.headers.get("Clear-Site-Data")).toBe('"cache", "storage"');
      expect(await signedInUser(kai.cookie)).toBeNull();
      expect(await signedInUser(phoneCookie)).toBeNull();
      expect(await signedInUser(lani.cookie)).not.toBeNull();
    });

    it("exports the account's own data, and nobody else's", async () => {
      await shareKaisPlan();
      await postAccount(kai.cookie, { intent: "display-name", name: "Kai" });
      await services.plans.tick(await access(kai), "get-orders", true, 5_000);
      await services.plans.tick(await access(lani), "tla-application", true, 6_000);
      await services.ownItems.add(await access(kai), {
        title: '=HYPERLINK("http://evil")',
        dueDate: calendarDate("2027-02-01"),
      });
      await services.reminders.subscribe(await access(kai), 7_000);
      const sponsorLink = await services.sponsorLinks.create(await access(kai), SPONSOR_ANSWERS, TODAY, 8_000);
      if (!sponsorLink.ok) throw new Error("no sponsor link");
      const db = services.database.db;
      const now = new Date().toISOString();
      await db
        .insertInto("contact_messages")
        .values([
          {
            id: "c1",
            full_name: "Kai K",
            email: "KAI@example.com",
            base: null,
            message: "Aloha from Kai",
            client_address: null,
            created_at: now,
          },
          {
            id: "c2",
            full_name: "Lani L",
            email: "lani@example.com",
            base: null,
            message: "Lani's secret question",
            client_address: null,
            created_at: now,
          },
        ])
        .execute();
      await db
        .insertInto("suggestions")
        .values([
          {
            id: "s1",
            suggestion: "More parks",
            email: "kai@example.com",
            category: null,
            client_address: null,
            created_at: now,
          },
          {
            id: "s2",
            suggestion: "Lani's idea",
            email: "lani@example.com",
            category: null,
            client_address: null,
            created_at: now,
          },
        ])
        .execute();

      const response = (await get(dataLoader, "/account/data.json", kai.cookie)) as Response;
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="aloha-pcs-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await response.text();
      const exported = JSON.parse(text);
      expect(exported.account).toMatchObject({ email: "kai@example.com", displayName: "Kai", emailVerified: true });
      expect(exported.plan.role).toBe("owner");
      expect(exported.plan.move).toMatchObject({
        reportDate: "2027-03-15",
        ordersInHand: false,
        branch: "unsaid",
        installation: "unsure",
      });
      expect(exported.plan.datesSetOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(exported.plan.items.find((item: { title: string }) => item.title.startsWith("=HYPERLINK"))).toMatchObject({
        mine: true,
      });
      const byWho = Object.fromEntries(
        exported.plan.items
          .filter((item: { done: boolean }) => item.done)
          .map((item: { doneBy: string; title: string }) => [item.doneBy, item.title]),
      );
      expect(Object.keys(byWho).sort()).toEqual(["someone in your household", "you"]);
      expect(exported.checklist).toHaveLength(20);
      expect(exported.ownItems).toEqual([
        expect.objectContaining({ title: '=HYPERLINK("http://evil")', dueDate: "2027-02-01", addedBy: "you" }),
      ]);
      expect(exported.household).toMatchObject({ role: "owner", otherPeople: 1 });
      expect(exported.reminders.weeklyEmail).toBe(true);
      // The plan's sponsor links as kept, never their token or its hash.
      expect(exported.sponsorLinks).toEqual([
        {
          madeAt: new Date(8_000).toISOString(),
          expiresOn: SPONSOR_ANSWERS.expiresOn,
          open: true,
          adults: 2,
          children: [{ age: 7, grade: "2" }],
          tlaKitchen: true,
          tlaPetFriendly: false,
          help: ["airport"],
        },
      ]);
      expect(text).not.toContain(sponsorLink.token);
      expect(text).not.toContain(secretTokenHash(sponsorLink.token));
      expect(exported.messagesSent.contact).toEqual([expect.objectContaining({ message: "Aloha from Kai" })]);
      expect(exported.messagesSent.suggestions).toEqual([expect.objectContaining({ suggestion: "More parks" })]);
      // Another user's data never appears: not Lani's email, id, messages or suggestions.
      for (const other of ["lani@example.com", lani.userId, "Lani's secret question", "Lani's idea", "Lani L"]) {
        expect(text).not.toContain(other);
      }

      // Lani's own export: the shared plan, with Kai only as "someone in your household".
      const laniText = await ((await get(dataLoader, "/account/data.json", lani.cookie)) as Response).text();
      const laniExport = JSON.parse(laniText);
      expect(laniExport.plan.role).toBe("member");
      expect(laniExport.household).toMatchObject({
        role: "member",
        joinedAt: new Date(2_000).toISOString(),
        otherPeople: 1,
      });
      expect(laniExport.ownItems[0].addedBy).toBe("someone in your household");
      for (const other of ["kai@example.com", kai.userId, "Aloha from Kai", "More parks", '"Kai"']) {
        expect(laniText).not.toContain(other);
      }

      const csv = await ((await get(csvLoader, "/account/plan.csv", kai.cookie)) as Response).text();
      const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe("due date,item,status,done at,done by,kind");
      // A typed formula is text in a spreadsheet.
      expect(csv).toContain(`2027-02-01,"'=HYPERLINK(""http://evil"")",not done,,,your own item`);
      expect(csv).not.toContain("lani@example.com");
      expect(
        (
          (await get(
            csvLoader,
            "/account/plan.csv",
            (await seededSignedIn(services, "noplan@example.com")).cookie,
          )) as Response
        ).status,
      ).toBe(404);
    });

    it("deletes an account without a household with its plan, sessions and links; the audit keeps no email", async () => {
      await services.plans.saveProfile(kai.userId, MOVE, 1_000);
      await services.plans.renewFeedToken(await access(kai));
      await services.reminders.subscribe(await access(kai), 7_000);
      const sponsorLink = await services.sponsorLinks.create(await access(kai), SPONSOR_ANSWERS, TODAY);
      if (!sponsorLink.ok) throw new Error("no sponsor link");
      await authCall(services, "/request-password-reset", { email: kai.email, redirectTo: "/auth/reset-password" });
      const phone = await signIn(kai.email, SEED_PASSWORD);
      const phoneCookie = phone.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");

      const wrong = await postAccount(kai.cookie, { intent: "delete-account", password: "NotMine2026!" });
      expect(wrong.status).toBe(400);
      expect(wrong.answer?.result.error).toEqual({ password: [ACCOUNT_MESSAGES.currentPasswordWrong] });
      expect(await signedInUser(kai.cookie)).not.toBeNull();

      const deleted = await postAccount(kai.cookie, { intent: "delete-account", password: SEED_PASSWORD });
      expect(deleted).toMatchObject({ status: 302, location: "/" });
      const db = services.database.db;
      expect(await db.selectFrom("user").select("id").where("id", "=", kai.userId).execute()).toEqual([]);
      expect(await db.selectFrom("session").select("id").where("userId", "=", kai.userId).execute()).toEqual([]);
      expect(await signedInUser(phoneCookie)).toBeNull();
      expect(await db.selectFrom("move_plans").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("plan_reminders").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("sponsor_links").selectAll().execute()).toEqual([]);
      expect(await services.sponsorLinks.openByToken(sponsorLink.token, TODAY)).toBeNull();
      expect(await db.selectFrom("verification").selectAll().where("value", "=", kai.userId).execute()).toEqual([]);
      expect(await db.selectFrom("profiles").selectAll().where("id", "=", kai.userId).execute()).toEqual([]);
      const audit = await db.selectFrom("admin_audit_log").selectAll().execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: null,
        actor_email: ACCOUNT_DELETED_AUDIT.actor.email,
        action: ACCOUNT_DELETED_AUDIT.action,
        target_id: ACCOUNT_DELETED_AUDIT.targetId,
      });
      expect(JSON.stringify(audit)).not.toContain("kai@example.com");
      expect(JSON.stringify(audit)).not.toContain(kai.userId);
      // Lani is untouched.
      expect(await signedInUser(lani.cookie)).toMatchObject({ email: "lani@example.com" });
    });

    it("hands the plan to the other adult when its owner deletes the account, and tells them", async () => {
      const planId = await shareKaisPlan();
      await services.plans.renewFeedToken(await access(kai));
      const sponsorLink = await services.sponsorLinks.create(await access(kai), SPONSOR_ANSWERS, TODAY);
      if (!sponsorLink.ok) throw new Error("no sponsor link");
      await services.plans.tick(await access(kai), "get-orders", true, 5_000);
      await services.plans.tick(await access(lani), "tla-application", true, 6_000);
      const fate = (await get(loader, "/account", kai.cookie)) as { fate: unknown };
      expect(fate.fate).toEqual({ kind: "handed-over", to: "lani@example.com" });

      const deleted = await postAccount(kai.cookie, { intent: "delete-account", password: SEED_PASSWORD });
      expect(deleted).toMatchObject({ status: 302, location: "/" });
      const handed = await planOf(lani);
      expect(handed?.plan).toMatchObject({ id: planId, role: "owner", hasFeed: false, ownerEmail: "lani@example.com" });
      expect(await services.database.db.selectFrom("plan_members").selectAll().execute()).toEqual([]);
      // The sponsor links were Kai's to give: they stop working, as the calendar feed does.
      expect(await services.sponsorLinks.openByToken(sponsorLink.token, TODAY)).toBeNull();
      expect(await services.sponsorLinks.list(handed!.access, TODAY)).toEqual([]);
      const done = await services.plans.doneItems(handed!.access);
      // Kai's tick stays, now by nobody who still has an account; Lani's stays hers.
      expect(done.get("get-orders")).toEqual({ by: null, atMs: 5_000 });
      expect(done.get("tla-application")).toEqual({ by: "lani@example.com", atMs: 6_000 });
      const told = await mailArriving(services.env.DATA_DIR, "lani@example.com", (mail) =>
        mail.includes("is yours now"),
      );
      expect(told).toContain(`${TEST_PUBLIC_URL}/plan`);
      expect(told).not.toContain("kai@example.com");
    });

    it("a member who deletes the account leaves the plan, which stays its owner's", async () => {
      const planId = await shareKaisPlan();
      expect(((await get(loader, "/account", lani.cookie)) as { fate: unknown }).fate).toEqual({
        kind: "leaves",
        owner: "kai@example.com",
      });
      const deleted = await postAccount(lani.cookie, { intent: "delete-account", password: SEED_PASSWORD });
      expect(deleted.status).toBe(302);
      expect((await planOf(kai))?.plan).toMatchObject({ id: planId, role: "owner" });
      expect(await services.database.db.selectFrom("plan_members").selectAll().execute()).toEqual([]);
      expect(latestMailTo(services.env.DATA_DIR, "kai@example.com")).toBeUndefined();
    });
  });
}
