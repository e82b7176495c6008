import type { Page } from "@playwright/test";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

const MAP_PAGES = ["/", "/housing/base-housing", "/housing/verified-rentals", "/housing/va-homes"] as const;

function oahuMap(page: Page) {
  return page.getByRole("group", { name: /^Map of Oahu/ });
}

test.describe("Oahu map", () => {
  for (const path of MAP_PAGES) {
    test(`${path} shows the island with its installations and towns as links that lead somewhere`, async ({ page }) => {
      await visit(page, path);
      const map = oahuMap(page);
      await expect(map).toBeVisible();
      await expect(map.locator("path").first()).toHaveAttribute("d", /^M[\d. L]+Z$/);
      await expect(map.getByRole("img", { name: /^Wheeler: Wheeler Army Airfield, Army$/ })).toHaveCount(1);
      await expect(map.getByRole("link", { name: /^Schofield: Schofield Barracks, Army$/ })).toHaveAttribute(
        "href",
        "/housing/base-housing#schofield",
      );
      expect(await map.getByRole("link").count()).toBeGreaterThanOrEqual(8);
      await expectInSiteLinksWork(page);
    });
  }

  test("a town on the home page's map opens its card of homes for sale", async ({ page }) => {
    await visit(page, "/");
    await oahuMap(page).getByRole("link", { name: "Kailua", exact: true }).click();
    await expect(page).toHaveURL(/\/housing\/va-homes#homes-kailua$/);
    const card = page.locator("#homes-kailua");
    await expect(card.getByRole("heading", { name: "Kailua" })).toBeInViewport();
  });

  test("a neighbourhood on the rentals map opens its rental area", async ({ page }) => {
    await visit(page, "/housing/verified-rentals");
    await oahuMap(page).getByRole("link", { name: "Waipio", exact: true }).click();
    await expect(page).toHaveURL(/#central-oahu$/);
    await expect(page.locator("#central-oahu").getByRole("heading", { name: "Central Oahu" })).toBeInViewport();
  });

  test("an installation on the base housing map opens its housing card", async ({ page }) => {
    await visit(page, "/housing/base-housing");
    await oahuMap(page)
      .getByRole("link", { name: /^Kaneohe Bay:/ })
      .click();
    await expect(page).toHaveURL(/#mcbh$/);
    await expect(page.locator("#mcbh").getByRole("heading", { name: /Marine Corps Base Hawaii/ })).toBeInViewport();
  });

  test("says each town's distances in words, with a drive time only where a guide states one", async ({ page }) => {
    await visit(page, "/housing/va-homes");
    const figure = page.getByRole("figure", { name: "Where each area is, and the installations" });
    await expect(figure.getByRole("listitem").filter({ hasText: "Kailua" })).toHaveText(
      "Kailua: 3 mi to Kaneohe Bay (about 15 minutes by car), 10 mi to Fort Shafter",
    );
    await expect(figure.getByRole("listitem").filter({ hasText: "Wahiawa" })).toHaveText(
      "Wahiawa: 2 mi to Wheeler, 3 mi to Schofield",
    );
    // The same stated time in the Kailua card: one figure, kept in one place.
    await expect(page.locator("#homes-kailua")).toContainText("about 15 minutes from Marine Corps Base Hawaii");
  });

  for (const width of [320, 390, 800]) {
    test(`fits a ${width} px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/");
      await oahuMap(page).scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test.describe("Oahu map without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its links are plain links that work", async ({ page }) => {
    await page.goto("/housing/verified-rentals");
    await oahuMap(page).getByRole("link", { name: "Kailua", exact: true }).click();
    await expect(page).toHaveURL(/\/housing\/verified-rentals#windward-oahu$/);
    await expect(page.locator("#windward-oahu")).toBeInViewport();
  });
});
