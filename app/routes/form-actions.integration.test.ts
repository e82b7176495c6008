import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FormAnswer } from "~/features/forms/form-answer";
import { refusalNotice } from "~/features/forms/forms";
import { firstMessage } from "~/lib/schema-form";
import { linkInMail, mailArriving } from "../../tests/support/outbox";
import {
  ENGINES_UNDER_TEST,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { action as contactAction } from "./contact";
import { action as suggestionAction } from "./suggestion-box";

/**
 * The action's answer in the page's words: sent or not, the form's summary (`title`, `error`), the
 * first message under a field, the values typed back into the form.
 */
type Answer = FormAnswer & {
  ok: boolean;
  title?: string;
  error?: string;
  fieldMessage?: string;
  values?: Record<string, unknown> | null;
};

async function submit(
  routeAction: typeof contactAction | typeof suggestionAction,
  path: string,
  fields: Record<string, string>,
  clientAddress = "198.51.100.20",
  request = new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  }),
) {
  const result = (await routeAction({
    request,
    context: testRequestContext(request, clientAddress),
    params: {},
  } as never)) as unknown as {
    data: FormAnswer;
    init: { status: number } | null;
  };
  const notice = refusalNotice(result.data.result.error);
  const answer: Answer = {
    ...result.data,
    ok: Boolean(result.data.receipt),
    title: notice?.title,
    error: notice?.text,
    fieldMessage: firstMessage(result.data.result.error),
    values: result.data.result.initialValue,
  };
  return { status: result.init?.status ?? 200, answer };
}

const CONTACT = {
  fullName: "Kai Family",
  email: "kai@example.com",
  base: "MCB Hawaii",
  message: "We arrive in June with two kids and a dog.",
};

for (const engine of ENGINES_UNDER_TEST) {
  describe(`contact and suggestion actions on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const contactRows = () => services.database.db.selectFrom("contact_messages").selectAll().execute();
    const suggestionRows = () => services.database.db.selectFrom("suggestions").selectAll().execute();

    it("stores a contact message and mails it to the site's contact address", async () => {
      const { status, answer } = await submit(contactAction, "/contact", {
        ...CONTACT,
        message: "Line one\r\nline\u0000 two",
      });
      expect(status).toBe(200);
      expect(answer.ok).toBe(true);
      // The form comes back empty.
      expect(answer.result).toEqual({ initialValue: null });
      const rows = await contactRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        full_name: "Kai Family",
        email: "kai@example.com",
        base: "MCB Hawaii",
        message: "Line one\nline two",
      });
      const mail = await mailArriving(services.env.DATA_DIR, "aloha@example.com");
      expect(mail).toContain("Subject: Message from Kai Family");
      expect(mail).toContain("Reply-To: kai@example.com");
      expect(mail).toContain("MCB Hawaii");
      // The owner's inbox page for this very message.
      expect(linkInMail(mail, "/admin/messages/contact/")).toBe(
        `${TEST_PUBLIC_URL}/admin/messages/contact/${rows[0]!.id}`,
      );
    });

    it("answers Missing Information with 400 and stores nothing", async () => {
      const { status, answer } = await submit(contactAction, "/contact", { ...CONTACT, message: "   " });
      expect(status).toBe(400);
      expect(answer).toMatchObject({
        ok: false,
        title: "Missing Information",
        error: "Please fill in all required fields.",
        fieldMessage: "Please write your message.",
      });
      // What the family typed comes back, so nothing is lost.
      expect(answer.values?.fullName).toBe("Kai Family");
      expect(await contactRows()).toEqual([]);
    });

    it.each([
      [{ fullName: "x".repeat(101) }, "Full name must be 100 characters or fewer."],
      [{ email: "not-an-email" }, "Please enter a valid email address."],
      [{ email: `${"x".repeat(260)}@example.com` }, "Email must be 254 characters or fewer."],
      [{ message: "x".repeat(5001) }, "Message must be 5,000 characters or fewer."],
    ])("refuses %j with 400 and a clear message under the field, said once", async (override, message) => {
      const { status, answer } = await submit(contactAction, "/contact", { ...CONTACT, ...override });
      expect(status).toBe(400);
      expect(answer.fieldMessage).toBe(message);
      expect(answer.error).toBeUndefined();
      expect(await contactRows()).toEqual([]);
    });

    it("refuses an unreadable body or a hand-made Conform field with 400 and stores nothing", async () => {
      const json = new Request(`${TEST_PUBLIC_URL}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(CONTACT),
      });
      expect(await submit(contactAction, "/contact", {}, undefined, json)).toMatchObject({
        status: 400,
        answer: { ok: false, error: "The form could not be read." },
      });
      const forged = await submit(contactAction, "/contact", { ...CONTACT, __state__: "{" });
      expect(forged).toMatchObject({ status: 400, answer: { ok: false, error: "The form could not be read." } });
      expect(await contactRows()).toEqual([]);
    });

    it("refuses a filled honeypot and stores nothing", async () => {
      const { status, answer } = await submit(contactAction, "/contact", {
        ...CONTACT,
        website: "http://spam.example",
      });
      expect(status).toBe(400);
      expect(answer.error).toMatch(/automated/);
      expect(await contactRows()).toEqual([]);
    });

    it("limits each client address to 5 submissions in 10 minutes, across both forms", async () => {
      for (let i = 0; i < 3; i++) expect((await submit(contactAction, "/contact", CONTACT)).status).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await submit(suggestionAction, "/suggestion-box", { suggestion: `Idea ${i}` })).status).toBe(200);
      const limited = await submit(contactAction, "/contact", CONTACT);
      expect(limited.status).toBe(429);
      expect(limited.answer.error).toMatch(/wait 10 minutes/);
      // Another family on another connection is not affected.
      expect((await submit(contactAction, "/contact", CONTACT, "198.51.100.99")).status).toBe(200);
      expect(await contactRows()).toHaveLength(4);
    });

    it("holds the limit when 30 posts from one address arrive at once", async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, () => submit(contactAction, "/contact", CONTACT)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(25);
      expect(await contactRows()).toHaveLength(5);
    });

    it("stores a suggestion with only the suggestion required", async () => {
      expect((await submit(suggestionAction, "/suggestion-box", { suggestion: "  A commute map  " })).status).toBe(200);
      expect(
        (
          await submit(suggestionAction, "/suggestion-box", {
            suggestion: "Hotel reviews",
            email: "kai@example.com",
            category: "New guide",
          })
        ).status,
      ).toBe(200);
      const rows = await suggestionRows();
      expect(rows.map((row) => [row.suggestion, row.email, row.category])).toEqual(
        expect.arrayContaining([
          ["A commute map", null, null],
          ["Hotel reviews", "kai@example.com", "New guide"],
        ]),
      );
    });

    it("refuses a blank, over-long or badly categorised suggestion and stores nothing", async () => {
      expect((await submit(suggestionAction, "/suggestion-box", { suggestion: " \n " })).answer.title).toBe(
        "Missing Information",
      );
      expect((await submit(suggestionAction, "/suggestion-box", { suggestion: "x".repeat(2001) })).status).toBe(400);
      expect(
        (await submit(suggestionAction, "/suggestion-box", { suggestion: "ok", category: "<script>" })).status,
      ).toBe(400);
      expect((await submit(suggestionAction, "/suggestion-box", { suggestion: "ok", email: "nope" })).status).toBe(400);
      expect(await suggestionRows()).toEqual([]);
    });
  });
}
