import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { Services } from "~/server/services.server";
import { readableDate, type CalendarDate } from "../calendar-date";
import type { MoveProfile } from "../move-profile";
import { previewOrdersChange, type OrdersChangePreview, type StepsTaken } from "../orders-change";
import { ordersChangedSchema, type OrdersChanged } from "../orders-changed-schema";
import { PLAN_PAGE_PATH as PLAN_PATH } from "../reminders";
import { householdRepository } from "./household-repository.server";
import type { RequestPlan } from "./plan-access.server";

/**
 * "My orders changed" (issue 35) on the server: the form read against the move form's rules,
 * the preview of the saved move against the new one, and the save that re-dates the plan and
 * tells the rest of the household in the same transaction.
 */

/** The new move and the steps taken, or Conform's reply with the field messages and what was typed. */
export function readOrdersChange(
  form: FormData | URLSearchParams,
  today: CalendarDate,
): { change: OrdersChanged | null; reply: SubmissionResult<string[]> } {
  const submission = parseWithZod(form, { schema: ordersChangedSchema(today) });
  return { change: submission.status === "success" ? submission.value : null, reply: submission.reply() };
}

/** The form's new move, without the steps taken (what `saveProfile` stores). */
export function newMove({ latestRabiesShot, favnSampleReceived, vehicleTurnIn, ...move }: OrdersChanged): {
  move: MoveProfile;
  taken: StepsTaken;
} {
  const taken: StepsTaken = {};
  if (latestRabiesShot) taken.latestRabiesShot = latestRabiesShot;
  if (favnSampleReceived) taken.favnSampleReceived = favnSampleReceived;
  if (vehicleTurnIn) taken.vehicleTurnIn = vehicleTurnIn;
  return { move, taken };
}

/** What the change does to the plan as it stands: its done items and own items as they are. */
export async function ordersChangePreview(
  services: Pick<Services, "plans" | "ownItems">,
  { access }: RequestPlan,
  saved: MoveProfile,
  change: OrdersChanged,
  today: CalendarDate,
): Promise<OrdersChangePreview> {
  const [done, ownItems] = await Promise.all([services.plans.doneItems(access), services.ownItems.list(access)]);
  const { move, taken } = newMove(change);
  return previewOrdersChange({ before: saved, after: move, today, done: new Set(done.keys()), taken, ownItems });
}

/** The mail each other member of the household gets when the owner saves new dates. */
export function redatedMail({
  ownerEmail,
  siteName,
  before,
  preview,
  after,
  planUrl,
}: {
  ownerEmail: string;
  siteName: string;
  before: MoveProfile;
  after: MoveProfile;
  preview: OrdersChangePreview;
  planUrl: string;
}): { subject: string; text: string } {
  const moved = preview.moves.length;
  const risks = preview.risks.length
    ? ["Now impossible or at risk:", ...preview.risks.map((risk) => `- ${risk.title}`)]
    : ["Nothing on the plan becomes impossible on the new dates."];
  return {
    subject: `${ownerEmail} changed the report date of your Hawaii PCS plan`,
    text: [
      "Aloha,",
      "",
      `${ownerEmail} changed the report date of the Hawaii PCS plan you share on ${siteName}: ${readableDate(before.reportDate)} → ${readableDate(after.reportDate)}.`,
      "",
      `${moved} ${moved === 1 ? "item" : "items"} not yet done moved to a new date. What you both ticked stays ticked.`,
      "",
      ...risks,
      "",
      `See the re-dated plan: ${planUrl}`,
    ].join("\n"),
  };
}

export type SavedOrdersChange = { told: number; preview: OrdersChangePreview };

/**
 * Saves the new move (ticks and own items stay: they are keyed by item id, not by date) and
 * queues a "plan-redated" mail to every member but the owner, in the move's transaction, so
 * the household hears of exactly the dates that were saved. Null for anyone but the owner.
 */
export async function saveOrdersChange(
  services: Pick<Services, "plans" | "ownItems" | "database" | "mailer" | "env">,
  found: RequestPlan,
  saved: MoveProfile,
  change: OrdersChanged,
  today: CalendarDate,
  nowMs = Date.now(),
): Promise<SavedOrdersChange | null> {
  const { access, plan } = found;
  if (access.role !== "owner") return null;
  const preview = await ordersChangePreview(services, found, saved, change, today);
  const { move } = newMove(change);
  const members = (await householdRepository(services.database).members(access)).filter(
    (member) => member.id !== access.userId,
  );
  const { subject, text } = redatedMail({
    ownerEmail: plan.ownerEmail,
    siteName: services.env.site.name,
    before: saved,
    after: move,
    preview,
    planUrl: new URL(PLAN_PATH, services.env.PUBLIC_URL).href,
  });
  const savedMove = await services.plans.saveProfile(access.userId, move, nowMs, {
    alsoInTransaction: async (trx) => {
      for (const member of members)
        await services.mailer.send({ kind: "plan-redated", to: member.email, subject, text }, trx);
    },
  });
  if (!savedMove) return null;
  // The mail was written in the move's transaction; now that it committed, send it.
  if (members.length) services.mailer.wake();
  return { told: members.length, preview };
}
