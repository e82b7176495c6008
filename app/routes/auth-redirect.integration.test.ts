import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuthAnswer } from "~/features/auth/auth-forms";
import { CLIENT_ADDRESS_HEADER } from "~/features/auth/server/auth.server";
import { requestUser } from "~/features/auth/server/session.server";
import { SIGN_UP_BROWSER_COOKIE } from "~/features/auth/server/signup-browser.server";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import {
  ENGINES_UNDER_TEST,
  flashIn,
  linkInMail,
  mailArriving,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { SEED_PASSWORD } from "../../tests/support/seed";
import { action, loader } from "./auth";

const PASSWORD = "Aloha2026!";
const JOIN = "/plan/join/abcDEF123";

/** The Cookie header after a response, added to what the browser had. */
function cookiesAfter(before: string, response: { headers: Headers }): string {
  const jar = new Map(
    before
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair]),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (pair.endsWith("=") || /max-age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

async function postAuth(fields: Record<string, string>, cookie = "") {
  const request = new Request(`${TEST_PUBLIC_URL}/auth`, {
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
      data: AuthAnswer;
      init: { status: number; headers?: HeadersInit } | null;
    };
    return { status: result.init?.status ?? 200, answer: result.data, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, answer: undefined, headers: thrown.headers };
    throw thrown;
  }
}

async function getAuthPage(path: string, cookie: string) {
  const request = new Request(`${TEST_PUBLIC_URL}${path}`, { headers: { cookie } });
  try {
    await loader({ request, context: testRequestContext(request), params: {} } as never);
    return { status: 200, location: null, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("location"), headers: thrown.headers };
    }
    throw thrown;
  }
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`getting in and back to where you were, on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const signedIn = (cookie: string) =>
      requestUser(testRequestContext(new Request(`${TEST_PUBLIC_URL}/`, { headers: { cookie } })));

    async function openLink(link: string, cookie: string) {
      return services.auth.handler(new Request(link, { headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.7", cookie } }));
    }

    async function signUpHere(email: string, extra: Record<string, string> = {}) {
      const signUp = await postAuth({ intent: "signup", email, password: PASSWORD, redirectTo: JOIN, ...extra });
      expect(signUp.status).toBe(200);
      const mail = await mailArriving(services.env.DATA_DIR, email, (text) =>
        Boolean(linkInMail(text, "/api/auth/verify-email")),
      );
      return { signUp, cookie: cookiesAfter("", signUp), link: linkInMail(mail, "/api/auth/verify-email")! };
    }

    it("signs in the browser that signed up when it opens its link, and takes it on to where it was going", async () => {
      const { signUp, cookie, link } = await signUpHere("noa@example.com", { name: "Noa" });
      expect(signUp.answer).toMatchObject({ success: AUTH_MESSAGES.signUpSuccess, sentTo: "n…@example.com" });
      expect(cookie).toContain(`${SIGN_UP_BROWSER_COOKIE}=`);
      expect(decodeURIComponent(link)).toContain(`callbackURL=/auth?verified=1&redirectTo=${encodeURIComponent(JOIN)}`);

      const opened = await openLink(link, cookie);
      expect(opened.status).toBe(302);
      const afterLink = cookiesAfter(cookie, opened);
      // Signed in, and the sign-up cookie used up.
      expect(await signedIn(afterLink)).toMatchObject({ email: "noa@example.com", name: "Noa" });
      expect(afterLink).not.toContain(`${SIGN_UP_BROWSER_COOKIE}=`);
      const landing = await getAuthPage(opened.headers.get("location")!, afterLink);
      expect(landing).toMatchObject({ status: 302, location: JOIN });
      expect(await flashIn(landing)).toBe(AUTH_MESSAGES.emailVerifiedSignedIn);

      // The same link opened again (elsewhere, or here after signing out) signs nobody in.
      const again = await openLink(link, cookie);
      expect(await signedIn(cookiesAfter(cookie, again))).toBeNull();
    });

    it("signs in no other browser: one without the cookie lands on the sign-in form, which goes on after signing in", async () => {
      const { link } = await signUpHere("lani@example.com");
      const elsewhere = await openLink(link, "");
      expect(elsewhere.status).toBe(302);
      expect(await signedIn(cookiesAfter("", elsewhere))).toBeNull();
      const location = elsewhere.headers.get("location")!;
      expect(await getAuthPage(location, cookiesAfter("", elsewhere))).toMatchObject({ status: 200 });
      const signIn = await postAuth({
        intent: "signin",
        email: "lani@example.com",
        password: PASSWORD,
        redirectTo: JOIN,
      });
      expect(signIn).toMatchObject({ status: 302 });
      expect(signIn.headers.get("location")).toBe(JOIN);
    });

    it("a forged, another account's, or an already-registered sign-up's cookie signs nobody in", async () => {
      const { link } = await signUpHere("kai@example.com");
      // Another account's sign-up cookie, validly signed: not this link's user.
      const other = await signUpHere("other@example.com");
      expect(await signedIn(cookiesAfter(other.cookie, await openLink(link, other.cookie)))).toBeNull();
      // A cookie nobody signed.
      const forged = `${SIGN_UP_BROWSER_COOKIE}=${Buffer.from(JSON.stringify({ userId: "x", email: "kai@example.com" })).toString("base64")}`;
      expect(await signedIn(cookiesAfter(forged, await openLink(other.link, forged)))).toBeNull();

      // A sign-up for an address that is already registered (unverified here: it is mailed a
      // new link) gets better-auth's made-up id, so that browser's cookie never matches.
      const seeded = await seededSignedIn(services, "registered@example.com");
      await services.database.db
        .updateTable("user")
        .set({ emailVerified: false })
        .where("id", "=", seeded.userId)
        .execute();
      const again = await postAuth({ intent: "signup", email: "registered@example.com", password: "Other2026!x" });
      expect(again.status).toBe(200);
      const cookie = cookiesAfter("", again);
      const mail = await mailArriving(services.env.DATA_DIR, "registered@example.com", (text) =>
        Boolean(linkInMail(text, "/api/auth/verify-email")),
      );
      const opened = await openLink(linkInMail(mail, "/api/auth/verify-email")!, cookie);
      expect(opened.status).toBe(302);
      expect(await signedIn(cookiesAfter(cookie, opened))).toBeNull();
    });

    it("sends the link again to the address this browser signed up with, masked, within the mail limits", async () => {
      const { cookie } = await signUpHere("resend@example.com");
      const resent = await postAuth({ intent: "resend-signup", redirectTo: JOIN }, cookie);
      expect(resent).toMatchObject({
        status: 200,
        answer: { intent: "signup", success: AUTH_MESSAGES.verificationLinkResent, sentTo: "r…@example.com" },
      });
      // No cookie, no address: nothing is sent, and the form to ask by email is offered.
      expect(await postAuth({ intent: "resend-signup" })).toMatchObject({ status: 400, answer: { intent: "verify" } });
      // The outbox's cap (3 verification mails in 15 minutes) holds: a fourth and fifth are dropped.
      await postAuth({ intent: "resend-signup" }, cookie);
      await postAuth({ intent: "resend-signup" }, cookie);
      const queued = await services.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient_key", "=", "resend@example.com")
        .execute();
      expect(queued).toHaveLength(3);
    });

    it("follows only same-site paths after sign-in", async () => {
      await seededSignedIn(services, "kai@example.com");
      const cases: [string, string][] = [
        ["/plan", "/plan"],
        ["//evil.com", "/"],
        ["https://evil.com/plan", "/"],
        ["/\\evil.com", "/"],
        ["/%2F%2Fevil.com", "/"],
      ];
      for (const [redirectTo, expected] of cases) {
        const answer = await postAuth({
          intent: "signin",
          email: "kai@example.com",
          password: SEED_PASSWORD,
          redirectTo,
        });
        expect(answer.headers.get("location"), redirectTo).toBe(expected);
      }
      // A signed-in family opening the sign-in page goes on to where it was going, or home.
      const { cookie } = await seededSignedIn(services, "noa@example.com");
      expect(await getAuthPage("/auth?redirectTo=%2Fplan", cookie)).toMatchObject({ location: "/plan" });
      expect(await getAuthPage("/auth?redirectTo=%2F%2Fevil.com", cookie)).toMatchObject({ location: "/" });
    });
  });
}
