import { PAGES } from "../../app/content/pages";
import { expect, test, visit } from "./fixtures";

test("every page writes a percentage one way, with no space before the sign (8%, not 8 %)", async ({ request }) => {
  const paths = [
    ...PAGES.map((page) => page.path),
    // The calculators' results and messages, rendered by the server.
    "/calculators/assumption-cruncher?price=600000&balance=400000&rate=3.5&marketRate=7.5",
    "/calculators/assumption-cruncher?price=600000&balance=400000&rate=3.5&marketRate=75",
  ];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const text = html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;/g, " ");
    // A space (or an empty JSX gap) between a figure and "%" reads as two words.
    expect(text.match(/\d[\s\u00a0\u202f]+%/g) ?? [], path).toEqual([]);
  }
});

test.describe("not found", () => {
  // The browser reports the 404 document response itself as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with a not-found page and a link home", async ({ page }) => {
    const response = await visit(page, "/no-such-page/anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
  });
});

test("the sidebar marks the current page", async ({ page }) => {
  await page.goto("/pcs-toolkit/pet-travel");
  const menu = page.getByRole("complementary", { name: "Site menu" });
  await expect(menu.getByRole("link", { name: "Pet travel" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
});

test("header and footer show the site's contact details as links", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner").first();
  await expect(header.getByRole("link", { name: /\(808\) 555-0100/ })).toHaveAttribute("href", "tel:8085550100");
  await expect(header.getByRole("link", { name: /aloha@example\.com/ })).toHaveAttribute(
    "href",
    "mailto:aloha@example.com",
  );
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "(808) 555-0100" })).toHaveAttribute("href", "tel:8085550100");
  await expect(footer.getByText("Hawaii PCS moves and homes, made simple for military families")).toBeVisible();
});

test("client-side navigation between pages works after hydration", async ({ page }) => {
  await visit(page, "/");
  await page.getByRole("complementary", { name: "Site menu" }).getByRole("link", { name: "VA homes" }).click();
  await expect(page).toHaveURL("/housing/va-homes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("VA homes in Hawaii");
  await expect(page).toHaveTitle(/VA homes for sale in Hawaii/);
});
