import type { Page } from "@playwright/test";

import { sidebarOpenFromCookie } from "../../app/components/layout/sidebar-cookie.server";
import { sidebarCookie } from "../../app/components/layout/sidebar-state";
import { expect, test, visit } from "./fixtures";

/** The collapsed state as the browser stores it (React Router's cookie encoding). */
const collapsedValue = () => sidebarCookie(false).split(";")[0]!.split("=")[1]!;

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
    expect(await sidebarOpenFromCookie(`${cookie?.name}=${cookie?.value}`)).toBe(false);
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
    await expect(menu(page).getByRole("link", { name: "Pet travel" })).toBeVisible();
    await page.keyboard.press("Control+b");
    await expect(menu(page)).toHaveAttribute("data-state", "expanded");
  });

  test("collapsed icons show their label in a tooltip", async ({ page }) => {
    await visit(page, "/");
    await page.keyboard.press("Control+b");
    await menu(page).getByRole("link", { name: "Renting near base" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Renting near base");
  });

  test("lists every menu group, the nested GAP lenders link and the external search", async ({ page }) => {
    await visit(page, "/");
    const nav = menu(page);
    for (const group of ["Main", "PCS tools", "Housing tools"]) {
      await expect(nav.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "GAP lenders" })).toHaveAttribute("href", "/housing/gap-lenders");
    // Both calculators, side by side in the housing tools.
    const housing = nav.getByRole("heading", { name: "Housing tools" }).locator("..");
    await expect(housing.getByRole("link", { name: "VA loan assumption calculator" })).toHaveAttribute(
      "href",
      "/calculators/assumption-cruncher",
    );
    await expect(housing.getByRole("link", { name: "Credit calculator" })).toHaveAttribute(
      "href",
      "/calculators/credit",
    );
    const external = nav.getByRole("link", { name: /New construction search/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    for (const label of ["Contact us", "Resources", "Member forum"]) {
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
    await drawer.getByRole("link", { name: "Schools" }).click();
    await expect(page).toHaveURL("/pcs-toolkit/hawaii-schools");
    await expect(drawer).toBeHidden();
  });
});

test.describe("menu button on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("says whether the drawer is open, and Escape gives focus back to it", async ({ page }) => {
    await visit(page, "/welcome");
    const button = page.getByRole("banner").getByRole("button", { name: "Toggle menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    // The modal drawer hides the rest of the page, the header's button with it, from assistive technology.
    const hiddenButton = page.getByRole("banner", { includeHidden: true }).getByRole("button", {
      name: "Toggle menu",
      includeHidden: true,
    });
    await expect(hiddenButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });
});

test.describe("menu button on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("says whether the sidebar is expanded", async ({ page }) => {
    await visit(page, "/");
    const button = page.getByRole("banner").getByRole("button", { name: "Toggle menu" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(menu(page)).toHaveAttribute("data-state", "collapsed");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("menu on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the menu button opens the menu; Escape and Close menu close it; its links work", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Toggle menu" });
    await expect(menu(page)).toBeHidden();

    await button.click();
    await expect(menu(page)).toBeVisible();
    // The whole menu is on screen, over the page, with every group and link of the wide screen's.
    const box = (await menu(page).boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBe(844);
    for (const group of ["Main", "PCS tools", "Housing tools"]) {
      await expect(menu(page).getByRole("heading", { name: group })).toBeVisible();
    }
    for (const label of ["Home", "VA loan assumption calculator", "GAP lenders", "Contact us", "Member forum"]) {
      await expect(menu(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();

    await button.click();
    await menu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();

    await button.click();
    await menu(page).getByRole("link", { name: "Schools" }).click();
    await expect(page).toHaveURL("/pcs-toolkit/hawaii-schools");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });

  test("shows full labels even when a wide screen collapsed the sidebar", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "sidebar_state", value: collapsedValue(), url: baseURL! }]);
    await page.goto("/programs");
    await page.getByRole("banner").getByRole("button", { name: "Toggle menu" }).click();
    await expect(menu(page)).toHaveAttribute("data-state", "collapsed");
    const link = menu(page).getByRole("link", { name: "Renting near base" });
    await expect(link).toBeVisible();
    await expect(link.getByText("Renting near base")).toBeVisible();
    await expect(menu(page).getByRole("heading", { name: "Housing tools" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "GAP lenders" })).toBeVisible();
  });
});

test.describe("menu opened before the page is interactive", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stays usable once the scripts arrive: a link navigates and closes it", async ({ page }) => {
    // Hold every script back until the menu is open.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not "load": the page adds its scripts after the first paint, and a script added before the
    // load event holds it back, here until the menu is open (which would never come).
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("banner").getByRole("button", { name: "Toggle menu" }).click();
    await expect(menu(page)).toBeVisible();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole("link", { name: "Pet travel" }).click();
    await expect(page).toHaveURL("/pcs-toolkit/pet-travel");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/pet/i);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe("header on phones", () => {
  for (const width of [360, 390]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 800 } });

      test("shows the site's logo and name, linking home, on one row without sideways scrolling", async ({ page }) => {
        await visit(page, "/pcs-toolkit/pet-travel");
        const header = page.getByRole("banner");
        const home = header.getByRole("link", { name: "Aloha PCS home" });
        await expect(home).toBeVisible();
        await expect(home).toHaveAttribute("href", "/");
        // The logo is drawn in the page (decision 0031).
        await expect(home.locator("svg")).toBeVisible();
        // One row: every control's middle is on the menu button's line.
        const controls = [
          header.getByRole("button", { name: "Toggle menu" }),
          home,
          header.getByRole("link", { name: /\(808\) 555-0100/ }),
          header.getByRole("link", { name: "Sign in" }),
        ];
        const middles: number[] = [];
        for (const control of controls) {
          await expect(control).toBeVisible();
          const box = (await control.boundingBox())!;
          expect(box.x + box.width, "inside the screen").toBeLessThanOrEqual(width);
          middles.push(box.y + box.height / 2);
        }
        for (const middle of middles) expect(Math.abs(middle - middles[0]!)).toBeLessThan(4);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
});
