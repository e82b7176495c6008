import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GlossedText } from "./glossed-text";
import { Term } from "./term";

function html(element: ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, "");
}

const link = (id: string, letters: string) => new RegExp(`<a [^>]*href="/glossary#${id}"[^>]*>${letters}</a>`);

describe("acronyms spelled out and linked to the glossary", () => {
  it("<Term> writes the words, then the letters linked to their entry", () => {
    expect(html(<Term acronym="TLA">temporary lodging allowance</Term>)).toMatch(
      /^temporary lodging allowance \(<a [^>]*href="\/glossary#tla"[^>]*>TLA<\/a>\)$/,
    );
  });

  it("GlossedText links the letters of each spelled-out acronym in a record's text, and nothing else", () => {
    const out = html(
      <GlossedText>{"Your temporary lodging allowance (TLA) pays. TLA has a cap (about $177)."}</GlossedText>,
    );
    expect(out).toMatch(link("tla", "TLA"));
    expect(out.replace(/<[^>]+>/g, "")).toBe(
      "Your temporary lodging allowance (TLA) pays. TLA has a cap (about $177).",
    );
    expect(out.match(/<a /g)).toHaveLength(1);
    expect(html(<GlossedText>{"No acronym here (none)."}</GlossedText>)).toBe("No acronym here (none).");
  });
});
