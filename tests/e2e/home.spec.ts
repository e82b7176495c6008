import type { Page } from "@playwright/test";
import { sidebarCookie } from "../../app/components/layout/sidebar-state";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

/** The three strongest tools first (issue 30), then the guides a new family needs soonest. */
const QUICK_LINKS = [
  ["My Hawaii PCS plan", "/plan"],
  ["Rent, buy or assume", "/calculators/rent-buy-assume"],
  ["Firearms", "/pcs-toolkit/firearms-pcs"],
  ["Hawaii PCS checklist", "/pcs-toolkit/hawaii-checklist"],
  ["Pet travel", "/pcs-toolkit/pet-travel"],
  ["Vehicle shipping", "/pcs-toolkit/vehicle-shipping"],
  ["Renting near base", "/housing/verified-rentals"],
  ["Schools", "/pcs-toolkit/hawaii-schools"],
] as const;

const BASES = [
  ["Army", "Schofield Barracks"],
  ["Navy", "Joint Base Pearl Harbor-Hickam (JBPHH)"],
  ["Air Force", "JBPHH, Hickam side"],
  ["Marines", "Marine Corps Base (MCB) Hawaii, Kaneohe Bay"],
] as const;

const main = (page: Page) => page.getByRole("main");

test.describe("home page", () => {
  test("shows the logo, headline, intro, three honest badges, who runs it, the plan first and the checklist second", async ({
    page,
  }) => {
    await visit(page, "/");
    const logo = main(page).getByRole("img", { name: /Aloha PCS logo/ });
    await expect(logo).toHaveAttribute("width", "96");
    await expect(logo).toHaveAttribute("height", "96");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your military move to Hawaii, planned in one place",
    );
    await expect(main(page).getByText(/permanent change of station \(PCS\) orders to Hawaii/)).toBeVisible();
    const badges = main(page).getByRole("list", { name: "Our promises" }).getByRole("listitem");
    await expect(badges).toHaveText(["Every tool and guide free", "No program sign-up needed", "Built by a veteran"]);
    await expect(main(page)).not.toContainText("No spam or gimmicks");
    await expect(main(page).getByRole("link", { name: "Who we are and how the site is paid for" })).toHaveAttribute(
      "href",
      "/about",
    );
    const hero = page.getByRole("region", { name: "Your military move to Hawaii, planned in one place" });
    const actions = hero.getByRole("link", { name: /^(Make your dated PCS plan|Open the PCS checklist)/ });
    await expect(actions).toHaveText(["Make your dated PCS plan", "Open the PCS checklist"]);
    await expect(actions.nth(0)).toHaveAttribute("href", "/plan");
    await expect(actions.nth(1)).toHaveAttribute("href", "/pcs-toolkit/hawaii-checklist");
  });

  test("the plan call to action starts the plan with the report date", async ({ page }) => {
    await visit(page, "/");
    await main(page).getByRole("link", { name: "Make your dated PCS plan" }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByLabel("Report date in Hawaii")).toBeVisible();
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
    expect(checked).toEqual(
      expect.arrayContaining([...QUICK_LINKS.map(([, href]) => href), "/housing/base-housing", "/about", "/plan"]),
    );
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
    const collapsed = sidebarCookie(false).split(";")[0]!.split("=")[1]!;
    await context.addCookies([{ name: "sidebar_state", value: collapsed, url: baseURL! }]);
    await visit(page, "/");
    await expect(page.getByRole("complementary", { name: "Site menu" })).toHaveAttribute("data-state", "collapsed");
    await expect(tiles(page)).toHaveCount(8);
    const { overruns, columns } = await measure(page);
    expect(overruns).toEqual([]);
    expect(columns).toBe(4);
  });
});

test.describe("a first visit on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a first visit to / on a phone (390 px) has no dialog and shows the welcome section and the plan call to action", async ({
    page,
  }) => {
    // A browser that has never been here: nothing stored, no cookies (each test's context is new).
    expect(await page.context().cookies()).toEqual([]);
    await visit(page, "/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("dialog")).toHaveCount(0);

    // The plan's button is on the first screen, and nothing lies over it.
    const plan = main(page).getByRole("link", { name: "Make your dated PCS plan" });
    await expect(plan).toBeInViewport();
    const onTop = await plan.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return Boolean(hit && link.contains(hit));
    });
    expect(onTop).toBe(true);

    const welcome = page.getByRole("region", { name: "Aloha, and welcome to Aloha PCS" });
    await welcome.scrollIntoViewIfNeeded();
    await expect(welcome.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(welcome.getByRole("region", { name: "About the Founder" })).toBeVisible();
    const steps = welcome.getByRole("region", { name: "Three first steps" });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(steps.getByRole("link", { name: "Start your plan" })).toHaveAttribute("href", "/plan");
    // No video configured: no player and no error panel.
    await expect(welcome.locator("iframe, video")).toHaveCount(0);
    await expect(welcome.getByText(/video unavailable/i)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the welcome section is in the page as served, not added after it loads", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("Three first steps");
    expect(html).toContain("About the Founder");
    expect(html).not.toContain("<dialog");
  });
});
