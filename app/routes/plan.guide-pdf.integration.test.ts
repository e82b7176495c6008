import { extractText, getDocumentProxy } from "unpdf";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calendarDate } from "~/features/plan/calendar-date";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { householdRepository } from "~/features/plan/server/household-repository.server";
import { acceptInvitation } from "~/features/plan/server/household.server";
import {
  ENGINES_UNDER_TEST,
  planAccessFor,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { loader } from "./plan.guide-pdf";

function download(cookie?: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/guide.pdf`, { headers: cookie ? { cookie } : {} });
  return loader({ request, context: testRequestContext(request), params: {} } as never) as Promise<Response>;
}

/** The downloaded PDF's text, whitespace collapsed (the layout breaks lines anywhere). */
async function pdfText(response: Response): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, " ");
}

/**
 * Within a test's time: each download lays the whole book out twice, and the test's fresh
 * worker thread compiles the renderer (tsx) before its first book.
 */
const RENDERS = 120_000;

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the guide with the family's plan on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it(
      "gives each signed-in family the guide with its own plan, never another family's",
      async () => {
        const kai = await seededSignedIn(services, "kai@example.com");
        const lani = await seededSignedIn(services, "lani@example.com");
        await services.plans.saveProfile(
          kai.userId,
          moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true }),
        );
        await services.plans.saveProfile(lani.userId, moveProfileSchema.parse({ reportDate: "2027-06-01" }));
        await services.ownItems.add(await planAccessFor(services, kai.userId), {
          title: "Book the movers for Kai",
          dueDate: calendarDate("2027-02-26"),
        });
        await services.ownItems.add(await planAccessFor(services, lani.userId), {
          title: "Lani's own errand",
          note: "Only for Lani",
        });

        const response = await download(kai.cookie);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toBe(
          'attachment; filename="hawaii-pcs-guide-with-my-plan.pdf"',
        );
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        const kaiText = await pdfText(response);
        expect(kaiText).toContain("Your Hawaii PCS plan As of");
        expect(kaiText).toContain("Book the movers for Kai Due Fri, Feb 26, 2027 · Your own item");
        expect(kaiText).toContain("Register your firearms with county police Due Sat, Mar 20, 2027");
        expect(kaiText).not.toContain("Lani's own errand");

        const laniText = await pdfText(await download(lani.cookie));
        expect(laniText).toContain("Lani's own errand No date · Your own item Only for Lani");
        expect(laniText).not.toContain("Book the movers for Kai");
        expect(laniText).not.toContain("Register your firearms with county police");
      },
      RENDERS,
    );

    it(
      "gives a household member the owner's plan, with who ticked what",
      async () => {
        const kai = await seededSignedIn(services, "kai@example.com");
        const noa = await seededSignedIn(services, "noa@example.com");
        await services.plans.saveProfile(
          kai.userId,
          moveProfileSchema.parse({ reportDate: "2027-03-15", firearms: true }),
        );
        await services.ownItems.add(await planAccessFor(services, kai.userId), {
          title: "Book the movers for Kai",
          dueDate: calendarDate("2027-02-26"),
        });
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
        expect(await services.plans.tick(await planAccessFor(services, kai.userId), "firearm-registration", true)).toBe(
          true,
        );

        const response = await download(noa.cookie);
        expect(response.status).toBe(200);
        const text = await pdfText(response);
        expect(text).toContain("Book the movers for Kai Due Fri, Feb 26, 2027");
        expect(text).toMatch(
          /Done \(1\) Register your firearms with county police Due Sat, Mar 20, 2027 · Official deadline Done by kai@example\.com, /,
        );
      },
      RENDERS,
    );

    it("answers 404 with what to do to a visitor and to a user without a plan, never someone else's plan", async () => {
      const kai = await seededSignedIn(services, "kai@example.com");
      await services.plans.saveProfile(kai.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      const lani = await seededSignedIn(services, "lani@example.com");

      for (const cookie of [undefined, lani.cookie]) {
        const response = await download(cookie);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(await response.text()).toContain("sign in and fill in your move on the plan page first");
      }
    });
  });
}
