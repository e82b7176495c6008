import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { HAWAII_PCS_CHECKLIST } from "../../app/content/checklist";
import { checklistFlagsInHtml, verifiedSession } from "../support/accounts";
import { expect, test, visit } from "./fixtures";

/**
 * "My Hawaii PCS plan" (issue 17): a visitor's plan kept in the browser and carried into an
 * account, a family's plan saved with and without JavaScript, ticks shared with the checklist,
 * the calendar download and the private feed.
 */

let counter = 0;
/** A verified account made through the real forms and mail, signed in in `context`. */
async function signIn(context: BrowserContext, baseURL: string, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${process.pid}-${counter++}@example.com`;
  const address = `198.51.100.${(process.pid + counter * 7) % 250}`;
  const cookie = await verifiedSession(baseURL, E2E_DATA_DIR, email, address);
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: baseURL };
    }),
  );
  return email;
}

const views = (page: Page) => page.getByRole("region", { name: /Your dated plan/ });
const doneView = (page: Page) => page.locator("#plan-done");
const FIRST_CHECKLIST_ITEM = HAWAII_PCS_CHECKLIST[0]!.title;
const SECOND_CHECKLIST_ITEM = HAWAII_PCS_CHECKLIST[1]!.title;

async function fillMove(page: Page, reportDate: string) {
  const form = page.getByRole("form", { name: "Your move" });
  await form.getByLabel("Report date in Hawaii").fill(reportDate);
  await form.getByLabel("Dogs").fill("1");
  return form;
}

// Each test signs up through the real mail, which a loaded machine delivers slowly.
test.describe.configure({ timeout: 90_000 });

test.describe("a visitor's plan", () => {
  test("is dated from the move, ticked in the browser, kept, and saved to the account on sign-in", async ({
    page,
    context,
    baseURL,
  }) => {
    await visit(page, "/plan");
    await expect(views(page)).toHaveCount(0);
    const form = await fillMove(page, "2027-03-15");
    await form.getByRole("button", { name: "Date my plan" }).click();
    await expect(page).toHaveURL(/reportDate=2027-03-15/);
    await expect(views(page)).toBeVisible();
    // A dog brings the pet items in.
    await expect(
      views(page)
        .getByRole("heading", { name: /rabies/i })
        .first(),
    ).toBeVisible();
    await expect(doneView(page)).toContainText("Nothing marked done yet.");

    await page.getByRole("button", { name: `Mark done: ${FIRST_CHECKLIST_ITEM}` }).click();
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await expect(page.getByText(/1 of \d+ done/)).toBeVisible();

    // Back to /plan with nothing in the address: the browser brings the move and the tick back.
    await visit(page, "/plan");
    await expect(page).toHaveURL(/reportDate=2027-03-15/);
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();

    await signIn(context, baseURL!, "visitor-plan");
    await visit(page, "/plan");
    await expect(page.getByRole("status").filter({ hasText: "now saved to your account" })).toBeVisible();
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await expect(page.getByRole("form", { name: "Your move" }).getByLabel("Dogs")).toHaveValue("1");
    expect(await page.evaluate(() => window.localStorage.getItem("aloha-pcs:plan"))).toBeNull();

    // Saved on the server: the checklist page shows the same tick.
    await visit(page, "/pcs-toolkit/hawaii-checklist");
    expect(checklistFlagsInHtml(await page.content())[0]).toBe(true);
  });

  test("without JavaScript is still dated from the move in the address", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/plan");
    const form = await fillMove(page, "2027-06-01");
    await form.getByRole("button", { name: "Date my plan" }).click();
    await expect(page).toHaveURL(/reportDate=2027-06-01/);
    await expect(views(page)).toBeVisible();
    await expect(views(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await context.close();
  });
});

test.describe("a family's plan", () => {
  test("without JavaScript: saved, ticked, and in step with the checklist both ways", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await signIn(context, baseURL!, "plan-nojs");
    const page = await context.newPage();
    await page.goto("/plan");
    const form = await fillMove(page, "2027-09-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your move is saved" })).toBeVisible();
    await expect(views(page)).toBeVisible();

    await page.getByRole("button", { name: `Mark done: ${FIRST_CHECKLIST_ITEM}` }).click();
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await page.goto("/pcs-toolkit/hawaii-checklist");
    expect(checklistFlagsInHtml(await page.content()).slice(0, 2)).toEqual([true, false]);

    // The other way round: ticked on the checklist, done in the plan.
    await page.getByRole("button", { name: SECOND_CHECKLIST_ITEM }).click();
    await page.goto("/plan");
    await expect(doneView(page).getByRole("heading", { name: SECOND_CHECKLIST_ITEM })).toBeVisible();

    // Undo from the plan.
    await page.getByRole("button", { name: `Not done yet: ${FIRST_CHECKLIST_ITEM}` }).click();
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toHaveCount(0);
    await context.close();
  });

  test("the calendar: download, a private feed address, and turning it off", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, "plan-feed");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-03-15");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    const download = await page.request.get("/plan/calendar.ics");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("text/calendar");
    expect(await download.text()).toContain(`SUMMARY:${FIRST_CHECKLIST_ITEM}`);

    await page.getByRole("button", { name: "Make a private calendar address" }).click();
    const address = page.getByLabel("Your private calendar address");
    await expect(address).toHaveValue(/\/plan\/feed\/[\w-]{43}$/);
    const feedPath = new URL(await address.inputValue()).pathname;
    // The feed needs no cookie: a calendar app has none.
    const feed = await fetch(new URL(feedPath, baseURL).href);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VEVENT");

    await page.getByRole("button", { name: "Turn off the calendar address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "turned off" })).toBeVisible();
    expect((await fetch(new URL(feedPath, baseURL).href)).status).toBe(404);
  });

  test("is not for search engines and not cached", async ({ page }) => {
    const response = await visit(page, "/plan");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("a refused move", () => {
  // The refusal is a 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("says why, keeps what was typed, and saves nothing", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, "plan-refused");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-03-15");
    await form.getByLabel("Day you land").fill("2027-03-20");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(form.getByText("Arrival date must be on or before the report date")).toBeVisible();
    await expect(form.getByLabel("Day you land")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Dogs")).toHaveValue("1");
    await page.reload();
    await expect(views(page)).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  async function severeViolations(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on a visitor's and a family's plan at ${width} px`, async ({
      page,
      context,
      baseURL,
    }) => {
      // Two full axe runs of a long page and a sign-up through the mail: slow on a loaded machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/plan?reportDate=2027-03-15&dogs=1&vehicles=1&firearms=on");
      await expect(views(page)).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);

      // The account starts empty: the visitor's plan stays behind.
      await page.evaluate(() => window.localStorage.removeItem("aloha-pcs:plan"));
      await signIn(context, baseURL!, `plan-axe-${width}`);
      await visit(page, "/plan");
      const form = await fillMove(page, "2027-03-15");
      await form.getByRole("button", { name: "Save and date my plan" }).click();
      await expect(views(page)).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
});
