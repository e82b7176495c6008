import { expect, test, visit } from "./fixtures";

/**
 * Grids follow the width <main> really has (a container), not the window's: beside the open
 * sidebar an 800 px window leaves about 500 px, where three columns of cards crushed names and
 * dollar figures out of their boxes (issue 16).
 */
const PAGES_WITH_CARD_GRIDS = [
  "/housing/va-homes",
  "/housing/verified-rentals",
  "/housing/va-assumptions",
  "/programs",
  "/pcs-toolkit/pet-travel",
  "/pcs-toolkit/storage-facilities",
];

for (const width of [800, 1024]) {
  test.describe(`at ${width} px with the sidebar open`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES_WITH_CARD_GRIDS) {
      test(`nothing on ${path} spills out of its box`, async ({ page }) => {
        await visit(page, path);
        await expect(page.getByRole("button", { name: "Toggle menu" })).toHaveAttribute("aria-expanded", "true");
        await page.evaluate(() => document.fonts.ready);
        const spilling = await page.locator("main").evaluate((main) =>
          Array.from(main.querySelectorAll<HTMLElement>("*"))
            .filter((element) => {
              const style = getComputedStyle(element);
              if (style.display === "inline" || ["auto", "scroll", "hidden", "clip"].includes(style.overflowX)) {
                return false;
              }
              return element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
            })
            .map((element) => `${element.tagName} "${element.textContent?.slice(0, 40)}"`),
        );
        expect(spilling).toEqual([]);
      });
    }
  });
}
