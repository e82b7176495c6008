import type { z } from "zod";
import { firstValues } from "~/server/http/form-data.server";
import { services } from "~/server/services.server";
import type { PlanActionAnswer } from "../plan-action";
import { isOwnItemIntent, OWN_ITEM_MESSAGES, type OwnItemIntent } from "../own-items";
import { ownItemFieldsSchema, ownItemIdSchema } from "../own-items-schema";

/** The fields a refused form sends back, so the page shows them again as typed. */
const TYPED_FIELDS = ["itemId", "title", "dueDate", "note"] as const;

function typedValues(fields: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of TYPED_FIELDS) if (fields[name] !== undefined) values[name] = fields[name];
  return values;
}

function refused(intent: OwnItemIntent, fields: Record<string, string>, error: z.ZodError): PlanActionAnswer {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "");
    (fieldErrors[name] ??= []).push(issue.message);
  }
  return { intent, ok: false, message: OWN_ITEM_MESSAGES.formInvalid, fieldErrors, values: typedValues(fields) };
}

const quoted = (title: string) => `“${title}”`;

/**
 * Answers the /plan page's own-item intents for the signed-in user (`userId` from the session);
 * null for any other intent. `form` is the posted form (FormData, or its text fields). Every
 * change goes through the user's own plan: an item id from another plan changes nothing and is
 * answered as not found.
 */
export async function ownItemsAction({
  intent,
  form,
  userId,
  nowMs = Date.now(),
}: {
  intent: string;
  form: FormData | Record<string, string>;
  userId: string;
  nowMs?: number;
}): Promise<PlanActionAnswer | null> {
  if (!isOwnItemIntent(intent)) return null;
  const fields = form instanceof FormData ? firstValues(form) : form;
  const ownItems = services().ownItems;
  const notFound: PlanActionAnswer = { intent, ok: false, message: OWN_ITEM_MESSAGES.notFound };

  if (intent === "own-add") {
    const parsed = ownItemFieldsSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, fields, parsed.error);
    const added = await ownItems.add(userId, parsed.data, nowMs);
    if (!added.ok) {
      const message = added.reason === "limit" ? OWN_ITEM_MESSAGES.limitReached : OWN_ITEM_MESSAGES.noPlan;
      return { intent, ok: false, message, values: typedValues(fields) };
    }
    return { intent, ok: true, message: `Added ${quoted(added.item.title)} to your plan.` };
  }

  const target = ownItemIdSchema.safeParse(fields);
  if (!target.success) return notFound;
  const { itemId } = target.data;

  if (intent === "own-edit") {
    const parsed = ownItemFieldsSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, fields, parsed.error);
    if (!(await ownItems.edit(userId, itemId, parsed.data, nowMs))) return notFound;
    return { intent, ok: true, message: `Saved ${quoted(parsed.data.title)}.` };
  }

  if (intent === "own-delete") {
    const title = await ownItems.remove(userId, itemId);
    return title === null ? notFound : { intent, ok: true, message: `Deleted ${quoted(title)}.` };
  }

  const direction = intent === "own-move-up" ? "up" : "down";
  if (!(await ownItems.move(userId, itemId, direction, nowMs))) return notFound;
  return { intent, ok: true, message: `Moved the item ${direction}.` };
}
