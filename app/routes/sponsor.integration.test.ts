import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays, calendarDate, readableDate, todayInHawaii } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { closePlanAccessOf, secretTokenHash } from "~/features/plan/server/plan-repository.server";
import { SPONSOR_INTENTS, SPONSOR_PAGE_MESSAGES } from "~/features/plan/sponsor-form";
import { SPONSOR_LIMITS, SPONSOR_MESSAGES, type SponsorAnswers } from "~/features/plan/sponsor-packet";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action as sponsorAction, loader as sponsorLoader } from "./plan.sponsor";
import SponsorPacketPage, { headers as packetHeaders, loader as packetLoader } from "./sponsor";
import { loader as pdfLoader } from "./sponsor.pdf";

const TODAY = todayInHawaii(new Date());
/** The family as the site knows them: none of it may reach the sponsor. */
const FAMILY = { email: "keoni.kahananui.sponsortest@example.com", name: "Keoni Kahananui-Makoa" };
const MOVE = moveProfileSchema.parse({
  reportDate: "2027-05-15",
  arrivalDate: "2027-05-08",
  dogs: 1,
  vehicles: 1,
  housing: "rent",
});
/** The packet form as the family fills it in. */
const FORM: [string, string][] = [
  ["adults", "2"],
  ["children[0].age", "7"],
  ["children[0].grade", "2"],
  ["children[1].age", "15"],
  ["children[1].grade", "10"],
  ["tlaPetFriendly", "on"],
  ["help", "airport"],
  ["help", "schools"],
  ["expiresOn", addDays(TODAY, 30)],
];
const ANSWERS: SponsorAnswers = {
  adults: 1,
  children: [],
  tlaKitchen: false,
  tlaPetFriendly: false,
  help: [],
  expiresOn: addDays(TODAY, 30),
};

type Answer = { status: number; body: { ok: boolean; message: string; link?: { url: string; pdfUrl: string } } };

/** POST /plan/sponsor as a browser with `cookie` (none: signed out) would. */
async function postSponsor(cookie: string | undefined, entries: [string, string][]): Promise<Answer> {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/sponsor`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(entries),
  });
  const result = (await sponsorAction({ request, context: testRequestContext(request), params: {} } as never)) as {
    data: Answer["body"];
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
}

/** The family's page as `cookie`'s user loads it. */
async function familyPage(cookie: string, search = "") {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/sponsor${search}`, { headers: { cookie } });
  return sponsorLoader({ request, context: testRequestContext(request), params: {} } as never);
}

/** The sponsor's page: its data, or the status it was refused with (the not-found page's 404). */
async function sponsorPage(token: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/sponsor/${token}`);
  try {
    return {
      status: 200,
      data: await packetLoader({ request, context: testRequestContext(request), params: { token } } as never),
    };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status;
    return { status, data: null };
  }
}

async function sponsorPdf(token: string): Promise<Response> {
  const request = new Request(`${TEST_PUBLIC_URL}/sponsor/${token}/pdf`);
  return (await pdfLoader({ request, context: testRequestContext(request), params: { token } } as never)) as Response;
}

/** The sponsor's page as the server renders it, from its loader's data. */
function renderedPage(token: string, data: Awaited<ReturnType<typeof packetLoader>>): string {
  const router = createMemoryRouter(
    [
      {
        path: "/sponsor/:token",
        Component: () => createElement(SponsorPacketPage, { loaderData: data, params: { token } } as never),
      },
    ],
    { initialEntries: [`/sponsor/${token}`] },
  );
  return renderToString(createElement(RouterProvider, { router }));
}

const tokenOf = (url: string) => url.slice(`${TEST_PUBLIC_URL}/sponsor/`.length);

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the sponsor packet on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let kai: { cookie: string; userId: string };
    beforeEach(async () => {
      services = await startTestServices(engine);
      kai = await seededSignedIn(services, FAMILY.email);
      await services.database.db.updateTable("user").set({ name: FAMILY.name }).where("id", "=", kai.userId).execute();
      await services.plans.saveProfile(kai.userId, MOVE);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("shows the sponsor the packet from the plan's current move and the answers, and nobody's name, email or id", async () => {
      const made = await postSponsor(kai.cookie, [["intent", SPONSOR_INTENTS.create], ...FORM]);
      expect(made).toMatchObject({ status: 200, body: { ok: true, message: SPONSOR_PAGE_MESSAGES.made } });
      const token = tokenOf(made.body.link!.url);
      expect(made.body.link!.pdfUrl).toBe(`${made.body.link!.url}/pdf`);
      // Only the hash is stored.
      const stored = await services.database.db.selectFrom("sponsor_links").selectAll().execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.token_hash).toBe(secretTokenHash(token));
      expect(JSON.stringify(stored)).not.toContain(token);

      const page = await sponsorPage(token);
      expect(page.status).toBe(200);
      expect(page.data!.view).toEqual({
        arrivalWindow: "Sat, May 8, 2027 – Sat, May 15, 2027",
        rows: [
          { label: "Adults", value: "2" },
          { label: "Children's ages", value: "7 (grade 2), 15 (grade 10)" },
          { label: "Pets", value: "1 dog, 0 cats" },
          { label: "Vehicles shipped", value: "1" },
          { label: "TLA lodging needs", value: "pet-friendly" },
          { label: "Housing", value: "Renting off base" },
        ],
        help: ["Meeting us at the airport", "Schools and enrollment"],
        expiresOn: addDays(TODAY, 30),
        expires: readableDate(addDays(TODAY, 30)),
      });
      expect(new Headers(packetHeaders()).get("cache-control")).toBe("private, no-store");

      const html = renderedPage(token, page.data!);
      expect(html).toContain("Sat, May 8, 2027 – Sat, May 15, 2027");
      expect(html).toContain("Schools and enrollment");
      const { planId } = await planAccessFor(services, kai.userId);
      const shown = `${html}\n${JSON.stringify(page.data)}`;
      for (const personal of [FAMILY.email, "keoni", "Kahananui", kai.userId, planId]) {
        expect(shown.toLowerCase()).not.toContain(personal.toLowerCase());
      }

      const pdf = await sponsorPdf(token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("cache-control")).toBe("private, no-store");
      const pdfText = (
        await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })
      ).text;
      expect(pdfText).toContain("Meeting us at the airport");
      for (const personal of [FAMILY.email, "Kahananui", kai.userId, planId]) expect(pdfText).not.toContain(personal);

      // The plan is re-dated: the packet follows.
      await services.plans.saveProfile(kai.userId, { ...MOVE, reportDate: calendarDate("2027-06-01") });
      expect((await sponsorPage(token)).data!.view.arrivalWindow).toBe("Sat, May 8, 2027 – Tue, Jun 1, 2027");
    });

    it("answers 404 to an unknown token, and to a withdrawn link at once, page and PDF", async () => {
      expect((await sponsorPage("no-such-token")).status).toBe(404);
      expect((await sponsorPdf("no-such-token")).status).toBe(404);
      const made = await postSponsor(kai.cookie, [["intent", SPONSOR_INTENTS.create], ...FORM]);
      const token = tokenOf(made.body.link!.url);
      const [link] = await services.sponsorLinks.list(await planAccessFor(services, kai.userId), TODAY);

      const revoked = await postSponsor(kai.cookie, [
        ["intent", SPONSOR_INTENTS.revoke],
        ["linkId", link!.id],
      ]);
      expect(revoked).toMatchObject({ status: 200, body: { ok: true, message: SPONSOR_PAGE_MESSAGES.revoked } });
      expect((await sponsorPage(token)).status).toBe(404);
      expect((await sponsorPdf(token)).status).toBe(404);
      expect(await services.database.db.selectFrom("sponsor_links").selectAll().execute()).toEqual([]);
      // Withdrawing it again says so.
      expect(
        await postSponsor(kai.cookie, [
          ["intent", SPONSOR_INTENTS.revoke],
          ["linkId", link!.id],
        ]),
      ).toMatchObject({ status: 404, body: { message: SPONSOR_PAGE_MESSAGES.unknownLink } });
    });

    it("opens a link through its expiry day in Hawaii, and not the day after", async () => {
      const access = await planAccessFor(services, kai.userId);
      const made = await services.sponsorLinks.create(
        access,
        { ...ANSWERS, expiresOn: calendarDate("2027-01-10") },
        TODAY,
      );
      if (!made.ok) throw new Error("no link");
      expect(await services.sponsorLinks.openByToken(made.token, calendarDate("2027-01-10"))).not.toBeNull();
      expect(await services.sponsorLinks.openByToken(made.token, calendarDate("2027-01-11"))).toBeNull();
      expect(await services.sponsorLinks.list(access, calendarDate("2027-01-11"))).toEqual([]);
    });

    it("refuses a form it cannot share, and writes nothing", async () => {
      const refused = await postSponsor(kai.cookie, [
        ["intent", SPONSOR_INTENTS.create],
        ["adults", "2"],
        ["help", "airport"],
        ["expiresOn", addDays(TODAY, SPONSOR_LIMITS.expiryMaxDays + 1)],
      ]);
      expect(refused).toMatchObject({ status: 400, body: { ok: false, message: SPONSOR_PAGE_MESSAGES.refused } });
      expect((refused.body as { reply?: { error?: Record<string, string[]> } }).reply?.error?.expiresOn).toEqual([
        SPONSOR_MESSAGES.expiry(addDays(TODAY, 1), addDays(TODAY, SPONSOR_LIMITS.expiryMaxDays)),
      ]);
      expect(await services.database.db.selectFrom("sponsor_links").selectAll().execute()).toEqual([]);
    });

    it(`keeps at most ${SPONSOR_LIMITS.openLinksMax} open links a plan; an expired one no longer counts`, async () => {
      const access = await planAccessFor(services, kai.userId);
      const soon = { ...ANSWERS, expiresOn: addDays(TODAY, 1) };
      for (const answers of [soon, ANSWERS, ANSWERS]) {
        expect((await services.sponsorLinks.create(access, answers, TODAY)).ok).toBe(true);
      }
      expect(await services.sponsorLinks.create(access, ANSWERS, TODAY)).toEqual({ ok: false, reason: "limit" });
      expect(await postSponsor(kai.cookie, [["intent", SPONSOR_INTENTS.create], ...FORM])).toMatchObject({
        status: 409,
        body: { message: SPONSOR_PAGE_MESSAGES.limit },
      });
      // Two days on, the first has expired: it is deleted, and a new one fits.
      expect((await services.sponsorLinks.create(access, ANSWERS, addDays(TODAY, 2))).ok).toBe(true);
      expect(await services.database.db.selectFrom("sponsor_links").select("expires_on").execute()).toHaveLength(3);
    });

    it("lets only the owner make and withdraw links; a member sees them; another family never reaches them", async () => {
      const lani = await seededSignedIn(services, "lani.sponsortest@example.com");
      const { planId } = await planAccessFor(services, kai.userId);
      await services.database.db
        .insertInto("plan_members")
        .values({ plan_id: planId, user_id: lani.userId, joined_at_ms: 1 })
        .execute();
      const made = await postSponsor(kai.cookie, [["intent", SPONSOR_INTENTS.create], ...FORM]);
      const token = tokenOf(made.body.link!.url);
      const [link] = await services.sponsorLinks.list(await planAccessFor(services, kai.userId), TODAY);

      // The member: sees the open link and what it shows, and can neither make nor withdraw one.
      const memberPage = await familyPage(lani.cookie);
      expect(memberPage).toMatchObject({ role: "member", links: [{ id: link!.id }] });
      expect(await postSponsor(lani.cookie, [["intent", SPONSOR_INTENTS.create], ...FORM])).toMatchObject({
        status: 403,
        body: { message: SPONSOR_PAGE_MESSAGES.ownerOnly },
      });
      expect(
        await postSponsor(lani.cookie, [
          ["intent", SPONSOR_INTENTS.revoke],
          ["linkId", link!.id],
        ]),
      ).toMatchObject({ status: 403 });
      expect(await services.sponsorLinks.create(await planAccessFor(services, lani.userId), ANSWERS, TODAY)).toEqual({
        ok: false,
        reason: "owner-only",
      });

      // Another family with a plan of its own: sees none of Kai's links and cannot withdraw them.
      const mele = await seededSignedIn(services, "mele.sponsortest@example.com");
      await services.plans.saveProfile(mele.userId, MOVE);
      expect((await familyPage(mele.cookie)) as { links: unknown[] }).toMatchObject({ role: "owner", links: [] });
      expect(
        await postSponsor(mele.cookie, [
          ["intent", SPONSOR_INTENTS.revoke],
          ["linkId", link!.id],
        ]),
      ).toMatchObject({ status: 404 });
      expect(await services.sponsorLinks.revoke(await planAccessFor(services, mele.userId), link!.id)).toBe(false);
      expect((await sponsorPage(token)).status).toBe(200);

      // Signed out: nothing is made, and the page sends to sign-in.
      expect(await postSponsor(undefined, [["intent", SPONSOR_INTENTS.create], ...FORM])).toMatchObject({
        status: 401,
      });
      const signedOut = new Request(`${TEST_PUBLIC_URL}/plan/sponsor`);
      await expect(
        sponsorLoader({ request: signedOut, context: testRequestContext(signedOut), params: {} } as never),
      ).rejects.toMatchObject({ status: 302 });
      expect(await services.database.db.selectFrom("sponsor_links").selectAll().execute()).toHaveLength(1);
    });

    it("previews exactly the packet the link will show, before anything is written", async () => {
      const page = await familyPage(kai.cookie, `?${new URLSearchParams(FORM)}`);
      expect(await services.database.db.selectFrom("sponsor_links").selectAll().execute()).toEqual([]);
      const made = await postSponsor(kai.cookie, [
        ["intent", SPONSOR_INTENTS.create],
        ...(page as { entries: [string, string][] }).entries,
      ]);
      const shown = await sponsorPage(tokenOf(made.body.link!.url));
      expect((page as { preview: unknown }).preview).toEqual(shown.data!.view);
    });

    it("a ban closes the plan's sponsor links", async () => {
      const made = await postSponsor(kai.cookie, [["intent", SPONSOR_INTENTS.create], ...FORM]);
      await closePlanAccessOf(services.database, kai.userId);
      expect((await sponsorPage(tokenOf(made.body.link!.url))).status).toBe(404);
      expect(await services.database.db.selectFrom("sponsor_links").selectAll().execute()).toEqual([]);
    });
  });
}
