import type { ReactNode } from "react";
import { Link } from "react-router";
import { GLOSSARY_ACRONYMS } from "~/content/glossary-acronyms";

/*
 * An acronym at its first use on a page is spelled out, then its letters follow in brackets,
 * linked to its entry in the glossary: "temporary lodging allowance (TLA)", TLA → /glossary#tla.
 * Later uses on the page are the bare letters. Only the acronyms' letters reach the pages'
 * scripts; the words are the page's, checked against the glossary's by acronyms.test.tsx.
 */

export type GlossaryAcronym = (typeof GLOSSARY_ACRONYMS)[number];

function GlossaryLink({ acronym }: { acronym: string }) {
  return (
    <Link
      to={`/glossary#${acronym.toLowerCase()}`}
      className="underline decoration-dotted underline-offset-2 hover:decoration-solid"
    >
      {acronym}
    </Link>
  );
}

/** In a page's markup: `<Term acronym="TLA">temporary lodging allowance</Term>`. */
export function Term({ acronym, children: words }: { acronym: GlossaryAcronym; children: string }) {
  return (
    <>
      {words} (<GlossaryLink acronym={acronym} />)
    </>
  );
}

const BRACKETED_ACRONYM = new RegExp(`\\((${GLOSSARY_ACRONYMS.join("|")})\\)`, "g");

/**
 * Text from a content record, with the letters of each spelled-out acronym ("permanent change of
 * station (PCS)") linked to the glossary, as <Term> links them in a page's own markup.
 */
export function GlossedText({ children: text }: { children: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(BRACKETED_ACRONYM)) {
    parts.push(text.slice(last, match.index + 1), <GlossaryLink key={match.index} acronym={match[1]!} />);
    last = match.index + match[0].length - 1;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <>{parts}</>;
}
