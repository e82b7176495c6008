import { afterEach, describe, expect, it } from "vitest";
import type { GuidePdfRenderer } from "~/features/guide-pdf/server/guide-pdf-renders.server";
import { moveProfileSchema } from "~/features/plan/due-dates";
import { PLAN_GUIDE_PDF_LIMITS, PLAN_GUIDE_PDF_LIMIT_KEYS } from "~/features/plan/server/plan-guide-pdf.server";
import {
  ENGINES_UNDER_TEST,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { loader } from "./plan.guide-pdf";

const CLIENT_ADDRESS = "203.0.113.7";

function download(cookie: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/plan/guide.pdf`, { headers: { cookie } });
  return loader({
    request,
    context: testRequestContext(request, CLIENT_ADDRESS),
    params: {},
  } as never) as Promise<Response>;
}

/**
 * Turns of the event loop that must happen while one book is laid out. On the main thread a
 * layout holds the loop for a second or more and lets it turn a handful of times in between
 * (the two layouts); beside a worker the loop turns freely, tens of thousands of times a second.
 */
const LOOP_TURNS = 1_000;

/**
 * Which comes first once the renderer starts on a book: the event loop's `LOOP_TURNS`-th turn
 * (each turn one setImmediate callback), or the finished book.
 */
function raceLoopAgainstRenders(renderer: GuidePdfRenderer): string[] {
  const order: string[] = [];
  const render = renderer.render;
  renderer.render = (options) => {
    let turned = 0;
    const turn = () => {
      turned += 1;
      if (turned === LOOP_TURNS) order.push("loop");
      else setImmediate(turn);
    };
    setImmediate(turn);
    return render(options).finally(() => order.push("book"));
  };
  return order;
}

/** Within a test's time: a book is laid out twice, and a fresh worker compiles the renderer first. */
const RENDERS = 120_000;

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the plan PDF under load on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>> | undefined;
    afterEach(async () => {
      await services?.cleanUp();
      services = undefined;
    });

    async function familyWithPlan(email: string) {
      if (!services) throw new Error("start the services first");
      const family = await signUpAndVerify(services, email);
      await services.plans.saveProfile(family.userId, moveProfileSchema.parse({ reportDate: "2027-03-15" }));
      return family;
    }

    it(
      "lays the book out in a worker: the event loop keeps turning while it is made",
      async () => {
        services = await startTestServices(engine, TEST_PUBLIC_URL, { guidePdf: { workers: 1 } });
        const kai = await familyWithPlan("kai@example.com");
        const order = raceLoopAgainstRenders(services.guidePdfs);
        const response = await download(kai.cookie);
        expect(response.status).toBe(200);
        expect(
          Buffer.from(await response.arrayBuffer())
            .subarray(0, 5)
            .toString("latin1"),
        ).toBe("%PDF-");
        await expect.poll(() => order).toContain("loop");
        expect(order).toEqual(["loop", "book"]);
      },
      RENDERS,
    );

    it(
      "without workers the same book holds the event loop (what the pool is for)",
      async () => {
        services = await startTestServices(engine, TEST_PUBLIC_URL, { guidePdf: { workers: 0 } });
        const kai = await familyWithPlan("kai@example.com");
        // The first book loads the renderer, whose module loading lets the loop turn.
        expect((await download(kai.cookie)).status).toBe(200);
        const order = raceLoopAgainstRenders(services.guidePdfs);
        expect((await download(kai.cookie)).status).toBe(200);
        // The loop gets its turns only once the book is done.
        await expect.poll(() => order).toContain("loop");
        expect(order).toEqual(["book", "loop"]);
      },
      RENDERS,
    );

    it(
      "tells the family past the queue to try again in a moment (503, Retry-After) and does not count it",
      async () => {
        services = await startTestServices(engine, TEST_PUBLIC_URL, { guidePdf: { workers: 1, queue: 0 } });
        const kai = await familyWithPlan("kai@example.com");
        const lani = await familyWithPlan("lani@example.com");

        const responses = await Promise.all([download(kai.cookie), download(lani.cookie)]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 503]);
        const busy = responses.find((response) => response.status === 503)!;
        expect(busy.headers.get("retry-after")).toBe("10");
        expect(busy.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(await busy.text()).toBe("Many guides are being made right now. Please try again in a moment.");

        // The refused download was given back: both users still have their whole allowance
        // but the one book made, and the address has two books' worth less one.
        const refused = responses[0] === busy ? kai : lani;
        const made = responses[0] === busy ? lani : kai;
        expect(await allowanceLeft(PLAN_GUIDE_PDF_LIMIT_KEYS.user(refused.userId), PLAN_GUIDE_PDF_LIMITS.perUser)).toBe(
          PLAN_GUIDE_PDF_LIMITS.perUser,
        );
        expect(await allowanceLeft(PLAN_GUIDE_PDF_LIMIT_KEYS.user(made.userId), PLAN_GUIDE_PDF_LIMITS.perUser)).toBe(
          PLAN_GUIDE_PDF_LIMITS.perUser - 1,
        );
        expect(
          await allowanceLeft(PLAN_GUIDE_PDF_LIMIT_KEYS.address(CLIENT_ADDRESS), PLAN_GUIDE_PDF_LIMITS.perAddress),
        ).toBe(PLAN_GUIDE_PDF_LIMITS.perAddress - 1);
      },
      RENDERS,
    );

    it("refuses a user past their downloads in the window (429, Retry-After), before any work", async () => {
      services = await startTestServices(engine);
      const kai = await familyWithPlan("kai@example.com");
      await useUp(PLAN_GUIDE_PDF_LIMIT_KEYS.user(kai.userId), PLAN_GUIDE_PDF_LIMITS.perUser);

      const response = await download(kai.cookie);
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("600");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe(
        "You have downloaded the guide with your plan many times in the last few minutes. Please try again in 10 minutes.",
      );
      // The address was not charged for a download that did not happen.
      expect(
        await allowanceLeft(PLAN_GUIDE_PDF_LIMIT_KEYS.address(CLIENT_ADDRESS), PLAN_GUIDE_PDF_LIMITS.perAddress),
      ).toBe(PLAN_GUIDE_PDF_LIMITS.perAddress);
    });

    it("refuses an address past its downloads in the window (429, Retry-After), whoever asks", async () => {
      services = await startTestServices(engine);
      const noa = await familyWithPlan("noa@example.com");
      await useUp(PLAN_GUIDE_PDF_LIMIT_KEYS.address(CLIENT_ADDRESS), PLAN_GUIDE_PDF_LIMITS.perAddress);

      const response = await download(noa.cookie);
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("600");
      expect(await response.text()).toBe(
        "Many guides have been downloaded from your network in the last few minutes. Please try again in 10 minutes.",
      );
      // The user's own allowance was given back.
      expect(await allowanceLeft(PLAN_GUIDE_PDF_LIMIT_KEYS.user(noa.userId), PLAN_GUIDE_PDF_LIMITS.perUser)).toBe(
        PLAN_GUIDE_PDF_LIMITS.perUser,
      );
    });

    /** Downloads as other requests would count them, up to the limit. */
    async function useUp(key: string, limit: number) {
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect(await services!.counters.reserve(key, { limit, windowMs: PLAN_GUIDE_PDF_LIMITS.windowMs })).toBe(true);
      }
    }

    /** How many more downloads the key allows now (reserving them all: a key's last look). */
    async function allowanceLeft(key: string, limit: number): Promise<number> {
      let left = 0;
      while (await services!.counters.reserve(key, { limit, windowMs: PLAN_GUIDE_PDF_LIMITS.windowMs })) left += 1;
      return left;
    }
  });
}
