import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/**
 * The rent/buy/assume calculator (issue 18). The figures are the engine test's hand-worked
 * scenarios (app/features/calculators/rent-buy-assume.test.ts): A sells after a 3-year tour,
 * B keeps A's home 5 more years as a rental, C adds an assumption that beats a new loan.
 */
const CALCULATOR = "/calculators/rent-buy-assume";

const PRICE = "3. Price of the home you would buy (required)";
const RATE = "New VA loan rate (%) (required)";

/** Opens "Adjust assumptions", where every figure but the three questions is. */
async function adjustAssumptions(page: Page) {
  if (!(await page.getByLabel(RATE, { exact: true }).isVisible())) {
    await page.getByText("Adjust assumptions", { exact: true }).click();
  }
  await expect(page.getByLabel(RATE, { exact: true })).toBeVisible();
}

/** The three questions: pay grade (with dependents, the default), the rent, the price. */
async function answerThreeQuestions(page: Page) {
  await page.getByLabel("1. Your pay grade").selectOption("E-6");
  await page.getByLabel("2. Monthly rent you would pay", { exact: true }).fill("3,500");
  await page.getByLabel(PRICE, { exact: true }).fill("$750,000");
}

/** Scenario A, as a family types it. */
async function enterScenarioA(page: Page) {
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill("Your monthly BAH", "3,600");
  await fill(PRICE, "$700,000");
  await adjustAssumptions(page);
  await fill("Renter's insurance (monthly)", "20");
  await fill(RATE, "6");
  await fill("Closing costs (% of price)", "2");
  await fill("Property tax ($ per $1,000 a year)", "3.50");
  await fill("Home exemption", "120000");
  await fill("Homeowners insurance (monthly)", "100");
  await fill("Homeowners association dues (monthly)", "400");
  await fill("Maintenance (% of price a year)", "1");
  await fill("Appreciation (% a year)", "3");
  await fill("Selling costs (% of sale price)", "6");
}

async function enterScenarioC(page: Page) {
  await enterScenarioA(page);
  await page.getByLabel(RATE, { exact: true }).fill("7");
  await page.getByLabel("Assumed loan balance", { exact: true }).fill("450000");
  await page.getByLabel("Assumed loan rate (%)", { exact: true }).fill("2.5");
  await page.getByLabel("Years left on the seller's loan", { exact: true }).fill("25");
  // The engine's scenario C borrows the whole price and pays no servicer's fee.
  await page.getByLabel("Combined loan limit (% of price)", { exact: true }).fill("100");
  await page.getByLabel("Servicer's processing fee", { exact: true }).fill("0");
}

const ANSWER_C = "Renting costs least over your 3-year tour: $12,982 less than assuming the seller's VA loan.";

async function expectScenarioC(page: Page) {
  const results = page.getByRole("region", { name: "Your results" });
  await expect(results.getByText(ANSWER_C)).toBeVisible();
  const figures = results.getByRole("table", { name: "Each path's figures for these inputs" });
  await expect(figures.getByRole("row", { name: /Net cost over the 3-year tour/ })).toContainText(
    /\$134,247\s*\$204,731\s*\$147,229/,
  );
  await expect(figures.getByRole("row", { name: /Cash needed at the start/ })).toContainText(
    /\$0\s*\$14,000\s*\$16,250/,
  );
  await expect(figures.getByRole("row", { name: /Break-even year/ })).toContainText(/Year 9\s*Year 4/);
  await expect(results.getByText(/^What would change the answer most: /)).toBeVisible();
  await expect(results.getByRole("img", { name: /Net cost of each path/ })).toBeVisible();
  await expect(
    results.getByRole("table", { name: /Net cost at the end of each year/ }).getByRole("row", { name: /^3 / }),
  ).toContainText(/\$134,247\s*\$204,731\s*\$147,229/);
  await expect(results.getByRole("table", { name: /as appreciation \(rows\)/ }).getByRole("row")).toHaveCount(6);
  await expect(page.locator("main")).not.toContainText(/NaN|Infinity|undefined/);
}

test.describe("rent, buy or assume calculator", () => {
  test("three questions give a verdict: the pay grade fills the BAH from the 2026 Honolulu table, which stays editable", async ({
    page,
  }) => {
    await visit(page, CALCULATOR);
    const bah = page.getByLabel("Your monthly BAH", { exact: true });
    await page.getByLabel("1. Your pay grade").selectOption("E-6");
    await expect(page.getByLabel("With dependents", { exact: true })).toBeChecked();
    await expect(bah).toHaveValue("3912");
    await page.getByLabel("1. Your pay grade").selectOption("E-5");
    await expect(bah).toHaveValue("3663");
    await page.getByLabel("Without dependents", { exact: true }).check();
    await expect(bah).toHaveValue("2856");
    await bah.fill("2,900");
    await expect(bah).toHaveValue("2,900");
    await expect(page.getByRole("link", { name: "BAH rate lookup" }).first()).toHaveAttribute(
      "href",
      "https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/",
    );

    // Back to the family of the three questions (E-6 with dependents), then Compare.
    await page.getByLabel("With dependents", { exact: true }).check();
    await bah.fill("");
    await answerThreeQuestions(page);
    await expect(bah).toHaveValue("3912");
    await page.getByRole("button", { name: "Compare" }).click();
    const results = page.getByRole("region", { name: "Your results" });
    await expect(
      results.getByText(/^(Renting|Buying with a new VA loan) costs least over your 3-year tour: \$[\d,]+ less than/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your results" })).toBeFocused();
    // The BAH came from the table: E-6 with dependents.
    expect(new URL(page.url()).searchParams.get("bah")).toBe("3912");
  });

  test("a Compare with the rate emptied focuses the list of fields to fix and brings it into view", async ({
    page,
  }) => {
    await visit(page, CALCULATOR);
    await answerThreeQuestions(page);
    await adjustAssumptions(page);
    await page.getByLabel(RATE, { exact: true }).fill("");
    await page.getByRole("button", { name: "Compare" }).click();
    const problems = page.getByRole("alert");
    await expect(problems).toContainText(
      "New VA loan rate (%): Required: enter today's rate for a new VA loan, above 0.",
    );
    await expect(problems).toBeFocused();
    await expect(problems).toBeInViewport();
    await expect(page.getByLabel(RATE, { exact: true })).toHaveAccessibleDescription(/Required/);
  });

  test("on a phone the sensitivity grid says it scrolls sideways, its caption in full", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await visit(page, `${CALCULATOR}?grade=E-6&rent=3500&price=750000`);
    const results = page.getByRole("region", { name: "Your results" });
    await expect(results.getByText("Scroll sideways to see every rate →")).toBeVisible();
    const caption = results.getByText(/^The cheapest path and its net cost/);
    const box = (await caption.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const grid = results.getByRole("region", { name: "The cheapest path as appreciation and the rate move" });
    expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test("scenario C typed in: renting is cheapest, the assumption beats a new loan, and the link reloads it", async ({
    page,
  }) => {
    // Some thirty fields typed, then a reload: slow on a machine shared by many test runs.
    test.setTimeout(90_000);
    await visit(page, CALCULATOR);
    await adjustAssumptions(page);
    await expect(page.getByLabel("Tour length (years)", { exact: true })).toHaveValue("3");
    await expect(page.getByLabel("GAP loan rate (%)", { exact: true })).toHaveValue("9.5");
    await expect(page.getByRole("heading", { name: "Your results" })).toHaveCount(0);
    await enterScenarioC(page);
    await page.getByRole("button", { name: "Compare" }).click();

    await expectScenarioC(page);
    await expect(page.getByRole("heading", { name: "Your results" })).toBeFocused();
    await expect(page).toHaveURL(/\/calculators\/rent-buy-assume\?.*price=%24700%2C000.*balance=450000/);

    // The same URL, opened afresh, is the same answer, rendered by the server.
    await page.reload();
    await expectScenarioC(page);
    await expect(page.getByLabel(PRICE, { exact: true })).toHaveValue("$700,000");
    await adjustAssumptions(page);
    await expect(page.getByLabel("Assumed loan rate (%)", { exact: true })).toHaveValue("2.5");
  });

  test("missing and bad figures are listed and marked, typed values stay, and nothing is computed", async ({
    page,
  }) => {
    await visit(page, CALCULATOR);
    await adjustAssumptions(page);
    await page.getByLabel("Tour length (years)", { exact: true }).fill("2.5");
    await page.getByLabel("Appreciation (% a year)", { exact: true }).fill("three");
    await page.getByRole("button", { name: "Compare" }).click();

    const problems = page.getByRole("alert");
    await expect(problems).toContainText("Please check these fields:");
    await expect(problems).toContainText("Home price: Required: enter the home's price.");
    await expect(problems).toContainText("Tour length (years): Enter whole years, like 3.");
    await expect(page.getByLabel("Tour length (years)", { exact: true })).toHaveValue("2.5");
    await expect(page.getByLabel("Tour length (years)", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Appreciation (% a year)", { exact: true })).toHaveValue("three");
    await expect(page.getByLabel("Appreciation (% a year)", { exact: true })).toHaveAccessibleDescription(
      /Enter a percentage as a number, like 3\.5\./,
    );
    await expect(page.getByRole("heading", { name: "Your results" })).toHaveCount(0);

    // The list's link takes the family to the field.
    await problems.getByRole("link", { name: "Home price" }).click();
    await expect(page).toHaveURL(/#rba-price$/);
  });

  test("prints the answer without the form", async ({ page }) => {
    await visit(page, `${CALCULATOR}?bah=3600&price=700000&rate=6`);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Compare" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
  });

  test("is in the site menu, and linked from the assumption calculator and the housing pages", async ({ page }) => {
    // Five pages, each waited on until hydrated.
    test.setTimeout(90_000);
    await visit(page, "/calculators/assumption-cruncher");
    await page.getByRole("main").getByRole("link", { name: "rent, buy or assume" }).click();
    await expect(page).toHaveURL(CALCULATOR);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rent, buy or assume over your tour");
    for (const path of ["/housing/verified-rentals", "/housing/va-homes", "/housing/va-assumptions"]) {
      await visit(page, path);
      await expect(page.getByRole("main").locator(`a[href="${CALCULATOR}"]`).first()).toBeVisible();
    }
    await expect(
      page.getByRole("navigation").getByRole("link", { name: "Rent, buy or assume" }).first(),
    ).toHaveAttribute("href", CALCULATOR);
  });

  for (const width of [390, 1280]) {
    test(`results and field messages pass axe at ${width} px`, async ({ page }) => {
      // Two long pages through axe: on a loaded 2-core machine that alone can take a minute.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await visit(
        page,
        `${CALCULATOR}?bah=3600&price=700000&rate=7&balance=450000&assumedRate=2.5&assumedYears=25&after=keep&keep=2`,
      );
      await expect(page.getByRole("heading", { name: "Your results" })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await visit(page, `${CALCULATOR}?price=lots&tour=0`);
      await expect(page.getByRole("alert")).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});

test.describe("rent, buy or assume without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server fills the BAH from the pay grade, and a Compare with the rate emptied focuses the list", async ({
    page,
  }) => {
    await page.goto(CALCULATOR);
    await answerThreeQuestions(page);
    await adjustAssumptions(page);
    await page.getByLabel(RATE, { exact: true }).fill("");
    await page.getByRole("button", { name: "Compare" }).click();
    const problems = page.getByRole("alert");
    await expect(problems).toContainText("New VA loan rate (%): Required:");
    await expect(problems).toBeFocused();
    await expect(problems).toBeInViewport();
    await expect(page.getByLabel("Your monthly BAH", { exact: true })).toHaveValue("3912");
  });

  test("scenario B: keeping the home as a rental makes buying cheapest, answered by the server", async ({ page }) => {
    await page.goto(CALCULATOR);
    await enterScenarioA(page);
    await page.getByLabel("Keep it as a rental, then sell").check();
    await page.getByLabel("Years kept as a rental", { exact: true }).fill("5");
    await page.getByLabel("Rent it would earn (monthly)", { exact: true }).fill("3800");
    await page.getByLabel("Property manager's fee (% of rent)", { exact: true }).fill("8");
    await page.getByLabel("Vacancy (% of the year empty)", { exact: true }).fill("5");
    await page.getByRole("button", { name: "Compare" }).click();

    const results = page.getByRole("region", { name: "Your results" });
    await expect(
      results.getByText(
        "Renting costs least over your 3-year tour and 5 years as a rental: $1,302 less than buying with a new VA loan.",
      ),
    ).toBeVisible();
    // Rented out, the home exemption ends: 5 × (2,450 − 2,030) = 2,100 more tax than scenario B once had.
    await expect(results.getByRole("row", { name: /Net cost with 5 years as a rental/ })).toContainText(
      /\$134,247\s*\$135,549/,
    );
    await expect(results.getByRole("row", { name: /Out of pocket after BAH/ })).toContainText(/\$4,647\s*\$53,608/);
    // The answer's address carries every choice, so it can be shared as it is.
    expect(new URL(page.url()).searchParams.get("after")).toBe("keep");
    await expect(page.getByLabel("Keep it as a rental, then sell")).toBeChecked();
  });

  test("a refused figure is marked on its field by the server, with everything typed kept", async ({ page }) => {
    await page.goto(CALCULATOR);
    await enterScenarioA(page);
    await page.getByLabel("Down payment", { exact: true }).fill("800000");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Down payment: The down payment can't be more than the home price.",
    );
    await expect(page.getByLabel(PRICE, { exact: true })).toHaveValue("$700,000");
    await expect(page.getByLabel("Down payment", { exact: true })).toHaveValue("800000");
    await expect(page.getByRole("heading", { name: "Your results" })).toHaveCount(0);
  });
});
