import type { Browser } from "@playwright/test";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { E2E_DATA_DIR } from "../../playwright.config";
import { TEST_PASSWORD } from "../support/accounts";
import { runAdminCommand, totpCodeFor } from "../support/admin";
import { addSessionCookie, expect, test, uniqueEmail, visit } from "./fixtures";
import { severeViolations } from "./axe";

let counter = 0;
/** Each test's own client address (the server trusts X-Forwarded-For), so limits keep tests apart. */
const addressFor = (label: string) => `198.18.${process.pid % 250}.${(label.length * 31 + counter++ * 7) % 250}`;

/** The admin pages this file checks with axe (the inbox's own spec checks /admin). */
const ADMIN_PAGES = ["/admin/two-factor", "/admin/accounts", "/admin/audit", "/admin/site"];
/** The inbox's CSV export: a download, refused with a bare 404 rather than the not-found page. */
const ADMIN_DOWNLOAD = "/admin/messages.csv";
/** Every kind of admin address, for the refusals: the pages, the inbox and its CSV export. */
const ADMIN_URLS = ["/admin", ADMIN_DOWNLOAD, ...ADMIN_PAGES];
/** Loading the not-found page on purpose logs the browser's "404" line. */
const NOT_FOUND_CONSOLE = [/status of 404/];

/** A context without JavaScript, as its own client. */
async function noScriptContext(browser: Browser, baseURL: string, address: string) {
  return browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
}

async function codeFor(secretText: string): Promise<string> {
  return createOTP(base32.decode(secretText.replace(/\s+/g, ""))).totp();
}

test.describe("the site owner's accounts (issue 19)", () => {
  test.use({ allowedConsoleErrors: NOT_FOUND_CONSOLE });

  test("without JavaScript: an admin granted from the command line sets up two-factor sign-in, signs in with a code, bans a family, and sees it in the audit log", async ({
    browser,
    baseURL,
    seed,
  }) => {
    // Two command line runs (each starts Node and connects), a two-factor set-up and a sign-in
    // with a code: more than the default on a loaded machine.
    test.setTimeout(90_000);
    const address = addressFor("owner-flow");
    const ownerEmail = uniqueEmail("owner");
    const familyEmail = uniqueEmail("family");
    // Verified and signed in (seeded: the sign-up journey is accounts.spec.ts's).
    await seed.user(familyEmail);
    const owner = await seed.user(ownerEmail);
    const ownerSession = await seed.session(owner.id);

    // The real command line, on the server's data folder.
    const unknown = await runAdminCommand(["grant", uniqueEmail("nobody")], { DATA_DIR: E2E_DATA_DIR });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account with the email");
    const granted = await runAdminCommand(["grant", ownerEmail], { DATA_DIR: E2E_DATA_DIR });
    expect(granted).toMatchObject({ code: 0, stdout: `${ownerEmail} is now an admin.\n` });

    const context = await noScriptContext(browser, baseURL!, address);
    await addSessionCookie(context, ownerSession, baseURL!);
    const page = await context.newPage();

    // Any admin page sends an admin without two-factor sign-in to set it up.
    await page.goto("/admin/accounts");
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText("That password is not right. Type the password you sign in with.");
    await page.getByLabel("Your password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.locator("code").textContent()) ?? "";
    expect(secret.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32,}$/);
    await expect(page.getByRole("link", { name: /^otpauth:\/\/totp\// })).toBeVisible();
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByRole("alert")).toContainText("That code did not match");
    await page.getByLabel("Code from the app").fill(await codeFor(secret));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page.getByRole("status")).toHaveText("Save these backup codes now: they are shown only this once.");
    await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);

    // Sign out, and back in: the password alone is not enough.
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const signIn = page.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel("Email").fill(ownerEmail);
    await signIn.getByLabel("Password").fill(TEST_PASSWORD);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    expect((await context.request.get("/admin/accounts", { maxRedirects: 0 })).status()).toBe(404);
    await page.getByLabel("6-digit code").fill(await codeFor(secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Ban the family.
    await page.goto("/admin/accounts");
    await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
    const family = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: familyEmail }) });
    await expect(family.getByText("Verified")).toBeVisible();
    await family.getByText("Ban…").click();
    await family.getByLabel("Reason (optional, kept in the audit log)").fill("Spam in the contact form");
    await family.getByRole("button", { name: `Ban ${familyEmail}` }).click();
    await expect(page.getByRole("status")).toHaveText(
      `${familyEmail} is banned: signed out everywhere, and cannot sign in.`,
    );
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: familyEmail }) })
        .getByText("Banned"),
    ).toBeVisible();

    // The family cannot sign in any more.
    const familySignIn = await fetch(`${baseURL}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
      body: new URLSearchParams({ intent: "signin", email: familyEmail, password: TEST_PASSWORD }),
    });
    expect(familySignIn.status).not.toBe(302);

    // The audit log, newest first.
    await page.goto("/admin/audit");
    // Other tests' admins write to the same log meanwhile: the newest line about this owner.
    const newestOfOwner = page.getByRole("row").filter({ hasText: ownerEmail }).first();
    await expect(newestOfOwner).toContainText("ban");
    await expect(newestOfOwner).toContainText(`"reason":"Spam in the contact form"`);
    await expect(
      page.getByRole("row").filter({ hasText: "grant admin" }).filter({ hasText: ownerEmail }),
    ).toContainText("command line");
    await context.close();
  });

  test("without JavaScript: a session signed in before two-factor was turned on is asked for a code, then goes where it was going", async ({
    browser,
    baseURL,
    seed,
  }) => {
    const address = addressFor("earlier-session");
    // An admin with two-factor sign-in on, and a session that never passed the second factor:
    // one signed in with the password alone, before two-factor was turned on on another device.
    const owner = await seed.admin(uniqueEmail("owner-earlier"), { signedIn: false });
    const earlier = await seed.session(owner.id);

    const context = await noScriptContext(browser, baseURL!, address);
    await addSessionCookie(context, earlier, baseURL!);
    const page = await context.newPage();
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/admin\/session-code\?next=%2Fadmin%2Faudit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
    // Nothing of the admin side opens meanwhile, the CSV export included.
    const csv = await context.request.get("/admin/messages.csv", { maxRedirects: 0 });
    expect([csv.status(), csv.headers()["location"]]).toEqual([
      303,
      "/admin/session-code?next=%2Fadmin%2Fmessages.csv",
    ]);
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText("That code did not match");
    await page.getByLabel("6-digit code").fill(await totpCodeFor(owner.totpUri));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await context.close();
  });

  test("a family and an anonymous visitor get the not-found page on every admin URL, GET and POST", async ({
    browser,
    baseURL,
    request,
    seed,
  }) => {
    const address = addressFor("refusals");
    const familySession = await seed.session((await seed.user(uniqueEmail("nosy"))).id);
    const familyCookie = familySession.cookie;
    // Exactly what a path that is no page answers, GET or POST.
    const nowhere = await request.get("/admin/nowhere-at-all");
    expect(nowhere.status()).toBe(404);
    expect((await request.post("/admin/nowhere-at-all", { form: { intent: "ban" } })).status()).toBe(404);
    for (const cookie of [undefined, familyCookie]) {
      for (const url of ADMIN_URLS) {
        const headers = { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) };
        const get = await request.get(url, { headers, maxRedirects: 0 });
        expect(get.status(), `GET ${url}`).toBe(404);
        const notFoundPage = url !== ADMIN_DOWNLOAD;
        if (notFoundPage) expect(await get.text()).toContain("Page not found");
        const post = await request.post(url, {
          headers,
          form: { intent: "ban", userId: "anyone", password: TEST_PASSWORD },
          maxRedirects: 0,
        });
        expect(post.status(), `POST ${url}`).toBe(404);
        if (notFoundPage) expect(await post.text()).toContain("Page not found");
      }
    }
    // The browser shows exactly the site's not-found page.
    const context = await noScriptContext(browser, baseURL!, address);
    await addSessionCookie(context, familySession, baseURL!);
    const page = await context.newPage();
    const response = await page.goto("/admin/accounts");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await context.close();
  });
});

test.describe("admin pages' accessibility", () => {
  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on the admin pages at ${width} px`, async ({ page, context, baseURL, seed }) => {
      // Four full axe runs: more than a minute on a loaded machine (seen at load 37).
      test.setTimeout(120_000);
      const familyEmail = uniqueEmail(`family-axe-${width}`);
      // A signed-in family (a session to sign out everywhere), as the sign-up helper left it.
      await seed.session((await seed.user(familyEmail)).id);
      // An admin with two-factor sign-in, signed in with its code (seeded).
      const { session } = await seed.admin(uniqueEmail(`admin-axe-${width}`));
      await addSessionCookie(context, session!, baseURL!);
      await page.setViewportSize({ width, height: 900 });
      for (const url of ADMIN_PAGES) {
        await visit(page, url);
        await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
        expect(await severeViolations(page), url).toEqual([]);
      }
      // The accounts page with an action's answer showing (on this test's own family).
      await visit(page, "/admin/accounts");
      const family = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: familyEmail }) });
      await family.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(page.getByRole("status")).toHaveText(`${familyEmail} is signed out everywhere.`);
      expect(await severeViolations(page)).toEqual([]);
    });

    test(`axe finds nothing serious on the sign-in code page at ${width} px`, async ({ page, seed }) => {
      const ownerEmail = uniqueEmail(`admin-axe-code-${width}`);
      await seed.admin(ownerEmail, { signedIn: false });
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/auth");
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByLabel("Email").fill(ownerEmail);
      await form.getByLabel("Password").fill(TEST_PASSWORD);
      await form.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/auth\/two-factor$/);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("6-digit code").fill("12");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByText("Type the 6-digit code your authenticator app shows.").first()).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
});
