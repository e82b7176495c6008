import { GUIDE_PDF_PATH } from "../../app/content/guide-pdf";
import { expect, test, visit } from "./fixtures";

/**
 * The PDF guide (issue 15): built with the site (scripts/build-guide-pdf.ts), served as a
 * static file, and linked from the resources page and from every guide's sources block, each
 * link opening it in a new tab and saying so.
 */

test("the build serves the PDF guide as a PDF", async ({ request }) => {
  const response = await request.get(GUIDE_PDF_PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.length).toBeLessThan(1024 * 1024);
});

test("the resources page's guide card opens the PDF in a new tab", async ({ page }) => {
  await visit(page, "/resources");
  const card = page.getByTestId("tool-card").filter({ has: page.getByRole("heading", { name: "Hawaii PCS guide" }) });
  const link = card.getByRole("link");
  await expect(link).toHaveAccessibleName("Download the guide (PDF, opens in a new tab)");
  // What sighted users read: the format is shown, the new-tab note is for screen readers (as on every new-tab link).
  await expect(link.locator("[aria-hidden=true]")).toHaveText("(PDF)");
  await expect(link).toHaveAttribute("href", GUIDE_PDF_PATH);
  await expect(link).toHaveAttribute("target", "_blank");

  // A click opens a new tab at the PDF's address, and that tab is sent the PDF.
  const pdfResponse = page
    .context()
    .waitForEvent("response", (answer) => new URL(answer.url()).pathname === GUIDE_PDF_PATH);
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(new URL(tab.url()).pathname).toBe(GUIDE_PDF_PATH);
});

test("a guide page links the PDF from its sources block", async ({ page }) => {
  await visit(page, "/pcs-toolkit/pet-travel");
  const sources = page.getByRole("region", { name: "Official sources" });
  const link = sources.getByRole("link", { name: "the Hawaii PCS guide (PDF, opens in a new tab)" });
  await expect(link).toHaveAttribute("href", GUIDE_PDF_PATH);
  await expect(link).toHaveAttribute("target", "_blank");
});
