import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { GlossedText, Term } from "./term";

function html(element: ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, "");
}

describe("acronyms spelled out and linked to the glossary", () => {
  it("<Term> writes the words, then the letters, as one link to the entry", () => {
    expect(html(<Term id="tla" />)).toMatch(
      /<a [^>]*href="\/glossary#tla"[^>]*>temporary lodging allowance \(TLA\)<\/a>/,
    );
    expect(html(<Term id="pcs" capitalized />)).toContain(">Permanent change of station (PCS)</a>");
  });

  it("GlossedText links each spelled-out acronym in a record's text and leaves the rest as written", () => {
    const out = html(
      <GlossedText>{"Book it with your Temporary lodging allowance (TLA). TLA is paid daily."}</GlossedText>,
    );
    expect(out).toMatch(
      /Book it with your <a [^>]*href="\/glossary#tla"[^>]*>Temporary lodging allowance \(TLA\)<\/a>\. TLA is paid daily\./,
    );
    expect(html(<GlossedText>{"No acronym here (none)."}</GlossedText>)).toBe("No acronym here (none).");
  });
});
