import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { VISITED_STORAGE_KEY } from "../../app/features/welcome/first-visit";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

const QUICK_LINKS = [
  ["PCS Checklist", "/pcs-toolkit/hawaii-checklist"],
  ["Verified Rentals", "/housing/verified-rentals"],
  ["School Finder", "/pcs-toolkit/hawaii-schools"],
  ["Vehicle Shipping", "/pcs-toolkit/vehicle-shipping"],
  ["Pet PCS Guide", "/pcs-toolkit/pet-travel"],
  ["VA Homes", "/housing/va-homes"],
  ["Assumption Cruncher", "/calculators/assumption-cruncher"],
  ["Contact Sponsor", "/contact"],
] as const;

const BASES = [
  ["Army", "Schofield Barracks"],
  ["Navy", "Joint Base Pearl Harbor-Hickam"],
  ["Air Force", "JBPHH, Hickam side"],
  ["Marines", "MCB Hawaii, Kaneohe Bay"],
] as const;

const main = (page: Page) => page.getByRole("main");

test.describe("home page", () => {
  test("shows the logo, headline, intro, three badges and the checklist button", async ({ page }) => {
    await visit(page, "/");
    const logo = main(page).getByRole("img", { name: /Aloha PCS logo/ });
    await expect(logo).toHaveAttribute("width", "96");
    await expect(logo).toHaveAttribute("height", "96");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your PCS move to Hawaii, planned in one place");
    await expect(main(page).getByText(/free for military families and veterans/)).toBeVisible();
    const badges = main(page).getByRole("list", { name: "Our promises" }).getByRole("listitem");
    await expect(badges).toHaveText(["Free tools", "No spam or gimmicks", "Built by a veteran"]);
    await expect(main(page).getByRole("link", { name: "Start your Hawaii PCS checklist" })).toHaveAttribute(
      "href",
      "/pcs-toolkit/hawaii-checklist",
    );
  });

  test("has the eight quick links, in order, to their pages", async ({ page }) => {
    await visit(page, "/");
    const grid = page.getByRole("region", { name: "Quick links" });
    const links = grid.getByRole("link");
    await expect(links).toHaveCount(8);
    for (const [index, [label, href]] of QUICK_LINKS.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`^${label}`));
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
  });

  test("lists four popular bases, one per branch, each with housing, base info and map links", async ({ page }) => {
    await visit(page, "/");
    const card = page.getByRole("region", { name: "Popular Hawaii Military Bases" });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(BASES.map(([, name]) => name));
    for (const [branch, name] of BASES) {
      const base = card.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(base.getByText(branch, { exact: true })).toBeVisible();
      await expect(base.getByRole("link", { name: `Housing info for ${name}` })).toHaveAttribute(
        "href",
        "/housing/base-housing",
      );
      const map = base.getByRole("link", { name: `Map of ${name} (opens in a new tab)` });
      await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect(map).toHaveAttribute("target", "_blank");
      await expect(map).toHaveAttribute("rel", "noopener noreferrer");
      await expect(base.getByRole("link", { name: /^Base info: .*\(opens in a new tab\)$/ })).toHaveAttribute(
        "href",
        /^https:\/\/(home\.army\.mil|installations\.militaryonesource\.mil|www\.hickamcommunities\.com|www\.mcbhawaii\.marines\.mil)\//,
      );
    }
  });

  test("every link to this site works", async ({ page }) => {
    await visit(page, "/");
    const checked = await expectInSiteLinksWork(page);
    expect(checked).toEqual(expect.arrayContaining([...QUICK_LINKS.map(([, href]) => href), "/housing/base-housing"]));
  });

  test("a returning visitor gets no dialog and never downloads its code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(scripts.some((url) => url.includes("/assets/home-"))).toBe(true);
    expect(scripts.filter((url) => url.includes("welcome-dialog"))).toEqual([]);
  });
});

/**
 * The quick-link tiles sit in <main>, whose width depends on the sidebar as much as on the
 * screen: at 800 px with the sidebar open, <main> is narrower than on a 600 px screen without it.
 */
test.describe("quick links follow the room beside the sidebar", () => {
  const tiles = (page: Page) => page.getByRole("region", { name: "Quick links" }).getByRole("link");

  /** Text that runs past its tile's padding (a word wider than the column), and the tiles' columns. */
  async function measure(page: Page) {
    const overruns = await tiles(page).evaluateAll((links) =>
      links.flatMap((link) =>
        [...link.querySelectorAll("span")].flatMap((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          const overrun = range.getBoundingClientRect().right - line.getBoundingClientRect().right;
          return overrun > 0.5 ? [`${line.textContent}: ${overrun.toFixed(1)} px`] : [];
        }),
      ),
    );
    const columns = new Set(
      await tiles(page).evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left))),
    ).size;
    return { overruns, columns };
  }

  test("at 768, 800 and 900 px with the sidebar open: two columns, every tile's text inside its tile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await visit(page, "/");
    // One load, resized: the tiles follow <main>'s width as it changes.
    for (const width of [768, 800, 900]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("complementary", { name: "Site menu" }), `${width} px`).toHaveAttribute(
        "data-state",
        "expanded",
      );
      await expect(tiles(page)).toHaveCount(8);
      await expect.poll(() => measure(page), { message: `${width} px` }).toEqual({ overruns: [], columns: 2 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test("at 800 px with the sidebar collapsed to icons there is room for four columns", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await context.addCookies([{ name: "sidebar_state", value: "false", url: baseURL! }]);
    await visit(page, "/");
    await expect(page.getByRole("complementary", { name: "Site menu" })).toHaveAttribute("data-state", "collapsed");
    await expect(tiles(page)).toHaveCount(8);
    const { overruns, columns } = await measure(page);
    expect(overruns).toEqual([]);
    expect(columns).toBe(4);
  });
});

test.describe("welcome dialog on a first visit", () => {
  test.use({ firstVisit: true });

  const dialog = (page: Page) => page.getByRole("dialog", { name: "Aloha, and welcome to Aloha PCS!" });

  test("is not in the page's HTML or its preloaded code: it opens after hydration", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("Let&#x27;s Get Started");
    expect(html).not.toContain("<dialog");
    // Its chunk is neither preloaded nor imported by the code the page starts with.
    expect(html).toContain("/assets/entry.client-");
    expect(html).not.toContain("welcome-dialog");

    await visit(page, "/");
    await expect(dialog(page)).toBeVisible();
  });

  test("with no video configured, shows three first steps (not an error panel), the founder card and the mission", async ({
    page,
  }) => {
    await visit(page, "/");
    const welcome = dialog(page);
    const steps = welcome.getByRole("region", { name: "Three first steps" });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(steps.getByRole("link", { name: "Open the checklist" })).toHaveAttribute(
      "href",
      "/pcs-toolkit/hawaii-checklist",
    );
    await expect(welcome.getByText(/video unavailable/i)).toHaveCount(0);
    await expect(welcome.locator("iframe, video")).toHaveCount(0);
    await expect(welcome.getByRole("heading", { name: "Your founder and sponsor" })).toBeVisible();
    await expect(welcome.getByText("Aloha PCS Founder")).toBeVisible();
    await expect(welcome.getByRole("link", { name: "(808) 555-0100" })).toHaveAttribute("href", "tel:8085550100");
    await expect(welcome.getByRole("link", { name: "aloha@example.com" })).toHaveAttribute(
      "href",
      "mailto:aloha@example.com",
    );
    await expect(welcome.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(welcome.getByRole("button", { name: "Let's Get Started" })).toBeVisible();
  });

  test("traps focus: Tab and Shift+Tab never leave it", async ({ page }) => {
    await visit(page, "/");
    await expect(dialog(page)).toBeVisible();
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
    expect(await focusInDialog()).toBe(true);
    const seen = new Set<string>();
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog()).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
    }
    // It cycled through its own controls: the links, the start button and the close button.
    expect([...seen]).toEqual(expect.arrayContaining(["(808) 555-0100", "Let's Get Started"]));
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog()).toBe(true);
    }
    // The browser holds it as a modal, so the rest of the page is inert: out of the
    // accessibility tree, and nothing there takes focus or clicks.
    expect(await page.locator("dialog").evaluate((node) => node.matches(":modal"))).toBe(true);
    const pageLink = page.locator("main a[href]").first();
    await pageLink.focus();
    expect(await focusInDialog()).toBe(true);
    // And the page behind it does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  });

  test("Escape closes it, focus goes to the main content, and it stays closed after reload", async ({ page }) => {
    await visit(page, "/");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator("main#main")).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED_STORAGE_KEY)).toBe("1");
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("returns focus to what the visitor had focused before it opened", async ({ page }) => {
    // Hold the dialog's code back until the visitor has focused a link.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/welcome-dialog-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await visit(page, "/");
    const vaHomes = page.getByRole("region", { name: "Quick links" }).getByRole("link", { name: /^VA Homes/ });
    await vaHomes.focus();
    release();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(vaHomes).toBeFocused();
  });

  test("Let's Get Started closes it, sets the flag, and it never shows again", async ({ page }) => {
    await visit(page, "/");
    await dialog(page).getByRole("button", { name: "Let's Get Started" }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED_STORAGE_KEY)).toBe("1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (let visitCount = 0; visitCount < 2; visitCount++) {
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("the close button closes it and sets the flag", async ({ page }) => {
    await visit(page, "/");
    await dialog(page).getByRole("button", { name: "Close welcome" }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED_STORAGE_KEY)).toBe("1");
  });

  test("axe finds no serious or critical violation with the dialog open", async ({ page }) => {
    await visit(page, "/");
    await expect(dialog(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
