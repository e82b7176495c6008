import type { Page } from "@playwright/test";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

/**
 * The welcome page is for visitors to read: the practice's video (when the owner has set one),
 * the mission, the founder and three first steps. Its video link and founder details are the
 * owner's settings; what it shows from them (a configured video, a bio, a photo, a deployment
 * hiding placeholders) is checked in app/routes/welcome.dom.test.tsx.
 */

const founder = (page: Page) => page.getByRole("region", { name: "About the Founder" });

test.describe("welcome page", () => {
  test("with no video configured: mission, founder card, three first steps and the plan first; its links work", async ({
    page,
  }) => {
    await visit(page, "/welcome");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Aloha PCS");
    await expect(page.getByRole("main").getByText(/permanent change of station \(PCS\) move/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our mission", level: 2 })).toBeVisible();
    const steps = page.getByRole("region", { name: "Three first steps" });
    await expect(steps.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(steps.getByRole("link", { name: "Start your plan" })).toHaveAttribute("href", "/plan");
    await expect(page.locator("main iframe, main video")).toHaveCount(0);
    await expect(page.getByText(/video unavailable/i)).toHaveCount(0);
    await expect(founder(page).getByText("Aloha PCS Founder")).toBeVisible();
    await expect(founder(page).getByRole("link", { name: "(808) 555-0100" })).toHaveAttribute("href", "tel:8085550100");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Make your dated PCS plan" })).toHaveAttribute("href", "/plan");
    await expect(main.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact");
    const checked = await expectInSiteLinksWork(page);
    expect(checked).toEqual(expect.arrayContaining(["/plan", "/contact", "/calculators/rent-buy-assume"]));
  });

  test("a visitor sees no video box or Edit button on /welcome", async ({ page }) => {
    await visit(page, "/welcome");
    // Hydrated, so any button a script would add is there: only Share is.
    await expect(page.getByRole("main").getByRole("button", { name: "Share" })).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Video link" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Preview video|Edit|Save Contact Information/ })).toHaveCount(0);
    await expect(founder(page).getByRole("button")).toHaveCount(0);
    await expect(page.getByText(/Paste a video link/)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("reads the same, and offers no Share button, which would do nothing without a script", async ({ page }) => {
      await page.goto("/welcome");
      await expect(founder(page).getByText("Aloha PCS Founder")).toBeVisible();
      await expect(page.getByRole("region", { name: "Three first steps" }).getByRole("listitem")).toHaveCount(3);
      await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
      await expect(page.getByRole("textbox")).toHaveCount(0);
    });
  });

  test("Share uses the device's share sheet when there is one, with the welcome page's link", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, "sharedLinks", { value: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data);
        },
      });
    });
    await visit(page, "/welcome");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Shared successfully!")).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { sharedLinks: { url: string }[] }).sharedLinks);
    expect(shared).toHaveLength(1);
    expect(new URL(shared[0]!.url).pathname).toBe("/welcome");
    // The fallbacks (no share sheet: copy; a failed share: copy; a cancelled one: nothing) are
    // checked without a browser: app/routes/welcome.dom.test.tsx.
  });
});
