import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_ANSWERS } from "~/features/inbox/inbox";
import { REPLY_MESSAGES } from "~/features/inbox/reply-schema";
import { SESSION_CODE_PATH, TWO_FACTOR_SETUP_PATH } from "~/features/admin/server/admin-guard.server";
import {
  adminWithEarlierSession,
  grantAdmin,
  signedInAdmin,
  totpCodeFor,
  underAdminLayout,
} from "../../tests/support/admin";
import { parseCsv } from "../../tests/support/csv";
import { mailArriving } from "../../tests/support/outbox";
import { NOT_FOUND, outcome } from "../../tests/support/route-answers";
import {
  ENGINES_UNDER_TEST,
  seededSignedIn,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
  flashIn,
} from "../../tests/support/services";
import * as inboxRoute from "./admin._index";
import * as messageRoute from "./admin.message";
import * as sessionCodeRoute from "./admin.session-code";
import * as csvRoute from "./admin.messages-csv";

const inboxPage = underAdminLayout(inboxRoute);
const messagePage = underAdminLayout(messageRoute);
const sessionCodePage = underAdminLayout(sessionCodeRoute);
const csvDownload = underAdminLayout(csvRoute);

/** A GET (or a form POST when `form` is given) to `path`, as the browser with `cookie` sends it. */
function request(path: string, cookie?: string, form?: Record<string, string>) {
  return new Request(`${TEST_PUBLIC_URL}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
}

type Params = Record<string, string>;
const args = (path: string, params: Params, cookie?: string, form?: Record<string, string>) =>
  ({ request: request(path, cookie, form), context: testRequestContext(request(path, cookie, form)), params }) as never;

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the inbox's admin routes on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let contactId: string;
    let anonymousSuggestionId: string;
    beforeEach(async () => {
      services = await startTestServices(engine);
      contactId = randomUUID();
      anonymousSuggestionId = randomUUID();
      await services.database.db
        .insertInto("contact_messages")
        .values({
          id: contactId,
          full_name: "Kai Family",
          email: "kai@example.com",
          base: "MCB Hawaii",
          message: '=HYPERLINK("http://evil.example","orders")\nWe arrive in June.',
          client_address: null,
          created_at: new Date(Date.now() - 60_000).toISOString(),
        })
        .execute();
      await services.database.db
        .insertInto("suggestions")
        .values({
          id: anonymousSuggestionId,
          suggestion: "A page on car registration, please.",
          email: null,
          category: "New guide",
          client_address: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const contactPath = () => `/admin/messages/contact/${contactId}`;
    const contactParams = () => ({ kind: "contact", id: contactId });

    /** Every loader and action of the inbox, as `cookie` reaches them. */
    const everyEntry = (cookie?: string) => [
      outcome(() => inboxPage.loader(args("/admin", {}, cookie))),
      outcome(() => inboxPage.action(args("/admin", {}, cookie, { anything: "x" }))),
      outcome(() => messagePage.loader(args(contactPath(), contactParams(), cookie))),
      outcome(() =>
        messagePage.action(
          args(contactPath(), contactParams(), cookie, { intent: "reply", subject: "Re: x", body: "Hello" }),
        ),
      ),
      outcome(() =>
        messagePage.action(args(contactPath(), contactParams(), cookie, { intent: "status", status: "archived" })),
      ),
      outcome(() => csvDownload.loader(args("/admin/messages.csv", {}, cookie))),
      outcome(() => csvDownload.action(args("/admin/messages.csv", {}, cookie, { anything: "x" }))),
    ];

    /** The audit log's lines about the inbox (granting the admin is audited too). */
    const inboxAudit = async () =>
      (await services.audit.list({ page: 1 })).items.filter((entry) =>
        ["contact message", "suggestion", "inbox"].includes(entry.targetKind),
      );

    /** Nothing a refused request could have done: no reply, no mail, no status, no audit line. */
    async function expectNothingChanged() {
      expect(await services.inbox.get("contact", contactId)).toMatchObject({ status: "new", replies: [] });
      const replyMail = await services.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("kind", "=", "inbox-reply")
        .execute();
      expect(replyMail).toEqual([]);
      expect(await inboxAudit()).toEqual([]);
    }

    it("answers an anonymous visitor with the not-found page everywhere, direct POSTs included", async () => {
      expect(await Promise.all(everyEntry())).toEqual(Array(7).fill(NOT_FOUND));
      await expectNothingChanged();
    });

    it("answers a signed-in family with the not-found page everywhere, direct POSTs included", async () => {
      const { cookie } = await seededSignedIn(services, "family@example.com");
      expect(await Promise.all(everyEntry(cookie))).toEqual(Array(7).fill(NOT_FOUND));
      await expectNothingChanged();
    });

    it("sends an admin without two-factor sign-in to set it up, from every entry", async () => {
      const { cookie } = await seededSignedIn(services, "owner@example.com");
      await grantAdmin(services, "owner@example.com");
      const toSetUp = { status: 303, location: TWO_FACTOR_SETUP_PATH, thrown: true };
      expect(await Promise.all(everyEntry(cookie))).toEqual(Array(7).fill(toSetUp));
      await expectNothingChanged();
    });

    it("asks a session that signed in before two-factor was on for a code from every entry, then opens them", async () => {
      const { earlierCookie, totpUri } = await adminWithEarlierSession(services, "owner@example.com");
      const toCode = (next: string) => ({
        status: 303,
        location: `${SESSION_CODE_PATH}?${new URLSearchParams({ next })}`,
        thrown: true,
      });
      const contact = contactPath();
      expect(await Promise.all(everyEntry(earlierCookie))).toEqual([
        toCode("/admin"),
        toCode("/admin"),
        toCode(contact),
        toCode(contact),
        toCode(contact),
        toCode("/admin/messages.csv"),
        toCode("/admin/messages.csv"),
      ]);
      // No reply, no status change, no CSV export (each would be audited).
      await expectNothingChanged();

      const codePage = `${SESSION_CODE_PATH}?${new URLSearchParams({ next: "/admin/messages.csv" })}`;
      expect(await outcome(() => sessionCodePage.loader(args(codePage, {}, earlierCookie)))).toMatchObject({
        status: 200,
      });
      const code = await totpCodeFor(totpUri);
      const passed = await outcome(() =>
        sessionCodePage.action(args(codePage, {}, earlierCookie, { kind: "totp", code })),
      );
      expect(passed).toEqual({ status: 303, location: "/admin/messages.csv", thrown: true });
      // The same cookie, now for a session that passed the second factor.
      expect(await outcome(() => inboxPage.loader(args("/admin", {}, earlierCookie)))).toMatchObject({ status: 200 });
      expect(await outcome(() => csvDownload.loader(args("/admin/messages.csv", {}, earlierCookie)))).toMatchObject({
        status: 200,
        thrown: false,
      });
      expect((await inboxAudit()).map((entry) => entry.action)).toEqual(["export messages as CSV"]);
    });

    describe("for an admin", () => {
      let cookie: string;
      let adminId: string;
      beforeEach(async () => {
        ({ cookie, userId: adminId } = await signedInAdmin(services, "owner@example.com"));
      });

      it("lists the messages with the counts, filtered from the address", async () => {
        const all = await outcome(() => inboxPage.loader(args("/admin", {}, cookie)));
        expect(all).toMatchObject({
          status: 200,
          body: {
            filter: { kind: "all", status: "all", q: "", page: 1 },
            // Two new messages; the family and the admin signed up just now; no plans.
            counts: { newMessages: 2, signUpsThisWeek: 1, activePlans: 0 },
            total: 2,
            pageCount: 1,
            messages: [
              { kind: "suggestion", id: anonymousSuggestionId, name: null, email: null, status: "new" },
              { kind: "contact", id: contactId, name: "Kai Family", email: "kai@example.com", status: "new" },
            ],
          },
        });
        const searched = await outcome(() => inboxPage.loader(args("/admin?kind=contact&q=KAI", {}, cookie)));
        expect(searched.body).toMatchObject({ total: 1, messages: [{ id: contactId }] });
        const none = await outcome(() => inboxPage.loader(args("/admin?status=archived", {}, cookie)));
        expect(none.body).toMatchObject({ total: 0, messages: [] });
        // A direct post has nothing to do here.
        expect(await outcome(() => inboxPage.action(args("/admin", {}, cookie, { x: "y" })))).toEqual(NOT_FOUND);
      });

      it("opens a message, and answers an unknown one or an unknown kind with the not-found page", async () => {
        const page = await outcome(() => messagePage.loader(args(contactPath(), contactParams(), cookie)));
        expect(page).toMatchObject({
          status: 200,
          body: {
            message: { id: contactId, name: "Kai Family", text: expect.stringContaining("We arrive in June.") },
            defaultSubject: "Re: Your message to Aloha PCS",
          },
        });
        const unknown = `/admin/messages/contact/${randomUUID()}`;
        expect(await outcome(() => messagePage.loader(args(unknown, { kind: "contact", id: "nope" }, cookie)))).toEqual(
          NOT_FOUND,
        );
        expect(
          await outcome(() => messagePage.loader(args(unknown, { kind: "suggestion", id: contactId }, cookie))),
        ).toEqual(NOT_FOUND);
        expect(
          await outcome(() => messagePage.loader(args(unknown, { kind: "forum-post", id: contactId }, cookie))),
        ).toEqual(NOT_FOUND);
        expect(
          await outcome(() =>
            messagePage.action(
              args(unknown, { kind: "contact", id: "nope" }, cookie, { intent: "status", status: "new" }),
            ),
          ),
        ).toEqual(NOT_FOUND);
        expect(
          await outcome(() =>
            messagePage.action(
              args(unknown, { kind: "contact", id: "nope" }, cookie, { intent: "reply", subject: "Re", body: "Hi" }),
            ),
          ),
        ).toEqual(NOT_FOUND);
      });

      it("sends a reply through the outbox, marks the message answered and audits it", async () => {
        const answer = await messagePage.action(
          args(contactPath(), contactParams(), cookie, {
            intent: "reply",
            subject: "Re: Your message to Aloha PCS",
            body: "Aloha Kai,\n\nWelcome to Oahu.",
          }),
        );
        expect(answer).toBeInstanceOf(Response);
        const response = answer as unknown as Response;
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(contactPath());
        expect(await flashIn(response)).toBe(INBOX_ANSWERS.replySent("kai@example.com"));
        expect(await services.inbox.get("contact", contactId)).toMatchObject({
          status: "answered",
          replies: [{ adminUserId: adminId, to: "kai@example.com", body: "Aloha Kai,\n\nWelcome to Oahu." }],
        });
        const mail = await mailArriving(services.env.DATA_DIR, "kai@example.com");
        expect(mail).toContain("Subject: Re: Your message to Aloha PCS");
        expect(mail).toContain("Welcome to Oahu.");
        expect(await inboxAudit()).toEqual([
          expect.objectContaining({
            actorId: adminId,
            actorEmail: "owner@example.com",
            action: "reply to message",
            targetKind: "contact message",
            targetId: contactId,
            detail: "to kai@example.com: Re: Your message to Aloha PCS",
          }),
        ]);
      });

      it("refuses an empty or over-long reply with 400 and the field messages, and sends nothing", async () => {
        const empty = await outcome(() =>
          messagePage.action(args(contactPath(), contactParams(), cookie, { intent: "reply", subject: " ", body: "" })),
        );
        expect(empty).toMatchObject({
          status: 400,
          body: {
            intent: "reply",
            result: { error: { subject: [REPLY_MESSAGES.subjectMissing], body: [REPLY_MESSAGES.bodyMissing] } },
          },
        });
        const long = await outcome(() =>
          messagePage.action(
            args(contactPath(), contactParams(), cookie, { intent: "reply", subject: "Re", body: "x".repeat(10_001) }),
          ),
        );
        expect(long).toMatchObject({
          status: 400,
          body: { result: { error: { body: [REPLY_MESSAGES.bodyTooLong] } } },
        });
        await expectNothingChanged();
      });

      it("refuses to reply to a suggestion sent without an email, with a clear message", async () => {
        const params = { kind: "suggestion", id: anonymousSuggestionId };
        const refused = await outcome(() =>
          messagePage.action(
            args(`/admin/messages/suggestion/${anonymousSuggestionId}`, params, cookie, {
              intent: "reply",
              subject: "Re",
              body: "Thanks",
            }),
          ),
        );
        expect(refused).toMatchObject({ status: 400, body: { result: { error: { "": [INBOX_ANSWERS.noEmail] } } } });
        expect(await services.inbox.get("suggestion", anonymousSuggestionId)).toMatchObject({
          status: "new",
          replies: [],
        });
        expect(await inboxAudit()).toEqual([]);
      });

      it("marks a message archived, then new again, auditing each; an unknown status or form is refused", async () => {
        const archive = (await messagePage.action(
          args(contactPath(), contactParams(), cookie, { intent: "status", status: "archived" }),
        )) as unknown as Response;
        expect(archive.status).toBe(303);
        expect(archive.headers.get("location")).toBe(contactPath());
        expect(await flashIn(archive)).toBe("Marked archived.");
        expect(await services.inbox.get("contact", contactId)).toMatchObject({ status: "archived" });
        await messagePage.action(args(contactPath(), contactParams(), cookie, { intent: "status", status: "new" }));
        expect(await services.inbox.get("contact", contactId)).toMatchObject({ status: "new" });
        expect((await inboxAudit()).map((entry) => entry.action)).toEqual([
          "mark message new",
          "mark message archived",
        ]);

        expect(
          await outcome(() =>
            messagePage.action(args(contactPath(), contactParams(), cookie, { intent: "status", status: "deleted" })),
          ),
        ).toMatchObject({ status: 400, body: { result: { error: { "": [INBOX_ANSWERS.unknownStatus] } } } });
        expect(
          await outcome(() => messagePage.action(args(contactPath(), contactParams(), cookie, { intent: "delete" }))),
        ).toMatchObject({ status: 400, body: { result: { error: { "": [INBOX_ANSWERS.unknownForm] } } } });
        expect(await inboxAudit()).toHaveLength(2);
      });

      it("downloads the filter as CSV, escaped against formulas, and audits the export", async () => {
        const response = (await csvDownload.loader(
          args("/admin/messages.csv?kind=contact&q=kai", {}, cookie),
        )) as Response;
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("content-disposition")).toMatch(
          /^attachment; filename="aloha-pcs-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const [header, ...rows] = parseCsv(await response.text());
        expect(header).toEqual([
          "kind",
          "id",
          "received",
          "status",
          "name",
          "email",
          "base/category",
          "text",
          "replied at",
        ]);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.slice(0, 2)).toEqual(["contact", contactId]);
        expect(rows[0]![7]).toBe('\'=HYPERLINK("http://evil.example","orders")\nWe arrive in June.');
        expect(await inboxAudit()).toEqual([
          expect.objectContaining({
            actorId: adminId,
            action: "export messages as CSV",
            detail: '1 message; kind contact, status all, search "kai"',
          }),
        ]);
        // A post is no way to download.
        expect(
          await outcome(() => csvDownload.action(args("/admin/messages.csv", {}, cookie, { x: "y" }))),
        ).toMatchObject({ status: 405, thrown: true });
      });
    });
  });
}
