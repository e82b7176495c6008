import type { ReactNode } from "react";
import { Link } from "react-router";
import { GLOSSARY_TERMS, glossaryHref, glossaryTerm, type GlossaryId } from "~/content/glossary-terms";

const TERM_LINK = "text-inherit underline decoration-dotted underline-offset-2 hover:decoration-solid";

/** "temporary lodging allowance", or "Temporary lodging allowance" to start a sentence. */
function spelled(expansion: string, capitalized: boolean): string {
  return capitalized ? expansion.charAt(0).toUpperCase() + expansion.slice(1) : expansion;
}

/**
 * An acronym at its first use on a page: spelled out, then the letters, linked to its entry in
 * the glossary, e.g. "temporary lodging allowance (TLA)" → /glossary#tla. Later uses on the page
 * are the bare letters.
 */
export function Term({ id, capitalized = false }: { id: GlossaryId; capitalized?: boolean }) {
  const entry = glossaryTerm(id);
  return (
    <Link to={glossaryHref(id)} className={TERM_LINK}>
      {spelled(entry.expansion, capitalized)} ({entry.acronym})
    </Link>
  );
}

const SPELLED_OUT = new RegExp(
  GLOSSARY_TERMS.map((entry) => `${escapeRegExp(entry.expansion)} \\(${escapeRegExp(entry.acronym)}\\)`).join("|"),
  "gi",
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Text from a content record with its spelled-out acronyms ("permanent change of station
 * (PCS)") linked to the glossary, as <Term> links them in a page's own markup.
 */
export function GlossedText({ children: text }: { children: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SPELLED_OUT)) {
    const acronym = /\(([^)]+)\)$/.exec(match[0])?.[1];
    const entry = GLOSSARY_TERMS.find((candidate) => candidate.acronym === acronym);
    if (!entry) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={glossaryHref(entry.id)} className={TERM_LINK}>
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <>{parts}</>;
}
