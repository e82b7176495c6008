import AxeBuilder from "@axe-core/playwright";
import { PAGES } from "../../app/content/pages";
import { expect, test } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// The browser reports the not-found page's 404 status as a console error.
test.use({ allowedConsoleErrors: [/status of 404/] });

// A phone, a small laptop with the sidebar beside the page, and a desktop (issue 16).
const WIDTHS = [390, 800, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path } of [...PAGES, { path: "/no-such-page" }]) {
      test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const severe = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          );
        expect(severe).toEqual([]);
      });
    }
  });
}
