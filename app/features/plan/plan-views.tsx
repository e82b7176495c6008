import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { readableDate } from "./calendar-date";
import type { PlanItem } from "./due-dates";
import type { OwnPlanEntry } from "./own-items";
import type { PlanBuckets, PlanEntry } from "./plan-buckets";
import { BASIS_LABEL } from "./plan-basis";
import { TICK_INTENT } from "~/lib/tick-submission";
import { PLAN_INTENT_FIELD, tickFetcherKey } from "./plan-action";
import { CompactEntry, PlanLayoutToggle, TickBox, usePlanLayout } from "./plan-compact";
import { tickFormAction, type PlanLayout } from "./plan-layout";

export { BASIS_LABEL };

/** "Mon, Jan 4, 2027": the plan's dates as every part of the plan writes them. */
export const formatPlanDate = readableDate;

/** How an item is ticked: on the server for an account, in this browser for a visitor. */
export type Ticking =
  /** On the server: the page keeps each answer (tick-answers.ts) and does not reload for ticks. */
  | { kind: "account" }
  | { kind: "browser"; toggle: (itemId: string, done: boolean) => void }
  /** A visitor before the page's script runs: nothing to tick with yet. */
  | { kind: "none" };

/**
 * "Start now" first: what was already due the day the plan was dated is where a new plan
 * starts, not a failure; "Overdue" is only what fell due since (plan-buckets.ts).
 */
const VIEWS = [
  { key: "startNow", heading: "Start now", empty: "Nothing was already due when your plan was dated." },
  { key: "overdue", heading: "Overdue", empty: "Nothing overdue." },
  { key: "thisWeek", heading: "This week", empty: "Nothing due in the next seven days." },
  { key: "upcoming", heading: "Upcoming", empty: "Nothing further ahead." },
  { key: "done", heading: "Done", empty: "Nothing marked done yet." },
] as const;

/** The progress bar and the five views, each a list of the plan's items. */
export function PlanViews({
  buckets,
  ticking,
  doneNotes = {},
}: {
  buckets: PlanBuckets<PlanEntry>;
  ticking: Ticking;
  /** For an account's done items: who ticked it and when. */
  doneNotes?: Record<string, string>;
}) {
  const { completed, total, percent } = buckets.progress;
  const layout = usePlanLayout();
  return (
    <section aria-labelledby="plan-views-heading" className="mt-10">
      <h2 id="plan-views-heading" className="text-2xl font-bold text-ocean-900">
        Your dated plan
      </h2>
      <div className="mt-3">
        <p id="plan-progress-label" className="text-sm font-semibold text-slate-800">
          {completed} of {total} done ({percent}%)
        </p>
        <ProgressBar
          labelId="plan-progress-label"
          completed={completed}
          total={total}
          percent={percent}
          className="mt-1"
        />
      </div>
      <PlanLayoutToggle
        layout={layout}
        visitorDone={ticking.kind === "browser" ? buckets.done.map((item) => item.id) : []}
      />
      <nav aria-label="Plan views" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm print:hidden">
        {VIEWS.map((view) => (
          <a key={view.key} href={`#plan-${view.key}`} className="min-h-11 content-center text-ocean-800 underline">
            {view.heading} ({buckets[view.key].length})
          </a>
        ))}
      </nav>
      {VIEWS.map((view) => (
        <section key={view.key} id={`plan-${view.key}`} aria-labelledby={`plan-${view.key}-heading`} className="mt-8">
          <h3 id={`plan-${view.key}-heading`} className="text-xl font-semibold text-ocean-900">
            {view.heading} <span className="font-normal text-slate-600">({buckets[view.key].length})</span>
          </h3>
          {buckets[view.key].length ? (
            <ul className={layout === "compact" ? "mt-2" : "mt-3 space-y-3"}>
              {buckets[view.key].map((item) =>
                layout === "compact" ? (
                  <CompactEntry
                    key={item.id}
                    entry={item}
                    dueLabel={item.dueDate ? formatPlanDate(item.dueDate) : null}
                    tick={<TickControl item={item} done={view.key === "done"} ticking={ticking} look="compact" />}
                  />
                ) : (
                  <EntryCard
                    key={item.id}
                    entry={item}
                    done={view.key === "done"}
                    doneNote={view.key === "done" ? doneNotes[item.id] : undefined}
                    ticking={ticking}
                  />
                ),
              )}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{view.empty}</p>
          )}
        </section>
      ))}
    </section>
  );
}

type CardProps = { done: boolean; doneNote: string | undefined; ticking: Ticking };

function EntryCard({ entry, ...props }: CardProps & { entry: PlanEntry }) {
  return "kind" in entry ? <OwnEntryCard entry={entry} {...props} /> : <PlanItemCard item={entry} {...props} />;
}

/**
 * What every line of the plan shows: its title, when it is due (`when`), who ticked it, and the
 * tick; `children` is what the kind of entry adds below.
 */
function EntryFrame({
  entry,
  when,
  tone,
  done,
  doneNote,
  ticking,
  children,
}: CardProps & {
  entry: PlanEntry;
  when: ReactNode;
  tone: string;
  children: ReactNode;
}) {
  return (
    <li
      id={`item-${entry.id}`}
      className={`rounded-lg border p-4 shadow-sm break-inside-avoid print:shadow-none ${tone}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold text-slate-900">
            {done ? <span className="sr-only">Done: </span> : null}
            {entry.title}
          </h4>
          <p className="mt-1 text-sm text-slate-700">{when}</p>
          {doneNote ? <p className="mt-1 text-sm font-semibold text-emerald-800">{doneNote}</p> : null}
        </div>
        <TickControl item={entry} done={done} ticking={ticking} />
      </div>
      {children}
    </li>
  );
}

/** One of the family's own items: its date if it has one, its note, and where to change it. */
function OwnEntryCard({ entry, ...props }: CardProps & { entry: OwnPlanEntry }) {
  const when = entry.dueDate ? (
    <>
      Due <time dateTime={entry.dueDate}>{formatPlanDate(entry.dueDate)}</time> · Your own item
    </>
  ) : (
    "No date · Your own item"
  );
  return (
    <EntryFrame entry={entry} when={when} tone="border-ocean-100 bg-sand-50" {...props}>
      {entry.note ? <p className="mt-2 whitespace-pre-line text-slate-800">{entry.note}</p> : null}
      <p className="mt-1 text-sm print:hidden">
        <a href="#own-items" className="inline-flex min-h-11 items-center text-ocean-800 underline">
          Edit your own items
        </a>
      </p>
    </EntryFrame>
  );
}

/** A rule's item: why this date, whether a figure is unconfirmed, its guide and official source. */
function PlanItemCard({ item, ...props }: CardProps & { item: PlanItem }) {
  const when = (
    <>
      Due <time dateTime={item.dueDate}>{formatPlanDate(item.dueDate)}</time>
      {item.earliestDate ? (
        <>
          {" "}
          (not before <time dateTime={item.earliestDate}>{formatPlanDate(item.earliestDate)}</time>)
        </>
      ) : null}{" "}
      · {BASIS_LABEL[item.basis]}
    </>
  );
  return (
    <EntryFrame entry={item} when={when} tone="border-slate-200 bg-white" {...props}>
      <p className="mt-2 text-slate-800">{item.hint}</p>
      <details className="mt-2 text-sm text-slate-700">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ocean-800">Why this date</summary>
        <p className="mt-1">{item.timing}</p>
        {item.anchor.estimate ? <p className="mt-1">{item.anchor.estimate}</p> : null}
        {item.unconfirmed ? (
          <p className="mt-1">
            <strong>Not confirmed:</strong> {item.unconfirmed}
          </p>
        ) : null}
      </details>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
        <a href={item.guidePath} className="inline-flex min-h-11 items-center text-ocean-800 underline">
          Read the guide<span className="sr-only">: {item.title}</span>
        </a>
        {item.source ? (
          <a
            href={item.source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-ocean-800 underline"
          >
            {item.source.official ? item.source.publisher : `${item.source.publisher} (secondary source)`}
            <span className="sr-only">
              {item.source.official ? " (official source, opens in a new tab)" : " (opens in a new tab)"}
            </span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
      </p>
    </EntryFrame>
  );
}

/**
 * "Mark done" / "Not done yet": for an account, a form posted by the item's own fetcher (the
 * page shows the new state at once and keeps it; without JavaScript it is a plain form post
 * that comes back to the item), a toggle in this browser for a visitor.
 */
function TickControl({
  item,
  done,
  ticking,
  look = "cards",
}: {
  item: Pick<PlanEntry, "id" | "title">;
  done: boolean;
  ticking: Ticking;
  /** `compact`: a box to tick (the compact list's), posting back to the compact list. */
  look?: PlanLayout;
}) {
  if (ticking.kind === "none") return null;
  const label = done ? "Not done yet" : "Mark done";
  // The visible words first (so voice control finds them), then the item: "Mark done: Book movers".
  const accessibleLabel = `${label}: ${item.title}`;
  if (ticking.kind === "browser") {
    const toggle = () => ticking.toggle(item.id, !done);
    if (look === "compact") return <TickBox done={done} itemTitle={item.title} onClick={toggle} />;
    return (
      <Button
        variant={done ? "outline" : "secondary"}
        size="sm"

        aria-label={accessibleLabel}
        onClick={toggle}
        className="print:hidden"
      >
        {label}
      </Button>
    );
  }
  return <AccountTick item={item} done={done} label={label} accessibleLabel={accessibleLabel} look={look} />;
}

function AccountTick({
  item,
  done,
  label,
  accessibleLabel,
  look,
}: {
  item: Pick<PlanEntry, "id" | "title">;
  done: boolean;
  label: string;
  accessibleLabel: string;
  look: PlanLayout;
}) {
  // Keyed by the item: the tick carries on while the item moves to another list (a new card).
  const fetcher = useFetcher({ key: tickFetcherKey(item.id) });
  return (
    <fetcher.Form method="post" action={tickFormAction(look)} className="print:hidden">
      <input type="hidden" name={PLAN_INTENT_FIELD} value={TICK_INTENT} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="done" value={done ? "false" : "true"} />
      {look === "compact" ? (
        <TickBox type="submit" done={done} itemTitle={item.title} />
      ) : (
        <Button type="submit" variant={done ? "outline" : "secondary"} size="sm" aria-label={accessibleLabel}>
          {label}
        </Button>
      )}
    </fetcher.Form>
  );
}
