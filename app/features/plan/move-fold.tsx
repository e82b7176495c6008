import { lazy, type ReactNode } from "react";

/**
 * The move form's code, loaded on its own after the page's: folded, the form is not on the
 * first screen, and the server has already rendered it (it works without JavaScript), so the
 * page's first script stays within its budget (decision 0004), as the calculators' results do.
 */
export const LazyMoveForm = lazy(() => import("./move-form").then((module) => ({ default: module.MoveForm })));

/**
 * The move form folded into its one-line summary once a move is saved (issue 33), so the plan
 * is the first screen: "Edit" opens the form. A `<details>`, so it opens without JavaScript.
 * Open while there is no move yet (`summary` null: the form alone) and after a refused save,
 * so its messages show.
 */
export function MoveFold({ summary, open, children }: { summary: string | null; open: boolean; children: ReactNode }) {
  if (summary === null) return children;
  return (
    <details open={open}>
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 text-slate-800 [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-ocean-800 underline underline-offset-2">
          Edit<span className="sr-only"> your move</span>
        </span>
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
