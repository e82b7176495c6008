import { PLAN_PAGE_PATH as PLAN_PATH } from "./reminders";

/**
 * How /plan lays out its items: as cards (the default) or as a compact list (a box, the title
 * and the date). The choice is in the address (`?view=compact`), so the server renders it, a
 * reload keeps it and it works without JavaScript.
 */
export type PlanLayout = "cards" | "compact";

export const PLAN_LAYOUT_PARAM = "view";
const COMPACT = "compact";

/** The print view of the plan (routes/plan.print.tsx). */
export const PLAN_PRINT_PATH = "/plan/print";

/**
 * A visitor's ticked items, added to the print view's address by /plan's link: they are kept
 * in the visitor's browser, and the print view is rendered by the server.
 */
export const PRINT_DONE_PARAM = "done";

export function planLayoutOf(search: URLSearchParams): PlanLayout {
  return search.get(PLAN_LAYOUT_PARAM) === COMPACT ? "compact" : "cards";
}

/**
 * `path` with the address's query and `layout` chosen (every other field, such as a visitor's
 * move, kept) and `done` added: the layout links and, with a visitor's ticks, the print view's.
 */
export function planHref(path: string, search: URLSearchParams, layout: PlanLayout, done: readonly string[] = []) {
  const query = new URLSearchParams(search);
  query.delete(PLAN_LAYOUT_PARAM);
  if (layout === "compact") query.set(PLAN_LAYOUT_PARAM, COMPACT);
  for (const id of done) query.append(PRINT_DONE_PARAM, id);
  return query.size ? `${path}?${query}` : path;
}

/** Where an account's tick form posts: the layout rides along so the answer comes back to it. */
export const tickFormAction = (layout: PlanLayout) => planHref(PLAN_PATH, new URLSearchParams(), layout);

/**
 * Where a tick without JavaScript lands: back on the item, in the layout it was ticked from
 * (the form posted to `tickFormAction`).
 */
export function tickReturnPath(requestUrl: string, itemId: string): string {
  const layout = planLayoutOf(new URL(requestUrl).searchParams);
  return `${tickFormAction(layout)}#item-${itemId}`;
}
