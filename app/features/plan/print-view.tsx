import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { printedPlan, type PrintPlanView } from "./print-plan";

/**
 * The plan made for paper (issue 33): the household's move in one line, then what is left by
 * month, each item with an empty box to tick with a pen, its date and one line of what it is,
 * and what is done in a short list. Small type and no site chrome in print (the header, the
 * sidebar and the footer are `print-hidden`), so a whole plan fits on about two pages.
 */
export function PrintedPlan({ plan, planHref }: { plan: PrintPlanView; planHref: string }) {
  const { months, done } = printedPlan(plan.entries, plan.doneIds);
  const toDo = plan.entries.length - done.length;
  return (
    <article className="text-slate-900 print:text-[9pt] print:leading-snug">
      <header className="border-b-2 border-ocean-900 pb-3 print:pb-1">
        <h1 className="text-3xl font-bold text-ocean-900 print:text-[15pt]">PCS plan</h1>
        <p className="mt-1 font-semibold">{plan.headerLine}</p>
        <p className="mt-1 text-sm text-slate-700 print:mt-0 print:text-[8pt]">
          Printed <time dateTime={plan.today}>{plan.todayLabel}</time> · {done.length} of {plan.entries.length} done ·
          Dates are Hawaii calendar dates.
        </p>
        <PrintActions planHref={planHref} />
      </header>
      <h2 className="mt-5 text-xl font-bold text-ocean-900 print:mt-2 print:text-[11pt]">To do ({toDo})</h2>
      {toDo ? null : <p className="mt-2">Everything on the plan is done.</p>}
      {months.map((month) => (
        <section
          key={month.month ?? "undated"}
          aria-labelledby={`print-${month.month ?? "undated"}`}
          className="mt-4 print:mt-1.5"
        >
          <h3
            id={`print-${month.month ?? "undated"}`}
            className="border-b border-slate-300 text-lg font-semibold text-ocean-900 break-after-avoid print:text-[10pt]"
          >
            {month.heading}
          </h3>
          <ul>
            {month.entries.map((entry) => (
              <li key={entry.id} className="flex gap-2 py-1 break-inside-avoid print:py-px">
                <span
                  aria-hidden="true"
                  className="mt-1 size-3.5 shrink-0 rounded-sm border border-slate-800 print:mt-[0.2em] print:size-[0.85em] print:rounded-none"
                />
                <div className="min-w-0">
                  <p>
                    <span className="font-semibold">{entry.title}</span>
                    {entry.dueDate ? (
                      <>
                        {" "}
                        · <time dateTime={entry.dueDate}>{entry.dueLabel}</time>
                      </>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700 print:text-[8pt]">{entry.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {done.length ? (
        <section aria-labelledby="print-done" className="mt-5 print:mt-2">
          <h2 id="print-done" className="text-xl font-bold text-ocean-900 print:text-[11pt]">
            Done ({done.length})
          </h2>
          <ul className="mt-1 text-sm sm:columns-2 print:columns-2 print:text-[8pt]">
            {done.map((entry) => (
              <li key={entry.id} className="break-inside-avoid">
                <span aria-hidden="true">✓ </span>
                {entry.title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** Print (only once JavaScript runs: it is the browser's print dialog) and the way back; neither is printed. */
function PrintActions({ planHref }: { planHref: string }) {
  const hydrated = useHydrated();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 print-hidden">
      {hydrated ? <Button onClick={() => window.print()}>Print</Button> : null}
      <Link to={planHref} className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline">
        Back to my plan
      </Link>
    </div>
  );
}
