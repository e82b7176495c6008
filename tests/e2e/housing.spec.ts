import type { Locator, Page } from "@playwright/test";
import { expect, expectInSiteLinksWork, test, visit } from "./fixtures";

/** Every link in `scope` that leaves the site opens a new tab without an opener. */
async function expectExternalLinksOpenNewTab(scope: Page | Locator) {
  const external = scope.locator('a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(external.nth(index)).toHaveAttribute("target", "_blank");
    await expect(external.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
  }
}

test.describe("VA homes", () => {
  test("shows eight area listings with computed credit badges and the new-build credit", async ({ page }) => {
    await visit(page, "/housing/va-homes");
    await expect(page.getByRole("link", { name: /Search Oahu homes for sale/ })).toHaveAttribute(
      "href",
      "https://www.realtor.com/realestateandhomes-search/Oahu_HI",
    );
    const listings = page.getByTestId("area-listing");
    await expect(listings).toHaveCount(8);
    const ewa = listings.filter({ hasText: "Ewa Beach" });
    await expect(ewa).toContainText("$750,000");
    await expect(ewa).toContainText("$4,688 Veterans credit");
    await expect(listings.filter({ hasText: "Wahiawa" })).toContainText("$4,063 Veterans credit");
    await expect(listings.filter({ hasText: "Kailua" })).toContainText("$6,875 Veterans credit");
    for (const listing of await listings.all()) await expect(listing.getByText("Sample listing")).toBeVisible();

    await expect(page.getByRole("link", { name: /Homes within 30 minutes/ })).toHaveCount(4);
    await expect(page.getByText("Sample range, check current listings")).toHaveCount(3);
    await expect(page.getByTestId("lender-card")).toHaveCount(3);

    const newBuild = page.getByTestId("new-development");
    await expect(newBuild).toContainText("$950,000");
    await expect(newBuild).toContainText("$9,500 new-build credit");
    await expect(newBuild.getByRole("link", { name: "New construction guide" })).toHaveAttribute(
      "href",
      "/housing/new-construction",
    );
    await expectExternalLinksOpenNewTab(page.getByRole("main"));
    const checked = await expectInSiteLinksWork(page);
    expect(checked).toEqual(expect.arrayContaining(["/programs", "/housing/financing-options"]));
  });
});

test.describe("verified rentals", () => {
  test("lists three areas with their rent ranges, eight checks and five resources", async ({ page }) => {
    await visit(page, "/housing/verified-rentals");
    await expect(page.getByRole("link", { name: /Search Oahu rentals/ })).toHaveAttribute("target", "_blank");
    const areas = page.getByTestId("rental-area");
    await expect(areas).toHaveCount(3);
    await expect(areas.nth(0)).toContainText("$2,000–$4,500 a month");
    await expect(areas.nth(1)).toContainText("$1,800–$3,800 a month");
    await expect(areas.nth(2)).toContainText("$2,200–$5,000 a month");
    const checklist = page.getByRole("region", { name: /Verify before you pay/ }).getByRole("listitem");
    await expect(checklist).toHaveCount(8);
    await expect(checklist.filter({ hasText: "Never wire money" })).toHaveCount(1);
    await expect(checklist.filter({ hasText: "county property records" })).toHaveCount(1);
    const resources = page.getByRole("region", { name: "Rental resources" }).getByRole("link");
    await expect(resources).toHaveCount(5);
    await expectExternalLinksOpenNewTab(page.getByRole("main"));
    expect(await expectInSiteLinksWork(page)).toContain("/contact");
  });
});

test.describe("VA assumptions", () => {
  test("shows the engine's worked example: +$717.40 a month", async ({ page }) => {
    await visit(page, "/housing/va-assumptions");
    await expect(page.getByRole("region", { name: "Find homes to ask about" }).getByRole("link")).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "Why assume a VA loan" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(3);

    const example = page.getByTestId("worked-example");
    const total = example.getByRole("row", { name: /Total a month/ });
    await expect(total).toContainText("$3,477.89");
    await expect(total).toContainText("$4,195.29");
    await expect(example.getByText("+$717.40")).toBeVisible();
    await expect(example.getByText("+$8,609")).toBeVisible();
    await expect(example.getByText("+$258,264")).toBeVisible();
    await expect(example).not.toContainText("$898");

    const steps = page.getByRole("region", { name: "The eight-step process" }).getByRole("listitem");
    await expect(steps).toHaveCount(8);
    await expect(steps.filter({ hasText: "0.5%" })).not.toHaveCount(0);
    await expect(steps.filter({ hasText: "45 calendar days" })).toHaveCount(1);
    await expect(steps.filter({ hasText: "26-8106 and 26-1880" })).toHaveCount(1);
    await expect(steps.filter({ hasText: "appeal within 30 days" })).toHaveCount(1);

    const help = page.getByRole("region", { name: "Get help with an assumption" });
    await expect(help.getByTestId("agent-contact").getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      "tel:8085550100",
    );
    await expect(help.getByTestId("lender-card").getByText("Sample listing")).toBeVisible();

    const resources = page.getByRole("region", { name: "Resources" }).getByRole("link");
    await expect(resources).toHaveCount(4);
    await expect(resources.first()).toHaveAttribute("href", "/calculators/assumption-cruncher");
    await expect(resources.nth(1)).toHaveAttribute("href", "/calculators/rent-buy-assume");
    expect(await expectInSiteLinksWork(page)).toEqual(
      expect.arrayContaining(["/calculators/assumption-cruncher", "/calculators/rent-buy-assume"]),
    );
  });
});

test.describe("financing options", () => {
  test("shows seven sample lenders, one 95% LTV badge, and no Call Now, phone or email for any of them", async ({
    page,
  }) => {
    await visit(page, "/housing/financing-options");
    const lenders = page.getByTestId("lender-card");
    await expect(lenders).toHaveCount(7);
    await expect(page.getByRole("region", { name: "First mortgage lenders" }).getByTestId("lender-card")).toHaveCount(
      4,
    );
    await expect(
      page.getByRole("region", { name: "Second mortgage and GAP lenders" }).getByTestId("lender-card"),
    ).toHaveCount(3);
    await expect(page.getByText("95% loan-to-value (LTV)", { exact: true })).toHaveCount(1);
    await expect(page.getByText("Sample listing", { exact: true })).toHaveCount(7);
    // Sample listings offer nothing that acts like a real contact (a confirmed lender's Call Now
    // and prefilled mailto: app/features/lenders/lender-card.test.tsx and mailto.test.ts).
    await expect(page.getByRole("link", { name: /^Call Now/ })).toHaveCount(0);
    await expect(lenders.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(lenders.getByText(/555-01\d\d|@example\.com/)).toHaveCount(0);

    await expect(page.getByRole("link", { name: /How GAP loans work/ })).toHaveAttribute(
      "href",
      "/housing/gap-lenders",
    );
    const agent = page.getByTestId("agent-contact");
    await expect(agent.getByRole("link", { name: /Email aloha@example\.com/ })).toHaveAttribute(
      "href",
      "mailto:aloha@example.com",
    );
    expect(await expectInSiteLinksWork(page)).toContain("/housing/gap-lenders");
  });
});

test.describe("GAP lenders", () => {
  test("explains GAP loans with the engine's example, four benefits, three lenders and help", async ({ page }) => {
    await visit(page, "/housing/gap-lenders");
    const example = page.getByTestId("gap-example");
    await expect(example).toContainText("$200,000");
    await expect(example).toContainText("$3,477.89 a month");
    await expect(example).toContainText("+$717.40 a month");
    await expect(
      page.getByRole("region", { name: "Why buyers use a GAP loan" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(page.getByTestId("lender-card")).toHaveCount(3);
    await expect(page.getByTestId("agent-contact")).toBeVisible();
    expect(await expectInSiteLinksWork(page)).toEqual(
      expect.arrayContaining(["/calculators/assumption-cruncher", "/housing/financing-options", "/contact"]),
    );
  });
});

test.describe("base housing", () => {
  test("lists four installations with partners, waitlists, home counts only with a source, and only sourced phone numbers", async ({
    page,
  }) => {
    await visit(page, "/housing/base-housing");
    const bases = page.getByTestId("base-card");
    await expect(bases).toHaveCount(4);

    const schofield = bases.filter({ hasText: "Schofield Barracks" });
    await expect(schofield).toContainText("Island Palm Communities");
    await expect(schofield).toContainText("7,579+ homes across seven Army installations");
    await expect(schofield.getByRole("link", { name: /^Source/ })).toHaveAttribute("href", /lendlease\.com/);
    await expect(schofield).toContainText("6–18 months");

    const navy = bases.filter({ hasText: "Navy side" });
    await expect(navy).toContainText("Ohana Military Communities");
    await expect(navy.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(navy).toContainText("No published count we could confirm");
    await expect(
      navy.getByRole("link", { name: /Joint Base Pearl Harbor-Hickam on Military OneSource/ }),
    ).toHaveAttribute("href", /^https:\/\/installations\.militaryonesource\.mil\//);

    const hickam = bases.filter({ hasText: "Hickam, Air Force side" });
    await expect(hickam).toContainText("Hickam Communities");
    await expect(hickam).toContainText("About 2,500 homes at Hickam");
    await expect(hickam.getByRole("link", { name: /\(808\) 448-6815/ })).toHaveAttribute("href", "tel:8084486815");

    const mcbh = bases.filter({ hasText: "Marine Corps Base Hawaii" });
    // SPEC's "50+" understated MCBH; the 1,175 homes were the 2007 venture's first phase (issue 27).
    await expect(mcbh).not.toContainText("50+");
    await expect(mcbh).toContainText("About 1,175 homes in 13 neighborhoods");
    await expect(mcbh).toContainText("phase one of the 2007 Navy and Marine housing venture, which counts 6,788 homes");
    await expect(mcbh.getByRole("link", { name: /^Source/ })).toHaveAttribute(
      "href",
      "https://staradvertiser.com/?p=431984",
    );
    await expect(mcbh.getByRole("link", { name: /\(808\) 257-2676/ })).toHaveAttribute("href", "tel:8082572676");

    await expect(
      page.getByRole("region", { name: "Tips before you apply" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(4);
    await expect(page.getByRole("link", { name: /Apply on HOMES\.mil/ })).toHaveAttribute(
      "href",
      "https://www.homes.mil",
    );
    await expect(page.getByRole("region", { name: "More resources" }).getByRole("link")).toHaveCount(2);
    await expectExternalLinksOpenNewTab(page.getByRole("main"));
    expect(await expectInSiteLinksWork(page)).toContain("/housing/verified-rentals");
  });
});
