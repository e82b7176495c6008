import { PHONE_AUDITED } from "../support/phone-audited";
import { expect, test, visit } from "./fixtures";

// No script before the first contentful paint (docs/decisions/0006): the page sweep checks it
// on a prerendered guide and on a page rendered per request (tests/e2e/page-sweep.spec.ts); what
// the pages carry for it is an HTTP check (tests/http/first-paint.test.ts).

test("a signed-out visitor's first click after hydration navigates on the client", async ({ page }) => {
  await visit(page, "/pcs-toolkit/pet-travel");
  await page.evaluate(() => ((window as { marker?: string }).marker = "same document"));
  await page.getByRole("navigation").getByRole("link", { name: "Renting near base" }).first().click();
  await expect(page).toHaveURL(/\/housing\/verified-rentals$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same document");
});

// The first Intl object a page makes loads the browser's ICU data in one long task (about 130 ms
// on Lighthouse's phone), so no page makes one while it loads and hydrates (app/lib/number-text.ts;
// each format's own unit test holds it to Intl's output). The pages Lighthouse audits at 390 px,
// and the programs page, with the dollar figures, dates and rates the site prints on first view.
const OPENED_FIRST = [...PHONE_AUDITED, "/programs"];

test("the pages a phone opens first make no Intl object while they load and hydrate", async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as { intlMade?: string[] }).intlMade = made;
    for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "Segmenter", "PluralRules"] as const) {
      const constructors = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      constructors[name] = new Proxy(constructors[name]!, {
        construct: (target, args) => (made.push(`Intl.${name}`), Reflect.construct(target, args)),
        apply: (target, self, args) => (made.push(`Intl.${name}`), Reflect.apply(target, self, args)),
      });
    }
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: []) {
      made.push("toLocaleString");
      return toLocaleString.apply(this, args);
    };
  });
  for (const path of OPENED_FIRST) {
    await visit(page, path);
    expect(await page.evaluate(() => (window as { intlMade?: string[] }).intlMade), path).toEqual([]);
  }
});

// Nothing moves once a phone's page has appeared (Lighthouse's CLS target is 0.01): a re-render
// right after hydration once made the plan's lazy move form fall back to nothing for a moment,
// and the footer jumped (features/plan/waiting-ticks.ts).
test("the pages a phone opens first do not move after they appear", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as { shifts?: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of OPENED_FIRST) {
    await visit(page, path);
    // Past the lazy parts a page loads after hydrating.
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as { shifts?: string[] }).shifts), path).toEqual([]);
  }
});

// After the paint a page does only its own work (decision 0031, session 21): toasts load with the
// first message (app/components/ui/toast.tsx), and the tab icon is the ICO, because Chrome draws
// an SVG icon as a document of its own on the page's main thread.
test("the pages a phone opens first load no toasts they do not show and no SVG tab icon", async ({ page }) => {
  const svgFiles: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".svg") && !pathname.startsWith("/assets/")) svgFiles.push(pathname);
  });
  for (const path of OPENED_FIRST) {
    await visit(page, path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("region", { name: "Notifications" }), path).toHaveCount(0);
  }
  expect(svgFiles).toEqual([]);
});

// A phone's first frame lays out about one screen, not the whole page (decisions 0010 and 0031,
// session 25): Lighthouse counts that frame's task in TBT. The browser lays out anything within
// half a screen of the viewport anyway, so what starts further down than a screen and a half
// waits until the reader nears it: a guide's parts (app/components/ui/guide.tsx), a housing
// page's sections after the first (features/housing/link-list.tsx), the sources every such page
// ends with (components/ui/sources-block.tsx), the assumption calculator's groups of fields, the
// home page's welcome, map and popular bases, and every page's footer (components/layout/
// footer.tsx). Their stand-in is a height only: the page is no wider than the phone before they
// are laid out.
const LATER_PARTS = [
  [
    "/",
    "main section:is([aria-labelledby='home-welcome'], [aria-labelledby='where-families-live'], [aria-labelledby='popular-bases']), footer",
  ],
  ["/pcs-toolkit/pet-travel", "main section:has(> h2), footer"],
  ["/housing/va-homes", "main section:has(> h2), footer"],
  ["/calculators/assumption-cruncher", "main form fieldset:not(fieldset fieldset), main section:has(> h2), footer"],
] as const;

test("a phone lays out the parts of a long page further down only as the reader nears them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, parts] of LATER_PARTS) {
    await visit(page, path);
    const farDown = await page
      .locator(parts)
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().top > 1.5 * window.innerHeight)
          .map(
            (element) =>
              `${element.querySelector("h2, legend")?.textContent ?? element.localName}: ${getComputedStyle(element).contentVisibility}`,
          ),
      );
    expect(farDown.length, path).toBeGreaterThan(1);
    expect(
      farDown.filter((part) => !part.endsWith(": auto")),
      path,
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is no wider than the phone`).toBe(
      390,
    );
  }
});
