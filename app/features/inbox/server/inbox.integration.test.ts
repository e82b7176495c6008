import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE, type InboxFilter } from "~/features/inbox/inbox";
import { mailArriving } from "~/../tests/support/outbox";
import { ENGINES_UNDER_TEST, startTestServices } from "~/../tests/support/services";
import { inboxRepository } from "./inbox.server";
import type { Mailer } from "~/features/mail/server/mail.server";

const ALL: InboxFilter = { kind: "all", status: "all", q: "", page: 1 };
const NOW = new Date("2027-03-10T20:00:00.000Z");
const minutesBefore = (minutes: number, from = NOW) => new Date(from.getTime() - minutes * 60_000);
const daysBefore = (days: number) => minutesBefore(days * 24 * 60);

for (const engine of ENGINES_UNDER_TEST) {
  describe(`the owner's inbox on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    beforeEach(async () => {
      services = await startTestServices(engine);
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    async function contact(fields: {
      name?: string;
      email?: string;
      base?: string | null;
      message?: string;
      at: Date;
    }) {
      const id = randomUUID();
      await services.database.db
        .insertInto("contact_messages")
        .values({
          id,
          full_name: fields.name ?? "Kai Family",
          email: fields.email ?? "kai@example.com",
          base: fields.base === undefined ? "MCB Hawaii" : fields.base,
          message: fields.message ?? "We arrive in June.",
          client_address: null,
          created_at: fields.at.toISOString(),
        })
        .execute();
      return id;
    }

    async function suggestion(fields: { text?: string; email?: string | null; category?: string | null; at: Date }) {
      const id = randomUUID();
      await services.database.db
        .insertInto("suggestions")
        .values({
          id,
          suggestion: fields.text ?? "Add a page on Hawaii car registration.",
          email: fields.email === undefined ? "lani@example.com" : fields.email,
          category: fields.category === undefined ? "Guides" : fields.category,
          client_address: null,
          created_at: fields.at.toISOString(),
        })
        .execute();
      return id;
    }

    /** An account made as better-auth makes one, created at `createdAt`. */
    async function account(email: string, createdAt = new Date()) {
      const { internalAdapter } = await services.auth.$context;
      return internalAdapter.createUser(
        { email, name: email, emailVerified: true, createdAt, updatedAt: createdAt },
        { method: "admin" },
      );
    }

    const ids = (page: { messages: { id: string }[] }) => page.messages.map((message) => message.id);

    it("lists contact messages and suggestions together, newest first, every one new", async () => {
      const oldest = await contact({ at: minutesBefore(30) });
      const middle = await suggestion({ at: minutesBefore(20) });
      const newest = await contact({ name: "Lopes Ohana", email: "lopes@example.com", at: minutesBefore(10) });
      const page = await services.inbox.list(ALL);
      expect(ids(page)).toEqual([newest, middle, oldest]);
      expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
      expect(page.messages[0]).toEqual({
        kind: "contact",
        id: newest,
        receivedAt: minutesBefore(10),
        status: "new",
        statusChangedAt: null,
        name: "Lopes Ohana",
        email: "lopes@example.com",
        context: "MCB Hawaii",
        text: "We arrive in June.",
        repliedAt: null,
      });
      expect(page.messages[1]).toMatchObject({
        kind: "suggestion",
        name: null,
        email: "lani@example.com",
        context: "Guides",
        text: "Add a page on Hawaii car registration.",
      });
    });

    it("filters by kind and by status", async () => {
      const kai = await contact({ at: minutesBefore(30) });
      const lani = await suggestion({ at: minutesBefore(20) });
      const noa = await contact({ at: minutesBefore(10) });
      await services.inbox.setStatus("contact", noa, "archived", NOW);
      expect(ids(await services.inbox.list({ ...ALL, kind: "contact" }))).toEqual([noa, kai]);
      expect(ids(await services.inbox.list({ ...ALL, kind: "suggestion" }))).toEqual([lani]);
      expect(ids(await services.inbox.list({ ...ALL, status: "new" }))).toEqual([lani, kai]);
      expect(ids(await services.inbox.list({ ...ALL, status: "archived" }))).toEqual([noa]);
      expect(await services.inbox.list({ ...ALL, kind: "suggestion", status: "archived" })).toMatchObject({
        messages: [],
        total: 0,
        pageCount: 1,
      });
    });

    it("searches name, email and text, ignoring case", async () => {
      const byName = await contact({
        name: "Kealoha Family",
        email: "k@example.com",
        message: "Hi",
        at: minutesBefore(5),
      });
      const byEmail = await suggestion({ email: "KEALOHA.dad@example.com", text: "More parks", at: minutesBefore(4) });
      const byText = await suggestion({ email: null, text: "The kealoha street guide", at: minutesBefore(3) });
      await contact({
        name: "Other",
        email: "other@example.com",
        message: "Nothing here",
        base: "Kealoha base",
        at: minutesBefore(2),
      });
      expect(ids(await services.inbox.list({ ...ALL, q: "KeAlOhA" })).sort()).toEqual([byName, byEmail, byText].sort());
      expect(ids(await services.inbox.list({ ...ALL, q: "kealoha", kind: "suggestion" }))).toEqual([byText, byEmail]);
    });

    it("takes % and _ in a search literally", async () => {
      const percent = await contact({ message: "Is the 5% fee waived?", at: minutesBefore(3) });
      const underscore = await suggestion({ text: "My handle is kai_family", at: minutesBefore(2) });
      const backslash = await suggestion({ text: "Path C:\\pcs\\orders", at: minutesBefore(1) });
      await contact({ message: "A plain message about 55 fees and kaiXfamily", at: minutesBefore(1) });
      expect(ids(await services.inbox.list({ ...ALL, q: "%" }))).toEqual([percent]);
      expect(ids(await services.inbox.list({ ...ALL, q: "5%" }))).toEqual([percent]);
      expect(ids(await services.inbox.list({ ...ALL, q: "kai_family" }))).toEqual([underscore]);
      expect(ids(await services.inbox.list({ ...ALL, q: "_" }))).toEqual([underscore]);
      expect(ids(await services.inbox.list({ ...ALL, q: "\\pcs" }))).toEqual([backslash]);
    });

    it("pages by 25 with the total; a page past the end is empty", async () => {
      const made: string[] = [];
      for (let index = 0; index < INBOX_PAGE_SIZE + 2; index += 1) {
        made.push(
          index % 2
            ? await contact({ at: minutesBefore(100 - index) })
            : await suggestion({ at: minutesBefore(100 - index) }),
        );
      }
      const newestFirst = [...made].reverse();
      const first = await services.inbox.list(ALL);
      expect(ids(first)).toEqual(newestFirst.slice(0, INBOX_PAGE_SIZE));
      expect(first).toMatchObject({ total: INBOX_PAGE_SIZE + 2, pageCount: 2 });
      const second = await services.inbox.list({ ...ALL, page: 2 });
      expect(ids(second)).toEqual(newestFirst.slice(INBOX_PAGE_SIZE));
      expect(await services.inbox.list({ ...ALL, page: 9 })).toMatchObject({
        messages: [],
        total: INBOX_PAGE_SIZE + 2,
        page: 9,
        pageCount: 2,
      });
    });

    it("gets one message by kind and id, and nothing for an unknown or mismatched one", async () => {
      const id = await contact({ at: minutesBefore(5) });
      expect(await services.inbox.get("contact", id)).toMatchObject({ id, kind: "contact", replies: [] });
      expect(await services.inbox.get("suggestion", id)).toBeUndefined();
      expect(await services.inbox.get("contact", randomUUID())).toBeUndefined();
    });

    it("changes a status and records when; the same status again keeps the time", async () => {
      const id = await suggestion({ at: minutesBefore(5) });
      expect(await services.inbox.setStatus("suggestion", id, "archived", minutesBefore(2))).toBe(true);
      expect(await services.inbox.get("suggestion", id)).toMatchObject({
        status: "archived",
        statusChangedAt: minutesBefore(2),
      });
      expect(await services.inbox.setStatus("suggestion", id, "archived", NOW)).toBe(true);
      expect((await services.inbox.get("suggestion", id))?.statusChangedAt).toEqual(minutesBefore(2));
      expect(await services.inbox.setStatus("suggestion", id, "new", NOW)).toBe(true);
      expect(await services.inbox.get("suggestion", id)).toMatchObject({ status: "new", statusChangedAt: NOW });
      expect(await services.inbox.setStatus("contact", id, "archived", NOW)).toBe(false);
    });

    it("replies by email through the outbox, keeps the reply with the message and marks it answered", async () => {
      const admin = await account("owner@example.com");
      const id = await contact({ message: "Which base housing\nhas a waitlist?", at: minutesBefore(60) });
      const outcome = await services.inbox.reply({
        kind: "contact",
        id,
        adminUserId: admin.id,
        subject: "Re: Your message to Aloha PCS",
        body: "Aloha Kai,\n\nMCB Hawaii has one.",
        now: NOW,
      });
      expect(outcome).toEqual({ ok: true, replyId: expect.any(String), to: "kai@example.com" });
      const message = await services.inbox.get("contact", id);
      expect(message).toMatchObject({
        status: "answered",
        statusChangedAt: NOW,
        repliedAt: NOW,
        replies: [
          {
            adminUserId: admin.id,
            adminEmail: "owner@example.com",
            to: "kai@example.com",
            subject: "Re: Your message to Aloha PCS",
            body: "Aloha Kai,\n\nMCB Hawaii has one.",
            sentAt: NOW,
          },
        ],
      });
      const mail = await mailArriving(services.env.DATA_DIR, "kai@example.com");
      expect(mail).toContain("Subject: Re: Your message to Aloha PCS");
      expect(mail).toContain(`Reply-To: ${services.env.site.email}`);
      expect(mail).toContain("MCB Hawaii has one.");
      expect(mail).toContain("> Which base housing\n> has a waitlist?");
      // The list shows when it was answered too.
      expect((await services.inbox.list(ALL)).messages[0]).toMatchObject({ id, status: "answered", repliedAt: NOW });
    });

    it("refuses to reply to a suggestion without an email, or to no message, and writes nothing", async () => {
      const admin = await account("owner@example.com");
      const anonymous = await suggestion({ email: null, at: minutesBefore(5) });
      const base = { adminUserId: admin.id, subject: "Re: x", body: "Thanks" };
      expect(await services.inbox.reply({ ...base, kind: "suggestion", id: anonymous })).toEqual({
        ok: false,
        reason: "no-email",
      });
      expect(await services.inbox.reply({ ...base, kind: "contact", id: anonymous })).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await services.inbox.get("suggestion", anonymous)).toMatchObject({ status: "new", replies: [] });
      const queued = await services.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("kind", "=", "inbox-reply")
        .execute();
      expect(queued).toEqual([]);
    });

    it("keeps no reply and changes no status when its mail cannot be queued", async () => {
      const admin = await account("owner@example.com");
      const id = await contact({ at: minutesBefore(5) });
      let woken = false;
      const brokenMailer: Mailer = {
        send: () => Promise.reject(new Error("outbox unavailable")),
        wake: () => {
          woken = true;
        },
      };
      const inbox = inboxRepository(services.database, brokenMailer, "aloha@example.com");
      await expect(
        inbox.reply({ kind: "contact", id, adminUserId: admin.id, subject: "Re: x", body: "Thanks" }),
      ).rejects.toThrow("outbox unavailable");
      expect(await services.inbox.get("contact", id)).toMatchObject({ status: "new", replies: [] });
      expect(woken).toBe(false);
    });

    it("counts new messages, sign-ups of the last 7 days and plans active in the last 30", async () => {
      await contact({ at: minutesBefore(5) });
      const answered = await contact({ at: minutesBefore(4) });
      await services.inbox.setStatus("contact", answered, "answered", NOW);
      await suggestion({ at: minutesBefore(3) });
      await suggestion({ email: null, at: minutesBefore(2) });

      const recent = await account("recent@example.com", daysBefore(6.9));
      const edge = await account("edge@example.com", daysBefore(7));
      const old = await account("old@example.com", daysBefore(8));
      const older = await account("older@example.com", daysBefore(60));
      const oldest = await account("oldest@example.com", daysBefore(90));

      const plan = async (ownerId: string, updatedAt: Date) => {
        const id = randomUUID();
        await services.database.db
          .insertInto("move_plans")
          .values({
            id,
            owner_id: ownerId,
            report_date: "2027-06-01",
            arrival_date: null,
            departure: "mainland",
            dogs: 0,
            cats: 0,
            vehicles: 0,
            firearms: false,
            school_age_children: 0,
            housing: "undecided",
            orders_in_hand: false,
            branch: "unsaid",
            installation: "unsure",
            feed_token_hash: null,
            created_at_ms: updatedAt.getTime(),
            updated_at_ms: updatedAt.getTime(),
          })
          .execute();
        return id;
      };
      // Saved this month.
      await plan(recent.id, daysBefore(1));
      // Saved long ago; an item ticked this month.
      const ticked = await plan(edge.id, daysBefore(100));
      await services.database.db
        .insertInto("plan_ticks")
        .values({ plan_id: ticked, item_id: "pets-rabies", ticked_by: edge.id, ticked_at_ms: daysBefore(29).getTime() })
        .execute();
      // Saved long ago; a checklist item changed this month.
      await plan(old.id, daysBefore(100));
      await services.database.db
        .insertInto("checklist_progress")
        .values({
          user_id: old.id,
          checklist_type: "hawaii_pcs",
          item_index: 3,
          completed: true,
          updated_at: daysBefore(10).toISOString(),
          updated_by: old.id,
        })
        .execute();
      // Saved long ago; an own item added this month.
      const withOwnItem = await plan(older.id, daysBefore(100));
      await services.database.db
        .insertInto("plan_own_items")
        .values({
          id: randomUUID(),
          plan_id: withOwnItem,
          title: "Book the movers",
          due_date: null,
          note: null,
          position: 0,
          created_by: older.id,
          created_at_ms: daysBefore(2).getTime(),
          updated_at_ms: daysBefore(2).getTime(),
        })
        .execute();
      // Nothing for 31 days: a tick, a checklist change and the save all too old.
      const idle = await plan(oldest.id, daysBefore(31));
      await services.database.db
        .insertInto("plan_ticks")
        .values({ plan_id: idle, item_id: "pets-rabies", ticked_by: oldest.id, ticked_at_ms: daysBefore(40).getTime() })
        .execute();
      await services.database.db
        .insertInto("checklist_progress")
        .values({
          user_id: oldest.id,
          checklist_type: "hawaii_pcs",
          item_index: 1,
          completed: true,
          updated_at: daysBefore(31).toISOString(),
          updated_by: oldest.id,
        })
        .execute();

      expect(await services.inbox.counts(NOW)).toEqual({ newMessages: 3, signUpsThisWeek: 2, activePlans: 4 });
    });
  });
}
