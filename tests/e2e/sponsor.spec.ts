import { addDays, todayInHawaii } from "../../app/features/plan/calendar-date";
import { expect, test, uniqueEmail, visit } from "./fixtures";
import { severeViolations } from "./axe";

/**
 * The sponsor packet (issue 35) on a phone: the family makes a read-only link for the sponsor
 * their unit assigns, the sponsor opens it signed out and sees the packet with no personal data,
 * and once the family withdraws it the link answers 404. The rules (expiry, owner only, the
 * limit, no name in the page or PDF) are the integration tests' (app/routes/sponsor.integration.test.ts).
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// A long form, two contexts and several loads: past the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test("the owner makes a sponsor link, the sponsor reads it signed out, and it answers 404 once withdrawn", async ({
  page,
  context,
  login,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("sponsor-family");
  await login({ email, context });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await visit(page, "/plan");
  const move = page.getByRole("form", { name: "Your move" });
  await move.getByLabel("Report date in Hawaii").fill(addDays(todayInHawaii(new Date()), 200));
  await move.getByLabel("Dogs").fill("1");
  await move.getByRole("button", { name: "Save and date my plan" }).click();
  await expect(page.getByRole("link", { name: "A packet for your sponsor" })).toBeVisible();

  await page.getByRole("link", { name: "A packet for your sponsor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "A packet for your sponsor" })).toBeVisible();
  const form = page.getByRole("form", { name: "What to share" });
  await form.getByLabel("Adults moving").fill("2");
  // Two children, then the first removed: the second keeps its age and grade.
  await form.getByRole("button", { name: "Add a child" }).click();
  await form.getByLabel("Child 1: age").fill("3");
  await form.getByLabel("Child 1: school grade").selectOption({ label: "Preschool" });
  await form.getByRole("button", { name: "Add a child" }).click();
  await form.getByLabel("Child 2: age").fill("7");
  await form.getByLabel("Child 2: school grade").selectOption({ label: "Grade 2" });
  await form.getByRole("button", { name: "Remove child 1" }).click();
  await expect(form.getByLabel("Child 2: age")).toHaveCount(0);
  await expect(form.getByLabel("Child 1: age")).toHaveValue("7");
  await expect(form.getByLabel("Child 1: school grade")).toHaveValue("2");
  await form.getByRole("checkbox", { name: "Pet-friendly" }).check();
  await form.getByRole("checkbox", { name: "Meeting us at the airport" }).check();
  await form.getByRole("button", { name: "Preview what the sponsor sees" }).click();

  const preview = page.getByRole("region", { name: "What your sponsor will see" });
  await expect(preview).toContainText("Children's ages7 (grade 2)");
  await expect(preview).toContainText("1 dog, 0 cats");
  await expect(preview).toContainText("Meeting us at the airport");
  await preview.getByRole("button", { name: "Make the link" }).click();

  const linkField = page.getByRole("textbox", { name: "The sponsor's link" });
  await expect(linkField).toBeVisible();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/sponsor\/[\w-]{43}$/);
  await page.getByRole("button", { name: "Copy the link" }).click();
  await expect(page.getByText("Link copied. Send it to your sponsor.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await severeViolations(page)).toEqual([]);

  // The sponsor: another browser, never signed in.
  const sponsorContext = await browser.newContext({ baseURL, viewport: PHONE });
  const sponsor = await sponsorContext.newPage();
  const opened = await sponsor.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(sponsor.getByRole("heading", { level: 1, name: "A family arriving in Hawaii" })).toBeVisible();
  await expect(sponsor.getByRole("main")).toContainText("7 (grade 2)");
  await expect(sponsor.getByRole("main")).toContainText("pet-friendly");
  await expect(sponsor.getByRole("main")).toContainText("Meeting us at the airport");
  await expect(sponsor.getByRole("link", { name: "Download as a one-page PDF" })).toBeVisible();
  await expect(sponsor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const html = await sponsor.content();
  for (const personal of [email, email.split("@")[0]!]) expect(html).not.toContain(personal);
  expect(await severeViolations(sponsor)).toEqual([]);

  // The family withdraws it: the sponsor's next load is the not-found page.
  await page.getByRole("button", { name: "Withdraw sponsor link 1" }).click();
  await expect(page.getByText("The link is withdrawn: it no longer opens the packet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw sponsor link 1" })).toHaveCount(0);
  const gone = await sponsor.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(sponsor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await sponsorContext.close();
});
