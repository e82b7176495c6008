import type { Locator, Page } from "@playwright/test";
import { GUIDES } from "../../app/content/guides";
import { expect, test, visit } from "./fixtures";

/** The guides whose header carries an illustration: every guide but the calculators (size budget). */
const ILLUSTRATED_GUIDES = GUIDES.map((guide) => guide.path).filter((path) => !path.startsWith("/calculators/"));

/** The page's own header (not the site's banner): the one that holds the h1. */
const pageHeader = (page: Page) =>
  page
    .getByRole("main")
    .locator("header")
    .filter({ has: page.getByRole("heading", { level: 1 }) });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "element has a box").not.toBeNull();
  return found!;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page wider than the viewport").toBeLessThanOrEqual(clientWidth);
}

test.describe("guide header illustrations", () => {
  for (const path of ILLUSTRATED_GUIDES) {
    test(`${path}: a decorative svg beside the h1, and no sideways scroll at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, path);
      const header = pageHeader(page);
      await expect(header).toHaveCount(1);
      const heading = header.getByRole("heading", { level: 1 });
      const illustration = header.locator("h1 ~ svg");
      await expect(illustration).toHaveCount(1);
      await expect(illustration).toBeVisible();
      await expect(illustration).toHaveAttribute("aria-hidden", "true");
      await expect(illustration).toHaveAttribute("focusable", "false");
      expect(await illustration.evaluate((svg) => svg.textContent)).toBe("");

      // Read after the heading, drawn to its right at its height, in a fixed 4:3 box.
      const headingFirst = await header.evaluate((element) => {
        const [first] = element.querySelectorAll("h1, svg");
        return first?.tagName === "H1";
      });
      expect(headingFirst, "the heading comes before any svg in the header").toBe(true);
      const headingBox = await box(heading);
      const art = await box(illustration);
      expect(art.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
      expect(art.y).toBeLessThan(headingBox.y + headingBox.height);
      expect(art.y + art.height).toBeGreaterThan(headingBox.y);
      expect(art.width / art.height).toBeCloseTo(4 / 3, 1);

      // A phone: still beside the heading, small.
      await page.setViewportSize({ width: 390, height: 800 });
      await expect(illustration).toBeVisible();
      const phoneHeading = await box(heading);
      const phoneArt = await box(illustration);
      expect(phoneArt.x).toBeGreaterThanOrEqual(phoneHeading.x + phoneHeading.width);
      expect(phoneArt.width).toBeLessThanOrEqual(96);
      await expectNoSidewaysScroll(page);

      // The narrowest phones: the heading gets the whole width, and nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 800 });
      await expect(illustration).toBeHidden();
      await expect(heading).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});
