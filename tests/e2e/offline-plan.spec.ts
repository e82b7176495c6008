import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { HAWAII_PCS_CHECKLIST } from "../../app/content/checklist";
import { PLAN_CACHE } from "../../app/features/offline/offline-requests";
import { OFFLINE_MESSAGE } from "../../app/features/offline/offline-page";
import { addSessionCookie, expect, test, uniqueEmail, visit } from "./fixtures";

/**
 * The plan on a phone without signal (issue 35, docs/decisions/0037): after one online visit
 * the service worker serves the plan and its guides offline, keeps a tick made offline and sends
 * it when the network is back; other pages say they need a connection; signing out clears it.
 */

test.describe.configure({ timeout: 90_000 });
// The tick's POST the worker could not send offline (the page then shows it as waiting).
test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

/** The plan this phone's worker keeps, as text ("" when none). */
const keptPlan = (page: Page) =>
  page.evaluate(async (cacheName) => {
    const kept = await (await caches.open(cacheName)).match("/plan");
    return kept ? kept.text() : "";
  }, PLAN_CACHE);

const views = (page: Page) => page.getByRole("region", { name: /Your dated plan/ });
const doneView = (page: Page) => page.locator("#plan-done");
const ITEM = HAWAII_PCS_CHECKLIST[0]!.title;

/** Whether the page is under the service worker (it installs after the page loads, then claims it). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Chromium's own installability checks (Lighthouse 12 dropped its PWA audits), through DevTools,
 * in a browser profile of its own (a test's usual context is incognito, which no browser
 * installs from), signed in: the worker, and the manifest with it, are a signed-in family's.
 */
async function expectInstallable(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  login: (options: { context: BrowserContext }) => Promise<unknown>,
) {
  const profile = await mkdtemp(path.join(tmpdir(), "aloha-install-"));
  const { launchOptions } = test.info().project.use;
  const phone = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    await login({ context: phone });
    const page = phone.pages()[0] ?? (await phone.newPage());
    await visit(page, "/plan");
    await controlledByServiceWorker(page);
    const devTools = await phone.newCDPSession(page);
    const manifest = await devTools.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ start_url: "/plan", display: "standalone" });
    expect((await devTools.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);
  } finally {
    await phone.close();
    await rm(profile, { recursive: true, force: true });
  }
}

test("installable; the plan without signal: kept after one online visit, a tick kept (still shown after an offline reload) and sent on reconnect, cleared on sign-out", async ({
  page,
  context,
  browser,
  baseURL,
  login,
  seed,
  playwright,
}) => {
  await expectInstallable(playwright, baseURL!, login);
  const family = await login({ email: uniqueEmail("offline-plan") });
  await visit(page, "/plan");
  const form = page.getByRole("form", { name: "Your move" });
  await form.getByLabel("Report date in Hawaii").fill("2027-09-01");
  await form.getByRole("button", { name: "Save and date my plan" }).click();
  await expect(views(page)).toBeVisible();
  await controlledByServiceWorker(page);
  // The one online visit the family makes with the worker in place.
  await visit(page, "/plan");
  await expect(views(page)).toBeVisible();

  await context.setOffline(true);
  await visit(page, "/plan");
  await expect(views(page)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Last synced \d\d:\d\d/ })).toBeVisible();

  await page.getByRole("button", { name: `Mark done: ${ITEM}` }).click();
  await expect(doneView(page).getByRole("heading", { name: ITEM })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 tick is waiting to send" })).toBeVisible();
  // Opened again before the network is back: the kept plan still shows the tick, waiting.
  await visit(page, "/plan");
  await expect(page.getByRole("status").filter({ hasText: "1 tick is waiting to send" })).toBeVisible();
  await expect(doneView(page).getByRole("heading", { name: ITEM })).toBeVisible();

  // The guides the plan links read offline too; a page that needs the server says so.
  const guide = await context.newPage();
  await visit(guide, "/pcs-toolkit/pet-travel");
  await expect(guide.getByRole("heading", { level: 1 })).toBeVisible();
  // And back to the plan through the menu (a client-side navigation: the plan's kept data).
  await guide.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Hawaii PCS plan" }).click();
  await expect(views(guide)).toBeVisible();
  // A page that needs the server says so, whether a link in the page or the address bar asks for it.
  await guide
    .getByRole("banner")
    .getByRole("link", { name: /^Your account/ })
    .click();
  await expect(guide.getByRole("heading", { name: OFFLINE_MESSAGE })).toBeVisible();
  await expect(guide).toHaveURL(/\/account$/);
  await guide.goto("/calculators/credit");
  await expect(guide.getByRole("heading", { name: OFFLINE_MESSAGE })).toBeVisible();
  await guide.close();

  await context.setOffline(false);
  await expect(page.getByText(/waiting to send/)).toHaveCount(0);
  // The server has it: the family's other phone, with no worker, sees it done.
  const otherPhone = await browser.newContext({ baseURL, serviceWorkers: "block" });
  await addSessionCookie(otherPhone, await seed.session(family.id), baseURL!);
  const other = await otherPhone.newPage();
  await visit(other, "/plan");
  await expect(other.locator("#plan-done").getByRole("heading", { name: ITEM })).toBeVisible();
  await otherPhone.close();

  // Signing out leaves nothing of the family's plan on this phone.
  // (Booleans, not the page's text: a failure would print the whole kept document.)
  expect((await keptPlan(page)).includes("Your dated plan")).toBe(true);
  await page.getByRole("banner").first().getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const afterSignOut = await keptPlan(page);
  expect(afterSignOut.includes(family.email)).toBe(false);
  expect(afterSignOut.includes("Your dated plan")).toBe(false);
});
