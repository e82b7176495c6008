import type { ReactNode } from "react";

/**
 * A page's single h1 and the sentence that says what the page is for. A decorative
 * `illustration` (app/components/illustrations) takes the second column: beside the heading on
 * phones, with the lead running under both, and from `sm` up beside heading and lead (it spans
 * both rows itself, and sets its own size). It comes after the heading in the document, so the
 * heading is still read first.
 */
export function PageHeader({
  heading,
  lead,
  illustration,
  children,
}: {
  heading: string;
  /** A sentence; JSX where it spells out an acronym with <Term>. */
  lead: ReactNode;
  illustration?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8">
      <div className={illustration ? "grid grid-cols-[minmax(0,1fr)_auto] items-center" : undefined}>
        <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">{heading}</h1>
        {illustration}
        <p className="col-span-2 mt-3 max-w-3xl text-lg text-slate-700 sm:col-span-1">{lead}</p>
      </div>
      {children}
    </header>
  );
}
