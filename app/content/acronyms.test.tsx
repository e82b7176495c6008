import { describe, expect, it } from "vitest";
import { PAGE_PATHS, renderPageHtml, textOf } from "../../tests/support/page-render";
import { GLOSSARY_TERMS } from "./glossary-terms";
import { GUIDE_PDF_TITLE } from "./guide-pdf";
import { DEFAULT_SITE } from "./site";

/**
 * Issue 30: every acronym from the glossary that a page uses is spelled out where the page
 * first uses it ("temporary lodging allowance (TLA)"). The page's h1 is its name, as in the menu
 * and the tab (a name stays short), so the first use counted is the first after it. The
 * site's name ("Aloha PCS") and the book's title are names too, and email addresses are not prose.
 */

/** The page's prose after its h1: without names, email addresses or jump lists (a nav's labels). */
function bodyText(html: string): string {
  return textOf(html.replace(/^[\s\S]*?<\/h1>/, "").replace(/<nav\b[\s\S]*?<\/nav>/g, ""))
    .replaceAll(DEFAULT_SITE.name, "")
    .replaceAll(GUIDE_PDF_TITLE, "")
    .replace(/\S+@\S+/g, "");
}

/** Each glossary acronym the text uses whose first use is not spelled out just before it. */
export function unexplainedAcronyms(text: string): string[] {
  return GLOSSARY_TERMS.filter((entry) => {
    const first = new RegExp(`\\b${entry.acronym}\\b`).exec(text);
    if (!first) return false;
    const spelled = `${entry.expansion} (`;
    return text.slice(first.index - spelled.length, first.index).toLowerCase() !== spelled.toLowerCase();
  }).map((entry) => entry.acronym);
}

describe("acronyms are spelled out at their first use", () => {
  it("finds an acronym used before it is spelled out, and accepts one spelled out first", () => {
    expect(unexplainedAcronyms("Book your TLA hotel. Temporary lodging allowance (TLA) pays for it.")).toEqual(["TLA"]);
    expect(unexplainedAcronyms("Temporary lodging allowance (TLA) pays for a hotel. TLA has a daily limit.")).toEqual(
      [],
    );
    expect(unexplainedAcronyms("A PCS move")).toEqual(["PCS"]);
  });

  it.each(PAGE_PATHS)("on %s", async (path) => {
    expect(unexplainedAcronyms(bodyText(await renderPageHtml(path)))).toEqual([]);
  });
});
