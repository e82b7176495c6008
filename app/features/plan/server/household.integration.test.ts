import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { HOUSEHOLD_MESSAGES, INVITATION_LIFETIME_MS } from "~/features/plan/household";
import {
  ENGINES_UNDER_TEST,
  linkInMail,
  mailArriving,
  planIntentBy,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "~/../tests/support/services";
import { action as checklistAction, loader as checklistLoader } from "~/routes/pcs-toolkit.hawaii-checklist";
import { acceptInvitation, householdView, lookupInvitation } from "./household.server";
import { requestPlan } from "./plan-access.server";

const MOVE = moveProfileSchema.parse({ reportDate: "2027-03-15", dogs: 1 });
/** Checklist item 5 (index 4) and a Hawaii item that is not on the checklist. */
const CHECKLIST_ITEM = { id: "household-goods-pickup", index: 4 };
const HAWAII_ITEM = "tla-application";

async function checklistFlags(cookie: string): Promise<boolean[]> {
  const request = new Request(`${TEST_PUBLIC_URL}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } });
  const page = (await checklistLoader({ request, context: testRequestContext(request), params: {} } as never)) as {
    flags: boolean[];
  };
  return page.flags;
}

async function checklistToggle(cookie: string, itemIndex: number, completed: boolean) {
  return checklistPost(cookie, new URLSearchParams({ itemIndex: String(itemIndex), completed: String(completed) }));
}

async function checklistPost(cookie: string, body: URLSearchParams) {
  const request = new Request(`${TEST_PUBLIC_URL}/pcs-toolkit/hawaii-checklist`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body,
  });
  const result = (await checklistAction({
    request,
    context: testRequestContext(request),
    params: {},
  } as never)) as unknown as {
    data: { ok: boolean };
    init: { status: number } | null;
  };
  return result.init?.status ?? 200;
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`a plan's household on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    type Person = { userId: string; cookie: string; email: string };
    let kai: Person; // owns the plan
    let lani: Person; // invited
    beforeEach(async () => {
      services = await startTestServices(engine);
      const person = async (email: string) => ({ ...(await seededSignedIn(services, email)), email });
      kai = await person("kai@example.com");
      lani = await person("lani@example.com");
      await services.plans.saveProfile(kai.userId, MOVE, 1_000);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    /** Their plan as a request of theirs finds it (their session's user), or null. */
    const planOf = (who: { cookie: string }) =>
      requestPlan(testRequestContext(new Request(`${TEST_PUBLIC_URL}/plan`, { headers: { cookie: who.cookie } })));
    const loaded = async (who: { cookie: string }) => (await planOf(who))?.plan ?? null;
    async function access(who: { cookie: string }) {
      const found = await planOf(who);
      if (!found) throw new Error("no plan");
      return found.access;
    }
    const view = async (who: { cookie: string }, nowMs?: number) => {
      const found = await planOf(who);
      return found ? householdView(services, found, nowMs) : null;
    };

    // Through the page's intent table, as the page's forms post.
    const act = async (who: Person, intent: string, fields: Record<string, string> = {}, nowMs?: number) =>
      planIntentBy(services, who, { ...fields, intent }, nowMs);

    /** Kai invites `email`; the token from the link in the mail that arrives. */
    async function invite(email: string, nowMs?: number): Promise<string> {
      const answer = await act(kai, "invite", { intent: "invite", email }, nowMs);
      expect(answer).toMatchObject({ intent: "invite", ok: true });
      const mail = await mailArriving(services.env.DATA_DIR, email.toLowerCase(), (text) =>
        Boolean(linkInMail(text, "/plan/join/")),
      );
      const link = linkInMail(mail, "/plan/join/")!;
      expect(link.startsWith(`${TEST_PUBLIC_URL}/plan/join/`)).toBe(true);
      return link.slice(`${TEST_PUBLIC_URL}/plan/join/`.length);
    }

    async function memberCount() {
      return (await services.database.db.selectFrom("plan_members").selectAll().execute()).length;
    }

    it("invites by email through the outbox, and the invited user joins and shares the plan", async () => {
      const token = await invite("Lani@Example.com");
      const mail = await mailArriving(services.env.DATA_DIR, "lani@example.com", (text) =>
        text.includes("/plan/join/"),
      );
      expect(mail).toMatch(/^Subject: kai@example\.com invited you to share their Hawaii PCS plan/m);
      expect(mail).toContain("Hawaii time");
      // Only the hash is stored.
      const stored = await services.database.db.selectFrom("plan_invitations").selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.email).toBe("lani@example.com");
      expect(stored[0]!.token_hash).not.toContain(token);
      expect(await lookupInvitation(services, token)).toMatchObject({
        state: "open",
        email: "lani@example.com",
        ownerEmail: "kai@example.com",
      });
      expect((await view(kai))?.invitations.map((i) => i.email)).toEqual(["lani@example.com"]);

      expect(await loaded(lani)).toBeNull();
      expect(await acceptInvitation(services, token, { id: lani.userId, email: lani.email })).toEqual({ ok: true });
      const shared = await loaded(lani);
      expect(shared).toMatchObject({ role: "member", ownerEmail: "kai@example.com", profile: MOVE });
      expect(shared?.id).toBe((await loaded(kai))?.id);
      expect(await loaded(kai)).toMatchObject({ role: "owner", ownerEmail: "kai@example.com" });

      const ownerView = await view(kai);
      expect(ownerView).toMatchObject({ role: "owner", ownerEmail: "kai@example.com", invitations: [], openPlaces: 3 });
      expect(ownerView?.members.map((m) => [m.id, m.email])).toEqual([[lani.userId, "lani@example.com"]]);
      expect(await view(lani)).toMatchObject({
        role: "member",
        ownerEmail: "kai@example.com",
        members: [],
        invitations: [],
      });
      expect(await lookupInvitation(services, token)).toMatchObject({ state: "used" });
    });

    it("refuses an invitation to the wrong user, an expired, a used and an unknown link", async () => {
      const token = await invite("lani@example.com");
      const other = await seededSignedIn(services, "noa@example.com");
      const noa = { id: other.userId, email: "noa@example.com" };
      expect(await acceptInvitation(services, token, noa)).toEqual({ ok: false, reason: "wrong-user" });
      expect(await acceptInvitation(services, "not-a-token", noa)).toEqual({ ok: false, reason: "unknown" });
      const lateMs = Date.now() + INVITATION_LIFETIME_MS + 1;
      expect(await acceptInvitation(services, token, { id: lani.userId, email: lani.email }, lateMs)).toEqual({
        ok: false,
        reason: "expired",
      });
      expect(await lookupInvitation(services, token, lateMs)).toMatchObject({ state: "expired" });
      expect(await memberCount()).toBe(0);

      expect(await acceptInvitation(services, token, { id: lani.userId, email: lani.email })).toEqual({ ok: true });
      expect(await act(lani, "leave-plan")).toMatchObject({ ok: true, message: HOUSEHOLD_MESSAGES.left });
      expect(await acceptInvitation(services, token, { id: lani.userId, email: lani.email })).toEqual({
        ok: false,
        reason: "used",
      });
      expect(await loaded(lani)).toBeNull();
    });

    it("refuses a user who owns a plan or shares another, so a user is in one plan at most", async () => {
      const token = await invite("lani@example.com");
      await services.plans.saveProfile(lani.userId, MOVE);
      expect(await acceptInvitation(services, token, { id: lani.userId, email: lani.email })).toEqual({
        ok: false,
        reason: "owns-plan",
      });
      expect(await memberCount()).toBe(0);
      expect(await lookupInvitation(services, token)).toMatchObject({ state: "open" });

      // Noa shares Kai's plan; an invitation to another plan is refused while she does.
      const other = await seededSignedIn(services, "noa@example.com");
      const noa = { id: other.userId, email: "noa@example.com" };
      expect(await acceptInvitation(services, await invite("noa@example.com"), noa)).toEqual({ ok: true });
      const lanisInvitation = await act(lani, "invite", { email: "noa@example.com" });
      expect(lanisInvitation?.ok).toBe(true);
      const mail = await mailArriving(services.env.DATA_DIR, "noa@example.com", (text) =>
        /^Subject: lani@/m.test(text),
      );
      const lanisToken = linkInMail(mail, "/plan/join/")!.split("/plan/join/")[1]!;
      expect(await acceptInvitation(services, lanisToken, noa)).toEqual({ ok: false, reason: "other-plan" });
      expect((await loaded(other))?.ownerEmail).toBe("kai@example.com");
    });

    it("refuses each bad invitation with a clear message and sends nothing", async () => {
      const refusal = async (who: Person, email: string) => {
        const answer = await act(who, "invite", { email });
        expect(answer?.ok).toBe(false);
        return answer?.message;
      };
      expect(await refusal(kai, "not-an-email")).toBe(HOUSEHOLD_MESSAGES.invalidEmail);
      expect(await refusal(kai, " KAI@example.com ")).toBe(HOUSEHOLD_MESSAGES.yourself);
      expect(await refusal(lani, "noa@example.com")).toBe(HOUSEHOLD_MESSAGES.noPlan);
      expect(await services.database.db.selectFrom("plan_invitations").selectAll().execute()).toEqual([]);

      const token = await invite("lani@example.com");
      await acceptInvitation(services, token, { id: lani.userId, email: lani.email });
      expect(await refusal(kai, "lani@example.com")).toBe(HOUSEHOLD_MESSAGES.alreadyMember);
      // A member sees and ticks, but does not invite.
      expect(await refusal(lani, "noa@example.com")).toBe(HOUSEHOLD_MESSAGES.ownerOnly);

      for (const email of ["a@example.com", "b@example.com", "c@example.com"]) await invite(email);
      expect(await refusal(kai, "d@example.com")).toBe(HOUSEHOLD_MESSAGES.full);
      expect((await view(kai))?.openPlaces).toBe(0);
      const outbox = await services.database.db
        .selectFrom("mail_outbox")
        .select("recipient")
        .where("kind", "=", "plan-invitation")
        .execute();
      expect(outbox.map((row) => row.recipient).sort()).toEqual([
        "a@example.com",
        "b@example.com",
        "c@example.com",
        "lani@example.com",
      ]);
    });

    it("replaces an open invitation to the same address: the earlier link stops working", async () => {
      const first = await invite("lani@example.com");
      const answer = await act(kai, "invite", { email: "lani@example.com" });
      expect(answer?.message).toMatch(/earlier link no longer works/);
      expect(await lookupInvitation(services, first)).toEqual({ state: "unknown" });
      expect((await view(kai))?.invitations).toHaveLength(1);
    });

    it("cancels an invitation, and its link stops working", async () => {
      const token = await invite("lani@example.com");
      const [invitation] = (await view(kai))!.invitations;
      expect(await act(kai, "cancel-invitation", { invitationId: invitation!.id })).toMatchObject({ ok: true });
      expect(await lookupInvitation(services, token)).toEqual({ state: "unknown" });
      expect(await acceptInvitation(services, token, { id: lani.userId, email: lani.email })).toMatchObject({
        ok: false,
      });
      expect(await act(kai, "cancel-invitation", { invitationId: invitation!.id })).toMatchObject({
        ok: false,
        message: HOUSEHOLD_MESSAGES.invitationGone,
      });
    });

    it("lets the owner remove a member, who then no longer sees or ticks the plan", async () => {
      await acceptInvitation(services, await invite("lani@example.com"), { id: lani.userId, email: lani.email });
      expect(await services.plans.tick(await access(lani), HAWAII_ITEM, true)).toBe(true);
      expect(await act(kai, "remove-member", { memberId: lani.userId })).toMatchObject({
        ok: true,
        message: "lani@example.com no longer shares this plan.",
      });
      // Her requests find no plan, so nothing of it can be read or ticked (every method takes the access).
      expect(await planOf(lani)).toBeNull();
      // The tick she made stays on the plan, with her name.
      expect((await services.plans.doneItems(await access(kai))).get(HAWAII_ITEM)?.by).toBe("lani@example.com");
      // Her checklist page is her own again.
      expect((await checklistFlags(lani.cookie)).some(Boolean)).toBe(false);
    });

    it("shares ticks both ways, with who ticked what and when, and the checklist page is the same store", async () => {
      await acceptInvitation(services, await invite("lani@example.com"), { id: lani.userId, email: lani.email });

      expect(await services.plans.tick(await access(lani), CHECKLIST_ITEM.id, true, 5_000)).toBe(true);
      expect(await services.plans.tick(await access(lani), HAWAII_ITEM, true, 6_000)).toBe(true);
      const done = await services.plans.doneItems(await access(kai));
      expect(done.get(CHECKLIST_ITEM.id)).toEqual({ by: "lani@example.com", atMs: 5_000 });
      expect(done.get(HAWAII_ITEM)).toEqual({ by: "lani@example.com", atMs: 6_000 });
      expect(await services.plans.doneItems(await access(lani))).toEqual(done);
      // Ticking again (a second tab) keeps the first author and time.
      await services.plans.tick(await access(kai), CHECKLIST_ITEM.id, true, 7_000);
      expect((await services.plans.doneItems(await access(kai))).get(CHECKLIST_ITEM.id)?.atMs).toBe(5_000);
      // The 20 items live in the owner's checklist_progress: both checklist pages show the tick.
      expect((await checklistFlags(kai.cookie))[CHECKLIST_ITEM.index]).toBe(true);
      expect((await checklistFlags(lani.cookie))[CHECKLIST_ITEM.index]).toBe(true);
      const rows = await services.database.db.selectFrom("checklist_progress").selectAll().execute();
      expect(rows.map((row) => [row.user_id, row.item_index, row.updated_by])).toEqual([
        [kai.userId, CHECKLIST_ITEM.index, lani.userId],
      ]);

      // A tick on the checklist page, by the member, shows on the plan, and untick by the owner too.
      expect(await checklistToggle(lani.cookie, 0, true)).toBe(200);
      expect((await services.plans.doneItems(await access(kai))).get("get-orders")?.by).toBe("lani@example.com");
      expect(await checklistToggle(kai.cookie, CHECKLIST_ITEM.index, false)).toBe(200);
      expect((await services.plans.doneItems(await access(lani))).has(CHECKLIST_ITEM.id)).toBe(false);
      expect((await checklistFlags(lani.cookie))[CHECKLIST_ITEM.index]).toBe(false);
    });

    it("a member's ticks from her browser join the shared plan's checklist, as hers", async () => {
      await acceptInvitation(services, await invite("lani@example.com"), { id: lani.userId, email: lani.email });
      const body = new URLSearchParams({ intent: "add-browser-ticks" });
      body.append("done", CHECKLIST_ITEM.id);
      expect(await checklistPost(lani.cookie, body)).toBe(200);
      expect((await services.plans.doneItems(await access(kai))).get(CHECKLIST_ITEM.id)?.by).toBe("lani@example.com");
      const rows = await services.database.db.selectFrom("checklist_progress").selectAll().execute();
      expect(rows.map((row) => [row.user_id, row.item_index, row.updated_by])).toEqual([
        [kai.userId, CHECKLIST_ITEM.index, lani.userId],
      ]);
    });

    it("refuses unknown item ids and accepts the ids of own items on the plan", async () => {
      expect(await services.plans.tick(await access(kai), "no-such-item", true)).toBe(false);
      expect(await services.plans.tick(await access(kai), "own:not-a-uuid", true)).toBe(false);
      expect(await services.plans.tick(await access(kai), "own:2f1c7d0e-8a9b-4c3d-9e8f-0a1b2c3d4e5f", true)).toBe(
        false,
      );
      const added = await services.ownItems.add(await access(kai), { title: "Book movers" });
      if (!added.ok) throw new Error("the item was not added");
      const own = `own:${added.item.id}`;
      expect(await services.plans.tick(await access(kai), own, true, 9_000)).toBe(true);
      expect([...(await services.plans.doneItems(await access(kai))).keys()]).toEqual([own]);
      // Lani has no plan of Kai's: her requests find none to tick.
      expect(await planOf(lani)).toBeNull();
    });

    it("keeps the move, the feed and the household the owner's: a member cannot change them", async () => {
      await acceptInvitation(services, await invite("lani@example.com"), { id: lani.userId, email: lani.email });
      await services.plans.renewFeedToken(await access(kai));
      const before = await loaded(kai);

      expect(await services.plans.saveProfile(lani.userId, moveProfileSchema.parse({ reportDate: "2028-01-01" }))).toBe(
        false,
      );
      expect(await services.plans.renewFeedToken(await access(lani))).toBeNull();
      expect(await services.plans.revokeFeedToken(await access(lani))).toBe(false);
      expect(await loaded(kai)).toEqual(before);
      expect(await services.database.db.selectFrom("move_plans").select("id").execute()).toHaveLength(1);

      const noa = await seededSignedIn(services, "noa@example.com");
      for (const [intent, fields] of [
        ["remove-member", { memberId: kai.userId }],
        ["remove-member", { memberId: noa.userId }],
        ["cancel-invitation", { invitationId: "x" }],
      ] as const) {
        expect(await act(lani, intent, fields)).toMatchObject({ ok: false, message: HOUSEHOLD_MESSAGES.ownerOnly });
      }
      expect(await memberCount()).toBe(1);
    });

    it("refuses another family's member and invitation ids, and changes nothing", async () => {
      await acceptInvitation(services, await invite("lani@example.com"), { id: lani.userId, email: lani.email });
      await invite("pending@example.com");
      const [invitation] = (await view(kai))!.invitations;

      const other = await seededSignedIn(services, "noa@example.com");
      const noa = { ...other, email: "noa@example.com" };
      await services.plans.saveProfile(noa.userId, MOVE);
      expect(await act(noa, "remove-member", { memberId: lani.userId })).toMatchObject({
        ok: false,
        message: HOUSEHOLD_MESSAGES.memberGone,
      });
      expect(await act(noa, "cancel-invitation", { invitationId: invitation!.id })).toMatchObject({
        ok: false,
        message: HOUSEHOLD_MESSAGES.invitationGone,
      });
      expect(await act(noa, "leave-plan")).toMatchObject({ ok: false, message: HOUSEHOLD_MESSAGES.notMember });
      // Nobody reaches the plan by ids: the other owner sees only their own.
      expect(await services.plans.doneItems(await access(noa))).toEqual(new Map());
      expect((await view(noa))?.members).toEqual([]);
      expect(await memberCount()).toBe(1);
      expect((await view(kai))?.invitations.map((i) => i.id)).toEqual([invitation!.id]);
      expect(await loaded(lani)).toMatchObject({ role: "member", ownerEmail: "kai@example.com" });
    });

    it("refuses a household form with a field the table does not take, changing nothing", async () => {
      expect(await act(kai, "invite", { email: "not an address" })).toMatchObject({
        ok: false,
        fieldErrors: { email: [HOUSEHOLD_MESSAGES.invalidEmail] },
        values: { email: "not an address" },
      });
      expect((await view(kai))?.invitations).toEqual([]);
    });
  });
}
