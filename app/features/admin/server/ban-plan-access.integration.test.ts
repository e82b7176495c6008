import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/content/site";
import { moveProfileSchema } from "~/features/plan/move-profile";
import * as accountsRoute from "~/routes/admin.accounts";
import { signedInAdmin, underAdminLayout } from "~/../tests/support/admin";
import { outcome } from "~/../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  signUpAndVerify,
  startTestServices,
  planAccessFor,
  testRequestContext,
  TEST_AUTH_SECRET,
  TEST_PUBLIC_URL,
} from "~/../tests/support/services";
import { householdRepository } from "~/features/plan/server/household-repository.server";
import { sendWeeklyReminders } from "~/features/plan/server/plan-reminders.server";

const { action: accountsAction } = underAdminLayout(accountsRoute);

/** Monday 2027-03-08, 08:00 in Hawaii: a week's reminders are due. */
const MONDAY_MORNING = new Date("2027-03-08T18:00:00Z");
const MOVE = moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true });

for (const engine of ENGINES_UNDER_TEST) {
  describe(`a banned account's plan on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    /** Kai's plan with everything that works without a session: a feed, reminders, an open invitation. */
    async function familyWithSharing() {
      const kai = await signUpAndVerify(services, "kai@example.com");
      await services.plans.saveProfile(kai.userId, MOVE);
      const access = await planAccessFor(services, kai.userId);
      const feedToken = (await services.plans.renewFeedToken(access))!;
      await services.reminders.subscribe(access);
      const invited = await householdRepository(services.database).invite(
        access,
        "noa@example.com",
        Date.now(),
        async () => {},
      );
      if (!invited.ok) throw new Error(`invitation refused: ${invited.reason}`);
      return { kai, access, feedToken, invitationToken: invited.token };
    }

    const remindersRun = () =>
      sendWeeklyReminders({
        ...services.database,
        mailer: services.mailer,
        publicUrl: TEST_PUBLIC_URL,
        siteName: DEFAULT_SITE.name,
        secret: TEST_AUTH_SECRET,
        now: MONDAY_MORNING,
      });

    it("turns off the feed, the weekly reminders and open invitations when an admin bans the account", async () => {
      const admin = await signedInAdmin(services, "owner@example.com");
      const { kai, access, feedToken, invitationToken } = await familyWithSharing();
      const households = householdRepository(services.database);
      expect(await households.lookup(invitationToken, Date.now())).toMatchObject({ state: "open" });

      const request = new Request(`${TEST_PUBLIC_URL}/admin/accounts`, {
        method: "POST",
        headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "ban", userId: kai.userId }),
      });
      const banned = await outcome(() =>
        accountsAction({ request, context: testRequestContext(request), params: {} } as never),
      );
      expect(banned).toMatchObject({ status: 200, body: { ok: true } });

      expect(await services.plans.loadByFeedToken(feedToken)).toBeNull();
      const plan = await services.database.db
        .selectFrom("move_plans")
        .select("feed_token_hash")
        .where("owner_id", "=", kai.userId)
        .executeTakeFirstOrThrow();
      expect(plan.feed_token_hash).toBeNull();
      expect(await services.reminders.isSubscribed(access)).toBe(false);
      expect(await households.lookup(invitationToken, Date.now())).toEqual({ state: "unknown" });
      expect(await services.database.db.selectFrom("plan_invitations").select("id").execute()).toEqual([]);
      expect(await remindersRun()).toMatchObject({ claimed: 0, mailed: 0 });
    });

    it("gives a banned account's feed, reminders and invitations nothing even when the ban came another way", async () => {
      const { kai, feedToken, invitationToken } = await familyWithSharing();
      const noa = await signUpAndVerify(services, "noa@example.com");
      const setBanned = (banned: boolean) =>
        services.database.db.updateTable("user").set({ banned }).where("id", "=", kai.userId).execute();
      const households = householdRepository(services.database);

      await setBanned(true);
      expect(await services.plans.loadByFeedToken(feedToken)).toBeNull();
      expect(await households.lookup(invitationToken, Date.now())).toEqual({ state: "unknown" });
      expect(
        await households.accept(invitationToken, { id: noa.userId, email: "noa@example.com" }, Date.now()),
      ).toEqual({ ok: false, reason: "unknown" });
      expect(await remindersRun()).toMatchObject({ claimed: 0, mailed: 0 });

      // The same rows serve the account again once it is not banned: the filter is the ban.
      await setBanned(false);
      expect((await services.plans.loadByFeedToken(feedToken))?.profile).toEqual(MOVE);
      expect(await households.lookup(invitationToken, Date.now())).toMatchObject({ state: "open" });
      expect(await remindersRun()).toMatchObject({ claimed: 1, mailed: 1 });
    });
  });
}
