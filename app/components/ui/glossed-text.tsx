import type { ReactNode } from "react";
import { GLOSSARY_ACRONYMS } from "~/content/glossary-acronyms";
import { GlossaryLink } from "./term";

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
