import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from "@playwright/test";
import { E2E_AUTH_SECRET, E2E_DATA_DIR } from "../../playwright.config";
import { e2eSeeder, type E2eSeeder } from "../support/e2e-seed";
import type { SeededSession, SeededUser } from "../support/seed";

let seededCount = 0;
/** An address no other test (or worker, or run) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${process.pid}-${seededCount++}@example.com`;
}

/** A session's cookie in a browser context, as the server's Set-Cookie would leave it. */
export async function addSessionCookie(context: BrowserContext, session: SeededSession, url: string) {
  await context.addCookies([{ name: session.name, value: session.value, url, httpOnly: true, sameSite: "Lax" }]);
}

export type Login = (options?: {
  /** The account's email (default: a new unique one). */
  email?: string;
  /** Where the session cookie goes (default: the test's own context). */
  context?: BrowserContext;
}) => Promise<SeededUser & { session: SeededSession }>;

/**
 * Every end-to-end test fails on an unexpected console error or uncaught page error
 * (a CSP violation, a hydration mismatch, a broken script). Tests that provoke an error on
 * purpose list the text they expect in `allowedConsoleErrors`.
 */
export const test = base.extend<
  {
    allowedConsoleErrors: RegExp[];
    consoleGuard: void;
    login: Login;
  },
  { seed: E2eSeeder }
>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Users, admins and sessions written straight into the e2e server's database through
   * better-auth's adapter and the server's secret (the Epic Stack's `login()`): a signed-in
   * test no longer signs up, waits for the mail, verifies and signs in. The real journeys are
   * tested once each in accounts.spec.ts and admin-accounts.spec.ts.
   */
  seed: [
    async ({}, provide, workerInfo) => {
      const seeder = e2eSeeder({
        dataDir: E2E_DATA_DIR,
        publicUrl: String(workerInfo.project.use.baseURL),
        secret: E2E_AUTH_SECRET,
      });
      await provide(seeder);
      await seeder.close();
    },
    { scope: "worker" },
  ],
  /** A verified account signed in in the test's context (or the one given). */
  login: async ({ seed, context, baseURL }, provide) => {
    await provide(async ({ email = uniqueEmail("family"), context: target = context } = {}) => {
      const user = await seed.user(email);
      const session = await seed.session(user.id);
      await addSessionCookie(target, session, baseURL!);
      return { ...user, session };
    });
  },
  /**
   * Each test is its own client address (the test server trusts X-Forwarded-For), so the
   * per-address limits on sign-ups and forms never make one test depend on another.
   */
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + (hashOf(testInfo.testId) % 10_000);
    await provide({ "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Open a page and wait until React has hydrated it, so clicks and keys reach its handlers. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Click a control whose save the page shows at once (a fetcher's tick), and wait until the
 * server has answered that save: a reload, or another person's page, read before then could
 * miss it. Before the page has hydrated the click is a plain form post, answered by a redirect
 * back to the item; either answer means saved.
 */
export async function clickAndWaitForSave(control: Locator): Promise<void> {
  const saved = control.page().waitForResponse((response) => response.request().method() === "POST");
  await control.click();
  expect((await saved).status(), "the save's answer").toBeLessThan(400);
}

/**
 * Every link on the page that stays on this site answers 200 (fragments are checked against
 * an element with that id). Returns the paths it checked, so a test can assert on them too.
 */
export async function expectInSiteLinksWork(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"], a[href^="#"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const checked = new Set<string>();
  for (const href of hrefs) {
    if (href.startsWith("#")) {
      if (href.length > 1) await expect(page.locator(`[id="${href.slice(1)}"]`), `target of ${href}`).toHaveCount(1);
      continue;
    }
    const [path, fragment] = href.split("#");
    if (!path || checked.has(path)) continue;
    checked.add(path);
    const response = await page.request.get(path);
    expect(response.status(), `link ${href}`).toBe(200);
    if (fragment) expect(await response.text(), `target of ${href}`).toContain(`id="${fragment}"`);
  }
  return [...checked];
}
