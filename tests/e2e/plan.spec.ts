import type { BrowserContext, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { HAWAII_PCS_CHECKLIST } from "../../app/content/checklist";
import { addDays, readableDate, todayInHawaii } from "../../app/features/plan/calendar-date";
import { moveProfileSchema, planItems } from "../../app/features/plan/due-dates";
import { monthHeading } from "../../app/features/plan/print-plan";
import { checklistFlagsInHtml } from "../support/accounts";
import { latestMailTo, linkInMail } from "../support/outbox";
import { clickAndWaitForSave, expect, test, uniqueEmail, visit, type Login } from "./fixtures";
import { severeViolations } from "./axe";

/**
 * "My Hawaii PCS plan" (issue 17): a visitor's plan kept in the browser and carried into an
 * account, a family's plan saved with and without JavaScript, ticks shared with the checklist,
 * the calendar download and the private feed.
 */

/** A verified account seeded with a session (fixtures.ts `login`), signed in in `context`. */
async function signIn(
  login: Login,
  context: BrowserContext,
  label: string,
  email = uniqueEmail(label),
): Promise<string> {
  await login({ email, context });
  return email;
}

// Long pages loaded several times per test: past the default 30 s on a loaded machine (seen at
// load 37, including in the test that signs nobody in).
test.describe.configure({ timeout: 60_000 });

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

/** Opens the saved move's form, folded into its one-line summary after the first save. */
async function editMove(page: Page) {
  await page.getByText("Edit your move", { exact: true }).click();
  await expect(page.getByRole("form", { name: "Your move" })).toBeVisible();
}

test.describe("a visitor's plan", () => {
  test("is dated from the move, ticked in the browser, kept, and saved to the account on sign-in", async ({
    page,
    context,
    login,
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
    // And in the compact list, when that is the layout asked for.
    await visit(page, "/plan?view=compact");
    await expect(page).toHaveURL(/reportDate=2027-03-15.*view=compact/);
    await expect(views(page).getByRole("checkbox", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();

    await signIn(login, context, "visitor-plan");
    await visit(page, "/plan");
    await expect(page.getByRole("status").filter({ hasText: "now saved to your account" })).toBeVisible();
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await editMove(page);
    await expect(page.getByRole("form", { name: "Your move" }).getByLabel("Dogs")).toHaveValue("1");
    expect(await page.evaluate(() => window.localStorage.getItem("aloha-pcs:plan"))).toBeNull();

    // Saved on the server: the checklist page shows the same tick.
    await visit(page, "/pcs-toolkit/hawaii-checklist");
    expect(checklistFlagsInHtml(await page.content())[0]).toBe(true);
  });

  test("without JavaScript is still dated from the move in the address, in the layout it was asked in", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/plan?view=compact");
    const form = await fillMove(page, "2027-06-01");
    await form.getByRole("button", { name: "Date my plan" }).click();
    await expect(page).toHaveURL(/reportDate=2027-06-01/);
    await expect(page).toHaveURL(/view=compact/);
    await expect(views(page)).toBeVisible();
    await expect(views(page).getByRole("link", { name: "Compact list" })).toHaveAttribute("aria-current", "true");
    await expect(views(page).getByText(FIRST_CHECKLIST_ITEM, { exact: true }).first()).toBeVisible();
    await context.close();
  });
});

test.describe("a family's plan", () => {
  test("without JavaScript: saved, ticked, and in step with the checklist both ways", async ({
    browser,
    baseURL,
    login,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await signIn(login, context, "plan-nojs");
    const page = await context.newPage();
    await page.goto("/plan");
    const form = await fillMove(page, "2027-09-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your move is saved" })).toBeVisible();
    await expect(views(page)).toBeVisible();

    await page.getByRole("button", { name: `Mark done: ${FIRST_CHECKLIST_ITEM}` }).click();
    // Back at the item it ticked, not at the top of the page.
    await expect(page).toHaveURL(/\/plan#item-[\w-]+$/);
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await page.goto("/pcs-toolkit/hawaii-checklist");
    expect(checklistFlagsInHtml(await page.content()).slice(0, 2)).toEqual([true, false]);

    // The other way round: ticked on the checklist, done in the plan.
    await page.getByRole("button", { name: SECOND_CHECKLIST_ITEM }).click();
    await expect(page).toHaveURL(/\/pcs-toolkit\/hawaii-checklist#item-1$/);
    await page.goto("/plan");
    await expect(doneView(page).getByRole("heading", { name: SECOND_CHECKLIST_ITEM })).toBeVisible();

    // Undo from the plan.
    await page.getByRole("button", { name: `Not done yet: ${FIRST_CHECKLIST_ITEM}` }).click();
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toHaveCount(0);
    await context.close();
  });

  test("a tick keeps the page as it is: no reload of the page or its data, the scroll where it was", async ({
    page,
    context,
    login,
  }) => {
    await signIn(login, context, "plan-tick");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-09-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    const tick = page.getByRole("button", { name: `Mark done: ${SECOND_CHECKLIST_ITEM}` });
    await tick.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    // A full reload would lose this; a reload of the page's data would be a GET of /plan.data.
    await page.evaluate(() => Object.assign(window, { tickMarker: "still here" }));
    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/plan")) requests.push(`${request.method()} ${pathname}`);
    });
    await clickAndWaitForSave(tick);
    await expect(doneView(page).getByRole("heading", { name: SECOND_CHECKLIST_ITEM })).toBeVisible();
    await expect(doneView(page).getByText("Done just now")).toBeVisible();
    await expect.poll(() => requests).toEqual(["POST /plan.data"]);
    expect(await page.evaluate(() => (window as unknown as { tickMarker?: string }).tickMarker)).toBe("still here");
    // The item left its list for Done further down: the page stays near where it was, not at the top.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(400);
    // Saved: a fresh load shows who ticked it.
    await page.reload();
    await expect(doneView(page).getByText(/^Done by plan-tick/)).toBeVisible();
  });

  test("the calendar: download, a private feed address, and turning it off", async ({
    page,
    context,
    baseURL,
    login,
  }) => {
    await signIn(login, context, "plan-feed");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-03-15");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    const download = await page.request.get("/plan/calendar.ics");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toContain("text/calendar");
    expect(await download.text()).toContain(`SUMMARY:${FIRST_CHECKLIST_ITEM}`);

    // The guide with the plan in it, linked beside the calendar file.
    const pdfLink = page.getByRole("link", { name: "Download the guide with your plan (PDF)" });
    const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

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

test.describe("a shared plan", () => {
  test("the owner invites a partner by email; both tick the same items; the owner removes them", async ({
    browser,
    page,
    context,
    baseURL,
    login,
  }) => {
    // Two browsers, and the invitation comes through the mail: more than the default on a loaded machine.
    test.setTimeout(60_000);
    const owner = await signIn(login, context, "plan-owner");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-05-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    const partner = uniqueEmail("plan-partner");
    await page.getByLabel("Invite by email").fill(partner);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${partner}` })).toBeVisible();
    let link: string | undefined;
    await expect
      .poll(() => (link = linkInMail(latestMailTo(E2E_DATA_DIR, partner) ?? "", "/plan/join/")), { timeout: 30_000 })
      .toBeTruthy();

    // The partner makes an account with the invited address and follows the link.
    const partnerContext = await browser.newContext({ baseURL });
    await signIn(login, partnerContext, "plan-partner", partner);
    const partnerPage = await partnerContext.newPage();
    await partnerPage.goto(new URL(link!).pathname);
    await partnerPage.getByRole("button", { name: "Join this plan" }).click();
    await expect(partnerPage).toHaveURL(/\/plan$/);
    await expect(partnerPage.getByText("This plan is shared with you")).toBeVisible();
    await expect(partnerPage.getByRole("form", { name: "Your move" })).toHaveCount(0);
    await expect(partnerPage.getByRole("link", { name: "My orders changed" })).toHaveCount(0);

    // The partner ticks; the owner sees who did it.
    await clickAndWaitForSave(partnerPage.getByRole("button", { name: `Mark done: ${FIRST_CHECKLIST_ITEM}` }));
    await expect(doneView(partnerPage).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await page.reload();
    await expect(doneView(page).getByText(`Done by ${partner}`)).toBeVisible();
    await visit(page, "/pcs-toolkit/hawaii-checklist");
    expect(checklistFlagsInHtml(await page.content())[0]).toBe(true);

    // The owner removes the partner, who no longer sees the plan.
    await visit(page, "/plan");
    await page.getByRole("button", { name: `Remove ${partner}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${partner} no longer shares this plan` })).toBeVisible();
    await partnerPage.goto("/plan");
    await expect(views(partnerPage)).toHaveCount(0);
    await expect(partnerPage.getByText(owner)).toHaveCount(0);
    await partnerContext.close();
  });
});

test.describe("a plan that starts gently", () => {
  test("a new plan starts with what is already due, folds the move away, and knows the orders and the branch", async ({
    page,
    context,
    login,
  }) => {
    // Reporting in 90 days: the six-month items were due before the plan existed.
    const reportDate = addDays(todayInHawaii(new Date()), 90);
    await signIn(login, context, "gentle-start");
    await visit(page, "/plan");
    const form = page.getByRole("form", { name: "Your move" });
    await form.getByLabel("Report date in Hawaii").fill(reportDate);
    await form.getByLabel("Do you have your PCS orders in hand?").selectOption("Yes");
    await form.getByLabel("Service branch").selectOption("Marine Corps");
    await form.getByLabel("Installation in Hawaii").selectOption("Camp Smith");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your move is saved" })).toBeVisible();

    const nav = page.getByRole("navigation", { name: "Plan views" });
    await expect(nav.getByRole("link", { name: /^Start now \([1-9]\d*\)$/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Overdue (0)" })).toBeVisible();
    await expect(page.locator("#plan-startNow").getByRole("heading", { name: SECOND_CHECKLIST_ITEM })).toBeVisible();
    // Orders in hand: the orders item is done; a Marine's family housing item is on the plan.
    await expect(doneView(page).getByRole("heading", { name: FIRST_CHECKLIST_ITEM })).toBeVisible();
    await expect(views(page).getByRole("heading", { name: "Apply to MCBH Family Housing" })).toBeVisible();

    // The move folds into one line; Edit opens it as saved.
    await expect(
      page.getByText(`Reporting ${readableDate(reportDate)} · Marine Corps · Camp Smith · orders in hand`),
    ).toBeVisible();
    await expect(form).toBeHidden();
    await editMove(page);
    await expect(form.getByLabel("Service branch")).toHaveValue("marine-corps");
  });
});

test.describe("orders changed", () => {
  test("the owner previews a new report date, sees what moves, saves, and the plan is dated from it", async ({
    page,
    context,
    login,
  }) => {
    const today = todayInHawaii(new Date());
    // Both dates far enough out for the full preview (not the compressed one under 60 days).
    const saved = addDays(today, 300);
    const moved = addDays(today, 200);
    await signIn(login, context, "orders-changed");
    await visit(page, "/plan");
    const move = await fillMove(page, saved);
    await move.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    await page.getByRole("link", { name: "My orders changed" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My orders changed" })).toBeVisible();
    const orders = page.getByRole("form", { name: "Your new orders" });
    await expect(orders.getByLabel("Report date in Hawaii")).toHaveValue(saved);
    await orders.getByLabel("Report date in Hawaii").fill(moved);
    await orders.getByRole("button", { name: "Show what changes" }).click();
    await expect(page).toHaveURL(new RegExp(`reportDate=${moved}`));
    const moves = page.getByRole("region", { name: "Items whose date changes" });
    await expect(page.getByRole("heading", { name: /^What moves \(\d+\)$/ })).toBeVisible();
    await expect(moves.getByRole("row", { name: /Check in with your new unit/ })).toContainText(readableDate(moved));

    await page.getByRole("button", { name: "Save the new dates" }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByText(`Your plan is dated from the new report date, ${readableDate(moved)}.`)).toBeVisible();
    // The saved move, folded into its summary, reports on the new date.
    await expect(page.getByText(`Reporting ${readableDate(moved)} · 1 dog`)).toBeVisible();
  });
});

test.describe("own items, reminders and print", () => {
  test("the family adds, edits, orders, ticks and deletes items of their own, and turns reminders on", async ({
    page,
    context,
    login,
  }) => {
    await signIn(login, context, "plan-own");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-05-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    const own = page.locator("#own-items");
    const add = own.getByRole("form", { name: "Add an item" });
    await add.getByLabel("Title").fill("Book the movers");
    await add.getByLabel("Date").fill("2027-04-01");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect(own.getByRole("status").filter({ hasText: "Added" })).toBeVisible();
    await add.getByLabel("Title").fill("Sell the second car");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect(own.getByText("2 of 40")).toBeVisible();

    // In the plan's views: the dated one by its date, the undated one last of all.
    await expect(views(page).getByRole("heading", { name: "Book the movers" })).toBeVisible();
    const upcoming = page.locator("#plan-upcoming li h4");
    await expect(upcoming.last()).toHaveText("Sell the second car");

    await own.getByRole("link", { name: /Edit .Book the movers./ }).click();
    const edit = own.getByRole("form", { name: /Edit .Book the movers./ });
    await edit.getByLabel("Title").fill("Book the movers (two trucks)");
    await edit.getByRole("button", { name: "Save item" }).click();
    await expect(own.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    await own.getByRole("button", { name: /Move .Sell the second car. up/ }).click();
    await expect(own.locator("li").first()).toContainText("Sell the second car");

    await page.getByRole("button", { name: "Mark done: Book the movers (two trucks)" }).click();
    await expect(doneView(page).getByRole("heading", { name: "Book the movers (two trucks)" })).toBeVisible();
    await own.getByRole("button", { name: /Delete .Book the movers \(two trucks\)./ }).click();
    await expect(doneView(page).getByRole("heading", { name: "Book the movers (two trucks)" })).toHaveCount(0);
    await expect(own.getByText("1 of 40")).toBeVisible();

    await page.getByRole("button", { name: "Email me weekly reminders" }).click();
    await expect(page.getByText("Reminders are on for you.")).toBeVisible();
    await page.getByRole("button", { name: "Stop reminders" }).click();
    await expect(page.getByText("Reminders are off for you.")).toBeVisible();
  });

  test("prints the plan without its forms", async ({ page, context, login }) => {
    await signIn(login, context, "plan-print");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-05-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(views(page)).toBeVisible();
    for (const hidden of [
      page.getByRole("form", { name: "Your move" }),
      page.getByRole("button", { name: `Mark done: ${FIRST_CHECKLIST_ITEM}` }),
      page.getByRole("heading", { name: "In your calendar" }),
      page.getByRole("complementary", { name: "Site menu" }),
    ]) {
      await expect(hidden).toBeHidden();
    }
  });
});

test.describe("compact list and print view", () => {
  test("on a phone: the compact list keeps its layout through a tick and a reload; the print view lists the plan by month, axe-clean on screen and in print", async ({
    page,
    context,
    login,
  }) => {
    // Four axe runs after the journey: more than a journey's time on a loaded machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(login, context, "plan-print-view");
    await visit(page, "/plan");
    const form = await fillMove(page, "2027-05-01");
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(views(page)).toBeVisible();

    await views(page).getByRole("link", { name: "Compact list" }).click();
    await expect(page).toHaveURL(/\/plan\?view=compact/);
    await clickAndWaitForSave(page.getByRole("checkbox", { name: FIRST_CHECKLIST_ITEM }));
    await expect(doneView(page).getByRole("checkbox", { name: FIRST_CHECKLIST_ITEM })).toBeChecked();
    await page.reload();
    await expect(doneView(page).getByRole("checkbox", { name: FIRST_CHECKLIST_ITEM })).toBeChecked();
    await expect(page.getByRole("button", { name: `Mark done: ${SECOND_CHECKLIST_ITEM}` })).toHaveCount(0);
    // From the top, where the sticky header covers none of the boxes (axe's target-size rule).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await severeViolations(page), "axe on the compact list").toEqual([]);

    await views(page).getByRole("link", { name: "Print view" }).click();
    await expect(page).toHaveURL(/\/plan\/print$/);
    await expect(page.getByRole("heading", { level: 1, name: "PCS plan" })).toBeVisible();
    await expect(page.getByText("Reporting Sat, May 1, 2027 · 1 dog")).toBeVisible();
    // The plan's last item, under the month it is due in; the ticked one among the done.
    const items = planItems(moveProfileSchema.parse({ reportDate: "2027-05-01", dogs: 1 }));
    const last = items.toSorted((a, b) => a.dueDate.localeCompare(b.dueDate)).at(-1)!;
    await expect(
      page.getByRole("region", { name: monthHeading(last.dueDate.slice(0, 7)) }).getByText(last.title),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Done (1)" }).getByText(FIRST_CHECKLIST_ITEM)).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

    for (const media of ["screen", "print"] as const) {
      await page.emulateMedia({ media });
      // On paper: no site header, sidebar or buttons.
      await expect(page.getByRole("banner")).toBeVisible({ visible: media === "screen" });
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible({ visible: media === "screen" });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("heading", { level: 1, name: "PCS plan" })).toBeVisible();
        expect(await severeViolations(page), `axe at ${width} px, ${media}`).toEqual([]);
      }
    }
    // On paper, the whole plan fits on two Letter pages (Chromium's PDF names each page object).
    await page.emulateMedia({ media: "print" });
    const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBeLessThanOrEqual(2);
  });
});

test.describe("a refused move", () => {
  // The refusal is a 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("says why, keeps what was typed, and saves nothing", async ({ page, context, login }) => {
    await signIn(login, context, "plan-refused");
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

  test("names the window of report dates it accepts", async ({ page, context, login }) => {
    await signIn(login, context, "plan-report-window");
    await visit(page, "/plan");
    const form = await fillMove(page, "9999-12-31");
    const reportDate = form.getByLabel("Report date in Hawaii");
    // The date picker offers the same window the server checks.
    await expect(reportDate).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await expect(reportDate).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
    await form.getByRole("button", { name: "Save and date my plan" }).click();
    await expect(
      form.getByText(
        /^Report date must be between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}: from a year ago to five years ahead$/,
      ),
    ).toBeVisible();
    await expect(reportDate).toHaveAttribute("aria-invalid", "true");
    await page.reload();
    await expect(views(page)).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on a visitor's and a family's plan at ${width} px`, async ({
      page,
      context,
      login,
    }) => {
      // Two full axe runs of a long page: more than a minute on a loaded machine (seen at load 37).
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/plan?reportDate=2027-03-15&dogs=1&vehicles=1&firearms=on");
      await expect(views(page)).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);

      // The account starts empty: the visitor's plan stays behind.
      await page.evaluate(() => window.localStorage.removeItem("aloha-pcs:plan"));
      await signIn(login, context, `plan-axe-${width}`);
      await visit(page, "/plan");
      const form = await fillMove(page, "2027-03-15");
      await form.getByRole("button", { name: "Save and date my plan" }).click();
      await expect(views(page)).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }
});
