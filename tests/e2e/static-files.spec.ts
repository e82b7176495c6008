import { expect, test, visit } from "./fixtures";

/**
 * The browser's side of prerendered pages (the files, their CSP hashes, encodings and caching
 * are checked over HTTP in tests/http/static-files.test.ts).
 */
function scriptSources(csp: string | undefined): string[] {
  return /script-src ([^;]*)/.exec(csp ?? "")?.[1]?.split(" ") ?? [];
}

test.describe("prerendered pages are plain files", () => {
  test("a prerendered page hydrates under its hash-only CSP without a violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await visit(page, "/pcs-toolkit/pet-travel");
    expect(scriptSources(response!.headers()["content-security-policy"])[1]).toMatch(/^'sha256-/);
    // Hydrated: a client-side navigation keeps the document.
    await page.evaluate(() => ((window as { marker?: string }).marker = "same document"));
    await page.getByRole("complementary", { name: "Site menu" }).getByRole("link", { name: "VA homes" }).click();
    await expect(page).toHaveURL("/housing/va-homes");
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same document");
    expect(violations).toEqual([]);
  });
});
