import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { mailAmongArriving } from "../support/outbox";
import { expect, test, visit } from "./fixtures";

/**
 * The test server is a local copy (an http PUBLIC_URL) with the site's default contact details,
 * the reserved (808) 555-0100, aloha@example.com and "Aloha PCS Founder": every page shows them
 * under one "demo copy" notice, with no per-element Sample pill. A real deployment (https)
 * leaves them out instead: app/routes/sample-contacts.test.tsx renders the blocks that way, and
 * tests/http/public-contact.test.ts checks every page's HTML.
 */

const NOTICE = "Demo copy: the practice's phone number, email and founder's name are samples, not a real contact.";
const SENT_TITLE = "Message Sent!";
const SENT_TEXT = "It's in the practice's inbox, and the reply will come to the email address you gave.";

const header = (page: Page) => page.getByRole("banner").first();
const notice = (page: Page) => page.getByRole("complementary", { name: "Demo copy" });

test.describe("a local copy on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("says once, above the header, that the practice's details are samples; no Sample pills", async ({ page }) => {
    await visit(page, "/");
    await expect(notice(page)).toHaveText(NOTICE);
    await expect(page.getByText(NOTICE)).toHaveCount(1);
    const noticeBox = (await notice(page).boundingBox())!;
    const headerBox = (await header(page).boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(headerBox.y + 1);

    await expect(header(page).getByRole("link", { name: /\(808\) 555-0100/ })).toBeVisible();
    await expect(header(page).getByRole("link", { name: /aloha@example\.com/ })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "(808) 555-0100" })).toBeVisible();
    await expect(page.getByText(/^Sample( contact details)?$/)).toHaveCount(0);
    await expect(page.getByText(/Sample contact details/)).toHaveCount(0);

    // The same single notice on every page, the welcome page's founder card included.
    await visit(page, "/welcome");
    await expect(page.getByText(NOTICE)).toHaveCount(1);
    await expect(page.getByRole("region", { name: "About the Founder" }).getByText("Aloha PCS Founder")).toBeVisible();
  });
});

test.describe("a local copy on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("keeps the notice short and the header on one row, and nothing overflows", async ({ page }) => {
    await visit(page, "/");
    await expect(notice(page)).toBeVisible();
    expect((await notice(page).boundingBox())!.height).toBeLessThan(100);
    const top = header(page);
    await expect(top.getByRole("link", { name: /\(808\) 555-0100/ })).toBeVisible();
    await expect(top.getByRole("button", { name: "Toggle menu" })).toBeVisible();
    await expect(top.getByRole("link", { name: "Sign in" })).toBeVisible();
    const menuBox = (await top.getByRole("button", { name: "Toggle menu" }).boundingBox())!;
    const phoneBox = (await top.getByRole("link", { name: /\(808\) 555-0100/ }).boundingBox())!;
    expect(Math.abs(menuBox.y + menuBox.height / 2 - (phoneBox.y + phoneBox.height / 2))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test("sample lenders offer no Call Now, phone or email; the practice's own block does", async ({ page }) => {
  await visit(page, "/housing/financing-options");
  const lenders = page.getByTestId("lender-card");
  await expect(lenders).toHaveCount(7);
  await expect(lenders.getByRole("link", { name: /Call Now/ })).toHaveCount(0);
  await expect(lenders.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
  // Said once, plainly, for the whole list.
  await expect(page.getByText(/^The lenders shown here are sample listings/)).toHaveCount(1);
  const practice = page.getByRole("main").getByTestId("agent-contact");
  await expect(practice.getByRole("link", { name: "Call (808) 555-0100" })).toHaveAttribute("href", "tel:8085550100");
});

test.describe("contact form", () => {
  test("the page says where a message goes, and a sent message reaches the practice's inbox address", async ({
    page,
  }) => {
    // Waiting for the mail can take up to 30 s on a loaded machine, on top of the page's work.
    test.slow();
    const email = `sample-contact-${Date.now()}@example.com`;
    await visit(page, "/contact");
    await expect(page.getByRole("main")).toContainText("Your message goes straight to the inbox of the practice");
    await expect(page.getByRole("main")).not.toContainText(/does not reach|not reached a sponsor/);

    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("Kai Family");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Message").fill("We arrive at Schofield in June.");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("status")).toHaveText(`${SENT_TITLE} ${SENT_TEXT}`);
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText(SENT_TITLE)).toBeVisible();
    await expect(toasts.getByText(SENT_TEXT)).toBeVisible();
    // The outbox worker sends on its own schedule: a loaded machine can take a while. Other
    // tests' contact messages go to the same address meanwhile, so look past newer ones.
    await mailAmongArriving(E2E_DATA_DIR, "aloha@example.com", (mail) => mail.includes(`Reply-To: ${email}`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the answered page confirms where the message went", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact us" });
      await form.getByLabel("Full name").fill("No Script Family");
      await form.getByLabel("Email", { exact: true }).fill("noscript-sample@example.com");
      await form.getByLabel("Message").fill("Writing from a locked-down work laptop.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(`${SENT_TITLE} ${SENT_TEXT}`);
    });
  });
});
