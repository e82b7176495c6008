import type { ReactNode } from "react";

/** A page's single h1 and the sentence that says what the page is for. */
export function PageHeader({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>
      {children}
    </header>
  );
}
