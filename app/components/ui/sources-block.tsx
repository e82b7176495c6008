import { GUIDE_PDF_PATH, GUIDE_PDF_TITLE } from "~/content/guide-pdf";
import type { GuideSources, SourceLink } from "~/content/sources";
import { cn } from "~/lib/cn";
import { ExternalLink } from "./external-link";

/**
 * Where a page's facts come from and when they were last checked. Official pages first;
 * third-party summaries the page leans on are listed after them, labelled as such. Ends with
 * the PDF guide, built from the same records, for reading offline. Laid out only when near the
 * viewport (`render-when-visible`, app.css): it closes every guide, calculator and housing page,
 * screens below a phone's first (decision 0031, session 28).
 */
export function SourcesBlock({ guide, className }: { guide: GuideSources; className?: string }) {
  const { sources, lastReviewed } = guide;
  const official = sources.filter((source) => source.official);
  const other = sources.filter((source) => !source.official);
  return (
    <section
      aria-labelledby="official-sources"
      className={cn("render-when-visible mt-12 rounded-xl border border-ocean-100 bg-white p-5", className)}
    >
      <h2 id="official-sources" className="text-xl font-bold text-ocean-900">
        Official sources
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Last reviewed {lastReviewed}. Fees, phone numbers and rules change often: check the official page before you act
        on a figure here.
      </p>
      <SourceList sources={official} />
      {other.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">Third-party summaries we also used</h3>
          <SourceList sources={other} />
        </>
      ) : null}
      <p className="mt-4 border-t border-ocean-100 pt-3 text-sm text-slate-700">
        Take this guide with you:{" "}
        <ExternalLink href={GUIDE_PDF_PATH} format="PDF" showIcon={false}>
          the {GUIDE_PDF_TITLE}
        </ExternalLink>{" "}
        has it and every other guide on this site, for reading offline or printing.
      </p>
    </section>
  );
}

function SourceList({ sources }: { sources: readonly SourceLink[] }) {
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {sources.map((source) => (
        <li key={source.url}>
          <ExternalLink href={source.url}>{source.title}</ExternalLink>
          <span className="text-slate-600"> ({source.publisher})</span>
        </li>
      ))}
    </ul>
  );
}
