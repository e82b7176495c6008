import type { OwnItemsRepository } from "./own-items-repository.server";
import type { PlanAccess } from "./plan-access.server";
import type { IntentValue } from "./plan-intents.server";
import type { PlanActionAnswer } from "../plan-action";
import { OWN_ITEM_MESSAGES } from "../own-items";

const quoted = (title: string) => `“${title}”`;

type OwnItemValue = IntentValue<"own-add" | "own-edit" | "own-delete" | "own-move-up" | "own-move-down">;

/**
 * Answers the /plan page's own-item intents (their fields already checked by the page's intent
 * table, plan-intents.server.ts) on the visitor's plan (`access`, from the session; null without
 * a plan). An item id from another plan changes nothing and is answered as not found.
 */
export async function ownItemsAction(
  value: OwnItemValue,
  { access, ownItems, nowMs = Date.now() }: { access: PlanAccess | null; ownItems: OwnItemsRepository; nowMs?: number },
): Promise<PlanActionAnswer> {
  const { intent } = value;
  const notFound: PlanActionAnswer = { intent, ok: false, message: OWN_ITEM_MESSAGES.notFound };
  switch (value.intent) {
    case "own-add": {
      const { intent: _, ...fields } = value;
      if (!access) return { intent, ok: false, message: OWN_ITEM_MESSAGES.noPlan };
      const added = await ownItems.add(access, fields, nowMs);
      if (!added.ok) return { intent, ok: false, message: OWN_ITEM_MESSAGES.limitReached };
      return { intent, ok: true, message: `Added ${quoted(added.item.title)} to your plan.` };
    }
    case "own-edit": {
      const { intent: _, itemId, ...fields } = value;
      if (!access || !(await ownItems.edit(access, itemId, fields, nowMs))) return notFound;
      return { intent, ok: true, message: `Saved ${quoted(fields.title)}.` };
    }
    case "own-delete": {
      const title = access ? await ownItems.remove(access, value.itemId) : null;
      return title === null ? notFound : { intent, ok: true, message: `Deleted ${quoted(title)}.` };
    }
    default: {
      const direction = value.intent === "own-move-up" ? "up" : "down";
      if (!access || !(await ownItems.move(access, value.itemId, direction, nowMs))) return notFound;
      return { intent, ok: true, message: `Moved the item ${direction}.` };
    }
  }
}
