import { readdirSync, readFileSync } from "node:fs";
import { E2E_DATA_DIR } from "../../playwright.config";
import { HAWAII_PCS_CHECKLIST } from "../../app/content/checklist";
import { outboxFolderFor } from "../../app/features/mail/server/mail-files.server";
import { latestMailTo, linkInMail } from "../support/outbox";
import { clickAndWaitForSave, expect, test, uniqueEmail, visit } from "./fixtures";
import { severeViolations } from "./axe";

const PASSWORD = "Aloha2026!";
const PHONE = { width: 390, height: 844 };
const FIRST_CHECKLIST_ITEM = HAWAII_PCS_CHECKLIST[0]!.title;

// Two browsers, a sign-up and mail through the outbox: more than the default on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** The newest mail to `to` with a link to `pathPart`, once one has arrived. */
async function mailedLink(to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = linkInMail(latestMailTo(E2E_DATA_DIR, to) ?? "", pathPart)), { timeout: 30_000 })
    .toBeTruthy();
  return link!;
}

/** Every mail the outbox wrote to `to`, as text. */
function mailsTo(to: string): string[] {
  const folder = outboxFolderFor(E2E_DATA_DIR, to);
  try {
    return readdirSync(folder).map((name) => readFileSync(`${folder}/${name}`, "utf8"));
  } catch {
    return [];
  }
}

test.describe("getting in and back to where you were", () => {
  test("on a phone, the invited spouse signs up from the invitation and lands on the shared plan with one email", async ({
    page,
    browser,
    baseURL,
    login,
  }) => {
    // The owner makes a plan and invites their spouse (as plan.spec.ts does).
    await login({ email: uniqueEmail("journey-owner") });
    await visit(page, "/plan");
    const move = page.getByRole("form", { name: "Your move" });
    await move.getByLabel("Report date in Hawaii").fill("2027-05-01");
    await move.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(page.getByRole("region", { name: /Your dated plan/ })).toBeVisible();
    const spouse = uniqueEmail("journey-spouse");
    await page.getByLabel("Invite by email").fill(spouse);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const invitation = await mailedLink(spouse, "/plan/join/");

    // The spouse, on a phone, with no account yet.
    const phone = await browser.newContext({ baseURL, viewport: PHONE });
    const spousePage = await phone.newPage();
    await spousePage.goto(new URL(invitation).pathname);
    await spousePage.getByRole("link", { name: "Create an account" }).click();
    const signUp = spousePage.getByRole("form", { name: "Create account" });
    await signUp.getByLabel("Your name (optional)").fill("Lani");
    await signUp.getByLabel("Email").fill(spouse);
    await signUp.getByLabel("Password").fill(PASSWORD);
    await signUp.getByRole("button", { name: "Create account" }).click();
    const masked = `${spouse[0]}…@example.com`;
    await expect(spousePage.getByRole("status").filter({ hasText: `We sent a link to ${masked}` })).toBeVisible();
    await expect(spousePage.getByRole("button", { name: "Send the link again" })).toBeVisible();

    // One email: its link signs this phone in and goes back to the invitation.
    await spousePage.goto(await mailedLink(spouse, "/api/auth/verify-email"));
    await expect(spousePage).toHaveURL(new URL(invitation).pathname);
    await spousePage.getByRole("button", { name: "Join this plan" }).click();
    await expect(spousePage).toHaveURL(/\/plan$/);
    await expect(spousePage.getByText("This plan is shared with you")).toBeVisible();
    const verificationMails = mailsTo(spouse).filter((mail) => mail.includes("/api/auth/verify-email"));
    expect(verificationMails).toHaveLength(1);

    // The owner sees the spouse by name, on the household list and beside what they tick. (The
    // plan is a new document after joining: its tick is a fetcher's once React has hydrated it.)
    await spousePage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await clickAndWaitForSave(spousePage.getByRole("button", { name: `Mark done: ${FIRST_CHECKLIST_ITEM}` }));
    await expect(spousePage.locator("#plan-done").getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await page.reload();
    await expect(page.locator("#plan-done").getByText("Done by Lani")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your household" }).getByText("Lani", { exact: true })).toBeVisible();
    await phone.close();
  });

  test("a signed-in family goes from the home page to a saved plan in at most 8 steps", async ({ page, login }) => {
    await page.setViewportSize(PHONE);
    await login({ email: uniqueEmail("eight-steps") });
    let steps = 0;
    const step = async (action: () => Promise<unknown>) => {
      steps++;
      await action();
    };
    await step(() => visit(page, "/"));
    await step(() => page.getByRole("link", { name: "Make your dated PCS plan" }).first().click());
    const move = page.getByRole("form", { name: "Your move" });
    await step(() => move.getByLabel("Report date in Hawaii").fill("2027-05-01"));
    await step(() => move.getByRole("button", { name: "Save and date my plan" }).click());
    await expect(page.getByRole("status").filter({ hasText: "Your move is saved" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Your dated plan/ })).toBeVisible();
    expect(steps).toBeLessThanOrEqual(8);
  });
});

test.describe("the account page", () => {
  // A refused current password is a 400, which the browser logs itself.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("is in the header's user menu, saves a display name shown there, and axe finds nothing serious at 390 and 1280 px", async ({
    page,
    login,
  }) => {
    const { email } = await login({ email: uniqueEmail("account-name") });
    await visit(page, "/");
    await page
      .getByRole("banner")
      .first()
      .getByRole("link", { name: /Your account/ })
      .click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Email" }).getByText(email)).toBeVisible();
    const name = page.getByRole("region", { name: "Your name" });
    await name.getByLabel("Display name").fill("Kai");
    await name.getByRole("button", { name: "Save name" }).click();
    await expect(name.getByRole("status").filter({ hasText: "Your display name is saved." })).toBeVisible();
    await expect(
      page
        .getByRole("banner")
        .first()
        .getByRole("link", { name: /signed in as Kai/ }),
    ).toBeVisible();

    // A wrong current password: one message, under its field, and no toast.
    const password = page.getByRole("region", { name: "Password" });
    await password.getByLabel("Current password").fill("NotMine2026!");
    await password.getByLabel("New password").fill("Mahalo2027!");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByLabel("Current password")).toHaveAccessibleDescription(
      "That is not your current password.",
    );
    await expect(page.getByText("That is not your current password.")).toHaveCount(1);

    // The page as it stands, a field's message included, at a phone's width and a desktop's
    // (two axe runs after the journey: more than a journey's time on a loaded machine).
    test.setTimeout(120_000);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // From the top, as the page opens: scrolled down, the sticky header lies over the buttons
      // it passes, which axe's target-size rule counts against them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
      expect(await severeViolations(page), `axe at ${width} px`).toEqual([]);
    }
  });
});
