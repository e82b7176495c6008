import type { Page } from "@playwright/test";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

const YOUTUBE_ID = "dQw4w9WgXcQ";

/** The tests run offline: embedded players answer with an empty page. */
async function stubPlayers(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  await page.route(/^https:\/\/media\.example\.com\//, (route) =>
    route.fulfill({ contentType: "video/mp4", body: "" }),
  );
}

const linkBox = (page: Page) => page.getByRole("textbox", { name: "Video link" });
const preview = (page: Page) => page.getByRole("region", { name: "Welcome video" });

test.describe("welcome page", () => {
  test("with no video configured: three first steps, the link box, mission, buttons and founder card; its links work", async ({
    page,
  }) => {
    await visit(page, "/welcome");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Aloha PCS");
    const steps = page.getByRole("region", { name: "Three first steps" });
    await expect(steps.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(linkBox(page)).toHaveValue("");
    await expect(preview(page).getByText("Paste a video link above to preview it here.")).toBeVisible();
    await expect(page.getByText(/video unavailable/i)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start the PCS checklist" })).toHaveAttribute(
      "href",
      "/pcs-toolkit/hawaii-checklist",
    );
    await expect(main.getByRole("link", { name: "Contact a sponsor" })).toHaveAttribute("href", "/contact");
    const founder = page.getByRole("region", { name: "About the Founder" });
    await expect(founder.getByText("Aloha PCS Founder")).toBeVisible();
    await expect(founder.getByRole("link", { name: "(808) 555-0100" })).toHaveAttribute("href", "tel:8085550100");
    const checked = await expectInSiteLinksWork(page);
    expect(checked).toEqual(expect.arrayContaining(["/pcs-toolkit/hawaii-checklist", "/contact"]));
  });

  test("previews YouTube, Vimeo and direct video links as they are typed", async ({ page }) => {
    await stubPlayers(page);
    await visit(page, "/welcome");

    await linkBox(page).fill(`https://youtu.be/${YOUTUBE_ID}`);
    await expect(preview(page).locator("iframe")).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    );
    await expect(preview(page).locator("iframe")).toHaveAttribute("title", "Welcome to Aloha PCS");

    await linkBox(page).fill("https://www.youtube.com/shorts/" + YOUTUBE_ID);
    await expect(preview(page).locator("iframe")).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    );

    await linkBox(page).fill("https://vimeo.com/76979871");
    await expect(preview(page).locator("iframe")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871?dnt=1",
    );

    await linkBox(page).fill("https://media.example.com/welcome.webm");
    await expect(preview(page).locator("iframe")).toHaveCount(0);
    await expect(preview(page).locator("video source")).toHaveAttribute(
      "src",
      "https://media.example.com/welcome.webm",
    );
    await expect(preview(page).locator("video source")).toHaveAttribute("type", "video/webm");
  });

  // A link it cannot embed (the message and its tie to the input): app/routes/welcome.dom.test.tsx.

  test("Preview video puts the link in the address, and a reload shows the same video", async ({ page }) => {
    await stubPlayers(page);
    await visit(page, "/welcome");
    const link = `https://www.youtube.com/watch?v=${YOUTUBE_ID}`;
    await linkBox(page).fill(link);
    await page.getByRole("button", { name: "Preview video" }).click();
    await expect(page).toHaveURL(`/welcome?video=${encodeURIComponent(link)}`);
    await page.reload();
    await expect(linkBox(page)).toHaveValue(link);
    await expect(preview(page).locator("iframe")).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the link form still previews a video or explains the error", async ({ page }) => {
      await stubPlayers(page);
      await page.goto("/welcome");
      await linkBox(page).fill(`https://youtu.be/${YOUTUBE_ID}`);
      await page.getByRole("button", { name: "Preview video" }).click();
      await expect(page).toHaveURL(/\/welcome\?video=/);
      await expect(preview(page).locator("iframe")).toHaveAttribute(
        "src",
        `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
      );

      await linkBox(page).fill("not a video");
      await page.getByRole("button", { name: "Preview video" }).click();
      await expect(preview(page).getByText("Unable to embed this video")).toBeVisible();
    });

    test("offers no Share or Edit button, which would do nothing without a script", async ({ page }) => {
      await page.goto("/welcome");
      await expect(page.getByRole("button", { name: "Preview video" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
      const founder = page.getByRole("region", { name: "About the Founder" });
      await expect(founder.getByText("Aloha PCS Founder")).toBeVisible();
      await expect(founder.getByRole("button")).toHaveCount(0);
    });
  });

  test.describe("share", () => {
    test("uses the device's share sheet when there is one", async ({ page }) => {
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
      await stubPlayers(page);
      await visit(page, "/welcome");
      await linkBox(page).fill(`https://youtu.be/${YOUTUBE_ID}`);
      await page.getByRole("button", { name: "Share" }).click();
      await expect(page.getByText("Shared successfully!")).toBeVisible();
      const shared = await page.evaluate(() => (window as unknown as { sharedLinks: { url: string }[] }).sharedLinks);
      expect(shared).toHaveLength(1);
      expect(new URL(shared[0]!.url).pathname).toBe("/welcome");
      expect(new URL(shared[0]!.url).searchParams.get("video")).toBe(`https://youtu.be/${YOUTUBE_ID}`);
    });
    // The fallbacks (no share sheet: copy; a failed share: copy; a cancelled one: nothing) are
    // checked without a browser: app/routes/welcome.dom.test.tsx.
  });

  // Edit and Cancel, and Save's form: app/routes/welcome.dom.test.tsx. Here, what needs a real
  // browser: the edits survive a reload and stay in this browser only.
  test.describe("About the Founder", () => {
    const card = (page: Page) => page.getByRole("region", { name: "About the Founder" });

    test("Save Contact Information closes the form and keeps the edits in this browser only", async ({
      page,
      browser,
      baseURL,
    }) => {
      await visit(page, "/welcome");
      await card(page).getByRole("button", { name: "Edit" }).click();
      await card(page).getByRole("textbox", { name: "Name" }).fill("Kai Akana");
      await card(page).getByRole("textbox", { name: "Phone" }).fill("(808) 555-0199");
      await card(page).getByRole("textbox", { name: "Location" }).fill("Kailua, Hawaii");
      await card(page).getByRole("button", { name: "Save Contact Information" }).click();

      await expect(card(page).getByRole("textbox")).toHaveCount(0);
      await expect(card(page).getByText("Kai Akana")).toBeVisible();
      await expect(card(page).getByRole("link", { name: "(808) 555-0199" })).toHaveAttribute("href", "tel:8085550199");
      await expect(card(page).getByText("Kailua, Hawaii")).toBeVisible();

      await page.reload();
      await expect(card(page).getByText("Kai Akana")).toBeVisible();

      // Another browser (a fresh context) still sees the site's details.
      const otherContext = await browser.newContext({ baseURL });
      const other = await otherContext.newPage();
      await other.goto("/welcome");
      await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(
        other.getByRole("region", { name: "About the Founder" }).getByText("Aloha PCS Founder"),
      ).toBeVisible();
      await otherContext.close();
    });
  });
});
