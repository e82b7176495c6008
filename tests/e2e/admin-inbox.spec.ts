import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import type { E2eSeeder } from "../support/e2e-seed";
import { parseCsv } from "../support/csv";
import { linkInMail, mailAmongArriving, mailArriving } from "../support/outbox";
import { addSessionCookie, expect, test, visit } from "./fixtures";
import { severeViolations } from "./axe";

/**
 * The practice's inbox (issue 19): a family writes through the contact form and the suggestion
 * box; the admin (granted on the command line, two-factor set up) sees the counts, filters,
 * searches, opens the message from the owner's mail, replies through the outbox, files it and
 * exports the CSV. Also without JavaScript, the refusals for everyone else, and axe.
 */

// Each test waits for mail (the owner's notice, the reply) and runs several pages: more than the
// default on a loaded machine.
test.describe.configure({ timeout: 60_000 });

let counter = 0;
/** Text no other test writes, so each test finds its own messages in the shared inbox. */
const unique = (label: string) => `${label}${Date.now()}${process.pid}${counter++}`;
const clientAddress = () => `198.51.100.${(process.pid * 3 + counter++ * 11) % 250}`;

/**
 * A signed-in admin in this browser context: granted as `npm run admin -- grant` does, with
 * two-factor sign-in, seeded (the command line and the set-up are admin-accounts.spec.ts's).
 */
async function signInAdmin(seed: E2eSeeder, page: Page, baseURL: string) {
  const email = `${unique("owner")}@example.com`;
  const { session } = await seed.admin(email);
  await addSessionCookie(page.context(), session!, baseURL);
  return email;
}

/** A family's contact message through the real form; the owner's mail links to its admin page. */
async function sendContact(page: Page, fields: { name: string; email: string; message: string }) {
  await visit(page, "/contact");
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("Full name").fill(fields.name);
  await form.getByLabel("Email", { exact: true }).fill(fields.email);
  await form.getByLabel("Message").fill(fields.message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!").first()).toBeVisible();
  // Every test's contact message goes to this address: look past the others' mail.
  const ownerMail = await mailAmongArriving(E2E_DATA_DIR, "aloha@example.com", (mail) => mail.includes(fields.name));
  const link = linkInMail(ownerMail, "/admin/messages/contact/");
  if (!link) throw new Error("the owner's mail has no link to the message's admin page");
  return new URL(link).pathname;
}

async function sendSuggestion(page: Page, fields: { text: string; email: string }) {
  await visit(page, "/suggestion-box");
  const form = page.getByRole("form", { name: "Suggestion box" });
  await form.getByLabel("Your suggestion").fill(fields.text);
  await form.getByLabel("Email (optional)").fill(fields.email);
  await form.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(page.getByText("Suggestion Submitted!").first()).toBeVisible();
}

/** The number under a count's label at the top of /admin. */
async function countOf(page: Page, label: string): Promise<number> {
  const value = page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  return Number(await value.textContent());
}

const messages = (page: Page) => page.getByRole("region", { name: /^Messages/ });

test.describe("the admin's inbox", () => {
  test("shows a family's message and suggestion, answers by email, files it and exports the CSV", async ({
    page,
    browser,
    baseURL,
    seed,
  }) => {
    await signInAdmin(seed, page, baseURL!);
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    expect(await countOf(page, "Accounts created this week")).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(/Plans with a saved move, a ticked item/)).toBeVisible();

    // The family, in a browser of their own.
    const family = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });
    const familyPage = await family.newPage();
    const marker = unique("kai");
    const familyEmail = `${marker}@example.com`;
    const formula = `=HYPERLINK("http://evil.example/?${marker}","Your orders")`;
    const messagePath = await sendContact(familyPage, {
      name: `Kai ${marker}`,
      email: familyEmail,
      message: `${formula}\nWe arrive at Schofield in June with two dogs.`,
    });
    await sendSuggestion(familyPage, { text: `A ${marker} guide to car registration`, email: familyEmail });
    await family.close();

    // Other tests answer their own messages at the same time: these two stay new.
    await visit(page, "/admin");
    expect(await countOf(page, "New messages")).toBeGreaterThanOrEqual(2);

    // Search finds both; the kind filter keeps one.
    await page.getByLabel("Search name, email or text").fill(marker.toUpperCase());
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker.toUpperCase()}`));
    await expect(messages(page)).toContainText("(2 found)");
    await expect(messages(page).getByRole("link", { name: `Kai ${marker}` })).toBeVisible();
    await expect(messages(page).getByRole("link", { name: familyEmail })).toBeVisible();
    await page.getByLabel("Kind").selectOption("suggestion");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/kind=suggestion/);
    await expect(messages(page)).toContainText("(1 found)");
    await expect(messages(page)).toContainText(`A ${marker} guide to car registration`);
    await page.getByLabel("Kind").selectOption("contact");
    await page.getByLabel("Status").selectOption("new");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(messages(page)).toContainText("(1 found)");

    // The message's page, the one the owner's mail links to.
    await messages(page)
      .getByRole("link", { name: `Kai ${marker}` })
      .click();
    await expect(page).toHaveURL(messagePath);
    await expect(page.getByRole("heading", { level: 1, name: `From Kai ${marker}` })).toBeVisible();
    await expect(page.getByText("We arrive at Schofield in June with two dogs.")).toBeVisible();
    const reply = page.getByRole("region", { name: "Reply by email" });
    await expect(reply.getByLabel("Subject")).toHaveValue("Re: Your message to Aloha PCS");
    // The schema checks in the browser first: nothing is sent without a body.
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(reply.getByLabel("Your reply")).toHaveAccessibleDescription("Write your reply.");
    await reply.getByLabel("Your reply").fill(`Aloha Kai,\n\nSchofield has pet-friendly housing. ${marker}`);
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText(`Reply sent to ${familyEmail}.`).first()).toBeVisible();
    const sent = page.getByRole("region", { name: "Replies sent" });
    await expect(sent).toContainText("Schofield has pet-friendly housing.");
    await expect(page.getByRole("region", { name: "File it" })).toContainText("Answered");
    const mail = await mailArriving(E2E_DATA_DIR, familyEmail, (text) => text.includes("Re: Your message"), 30_000);
    expect(mail).toContain("Schofield has pet-friendly housing.");

    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("Marked archived.").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "File it" })).toContainText("Archived");

    // The CSV of the search: the formula-looking message arrives as text.
    await visit(page, `/admin?q=${marker}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download these as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^aloha-pcs-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(readFileSync((await download.path())!, "utf8"));
    const byKind = Object.fromEntries(rows.map((row) => [row[0], row]));
    expect(header).toEqual([
      "kind",
      "id",
      "received",
      "status",
      "name",
      "email",
      "base/category",
      "text",
      "replied at",
    ]);
    expect(rows).toHaveLength(2);
    expect(byKind.contact![3]).toBe("archived");
    expect(byKind.contact![7]).toBe(`'${formula}\nWe arrive at Schofield in June with two dogs.`);
    expect(byKind.contact![8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byKind.suggestion![7]).toBe(`A ${marker} guide to car registration`);

    // Each of those was audited.
    await visit(page, "/admin/audit");
    for (const action of ["reply to message", "mark message archived", "export messages as CSV"]) {
      await expect(page.getByText(action).first()).toBeVisible();
    }
  });

  test("without JavaScript: filter, open and reply", async ({ browser, page, baseURL, seed }) => {
    const marker = unique("lani");
    const familyEmail = `${marker}@example.com`;
    await sendContact(page, { name: `Lani ${marker}`, email: familyEmail, message: "Is base housing open?" });

    const admin = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
    });
    const adminPage = await admin.newPage();
    await signInAdmin(seed, adminPage, baseURL!);
    await adminPage.goto("/admin");
    await adminPage.getByLabel("Search name, email or text").fill(marker);
    await adminPage.getByRole("button", { name: "Filter" }).click();
    await expect(messages(adminPage)).toContainText("(1 found)");
    await messages(adminPage)
      .getByRole("link", { name: `Lani ${marker}` })
      .click();
    const reply = adminPage.getByRole("region", { name: "Reply by email" });
    await reply.getByLabel("Your reply").fill("Aloha Lani, yes it is.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    // Without JavaScript the flash is the page's <noscript> notice, not a toast.
    await expect(adminPage.locator('noscript [role="status"]')).toContainText(`Reply sent to ${familyEmail}.`);
    await expect(adminPage.getByRole("region", { name: "Replies sent" })).toContainText("Aloha Lani, yes it is.");
    const mail = await mailArriving(E2E_DATA_DIR, familyEmail, (text) => text.includes("Aloha Lani"), 30_000);
    expect(mail).toContain("> Is base housing open?");
    await admin.close();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on the inbox and a message at ${width} px`, async ({ page, baseURL, seed }) => {
      const marker = unique("axe");
      const path = await sendContact(page, {
        name: `Axe ${marker}`,
        email: `${marker}@example.com`,
        message: "A long first line that should wrap neatly on a phone without pushing the page sideways at all.",
      });
      await page.setViewportSize({ width, height: 900 });
      await signInAdmin(seed, page, baseURL!);
      const inbox = await visit(page, `/admin?q=${marker}`);
      expect(inbox?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(messages(page)).toContainText("(1 found)");
      expect(await severeViolations(page)).toEqual([]);
      const message = await visit(page, path);
      expect(message?.headers()["cache-control"]).toBe("private, no-store");
      expect(await severeViolations(page)).toEqual([]);
      // Nothing wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
