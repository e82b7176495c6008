import { expect, test, visit } from "./fixtures";

/**
 * Text and styles get the connection first: no script is requested before the first
 * contentful paint (docs/decisions/0006). Checked on a prerendered guide and on a page the
 * server renders per request, as the browser's own timings report them.
 */
for (const path of ["/pcs-toolkit/pet-travel", "/calculators/credit?price=750000"]) {
  test(`${path} requests its JavaScript only after the first contentful paint, then hydrates`, async ({ page }) => {
    await visit(page, path);
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    expect(timings.firstContentfulPaint).not.toBeNull();
    expect(timings.scripts.length).toBeGreaterThan(3);
    for (const script of timings.scripts) {
      expect(script.startTime, script.url).toBeGreaterThanOrEqual(timings.firstContentfulPaint!);
    }
  });
}

test("pages carry no modulepreload links and one nonce'd boot script instead of a module script", async ({
  request,
}) => {
  for (const path of ["/", "/calculators/credit?price=750000"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]*modulepreload/);
    expect(html, path).not.toContain('type="module"');
    expect(html.match(/document\.currentScript\.nonce\);<\/script>/g), path).toHaveLength(1);
  }
});

test("a signed-out visitor's first click after hydration navigates on the client", async ({ page }) => {
  await visit(page, "/pcs-toolkit/pet-travel");
  await page.evaluate(() => ((window as { marker?: string }).marker = "same document"));
  await page.getByRole("navigation").getByRole("link", { name: "Verified Rentals" }).first().click();
  await expect(page).toHaveURL(/\/housing\/verified-rentals$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same document");
});
