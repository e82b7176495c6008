import { spreadsheetCsv, type CsvColumn } from "~/lib/spreadsheet-csv.server";
import { sql } from "kysely";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { CHECKLIST_PLAN_RULES } from "~/content/plan-rules";
import { displayNameOf } from "~/features/auth/display-name";
import { CHECKLIST_TYPE } from "~/features/checklist/checklist";
import { planItems } from "~/features/plan/due-dates";
import { ownPlanEntries } from "~/features/plan/own-items";
import type { RequestPlan } from "~/features/plan/server/plan-access.server";
import type { Services } from "~/server/services.server";

/**
 * "Download my data" (issue 33): what the site keeps about one account, as one JSON document,
 * and its plan as CSV. Everything is read from the signed-in user's id and the plan their
 * request opens (`requestPlan`: theirs, or the one they share). Other people appear
 * only as "your household" (a spouse who ticked an item), never by name, email or id: an
 * export is one person's data.
 */
export const EXPORT_FORMAT_VERSION = 1;
/** Someone else in the plan's household did it. */
const HOUSEHOLD = "someone in your household";

type Who = "you" | typeof HOUSEHOLD | null;
const whoDid = (actorId: string | null, userId: string): Who =>
  actorId === null ? null : actorId === userId ? "you" : HOUSEHOLD;

const iso = (value: string | Date | number | null) => (value === null ? null : new Date(value).toISOString());

const CHECKLIST_ITEM_IDS = new Map(CHECKLIST_PLAN_RULES.map((rule) => [rule.checklistIndex!, rule.id]));
const CHECKLIST_RULE_IDS = new Set(CHECKLIST_ITEM_IDS.values());

type ExportServices = Pick<Services, "database" | "plans" | "ownItems" | "sponsorLinks">;

export type PlanRow = {
  dueDate: string | null;
  title: string;
  done: boolean;
  doneAt: string | null;
  doneBy: Who;
  mine: boolean;
};

/**
 * The plan the user owns or shares, its lines soonest due first, and who did what. The done
 * items are read as the plan repository's `doneItems` reads them (the checklist items from the
 * owner's checklist rows, every other from the plan's ticks), but with the ids of who ticked,
 * to tell "you" from "your household".
 */
async function planOf(services: ExportServices, userId: string, found: RequestPlan | null) {
  if (!found) return null;
  const { access, plan } = found;
  const { db } = services.database;
  const done = new Map<string, { atMs: number; by: string | null }>();
  const checklistRows = await db
    .selectFrom("checklist_progress")
    .select(["item_index", "updated_at", "updated_by"])
    .where("user_id", "=", access.ownerId)
    .where("checklist_type", "=", CHECKLIST_TYPE)
    .where("completed", "=", true)
    .execute();
  for (const row of checklistRows) {
    const itemId = CHECKLIST_ITEM_IDS.get(row.item_index);
    if (itemId) done.set(itemId, { atMs: Date.parse(row.updated_at), by: row.updated_by });
  }
  for (const tick of await services.plans.ticks(access)) {
    // A checklist item's state lives in checklist_progress only, as on the plan page.
    if (!CHECKLIST_RULE_IDS.has(tick.itemId)) done.set(tick.itemId, { atMs: tick.tickedAtMs, by: tick.tickedBy });
  }
  const own = await services.ownItems.list(access);
  const entries = [...(plan.profile ? planItems(plan.profile) : []), ...ownPlanEntries(own)];
  const rows: PlanRow[] = entries
    .map((entry) => {
      const tick = done.get(entry.id);
      return {
        dueDate: entry.dueDate ?? null,
        title: entry.title,
        done: tick !== undefined,
        doneAt: tick ? iso(tick.atMs) : null,
        doneBy: tick ? whoDid(tick.by, userId) : null,
        mine: "kind" in entry && entry.kind === "own",
      };
    })
    .sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999"));
  return { access, plan, rows, own };
}

/** The whole export, as a JSON-ready object: `userId` is the session's user, `found` their request's plan. */
export async function accountExport(
  services: ExportServices,
  userId: string,
  found: RequestPlan | null,
  now = new Date(),
) {
  const { db } = services.database;
  const user = await db
    .selectFrom("user")
    .select(["id", "email", "name", "emailVerified", "createdAt"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const email = user.email.trim().toLowerCase();
  const planned = await planOf(services, userId, found);
  // The checklist the user sees: the shared plan's for a member, else their own.
  const holder = planned?.access.ownerId ?? userId;
  const checklistRows = await db
    .selectFrom("checklist_progress")
    .select(["item_index", "completed", "updated_at", "updated_by"])
    .where("user_id", "=", holder)
    .where("checklist_type", "=", CHECKLIST_TYPE)
    .execute();
  const checklistByIndex = new Map(checklistRows.map((row) => [row.item_index, row]));
  const membership = await db
    .selectFrom("plan_members")
    .select(["joined_at_ms"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  // People besides the user who share the plan: its members for an owner; for a member, the
  // other members and the owner, which is as many as there are members.
  const othersInHousehold = planned
    ? (
        await db
          .selectFrom("plan_members")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("plan_id", "=", planned.access.planId)
          .executeTakeFirstOrThrow()
      ).count
    : 0;
  // The plan's sponsor links as stored, never their tokens (only a hash is kept).
  const sponsorLinks = planned ? await services.sponsorLinks.stored(planned.access, now) : [];
  const reminders = await db
    .selectFrom("plan_reminders")
    .select("created_at_ms")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const contactMessages = await db
    .selectFrom("contact_messages")
    .select(["created_at", "full_name", "base", "message"])
    .where(sql<string>`lower(${sql.ref("email")})`, "=", email)
    .orderBy("created_at")
    .execute();
  const suggestions = await db
    .selectFrom("suggestions")
    .select(["created_at", "category", "suggestion"])
    .where(sql<string>`lower(${sql.ref("email")})`, "=", email)
    .orderBy("created_at")
    .execute();

  return {
    format: { name: "aloha-pcs-account-export", version: EXPORT_FORMAT_VERSION },
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      displayName: displayNameOf(user),
      emailVerified: user.emailVerified,
      createdAt: iso(user.createdAt),
    },
    checklist: HAWAII_PCS_CHECKLIST.map((item, index) => {
      const row = checklistByIndex.get(index);
      const done = row?.completed ?? false;
      return {
        item: index + 1,
        title: item.title,
        done,
        updatedAt: row ? iso(row.updated_at) : null,
        doneBy: done && row ? whoDid(row.updated_by, userId) : null,
      };
    }),
    plan: planned
      ? {
          role: planned.access.role,
          move: planned.plan.profile ?? { reportDate: planned.plan.storedReportDate },
          // The day the plan's dates were set: items due before it are "Start now" on the page.
          datesSetOn: planned.plan.datesSetOn,
          items: planned.rows,
        }
      : null,
    ownItems: (planned?.own ?? []).map((item) => ({
      title: item.title,
      dueDate: item.dueDate ?? null,
      note: item.note ?? null,
      addedBy: whoDid(item.createdBy, userId),
      addedAt: iso(item.createdAtMs),
    })),
    household: planned
      ? {
          role: planned.access.role,
          joinedAt: membership ? iso(membership.joined_at_ms) : null,
          otherPeople: othersInHousehold,
        }
      : null,
    sponsorLinks: sponsorLinks.map(({ answers, createdAtMs, open }) => ({
      madeAt: iso(createdAtMs),
      expiresOn: answers.expiresOn,
      open,
      adults: answers.adults,
      children: answers.children,
      tlaKitchen: answers.tlaKitchen,
      tlaPetFriendly: answers.tlaPetFriendly,
      help: answers.help,
    })),
    reminders: { weeklyEmail: reminders !== undefined, since: reminders ? iso(reminders.created_at_ms) : null },
    messagesSent: {
      contact: contactMessages.map((row) => ({
        sentAt: iso(row.created_at),
        name: row.full_name,
        base: row.base,
        message: row.message,
      })),
      suggestions: suggestions.map((row) => ({
        sentAt: iso(row.created_at),
        category: row.category,
        suggestion: row.suggestion,
      })),
    },
  };
}

export type AccountExport = Awaited<ReturnType<typeof accountExport>>;

const PLAN_COLUMNS: CsvColumn<string>[] = [
  { key: "dueDate", header: "due date" },
  { key: "title", header: "item" },
  { key: "status", header: "status" },
  { key: "doneAt", header: "done at" },
  { key: "doneBy", header: "done by" },
  { key: "kind", header: "kind" },
];

/**
 * The plan as CSV, for a spreadsheet: one line per item, soonest due first (`spreadsheetCsv`: a
 * family's own item titles are typed text a spreadsheet must not run as a formula).
 */
export async function planCsv(services: ExportServices, userId: string, found: RequestPlan | null) {
  const planned = await planOf(services, userId, found);
  if (!planned) return null;
  return spreadsheetCsv(
    planned.rows.map((row) => ({
      dueDate: row.dueDate ?? "",
      title: row.title,
      status: row.done ? "done" : "not done",
      doneAt: row.doneAt ?? "",
      doneBy: row.doneBy ?? "",
      kind: row.mine ? "your own item" : "plan item",
    })),
    PLAN_COLUMNS,
  );
}
