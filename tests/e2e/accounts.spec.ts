import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { HAWAII_PCS_CHECKLIST } from "../../app/content/checklist";
import { checklistFlagsInHtml } from "../support/accounts";
import { latestMailTo, linkInMail } from "../support/outbox";
import { expect, test, visit } from "./fixtures";

const PASSWORD = "Aloha2026!";
let counter = 0;
/** A fresh address per test, so tests never depend on each other or on their order. */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;
}

/**
 * The newest mail to `to` with a link to `pathPart`, once one has arrived other than
 * `previousMail` (a mail's text). Mails are told apart by their text, not their links: a
 * verification token's expiry counts whole seconds, so two links made in one second are equal.
 */
async function mailed(to: string, pathPart: string, previousMail?: string): Promise<{ mail: string; link: string }> {
  let found: { mail: string; link: string } | undefined;
  await expect
    .poll(
      () => {
        const mail = latestMailTo(E2E_DATA_DIR, to);
        const link = mail && mail !== previousMail ? linkInMail(mail, pathPart) : undefined;
        found = mail && link ? { mail, link } : undefined;
        return found;
      },
      // The outbox worker sends on its own schedule: a loaded machine can take a while.
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The link to `pathPart` in the newest mail to `to`, once one has arrived. */
async function mailedLink(to: string, pathPart: string): Promise<string> {
  return (await mailed(to, pathPart)).link;
}

/** Ask for a reset link on the forgot-password page, as a family does; the link it mails. */
async function askForResetLink(page: Page, email: string): Promise<string> {
  await visit(page, "/auth/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "we've sent a link" })).toBeVisible();
  return mailedLink(email, "/api/auth/reset-password");
}

/**
 * Waits for the page to be at `path`; if it stays elsewhere, the failure says what the page
 * shows there (its alerts and each field's message), not only its address.
 */
async function expectToArriveAt(page: Page, path: string, timeout: number) {
  await expect
    .poll(
      async () => {
        const url = new URL(page.url());
        if (url.pathname === path) return path;
        // A navigation under way replaces the page being read: it is simply read again next time.
        const messages = await page
          .locator("[role=alert], [id$=-error]")
          .allInnerTexts()
          .catch(() => []);
        return `${url.pathname}, showing ${JSON.stringify(messages.filter(Boolean))}`;
      },
      { timeout },
    )
    .toBe(path);
}

async function signUpThroughForm(page: Page, email: string, password = PASSWORD) {
  await visit(page, "/auth?tab=signup");
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
}

async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await visit(page, "/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test.describe("accounts", () => {
  // Refused sign-ins (401, or 403 while unverified) and refused passwords (400) are logged by
  // the browser itself.
  test.use({ allowedConsoleErrors: [/status of 40[013]/] });

  test("sign up, verify by email, sign out and sign in again", async ({ page, browser, baseURL }) => {
    // Five password checks and a dozen page loads: more than the default 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail("journey");
    await signUpThroughForm(page, email, "weakpass");
    const form = page.getByRole("form", { name: "Create account" });
    await expect(page.getByText("Password does not meet requirements.").first()).toBeVisible();
    await expect(form.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    await expect(form.getByText("Password must contain at least one number")).toBeVisible();

    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Account created! Please check your email to verify your account." }),
    ).toBeVisible();

    // Unverified, with the right password: told so, and mailed a new link.
    const signUpMail = (await mailed(email, "/api/auth/verify-email")).mail;
    await signInThroughForm(page, email);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: `Your email isn't verified yet. We sent a new verification link to ${email}` }),
    ).toBeVisible();

    // Opened in another browser, the link verifies and lands on the sign-in form; it signs
    // nobody in (login CSRF). Only the browser that signed up is signed in by it (account.spec.ts).
    const elsewhere = await browser.newContext({ baseURL });
    const otherPage = await elsewhere.newPage();
    await otherPage.goto((await mailed(email, "/api/auth/verify-email", signUpMail)).link);
    await expect(otherPage).toHaveURL("/auth?verified=1");
    await expect(
      otherPage
        .getByRole("status")
        .filter({ hasText: "Email verified. Sign in with your password to save your checklist." }),
    ).toBeVisible();
    await expect(otherPage.getByRole("banner").first().getByRole("link", { name: "Sign in" })).toBeVisible();
    await elsewhere.close();
    await signInThroughForm(page, email);
    await expect(page).toHaveURL("/");
    const header = page.getByRole("banner").first();
    await expect(header.getByText(email)).toBeVisible();

    await header.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByText("Signed out successfully")).toBeVisible();
    await expect(page.getByRole("banner").first().getByRole("link", { name: "Sign in" })).toBeVisible();

    await signInThroughForm(page, email, "Wrong2026!");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await signInThroughForm(page, email);
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
    await expect(page.getByRole("banner").first().getByText(email)).toBeVisible();

    // A signed-in family opening /auth goes home.
    await page.goto("/auth");
    await expect(page).toHaveURL("/");
  });

  test("an expired or bad verification link says so and sends a new one", async ({ page }) => {
    // Two password checks, two mails and seven page loads.
    test.slow();
    const email = uniqueEmail("relink");
    await signUpThroughForm(page, email);
    await expect(page.getByRole("status").filter({ hasText: "Account created!" })).toBeVisible();
    const signUpMail = (await mailed(email, "/api/auth/verify-email")).mail;

    // A link whose token no longer checks out (expired, or cut short by a mail program).
    await page.goto(`/api/auth/verify-email?token=expired&callbackURL=${encodeURIComponent("/auth?verified=1")}`);
    await expect(page).toHaveURL("/auth?verified=1&error=INVALID_TOKEN");
    await expect(
      page.getByRole("alert").filter({ hasText: "This verification link has expired or isn't valid." }),
    ).toBeVisible();
    await expect(page.getByText("Email verified.")).toHaveCount(0);
    const form = page.getByRole("form", { name: "Send a new verification link" });
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send a new verification link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "we've sent it a new verification link. Check your inbox." }),
    ).toBeVisible();

    // This browser signed up: the link signs it in, and takes it home (it was going nowhere else).
    await page.goto((await mailed(email, "/api/auth/verify-email", signUpMail)).link);
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Email verified. You're signed in.")).toBeVisible();
    await expect(
      page
        .getByRole("banner")
        .first()
        .getByRole("link", { name: /Your account/ }),
    ).toBeVisible();
  });

  test("a forgotten password on a never-verified account: the reset link verifies it", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("unverified-reset");
    await signUpThroughForm(page, email);
    await expect(page.getByRole("status").filter({ hasText: "Account created!" })).toBeVisible();

    await page.goto(await askForResetLink(page, email));
    await page.getByLabel("New password").fill("NewAloha2027");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByText("Password updated. Please sign in with your new password.")).toBeVisible();
    await signInThroughForm(page, email, "NewAloha2027");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").first().getByText(email)).toBeVisible();
  });

  test("the forum's 'Create account to join' opens the Create account tab", async ({ page }) => {
    await visit(page, "/member-forum");
    await page.getByRole("link", { name: "Create account to join" }).click();
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create account", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the email pattern is checked before anything is sent", async ({ page }) => {
    await visit(page, "/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password").fill("anything");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    // One message per problem: under its field, not again in the form's summary (issue 33).
    await expect(form.getByText("Please enter a valid email address.")).toHaveCount(1);
    await expect(form.getByRole("alert")).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test("a new password's message clears as soon as every rule is met, before the next submit", async ({ page }) => {
    await visit(page, "/auth?tab=signup");
    const form = page.getByRole("form", { name: "Create account" });
    const password = form.getByLabel("Password");
    await form.getByLabel("Email").fill(uniqueEmail("rules"));
    await password.fill("aloha");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Password does not meet requirements.").first()).toBeVisible();
    const lengthRule = form.getByRole("listitem").filter({ hasText: "at least 8 characters long" });
    await expect(lengthRule).toContainText("not met yet");

    // Typing on: still short of a number, the message stays; the last rule met clears it at once.
    await password.fill("Alohaaa");
    await expect(lengthRule).toContainText("not met yet");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await password.pressSequentially("1");
    await expect(lengthRule).toContainText("(met)");
    await expect(password).not.toHaveAttribute("aria-invalid");
    await expect(form.getByText("Password does not meet requirements.")).toHaveCount(0);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByText("not met yet")).toHaveCount(0);
  });

  test("a sixth sign-in attempt within 15 minutes is blocked in the browser", async ({ page }) => {
    // Six round trips through the form: more than the default 30 s on a busy machine.
    test.slow();
    const email = uniqueEmail("limit");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInThroughForm(page, email, "Wrong2026!");
      await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    }
    expect(posts).toBe(5);
    await signInThroughForm(page, email, "Wrong2026!");
    await expect(page.getByText("Too many signin attempts. Please try again in 15 minutes.")).toBeVisible();
    expect(posts).toBe(5);
  });

  test("a forgotten password is reset through the emailed link", async ({ page, login }) => {
    // A verified, signed-in account (seeded: the sign-up journey is the first test's).
    const { email } = await login({ email: uniqueEmail("reset") });
    await visit(page, "/");
    await page.getByRole("banner").first().getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/auth");

    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we've sent a link" })).toBeVisible();

    // The emailed link goes through better-auth, which redirects to our reset page with a token.
    await page.goto(await mailedLink(email, "/api/auth/reset-password"));
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    // Under the field it is about, once.
    await expect(page.getByLabel("New password")).toHaveAccessibleDescription(/^Password does not meet requirements\./);
    await expect(page.getByText("Password does not meet requirements.")).toHaveCount(1);
    await page.getByLabel("New password").fill("NewAloha2027");
    await page.getByRole("button", { name: "Save new password" }).click();
    // Saving hashes the password (scrypt, at most two at once across the server): while the
    // other workers sign in, a loaded 2-core machine can queue it past the 5 s default.
    await expectToArriveAt(page, "/auth", 20_000);
    await signInThroughForm(page, email, "NewAloha2027");
    await expect(page).toHaveURL("/");
  });
});

test.describe("a form answered by the server", () => {
  // The refused password (400) is logged by the browser itself.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("sends nothing while a refused field is corrected before the form's checks have arrived", async ({
    page,
    seed,
  }) => {
    const email = uniqueEmail("slow-checks");
    await seed.user(email);
    const resetLink = await askForResetLink(page, email);

    // A slow phone: the page's scripts, then the form's checks (its schema), arrive when let.
    const held = { scripts: Promise.withResolvers<void>(), checks: Promise.withResolvers<void>() };
    let checksAsked = 0;
    await page.route(/\.js$/, async (route) => {
      if (/\/assets\/(schemas|v4)-[\w-]+\.js$/.test(route.request().url())) {
        checksAsked++;
        await held.checks.promise;
      } else await held.scripts.promise;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.postData() ?? "");
    });

    // Refused by the server: the page that answers has its message and runs without its checks.
    await page.goto(resetLink);
    const field = page.getByLabel("New password");
    await field.fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(field).toHaveAccessibleDescription(/^Password does not meet requirements\./);
    posts.length = 0;
    held.scripts.resolve();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => checksAsked).toBeGreaterThan(0);

    await field.pressSequentially("NewAloha2027");
    held.checks.resolve();
    // Once the checks have arrived, the field is checked again as it is typed in.
    await expect(async () => {
      await field.press("Backspace");
      await field.press("7");
      await expect(field).not.toHaveAccessibleDescription(/does not meet/, { timeout: 1_000 });
    }).toPass();
    // Nothing was sent while they had not.
    expect(posts).toEqual([]);
    await expect(field).toHaveValue("NewAloha2027");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expectToArriveAt(page, "/auth", 20_000);
  });
});

test.describe("checklist", () => {
  test("a signed-in family saves progress that comes back with the page", async ({ page, login }) => {
    await login();
    await visit(page, "/pcs-toolkit/hawaii-checklist");
    await expect(page.getByText("0 of 20")).toBeVisible();
    const first = page.getByRole("button", { name: /Get your PCS orders/ });
    await first.click();
    await expect(page.getByText("Item completed!")).toBeVisible();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("1 of 20")).toBeVisible();

    // The saved state is in the HTML itself: no flash of an empty list.
    const html = await (await page.request.get("/pcs-toolkit/hawaii-checklist")).text();
    expect(html).toMatch(/aria-pressed="true"/);
    await page.reload();
    await expect(page.getByRole("button", { name: /Get your PCS orders/ })).toHaveAttribute("aria-pressed", "true");

    await visit(page, "/pcs-toolkit/hawaii-checklist");
    await page.getByRole("button", { name: /Get your PCS orders/ }).click();
    await expect(page.getByText("Item unmarked")).toBeVisible();
    await expect(page.getByText("0 of 20")).toBeVisible();
  });

  test.describe("when a save fails", () => {
    test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/] });

    test("the toggle is reverted and the family is told", async ({ page, login }) => {
      await login();
      await visit(page, "/pcs-toolkit/hawaii-checklist");
      // The page's fetcher posts to the page's own action as a data request.
      await page.route("**/pcs-toolkit/hawaii-checklist.data", (route) =>
        route.request().method() === "POST" ? route.abort("failed") : route.continue(),
      );
      const item = page.getByRole("button", { name: /Request a sponsor/ });
      await item.click();
      await expect(page.getByText("Failed to save progress")).toBeVisible();
      await expect(item).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByText("0 of 20")).toBeVisible();
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("a visitor's ticks are kept in the browser through a reload, and kept by the account after signing in", async ({
      page,
      seed,
    }) => {
      const [first, second] = HAWAII_PCS_CHECKLIST;
      const item = (title: string) => page.getByRole("button", { name: new RegExp(title.slice(0, 20)) });
      await visit(page, "/pcs-toolkit/hawaii-checklist");
      let posted = false;
      page.on("request", (request) => {
        if (request.method() === "POST") posted = true;
      });
      await item(first!.title).tap();
      await item(second!.title).tap();
      await expect(item(first!.title)).toHaveAttribute("aria-pressed", "true");
      await expect(item(second!.title)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText("2 of 20")).toBeVisible();
      expect(posted, "kept in the browser, not sent").toBe(false);

      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(item(first!.title)).toHaveAttribute("aria-pressed", "true");
      await expect(item(second!.title)).toHaveAttribute("aria-pressed", "true");
      const note = page.getByText(/Kept in this browser only/);
      await expect(note).toHaveText("Kept in this browser only — sign in to keep it on every device.");

      const account = await seed.user(uniqueEmail("checklist-visitor"));
      await note.getByRole("link", { name: "sign in" }).tap();
      await expect(page).toHaveURL("/auth?redirectTo=%2Fpcs-toolkit%2Fhawaii-checklist");
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByLabel("Email").fill(account.email);
      await form.getByLabel("Password").fill(account.password);
      await form.getByRole("button", { name: "Sign in" }).tap();

      // Back on the checklist, signed in: the browser's ticks are the account's now.
      await expect(page).toHaveURL("/pcs-toolkit/hawaii-checklist");
      await expect(page.getByRole("status").filter({ hasText: "now saved to your account" })).toBeVisible();
      await expect(item(first!.title)).toHaveAttribute("aria-pressed", "true");
      await expect(item(second!.title)).toHaveAttribute("aria-pressed", "true");
      expect(await page.evaluate(() => window.localStorage.getItem("aloha-pcs:checklist"))).toBeNull();
      const flags = checklistFlagsInHtml(await (await page.request.get("/pcs-toolkit/hawaii-checklist")).text());
      expect(flags.flatMap((done, index) => (done ? [index] : []))).toEqual([0, 1]);
    });
  });

  test("all 20 done shows Done! and the congratulations card", async ({ page, login }) => {
    await login();
    // Save 19 items directly through the route action, then finish the last one in the UI.
    for (let index = 1; index < 20; index++) {
      const response = await page.request.post("/pcs-toolkit/hawaii-checklist", {
        form: { itemIndex: String(index), completed: "true" },
      });
      expect(response.status()).toBe(200);
    }
    await visit(page, "/pcs-toolkit/hawaii-checklist");
    await expect(page.getByText("19 of 20")).toBeVisible();
    await page.getByRole("button", { name: /Get your PCS orders/ }).click();
    await expect(page.getByText("Done!")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Congratulations/ })).toBeVisible();
  });
});

test.describe("checklist without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 401/] });

  test("each item is a form button that saves and comes back with the new state", async ({ page, login }) => {
    await login();
    await page.goto("/pcs-toolkit/hawaii-checklist");
    await page.getByRole("button", { name: /Schedule household goods pickup/ }).click();
    // Back at the item it ticked (item 5), not at the top of the page.
    await expect(page).toHaveURL("/pcs-toolkit/hawaii-checklist#item-4");
    await expect(page.getByRole("button", { name: /Schedule household goods pickup/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText("1 of 20")).toBeVisible();
  });

  test("a bad verification link's form sends a new link", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("nojs-relink");
    await page.goto("/auth?tab=signup");
    const signUp = page.getByRole("form", { name: "Create account" });
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password").fill(PASSWORD);
    await signUp.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    const signUpMail = (await mailed(email, "/api/auth/verify-email")).mail;

    await page.goto(`/api/auth/verify-email?token=expired&callbackURL=${encodeURIComponent("/auth?verified=1")}`);
    await expect(page.getByRole("alert")).toContainText("This verification link has expired or isn't valid.");
    const form = page.getByRole("form", { name: "Send a new verification link" });
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send a new verification link" }).click();
    await expect(page.getByRole("status")).toContainText("we've sent it a new verification link");
    await page.goto((await mailed(email, "/api/auth/verify-email", signUpMail)).link);
    await expect(page.getByRole("status")).toContainText("Email verified.");
  });

  test("the forum's 'Create account to join' link opens the Create account tab", async ({ page }) => {
    await page.goto("/member-forum");
    await page.getByRole("link", { name: "Create account to join" }).click();
    await expect(page).toHaveURL("/auth?tab=signup");
    await expect(page.getByRole("form", { name: "Create account" })).toBeVisible();
  });

  test("an anonymous post is refused with a sign-in link", async ({ page }) => {
    await page.goto("/pcs-toolkit/hawaii-checklist");
    await page.getByRole("button", { name: /Get your PCS orders/ }).click();
    await expect(page.getByRole("alert")).toContainText("Please sign in to save your progress.");
    await expect(page.getByRole("alert").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Fpcs-toolkit%2Fhawaii-checklist",
    );
  });
});
