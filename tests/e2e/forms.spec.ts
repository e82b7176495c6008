import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { mailAmongArriving } from "../support/outbox";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

/** The per-address limit itself is tested in app/routes/form-actions.integration.test.ts. */

test.describe("contact a sponsor", () => {
  // A refused submission answers 400, which the browser logs itself.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("shows the form, the contact panel and working links", async ({ page }) => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    for (const label of ["Full name", "Email", "Base or duty station (optional)", "Message"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByRole("link", { name: "(808) 555-0100" }).last()).toHaveAttribute("href", "tel:8085550100");
    await expectInSiteLinksWork(page);
  });

  test("an empty required field gives the Missing Information notice", async ({ page }) => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("   ");
    await form.getByLabel("Email", { exact: true }).fill("kai@example.com");
    await form.getByLabel("Message").fill("Hello");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    // The form's one summary, and no toast (issue 33: a refusal is said in the form, once).
    await expect(form.getByRole("alert")).toHaveText("Missing Information: Please fill in all required fields.");
    await expect(page.getByText("Please fill in all required fields.")).toHaveCount(1);
    // The empty field is marked and says which it is; the others are not.
    await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full name")).toHaveAccessibleDescription("Please enter your name.");
    await expect(form.getByLabel("Message")).not.toHaveAttribute("aria-invalid");
    expect(posted).toBe(false);

    // Once it is filled in, the message goes as it is typed, before any new submit.
    await form.getByLabel("Full name").fill("Kai Family");
    await expect(form.getByLabel("Full name")).not.toHaveAttribute("aria-invalid");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });

  test("a bad email is refused in the browser with the schema's words, and what was typed stays", async ({ page }) => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("Kai Family");
    await form.getByLabel("Email", { exact: true }).fill("kai@example");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Message")).toHaveValue("Hello");
  });

  test("a message is sent, stored and mailed, and the fields are cleared", async ({ page }) => {
    // Waiting for the mail can take up to 30 s on a loaded machine, on top of the page's work.
    test.slow();
    const email = `contact-${Date.now()}@example.com`;
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("Kai Family");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Message").fill("We arrive at Schofield in June.");
    await form.getByRole("button", { name: "Send Message" }).click();
    // Every message reaches the practice's inbox, whatever the site's email (tests/e2e/sample-contacts.spec.ts).
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await expect(
      page.getByText("It's in the practice's inbox, and the reply will come to the email address you gave.").first(),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Contact us" }).getByLabel("Full name")).toHaveValue("");
    // The outbox worker sends on its own schedule: a loaded machine can take a while. Other
    // tests' contact messages go to the same address meanwhile, so look past newer ones.
    await mailAmongArriving(E2E_DATA_DIR, "aloha@example.com", (mail) => mail.includes(`Reply-To: ${email}`));
  });
});

test.describe("a form's schema", () => {
  const schemaChunks = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/assets\/form-schemas-[\w-]+\.js$/.test(path)),
    );

  test("loads on the first touch, and a submit before it arrives waits for it: nothing is posted", async ({ page }) => {
    await visit(page, "/contact");
    expect(await schemaChunks(page), "not loaded with the page").toEqual([]);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // A click on Send before any field was touched: the schema comes first, then it checks.
    await page.getByRole("form", { name: "Contact us" }).getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields." })).toBeVisible();
    expect(await schemaChunks(page)).toHaveLength(1);
    expect(posts).toEqual([]);
  });
});

test.describe("suggestion box", () => {
  test("lists popular and coming-soon ideas, and submit waits for a suggestion", async ({ page }) => {
    await visit(page, "/suggestion-box");
    await expect(page.getByRole("heading", { name: "Popular suggestions" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Popular suggestions" }).locator("..").getByRole("listitem"),
    ).toHaveCount(10);
    await expect(page.getByRole("heading", { name: "Coming soon" })).toBeVisible();
    const form = page.getByRole("form", { name: "Suggestion box" });
    const submit = form.getByRole("button", { name: "Submit Suggestion" });
    await expect(submit).toBeDisabled();
    await form.getByLabel("Your suggestion").fill("   ");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Your suggestion").fill("A commute map for every base");
    await expect(submit).toBeEnabled();
    await form.getByLabel("Category (optional)").selectOption("New tool or calculator");
    await submit.click();
    await expect(page.getByText("Suggestion Submitted!").first()).toBeVisible();
    await expect(
      page.getByText("Thank you for your feedback. We'll review your suggestion and get back to you soon.").first(),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Suggestion box" }).getByLabel("Your suggestion")).toHaveValue("");
    await expectInSiteLinksWork(page);
  });
});

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("the contact form posts, answers with the page and clears its fields", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("No Script Family");
    await form.getByLabel("Email", { exact: true }).fill("noscript@example.com");
    await form.getByLabel("Message").fill("Writing from a locked-down work laptop.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    await expect(page.getByRole("form", { name: "Contact us" }).getByLabel("Full name")).toHaveValue("");
  });

  test("a refused contact message comes back with what was typed", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("Kai Family");
    await form.getByLabel("Email", { exact: true }).fill("kai@example.com");
    await form.getByLabel("Message").fill("   ");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing Information");
    const answered = page.getByRole("form", { name: "Contact us" });
    await expect(answered.getByLabel("Full name")).toHaveValue("Kai Family");
    await expect(answered.getByLabel("Email", { exact: true })).toHaveValue("kai@example.com");
    await expect(answered.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await expect(answered.getByLabel("Message")).toHaveAccessibleDescription("Please write your message.");
  });

  test("a contact message the server refuses keeps every typed value and says why under the field", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Full name").fill("Kai Family");
    await form.getByLabel("Email", { exact: true }).fill("kai@example");
    await form.getByLabel("Base or duty station (optional)").fill("Schofield Barracks");
    await form.getByLabel("Message").fill("We arrive in June.\nTwo kids and a dog.");
    await form.getByRole("button", { name: "Send Message" }).click();
    const answered = page.getByRole("form", { name: "Contact us" });
    await expect(answered.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    // Said once, under the field: no summary repeats a field's own message (issue 33).
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(1);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(answered.getByLabel("Full name")).toHaveValue("Kai Family");
    await expect(answered.getByLabel("Email", { exact: true })).toHaveValue("kai@example");
    await expect(answered.getByLabel("Base or duty station (optional)")).toHaveValue("Schofield Barracks");
    await expect(answered.getByLabel("Message")).toHaveValue("We arrive in June.\nTwo kids and a dog.");
    await expect(answered.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
  });

  test("the suggestion box posts and answers with the page", async ({ page }) => {
    await page.goto("/suggestion-box");
    const form = page.getByRole("form", { name: "Suggestion box" });
    await expect(form.getByRole("button", { name: "Submit Suggestion" })).toBeEnabled();
    await form.getByLabel("Your suggestion").fill("Hurricane season guide");
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(page.getByRole("status")).toContainText("Suggestion Submitted!");
  });
});
