import { expect, test } from "./fixtures";

/**
 * The browser's side of the page metadata (every page's canonical URL, Open Graph and Twitter
 * tags, titles, icons, sitemap, robots.txt and structured data are checked over HTTP in
 * tests/http/seo.test.ts).
 */
test.describe("findable", () => {
  test("the welcome page's title, as the browser shows it, names the site once", async ({ page }) => {
    await page.goto("/welcome");
    await expect(page).toHaveTitle("Welcome to Aloha PCS");
  });
});
