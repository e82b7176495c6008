import type { Page } from "@playwright/test";

import { expect, test, visit } from "./fixtures";

const menu = (page: Page) => page.getByRole("complementary", { name: "Site menu" });

test.describe("sidebar on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("collapses to icons with the button and stays collapsed after reload", async ({ page, context }) => {
    await visit(page, "/welcome");
    await expect(menu(page)).toHaveAttribute("data-state", "expanded");
    await expect(menu(page)).toHaveCSS("width", "256px");
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await expect(menu(page)).toHaveAttribute("data-state", "collapsed");
    await expect(menu(page)).toHaveCSS("width", "48px");

    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    // Kept 7 days (604,800 s), give or take the seconds the test took.
    expect(Math.abs(cookie!.expires - Date.now() / 1000 - 604_800)).toBeLessThan(120);

    await page.reload();
    // The server read the cookie: collapsed in the HTML itself, before any script runs.
    const html = await (await page.request.get("/welcome")).text();
    expect(html).toContain('data-state="collapsed"');
    await expect(menu(page)).toHaveAttribute("data-state", "collapsed");
  });

  test("Ctrl+B toggles it and the labels stay available to screen readers", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("Control+b");
    await expect(menu(page)).toHaveAttribute("data-state", "collapsed");
    await expect(menu(page).getByRole("link", { name: "Pet Travel" })).toBeVisible();
    await page.keyboard.press("Control+b");
    await expect(menu(page)).toHaveAttribute("data-state", "expanded");
  });

  test("collapsed icons show their label in a tooltip", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("Control+b");
    await menu(page).getByRole("link", { name: "Verified Rentals" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Verified Rentals");
  });

  test("lists every menu group, the nested GAP lenders link and the external search", async ({ page }) => {
    await visit(page, "/");
    const nav = menu(page);
    for (const group of ["Main", "PCS tools", "Housing tools"]) {
      await expect(nav.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "GAP Lenders" })).toHaveAttribute("href", "/housing/gap-lenders");
    // Both calculators, side by side in the housing tools.
    const housing = nav.getByRole("heading", { name: "Housing tools" }).locator("..");
    await expect(housing.getByRole("link", { name: "Assumption Cruncher" })).toHaveAttribute(
      "href",
      "/calculators/assumption-cruncher",
    );
    await expect(housing.getByRole("link", { name: "Credit Calculator" })).toHaveAttribute(
      "href",
      "/calculators/credit",
    );
    const external = nav.getByRole("link", { name: /New Construction Search/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    for (const label of ["Contact a Sponsor", "Resources", "Member Forum"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
  });

  test("a malformed sidebar cookie is ignored: the page renders with the menu open", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "sidebar_state", value: "%E0%A4%A", url: baseURL! }]);
    const response = await visit(page, "/programs");
    expect(response?.status()).toBe(200);
    await expect(menu(page)).toHaveAttribute("data-state", "expanded");
  });
});

test.describe("sidebar on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("is an off-canvas drawer that opens and closes", async ({ page }) => {
    await visit(page, "/");
    await expect(menu(page)).toBeHidden();
    await page.getByRole("button", { name: "Toggle menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS("width", "288px");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Toggle menu" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Toggle menu" }).click();
    await drawer.getByRole("link", { name: "School Finder" }).click();
    await expect(page).toHaveURL("/pcs-toolkit/hawaii-schools");
    await expect(drawer).toBeHidden();
  });
});
