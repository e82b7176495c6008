import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { E2E_DATA_DIR } from "../../playwright.config";
import { TEST_PASSWORD } from "../support/accounts";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/**
 * What only a browser shows: its scripts under the CSP, a cross-site form post, hostile text
 * after hydration. Every header, method and cross-site rule over HTTP is checked in
 * tests/http/security.test.ts.
 */

test.describe("security headers", () => {
  test("the page's scripts all carry this response's nonce, and the browser reports no CSP violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await visit(page, "/auth");
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"]!)?.[1];
    const scripts = await page
      .locator("script")
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ src: node.getAttribute("src"), nonce: (node as HTMLScriptElement).nonce })),
      );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      if (!script.src) expect(script.nonce, "an inline script without this response's nonce").toBe(nonce);
    }
    expect(violations).toEqual([]);
  });
});

test.describe("cross-site requests", () => {
  // The browser logs the refused navigation itself.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("a form on another site posting here in a real browser gets 403", async ({ page, baseURL }, testInfo) => {
    const suggestion = `Forged by another site (${testInfo.testId})`;
    await page.route("https://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Win a free PCS move</title>
          <form method="post" action="${baseURL}/suggestion-box">
            <input name="suggestion" value="${suggestion}">
            <button>Claim</button>
          </form>`,
      }),
    );
    await page.goto("https://evil.example/");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url() === `${baseURL}/suggestion-box`),
      page.getByRole("button", { name: "Claim" }).click(),
    ]);
    expect(response.status()).toBe(403);
    // Nothing stored: the shared server's database has no row with this test's text.
    const db = new DatabaseSync(path.join(E2E_DATA_DIR, "aloha-pcs.sqlite"), { readOnly: true });
    try {
      const row = db.prepare(`select count(*) as n from suggestions where suggestion = ?`).get(suggestion) as {
        n: number | bigint;
      };
      expect(Number(row.n)).toBe(0);
    } finally {
      db.close();
    }
  });
});

const SCRIPT_PAYLOAD = "<script>alert(1)</script>";
const ATTRIBUTE_PAYLOAD = '"><img src=x onerror=alert(1)>';

/**
 * Open `pagePath` as the browser shows it right after posting `fields` to it: the document
 * is the action's real answer (the re-rendered form), which React then hydrates.
 */
async function openActionAnswer(page: Page, pagePath: string, fields: Record<string, string>): Promise<number> {
  let status = 0;
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch({
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        postData: new URLSearchParams(fields).toString(),
      });
      status = response.status();
      await route.fulfill({ response });
    },
  );
  await visit(page, pagePath);
  await page.unrouteAll();
  return status;
}

/** Nothing the payloads could have made: no dialog, no injected image or script. */
async function expectNothingInjected(page: Page, dialogs: string[]) {
  // Every image has loaded or failed (an injected onerror would have run) and every script has run.
  await page.waitForLoadState("load");
  expect(dialogs, "alert dialogs").toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injectedScripts = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.trim() === "alert(1)").length);
  expect(injectedScripts).toBe(0);
}

test.describe("hostile text is shown as text", () => {
  // The re-rendered forms answer 400 (or 429 once this address has sent five), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 4(00|01|29)/] });
  const dialogs: string[] = [];
  test.beforeEach(({ page }) => {
    dialogs.length = 0;
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  test("the contact form echoes every field back as text", async ({ page }) => {
    const fields = {
      fullName: SCRIPT_PAYLOAD,
      email: `${ATTRIBUTE_PAYLOAD}@example.com`,
      base: ATTRIBUTE_PAYLOAD,
      message: `${SCRIPT_PAYLOAD}\n${ATTRIBUTE_PAYLOAD}`,
    };
    expect([400, 429]).toContain(await openActionAnswer(page, "/contact", fields));
    const form = page.getByRole("form", { name: "Contact us" });
    await expect(form.getByLabel("Full name")).toHaveValue(fields.fullName);
    await expect(form.getByLabel("Email")).toHaveValue(fields.email);
    await expect(form.getByLabel(/Base or duty station/)).toHaveValue(fields.base);
    await expect(form.getByLabel("Message")).toHaveValue(fields.message);
    await expectNothingInjected(page, dialogs);
  });

  test("the suggestion box echoes the suggestion and email back as text", async ({ page }) => {
    const fields = {
      suggestion: `${ATTRIBUTE_PAYLOAD} ${SCRIPT_PAYLOAD}`,
      email: `${SCRIPT_PAYLOAD}@example`,
      category: ATTRIBUTE_PAYLOAD,
    };
    expect([400, 429]).toContain(await openActionAnswer(page, "/suggestion-box", fields));
    const form = page.getByRole("form", { name: "Suggestion box" });
    await expect(form.getByLabel("Your suggestion")).toHaveValue(fields.suggestion);
    await expect(form.getByLabel(/Email/)).toHaveValue(fields.email);
    await expectNothingInjected(page, dialogs);
  });

  // One test per address (three pages each), so the two run side by side.
  for (const [kind, email] of [
    ["a script tag", `${SCRIPT_PAYLOAD}@example.com`],
    ["an attribute break", `${ATTRIBUTE_PAYLOAD.replace(/ /g, "/")}@example.com`],
  ] as const) {
    test(`an email whose local part is markup (${kind}) is refused without being rendered as markup`, async ({
      page,
    }) => {
      expect(await openActionAnswer(page, "/auth", { intent: "signup", email, password: TEST_PASSWORD }), email).toBe(
        400,
      );
      await expect(page.getByText("Failed to create account. Please try again.").first()).toBeVisible();
      await expectNothingInjected(page, dialogs);
      expect(await openActionAnswer(page, "/auth", { intent: "signin", email, password: TEST_PASSWORD })).toBe(401);
      await expectNothingInjected(page, dialogs);
      expect(await openActionAnswer(page, "/auth/forgot-password", { email })).toBe(200);
      await expect(page.getByText("we've sent a link").first()).toBeVisible();
      await expectNothingInjected(page, dialogs);
    });
  }
});
