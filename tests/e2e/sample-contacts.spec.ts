import type { Locator, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { mailAmongArriving } from "../support/outbox";
import { expect, test, visit } from "./fixtures";

/**
 * The test server keeps the site's default contact details, the reserved (808) 555-0100 and
 * aloha@example.com, so every place that shows them says they are samples, and the contact
 * form never claims a sponsor has the message. With real SITE_PHONE and SITE_EMAIL the notes
 * are gone (app/routes/sample-contacts.test.tsx renders that case).
 */

const NOTE = "Sample contact details: this site's practice phone and email are not set up yet.";
const SAVED_TITLE = "Message saved.";
const SAVED_TEXT =
  "It has not reached a sponsor: this site's practice email is a sample address that is not set up yet.";
const SENT_TEXT = "Your message has been sent to your VHP sponsor. We'll get back to you soon!";

/** The note in words a reader sees, inside the block that shows the details. */
async function expectNoteIn(block: Locator) {
  await expect(block.getByText(NOTE, { exact: true })).toBeVisible();
  await expect(block.getByRole("link", { name: /\(808\) 555-0100/ }).first()).toBeVisible();
}

const header = (page: Page) => page.getByRole("banner").first();
/** A card without a landmark of its own, found by its heading. */
const card = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

test.describe("header and footer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("mark the site's phone and email as sample details", async ({ page }) => {
    await visit(page, "/");
    const top = header(page);
    await expect(top.getByText("Sample contact details", { exact: true })).toBeVisible();
    await expect(top.getByTestId("sample-contact-note")).toHaveAttribute("title", NOTE);
    // Screen readers hear the whole sentence, not just the tag.
    await expect(top.getByTestId("sample-contact-note")).toContainText(NOTE);
    await expect(top.getByRole("link", { name: /aloha@example\.com/ })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expectNoteIn(footer);
  });
});

test.describe("header on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("keeps a short Sample tag beside the phone link and nothing overflows", async ({ page }) => {
    await visit(page, "/");
    const top = header(page);
    const tag = top.getByText("Sample", { exact: true });
    await expect(tag).toBeVisible();
    await expect(top.getByText("Sample contact details", { exact: true })).toBeHidden();
    await expect(top.getByRole("link", { name: /\(808\) 555-0100/ })).toBeVisible();
    await expect(top.getByRole("button", { name: "Toggle menu" })).toBeVisible();
    await expect(top.getByRole("link", { name: "Sign in" })).toBeVisible();
    // One row: the tag sits on the phone link's line, and the page does not scroll sideways.
    const tagBox = (await tag.boundingBox())!;
    const phoneBox = (await top.getByRole("link", { name: /\(808\) 555-0100/ }).boundingBox())!;
    expect(Math.abs(tagBox.y + tagBox.height / 2 - (phoneBox.y + phoneBox.height / 2))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test("housing pages: the specialist and sponsor blocks say their details are samples", async ({ page }) => {
  await visit(page, "/housing/va-assumptions");
  const help = page.getByRole("region", { name: "Get help with an assumption" });
  await expectNoteIn(help.getByTestId("agent-contact"));

  await visit(page, "/housing/financing-options");
  await expectNoteIn(page.getByRole("main").getByTestId("agent-contact"));
});

test("the welcome page's founder card says its details are samples", async ({ page }) => {
  await visit(page, "/welcome");
  await expectNoteIn(page.getByRole("region", { name: "About the Founder" }));
});

test.describe("first visit", () => {
  test.use({ firstVisit: true });

  test("the welcome dialog's founder card says its details are samples", async ({ page }) => {
    await visit(page, "/");
    const welcome = page.getByRole("dialog", { name: "Aloha, and welcome to Aloha PCS!" });
    await expectNoteIn(welcome.getByRole("region", { name: "Your founder and sponsor" }));
  });
});

test("the suggestion box's other ways to reach us say they are samples", async ({ page }) => {
  await visit(page, "/suggestion-box");
  await expectNoteIn(card(page, "Other ways to reach us"));
});

test.describe("contact form", () => {
  test("the page promises no sponsor reply, and a sent message is confirmed as saved, not as sent", async ({
    page,
  }) => {
    // Waiting for the mail can take up to 30 s on a loaded machine, on top of the page's work.
    test.slow();
    const email = `sample-contact-${Date.now()}@example.com`;
    await visit(page, "/contact");
    await expect(page.getByRole("main")).not.toContainText("will get back to you");
    await expect(page.getByRole("main")).not.toContainText("A sponsor replies by email");
    await expectNoteIn(card(page, "Contact information"));

    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("Kai Family");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Message").fill("We arrive at Schofield in June.");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("status")).toHaveText(`${SAVED_TITLE} ${SAVED_TEXT}`);
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText(SAVED_TITLE)).toBeVisible();
    await expect(toasts.getByText(SAVED_TEXT)).toBeVisible();
    await expect(page.getByText(SENT_TEXT)).toHaveCount(0);
    await expect(page.getByText("Message Sent!")).toHaveCount(0);
    // What the confirmation says is what happened: kept, and its mail addressed to the sample inbox.
    // The outbox worker sends on its own schedule: a loaded machine can take a while. Other
    // tests' contact messages go to the same address meanwhile, so look past newer ones.
    await mailAmongArriving(E2E_DATA_DIR, "aloha@example.com", (mail) => mail.includes(`Reply-To: ${email}`));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the answered page confirms the message as saved, not sent to a sponsor", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact us" });
      await form.getByLabel("Full name").fill("No Script Family");
      await form.getByLabel("Email", { exact: true }).fill("noscript-sample@example.com");
      await form.getByLabel("Message").fill("Writing from a locked-down work laptop.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(`${SAVED_TITLE} ${SAVED_TEXT}`);
      await expect(page.getByText(SENT_TEXT)).toHaveCount(0);
      await expectNoteIn(card(page, "Contact information"));
    });
  });
});
