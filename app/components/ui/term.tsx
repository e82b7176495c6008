import { Link } from "react-router";
import type { GLOSSARY_ACRONYMS } from "~/content/glossary-acronyms";

/*
 * An acronym at its first use on a page is spelled out, then its letters follow in brackets,
 * linked to its entry in the glossary: "temporary lodging allowance (TLA)", TLA → /glossary#tla.
 * Later uses on the page are the bare letters. The words are the page's own, checked against
 * the glossary's by acronyms.test.tsx, so no page's script carries the glossary.
 */

export type GlossaryAcronym = (typeof GLOSSARY_ACRONYMS)[number];

/** An acronym's letters, linked to its glossary entry. */
export function GlossaryLink({ acronym }: { acronym: string }) {
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
