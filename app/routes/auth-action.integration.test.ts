import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, SIGN_IN_ATTEMPTS_PER_ADDRESS } from "~/server/data/auth.server";
import {
  authCall,
  ENGINES_UNDER_TEST,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import type { AuthAnswer } from "~/features/auth/auth-forms";
import { firstMessage } from "~/lib/schema-form";
import { action } from "./auth";

async function postAuth(
  fields: Record<string, string>,
  body: BodyInit = new URLSearchParams(fields),
  clientAddress?: string,
) {
  const request = new Request(`${TEST_PUBLIC_URL}/auth`, {
    method: "POST",
    headers: typeof body === "string" ? { "content-type": "application/json" } : {},
    body,
  });
  try {
    const result = (await action({
      request,
      context: testRequestContext(clientAddress),
      params: {},
    } as never)) as unknown as {
      data: AuthAnswer;
      init: { status: number } | null;
    };
    // `error` is the message the page shows first (inline and as a toast).
    const answer = result.data;
    return {
      status: result.init?.status ?? 200,
      body: { ...answer, error: firstMessage(answer.result.error) },
      headers: new Headers(),
    };
  } catch (thrown) {
    // A successful sign-in answers with a redirect.
    if (thrown instanceof Response) return { status: thrown.status, body: {}, headers: thrown.headers };
    throw thrown;
  }
}

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the /auth action on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    it("lets only 5 of 30 simultaneous sign-ins for one email reach the password check", async () => {
      const email = "target@example.com";
      await signUpAndVerify(services, email);
      const attempts = Array.from({ length: 30 }, (_, i) =>
        postAuth(
          { intent: "signin", email, password: i === 29 ? "Aloha2026!" : `Wrong${i}pass` },
          undefined,
          `192.0.2.${i % 10}`,
        ),
      );
      const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
      // Wrong passwords were checked 5 times at most; everything else was refused unchecked,
      // the right password (sent last) included.
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      expect(statuses.filter((status) => status === 401).length + statuses.filter((s) => s === 302).length).toBe(5);
      expect(statuses[29]).toBe(429);
    });

    it("refuses a 10 KB email or password cleanly, creating nothing", async () => {
      const huge = "a".repeat(10_240);
      expect(await postAuth({ intent: "signup", email: `${huge}@example.com`, password: "Aloha2026!" })).toMatchObject({
        status: 400,
        body: { error: "Please enter a valid email address." },
      });
      expect(await postAuth({ intent: "signup", email: "big@example.com", password: `Aa1${huge}` })).toMatchObject({
        status: 400,
        body: { error: "Password does not meet requirements." },
      });
      expect(await postAuth({ intent: "signin", email: "big@example.com", password: huge })).toMatchObject({
        status: 400,
        body: { error: "Invalid email or password" },
      });
      expect(await services.database.db.selectFrom("user").selectAll().execute()).toEqual([]);
    });

    it("never sends a password back, but returns the typed email so nothing else is lost", async () => {
      const refusals = [
        { intent: "signup", email: "weak@example.com", password: "weakpass" },
        { intent: "signin", email: "nobody@example.com", password: "Wrong2026!" },
      ];
      for (const fields of refusals) {
        const { status, body } = await postAuth(fields);
        expect([400, 401]).toContain(status);
        const answer = body as AuthAnswer;
        expect(answer.result.initialValue).toMatchObject({ intent: fields.intent, email: fields.email });
        expect(answer.result.initialValue).not.toHaveProperty("password");
        expect(JSON.stringify(answer)).not.toContain(fields.password);
      }
      expect(await postAuth({ intent: "signin", email: "nobody@example.com", password: "Wrong2026!" })).toMatchObject({
        status: 401,
        body: { intent: "signin", error: "Invalid email or password" },
      });
    });

    it("answers a sign-up with the success message and an emptied form", async () => {
      const { status, body } = await postAuth({ intent: "signup", email: "New@Example.com", password: "Aloha2026!" });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        intent: "signup",
        success: "Account created! Please check your email to verify your account.",
        result: { initialValue: null },
      });
      expect(await services.database.db.selectFrom("user").select("email").execute()).toEqual([
        { email: "new@example.com" },
      ]);
    });

    it("refuses an unreadable body or a hand-made Conform field with 400, creating nothing", async () => {
      expect(await postAuth({}, '{"intent":"signup"}')).toMatchObject({
        status: 400,
        body: { error: "The form could not be read." },
      });
      expect(
        await postAuth({ intent: "signup", email: "x@example.com", password: "Aloha2026!", __intent__: "{oops" }),
      ).toMatchObject({ status: 400, body: { intent: "signup", error: "The form could not be read." } });
      expect(await postAuth({ intent: "delete-everything", email: "x@example.com" })).toMatchObject({
        status: 400,
        body: { error: "Unknown form: please reload the page and try again." },
      });
      expect(await services.database.db.selectFrom("user").selectAll().execute()).toEqual([]);
    });

    it("signs in with an HttpOnly, SameSite=Lax session cookie and a welcome message", async () => {
      await signUpAndVerify(services, "cookie@example.com");
      const response = await postAuth({ intent: "signin", email: "cookie@example.com", password: "Aloha2026!" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("better-auth.session_token="));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      expect(session).not.toMatch(/Secure/i);
      expect(
        response.headers.getSetCookie().some((cookie) => cookie.startsWith("aloha_flash=Signed%20in%20successfully!")),
      ).toBe(true);
    });

    it("limits sign-in attempts per client address on the server, whatever the email", async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= SIGN_IN_ATTEMPTS_PER_ADDRESS; i++) {
        const response = await authCall(services, "/sign-in/email", {
          email: `probe${i}@example.com`,
          password: "Wrong2026!",
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another address is not affected.
      const other = await services.auth.handler(
        new Request(`${TEST_PUBLIC_URL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: TEST_PUBLIC_URL,
            [CLIENT_ADDRESS_HEADER]: "198.51.100.77",
          },
          body: JSON.stringify({ email: "other@example.com", password: "Wrong2026!" }),
        }),
      );
      expect(other.status).toBe(401);
    });
  });
}

describe("sessions behind https", () => {
  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const services = await startTestServices(ENGINES_UNDER_TEST[0]!, "https://alohapcs.example");
    try {
      const { signIn } = await signUpAndVerify(services, "secure@example.com");
      const session = signIn.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
      expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      // The one-time "Signed in" message rides a cookie that is Secure too.
      const signedIn = await postAuth({ intent: "signin", email: "secure@example.com", password: "Aloha2026!" });
      expect(signedIn.status).toBe(302);
      const flash = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith("aloha_flash="));
      expect(flash).toMatch(/; Secure/i);
    } finally {
      await services.cleanUp();
    }
  });
});
