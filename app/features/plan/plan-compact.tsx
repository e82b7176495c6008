import type { ComponentProps, ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { CalendarDate } from "./calendar-date";
import { PLAN_PAGE_PATH } from "./reminders";
import { planHref, planLayoutOf, PLAN_PRINT_PATH, type PlanLayout } from "./plan-layout";

/**
 * The plan's compact list (issue 33): per item only a box to tick, the title and the date. The
 * rest of the page (the views, the ticks) is plan-views.tsx's; this file holds what it adds.
 */

/** The layout in the address: the server renders it, so a reload keeps it, with or without JavaScript. */
export function usePlanLayout(): PlanLayout {
  return planLayoutOf(useSearchParams()[0]);
}

const LAYOUTS = [
  ["cards", "Cards"],
  ["compact", "Compact list"],
] as const;

const linkClass =
  "min-h-11 content-center text-ocean-800 underline aria-[current=true]:font-semibold aria-[current=true]:no-underline";

/**
 * "Cards · Compact list · Print view": links, so they work before (and without) JavaScript.
 * `visitorDone`: a visitor's ticks, which their browser keeps, for the print view's address.
 */
export function PlanLayoutToggle({ layout, visitorDone }: { layout: PlanLayout; visitorDone: readonly string[] }) {
  const [search] = useSearchParams();
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 text-sm print-hidden">
      <span className="text-slate-700">Show as</span>
      {LAYOUTS.map(([key, label]) => (
        <Link
          key={key}
          to={`${planHref(PLAN_PAGE_PATH, search, key)}#plan-views-heading`}
          aria-current={layout === key}
          className={linkClass}
        >
          {label}
        </Link>
      ))}
      <Link to={planHref(PLAN_PRINT_PATH, search, "cards", visitorDone)} className={linkClass}>
        Print view
      </Link>
    </p>
  );
}

/**
 * One line of the compact list. `tick` is the item's tick (TickControl as a box); the anchor
 * is the card's, so a tick without JavaScript comes back to the item here too.
 */
export function CompactEntry({
  entry,
  dueLabel,
  tick,
}: {
  entry: { id: string; title: string; dueDate?: CalendarDate };
  dueLabel: string | null;
  tick: ReactNode;
}) {
  return (
    <li id={`item-${entry.id}`} className="flex items-center gap-2 border-b border-slate-200 py-1">
      {tick}
      <span className="min-w-0 flex-1">{entry.title}</span>
      {entry.dueDate ? (
        <time dateTime={entry.dueDate} className="shrink-0 text-sm text-slate-700">
          {dueLabel}
        </time>
      ) : null}
    </li>
  );
}

/**
 * The compact list's tick: a button that reads as a checkbox ("Book movers, checkbox, not
 * checked"), so it posts like the cards' "Mark done" (a form without JavaScript) yet looks
 * like what it is. The 44 px button holds a 20 px box.
 */
export function TickBox({
  done,
  itemTitle,
  ...props
}: ComponentProps<"button"> & { done: boolean; itemTitle: string }) {
  return (
    <button
      role="checkbox"
      aria-checked={done}
      aria-label={itemTitle}
      className="group flex size-11 shrink-0 items-center justify-center print-hidden"
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-5 rounded border-2 border-ocean-800 text-center text-sm/4 font-bold text-white group-aria-checked:bg-ocean-800"
      >
        {done ? "✓" : null}
      </span>
    </button>
  );
}
