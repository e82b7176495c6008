import type { z } from "zod";
import { firstValues } from "~/server/http/form-data.server";
import type { OwnItemsRepository } from "./own-items-repository.server";
import type { PlanAccess } from "./plan-access.server";
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
 * Answers the /plan page's own-item intents on the visitor's plan (`access`, from the session;
 * null without a plan); null for any other intent. `form` is the posted form (FormData, or its
 * text fields). An item id from another plan changes nothing and is answered as not found.
 */
export async function ownItemsAction({
  intent,
  form,
  access,
  ownItems,
  nowMs = Date.now(),
}: {
  intent: string;
  form: FormData | Record<string, string>;
  access: PlanAccess | null;
  ownItems: OwnItemsRepository;
  nowMs?: number;
}): Promise<PlanActionAnswer | null> {
  if (!isOwnItemIntent(intent)) return null;
  const fields = form instanceof FormData ? firstValues(form) : form;
  const notFound: PlanActionAnswer = { intent, ok: false, message: OWN_ITEM_MESSAGES.notFound };

  if (intent === "own-add") {
    const parsed = ownItemFieldsSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, fields, parsed.error);
    if (!access) return { intent, ok: false, message: OWN_ITEM_MESSAGES.noPlan, values: typedValues(fields) };
    const added = await ownItems.add(access, parsed.data, nowMs);
    if (!added.ok) return { intent, ok: false, message: OWN_ITEM_MESSAGES.limitReached, values: typedValues(fields) };
    return { intent, ok: true, message: `Added ${quoted(added.item.title)} to your plan.` };
  }

  const target = ownItemIdSchema.safeParse(fields);
  if (!target.success) return notFound;
  const { itemId } = target.data;

  if (intent === "own-edit") {
    const parsed = ownItemFieldsSchema.safeParse(fields);
    if (!parsed.success) return refused(intent, fields, parsed.error);
    if (!access || !(await ownItems.edit(access, itemId, parsed.data, nowMs))) return notFound;
    return { intent, ok: true, message: `Saved ${quoted(parsed.data.title)}.` };
  }

  if (!access) return notFound;
  if (intent === "own-delete") {
    const title = await ownItems.remove(access, itemId);
    return title === null ? notFound : { intent, ok: true, message: `Deleted ${quoted(title)}.` };
  }

  const direction = intent === "own-move-up" ? "up" : "down";
  if (!(await ownItems.move(access, itemId, direction, nowMs))) return notFound;
  return { intent, ok: true, message: `Moved the item ${direction}.` };
}
