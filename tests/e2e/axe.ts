import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG levels every axe check here holds a page to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's serious and critical findings on the page as it is: "rule: selector, selector". */
export async function severeViolations(page: Page): Promise<string[]> {
  const results = await analyzeLaidOut(page, new AxeBuilder({ page }).withTags(WCAG_TAGS));
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * axe's results for the page as a person sees it: every part laid out. A part marked
 * `render-when-visible` (app.css: `content-visibility: auto`) is skipped while far from the
 * viewport, its box a stand-in size; the browser lays it out as it comes near, so nobody sees it
 * skipped. axe still reads a skipped part's contents, laid out on demand but spilling past the
 * stand-in over whatever follows, and judged a housing page's links against the footer's dark
 * background and its buttons as overlapping (decision 0031, session 27). The parts are shown for
 * the run (a constructed stylesheet: the page's CSP governs style elements, not these), then
 * skipped again.
 */
export async function analyzeLaidOut(page: Page, axe: AxeBuilder) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  try {
    return await axe.analyze();
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}
