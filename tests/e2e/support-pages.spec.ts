import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

test.describe("resources", () => {
  test("shows six tool cards, no dead links, and the suggestion and contact links", async ({ page }) => {
    await visit(page, "/resources");
    const tools = page.getByTestId("tool-card");
    await expect(tools).toHaveCount(6);
    const app = tools.filter({ hasText: "Aloha PCS app" });
    await expect(app.getByText("Coming soon")).toBeVisible();
    await expect(app.getByRole("link")).toHaveCount(0);

    // The PDF guide's link in detail: tests/e2e/guide-pdf.spec.ts.
    const guide = tools.filter({ hasText: "Hawaii PCS guide" }).getByRole("link");
    await expect(guide).toHaveAttribute("target", "_blank");
    await expect(guide).toHaveAttribute("href", "/guides/hawaii-pcs-guide.pdf");

    await expect(page.getByRole("link", { name: "Open the suggestion box" })).toHaveAttribute(
      "href",
      "/suggestion-box",
    );
    await expect(page.getByRole("link", { name: "Contact us" }).first()).toHaveAttribute("href", "/contact");
    const checked = await expectInSiteLinksWork(page);
    expect(checked).toEqual(
      expect.arrayContaining([
        "/calculators/assumption-cruncher",
        "/housing/verified-rentals",
        "/housing/va-homes",
        "/pcs-toolkit/tla-hotels",
        "/suggestion-box",
        "/contact",
      ]),
    );
  });
});

test.describe("member forum", () => {
  test("is a marked preview with six categories, four example questions, no invented counts, and working buttons", async ({
    page,
  }) => {
    await visit(page, "/member-forum");
    await expect(page.getByTestId("forum-preview-note")).toHaveText(
      "Preview: The forum is not open yet. The questions below are examples, not real posts.",
    );
    const search = page.getByLabel("Search the forum");
    await expect(search).toBeDisabled();
    await expect(search).toHaveAccessibleDescription("Search is coming when the forum opens.");

    const categories = page.getByTestId("forum-category");
    await expect(categories).toHaveCount(6);
    const questions = page.getByTestId("forum-question");
    await expect(questions).toHaveCount(4);
    // The forum is not open: no topic, post or reply counts, no times, no invented members.
    await expect(page.getByRole("main")).not.toContainText(
      /\d+ (topics|posts|replies)\b|\b(hours|days) ago\b|\bYesterday\b|\(sample\)/,
    );

    await expect(page.getByRole("link", { name: "Create account to join" })).toHaveAttribute(
      "href",
      "/auth?tab=signup",
    );
    await page.getByRole("link", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/#guidelines$/);
    await expect(page.getByRole("heading", { name: "Community guidelines" })).toBeInViewport();
    // The header's Sign in comes back to this page.
    expect(await expectInSiteLinksWork(page)).toEqual(
      expect.arrayContaining(["/auth?redirectTo=%2Fmember-forum", "/contact"]),
    );
  });
});
