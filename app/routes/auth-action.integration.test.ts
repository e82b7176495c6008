import { createEmailVerificationToken } from "better-auth/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  AUTH_BASE_PATH,
  CLIENT_ADDRESS_HEADER,
  SIGN_IN_ATTEMPTS_PER_ADDRESS,
  VERIFIED_EMAIL_LANDING,
} from "~/features/auth/server/auth.server";
import {
  authCall,
  ENGINES_UNDER_TEST,
  latestMailTo,
  linkInMail,
  mailArriving,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
  flashIn,
} from "../../tests/support/services";
import type { AuthAnswer } from "~/features/auth/auth-forms";
import { AUTH_MESSAGES } from "~/features/auth/validation";
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
      context: testRequestContext(request, clientAddress),
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
      expect(await flashIn(response)).toBe(AUTH_MESSAGES.signInSuccess);
    });

    /** What the outbox holds for one address, oldest first: kind and subject. */
    async function queuedFor(email: string) {
      return services.database.db
        .selectFrom("mail_outbox")
        .select(["kind", "subject"])
        .where("recipient_key", "=", email)
        .orderBy("created_at_ms")
        .execute();
    }

    /** The newest verification link mailed to `email` that is not in `previous` (a mail's text). */
    async function newVerificationLink(email: string, previous?: string) {
      const mail = await mailArriving(
        services.env.DATA_DIR,
        email,
        (text) => text !== previous && Boolean(linkInMail(text, "/api/auth/verify-email")),
      );
      return { mail, link: linkInMail(mail, "/api/auth/verify-email")! };
    }

    const openLink = (link: string) =>
      services.auth.handler(new Request(link, { headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.7" } }));

    it("tells an unverified account with the right password that a new link is on its way, and mails one", async () => {
      const email = "late@example.com";
      expect((await postAuth({ intent: "signup", email, password: "Aloha2026!" })).status).toBe(200);
      const first = await newVerificationLink(email);

      // A wrong password learns nothing and sends nothing.
      expect(await postAuth({ intent: "signin", email, password: "Wrong2026!" })).toMatchObject({
        status: 401,
        body: { error: "Invalid email or password" },
      });
      expect(await queuedFor(email)).toHaveLength(1);

      expect(await postAuth({ intent: "signin", email, password: "Aloha2026!" })).toMatchObject({
        status: 403,
        body: {
          intent: "signin",
          error:
            "Your email isn't verified yet. We sent a new verification link to late@example.com: open it, then sign in.",
        },
      });
      const second = await newVerificationLink(email, first.mail);
      // A second mail, not the first one again. (Its link may equal the first one's: the token
      // is a JWT whose expiry counts whole seconds, so two made in one second are the same.)
      expect(await queuedFor(email)).toHaveLength(2);
      const verify = await openLink(second.link);
      expect(verify.status).toBe(302);
      expect(verify.headers.get("location")).toBe(VERIFIED_EMAIL_LANDING);
      expect((await postAuth({ intent: "signin", email, password: "Aloha2026!" })).status).toBe(302);
    });

    it("mails an unverified account at most 3 verification links in 15 minutes, however often it signs in", async () => {
      const email = "eager@example.com";
      await postAuth({ intent: "signup", email, password: "Aloha2026!" });
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push(await postAuth({ intent: "signin", email, password: "Aloha2026!" }));
      }
      // The answer never changes; the outbox's per-recipient cap keeps the inbox quiet.
      expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
      expect((await queuedFor(email)).map((mail) => mail.kind)).toEqual([
        "verification",
        "verification",
        "verification",
      ]);
    });

    it("verifies the email of an account whose password is reset through the emailed link", async () => {
      const email = "forgot@example.com";
      await postAuth({ intent: "signup", email, password: "Aloha2026!" });
      expect(
        await authCall(services, "/request-password-reset", { email, redirectTo: "/auth/reset-password" }),
      ).toMatchObject({ status: 200 });
      const mail = await mailArriving(services.env.DATA_DIR, email, (text) =>
        Boolean(linkInMail(text, "/api/auth/reset-password/")),
      );
      const token = linkInMail(mail, "/api/auth/reset-password/")!.match(/reset-password\/([^?]+)/)![1]!;
      expect((await authCall(services, "/reset-password", { token, newPassword: "Mahalo2027!" })).status).toBe(200);
      expect((await postAuth({ intent: "signin", email, password: "Mahalo2027!" })).status).toBe(302);
    });

    it("mails a repeat sign-up a new verification link while the email is unverified, else a note; the answer never differs", async () => {
      const unverified = "again@example.com";
      const first = await postAuth({ intent: "signup", email: unverified, password: "Aloha2026!" });
      const firstMail = await newVerificationLink(unverified);
      const repeat = await postAuth({ intent: "signup", email: unverified, password: "Other2026!" });
      expect(repeat).toEqual(first);
      const { mail, link } = await newVerificationLink(unverified, firstMail.mail);
      // A different password this time: the mail says how to sign in if the first is forgotten.
      expect(linkInMail(mail, "/auth/forgot-password")).toBe(`${TEST_PUBLIC_URL}/auth/forgot-password`);
      expect((await queuedFor(unverified)).map((mail) => mail.kind)).toEqual(["verification", "verification"]);
      expect((await openLink(link)).headers.get("location")).toBe(VERIFIED_EMAIL_LANDING);
      // The password is still the first one: a sign-up never changes an existing account.
      expect((await postAuth({ intent: "signin", email: unverified, password: "Aloha2026!" })).status).toBe(302);

      const verified = "known@example.com";
      await signUpAndVerify(services, verified);
      const answer = await postAuth({ intent: "signup", email: verified, password: "Aloha2026!" });
      // The same answer, but for the (masked) address the visitor typed themselves.
      expect(answer).toEqual({ ...first, body: { ...first.body, sentTo: "k…@example.com" } });
      await mailArriving(services.env.DATA_DIR, verified, (text) =>
        /^Subject: You already have an account/m.test(text),
      );
      expect(await queuedFor(verified)).toEqual([
        { kind: "verification", subject: "Verify your email for Aloha PCS" },
        { kind: "already-registered", subject: "You already have an account with Aloha PCS" },
      ]);
    });

    it("thanks a new account in words that fit any site name", async () => {
      await postAuth({ intent: "signup", email: "words@example.com", password: "Aloha2026!" });
      const { mail } = await newVerificationLink("words@example.com");
      expect(mail).toContain("Thanks for creating your Aloha PCS account.");
      expect(mail).not.toMatch(/\ba Aloha\b/);
    });

    it("lands an expired or bad verification link on /auth with better-auth's error, verifying nothing", async () => {
      const email = "expired@example.com";
      await postAuth({ intent: "signup", email, password: "Aloha2026!" });
      const userId = (
        await services.database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()
      ).id;
      const { secret } = await services.auth.$context;
      const expired = await createEmailVerificationToken(secret, email, undefined, -60, { userId });
      const landing = encodeURIComponent(VERIFIED_EMAIL_LANDING);
      const verifyUrl = (token: string) =>
        `${TEST_PUBLIC_URL}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${landing}`;
      expect((await openLink(verifyUrl(expired))).headers.get("location")).toBe("/auth?verified=1&error=TOKEN_EXPIRED");
      expect((await openLink(verifyUrl("not-a-token"))).headers.get("location")).toBe(
        "/auth?verified=1&error=INVALID_TOKEN",
      );
      expect((await postAuth({ intent: "signin", email, password: "Aloha2026!" })).status).toBe(403);
    });

    it("sends a new verification link on request, with one answer for every address", async () => {
      await postAuth({ intent: "signup", email: "waiting@example.com", password: "Aloha2026!" });
      const signUpMail = await newVerificationLink("waiting@example.com");
      await signUpAndVerify(services, "done@example.com");

      const answers = [];
      for (const email of ["waiting@example.com", "nobody@example.com", "done@example.com"]) {
        answers.push(await postAuth({ intent: "verify", email }));
      }
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 200,
          body: {
            intent: "verify",
            success:
              "If that email has an account waiting to be verified, we've sent it a new verification link. Check your inbox.",
            result: { initialValue: null },
          },
        });
      }
      const { link } = await newVerificationLink("waiting@example.com", signUpMail.mail);
      expect(await queuedFor("nobody@example.com")).toEqual([]);
      expect((await queuedFor("done@example.com")).map((mail) => mail.kind)).toEqual(["verification"]);
      expect(latestMailTo(services.env.DATA_DIR, "nobody@example.com")).toBeUndefined();

      // The outbox's cap: 3 verification mails in 15 minutes, the sign-up's included.
      for (let attempt = 0; attempt < 3; attempt++) await postAuth({ intent: "verify", email: "waiting@example.com" });
      expect(await queuedFor("waiting@example.com")).toHaveLength(3);

      expect((await openLink(link)).headers.get("location")).toBe(VERIFIED_EMAIL_LANDING);
      expect(await postAuth({ intent: "verify", email: "not an email" })).toMatchObject({
        status: 400,
        body: { intent: "verify", error: "Please enter a valid email address." },
      });
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
