import { expect, test, visit } from "./fixtures";

// No script before the first contentful paint (docs/decisions/0006): the page sweep checks it
// on a prerendered guide and on a page rendered per request (tests/e2e/page-sweep.spec.ts); what
// the pages carry for it is an HTTP check (tests/http/first-paint.test.ts).

test("a signed-out visitor's first click after hydration navigates on the client", async ({ page }) => {
  await visit(page, "/pcs-toolkit/pet-travel");
  await page.evaluate(() => ((window as { marker?: string }).marker = "same document"));
  await page.getByRole("navigation").getByRole("link", { name: "Renting near base" }).first().click();
  await expect(page).toHaveURL(/\/housing\/verified-rentals$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same document");
});
