import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { GUIDES } from "../../app/content/guides";
import { PAGES, pageInfo } from "../../app/content/pages";
import { documentTitle } from "../../app/lib/page-meta";
import { expect, test, visit } from "./fixtures";
import { WCAG_TAGS } from "./axe";

/**
 * The page sweep (issue 29): one test per screen of SPEC.md §2, the not-found page and the
 * calculators showing results. Each loads its screen twice, once in a browser without
 * JavaScript (the HTML as the server sent it) and once hydrated, and runs every per-page
 * check on those two loads, resizing the hydrated page instead of loading it again:
 *
 * - status, document title, meta description, one h1 with the page's heading;
 * - <main>'s text and fields read the same without JavaScript and once hydrated;
 * - axe finds no serious or critical WCAG violation at 390, 800 and 1280 px;
 * - every in-site link answers 200 (fragments name an element), every external link in
 *   <main> opens in a new tab and says so;
 * - guides: an "Official sources" block, headings in outline order, external links;
 * - illustrated guides: a decorative svg beside the h1, small on a phone, hidden at 320 px;
 * - pages with card grids: nothing spills out of its box beside the open sidebar (800, 1024 px);
 * - no sideways scroll on a phone (390 px); the header's logo links home without JavaScript;
 * - two screens: no script is requested before the first contentful paint (decision 0006).
 *
 * Journeys (clicking, typing, toggling) stay in their own specs; docs/testing.md maps each
 * check that used to live in a per-page spec to its place here.
 */

/** A phone, a small laptop with the sidebar beside the page, and a desktop (issue 16). */
const AXE_WIDTHS = [1280, 800, 390] as const;
/** Widths where the open sidebar leaves <main> about 500–750 px (issue 16). */
const GRID_WIDTHS = [1024, 800] as const;
const HEIGHT = 900;

const CREDIT_WITH_RESULT = "/calculators/credit?price=750000";
/** A shared link to a filled-in calculation: a $800,000 home, $450,000 left at 2.75% over 25 years. */
const CRUNCHER_WITH_RESULTS =
  "/calculators/assumption-cruncher?price=800000&down=20000&balance=450000&rate=2.75&term=25&marketRate=6.75&hoa=450&taxes=250&insurance=120";
/** Both sliders and the reward calculator on a price each, as their forms send them without JavaScript. */
const PROGRAMS_WITH_PRICES = "/programs?price=1%2C250%2C000&veteransPrice=860000&newBuildPrice=1200000";
const NOT_FOUND = "/no-such-page";

const GUIDE_PATHS = new Set<string>(GUIDES.map((guide) => guide.path));
/** The guides whose header carries an illustration: every guide but the calculators (size budget). */
const ILLUSTRATED_GUIDES = new Set([...GUIDE_PATHS].filter((path) => !path.startsWith("/calculators/")));
/** Grids follow the width <main> really has (a container), not the window's (issue 16). */
const PAGES_WITH_CARD_GRIDS = new Set([
  "/housing/va-homes",
  "/housing/verified-rentals",
  "/housing/va-assumptions",
  "/programs",
  "/pcs-toolkit/pet-travel",
  "/pcs-toolkit/storage-facilities",
]);
/** A prerendered guide and a page the server renders per request (docs/decisions/0006). */
const FIRST_PAINT_PATHS = new Set(["/pcs-toolkit/pet-travel", CREDIT_WITH_RESULT]);

type Screen = {
  name: string;
  path: string;
  status: 200 | 404;
  heading: string;
  /** The document title and meta description a screen of SPEC.md §2 must have. */
  meta?: { title: string; description: string };
  /** Text that proves the state under test rendered (the calculators' results). */
  shows?: string;
};

const SCREENS: Screen[] = [
  ...PAGES.map(({ path, heading, title, description }) => ({
    name: path,
    path,
    status: 200 as const,
    heading,
    meta: { title: documentTitle(title), description },
  })),
  { name: "the not-found page", path: NOT_FOUND, status: 404, heading: "Page not found" },
  {
    name: "/calculators/credit with a result",
    path: CREDIT_WITH_RESULT,
    status: 200,
    heading: pageInfo("/calculators/credit").heading,
    shows: "$3,750",
  },
  {
    name: "/programs with the sliders and the reward calculator on a price",
    path: PROGRAMS_WITH_PRICES,
    status: 200,
    heading: pageInfo("/programs").heading,
    shows: "$5,375",
  },
  {
    name: "/calculators/assumption-cruncher with results",
    path: CRUNCHER_WITH_RESULTS,
    status: 200,
    heading: pageInfo("/calculators/assumption-cruncher").heading,
    shows: "Your results",
  },
];

type Side = "with JavaScript" | "without JavaScript";

/**
 * The only text in <main> that is right on one side alone: controls that need a script to do
 * anything, or stand in for one. Each must be present on its side and absent on the other, so
 * an entry that stops being true fails too.
 */
const ONE_SIDED_CONTROLS: { path: string; onlyWith: Side; role: "button"; name: string; why: string }[] = [
  {
    path: "/pcs-toolkit/tla-hotels",
    onlyWith: "without JavaScript",
    role: "button",
    name: "Apply filter",
    why: "With JavaScript the pets checkbox filters as it changes; without, the form needs a submit button (in <noscript>).",
  },
  ...["/programs", PROGRAMS_WITH_PRICES].flatMap((path) =>
    ["Show the veterans credit", "Show the new-build credit"].map((name) => ({
      path,
      onlyWith: "without JavaScript" as const,
      role: "button" as const,
      name,
      why: "With JavaScript the credit follows the slider as it moves; without, the slider's form needs a submit button (in <noscript>).",
    })),
  ),
  {
    path: "/housing/new-construction",
    onlyWith: "without JavaScript",
    role: "button",
    name: "Show the new-build credit",
    why: "With JavaScript the credit follows the slider as it moves; without, the slider's form needs a submit button (in <noscript>).",
  },
  {
    path: CRUNCHER_WITH_RESULTS,
    onlyWith: "with JavaScript",
    role: "button",
    name: "Copy link",
    why: "It writes the address to the clipboard, which only a script can do; without one, the address bar has the link.",
  },
  {
    path: CRUNCHER_WITH_RESULTS,
    onlyWith: "with JavaScript",
    role: "button",
    name: "Print",
    why: "It calls window.print(); without a script the browser's own Print prints the same page.",
  },
  {
    path: "/welcome",
    onlyWith: "with JavaScript",
    role: "button",
    name: "Share",
    why: "It opens the device's share sheet or writes the link to the clipboard; without a script, the address bar has the link.",
  },
];

/**
 * Pages without JavaScript, from one context per worker (a context costs seconds on a loaded
 * machine; these pages only GET public documents, which set no state a later test could see).
 * The context takes the project's device options, as the test's `page` does; each test sets
 * both pages to one viewport.
 */
const sweep = test.extend<{ serverPage: Page }, { serverContext: BrowserContext }>({
  serverContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme } =
        workerInfo.project.use;
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        viewport: { width: 1280, height: HEIGHT },
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        colorScheme,
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  serverPage: async ({ serverContext, allowedConsoleErrors }, provide) => {
    const page = await serverContext.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    await provide(page);
    await page.close();
    expect(errors, "unexpected console errors without JavaScript").toEqual([]);
  },
});

sweep.describe("page sweep", () => {
  // Loads, three axe runs and every link of the page: more than one journey's work.
  sweep.describe.configure({ timeout: 120_000 });
  sweep.use({ viewport: { width: 1280, height: HEIGHT } });

  for (const screen of SCREENS) {
    sweep.describe(screen.name, () => {
      // The browser reports the not-found page's 404 status as a console error.
      if (screen.status === 404) sweep.use({ allowedConsoleErrors: [/status of 404/] });

      sweep(`${screen.name}: every per-page check, without JavaScript and hydrated`, async ({ page, serverPage }) => {
        // Both loads: status.
        const served = await serverPage.goto(screen.path);
        expect(served?.status(), `${screen.path} without JavaScript`).toBe(screen.status);
        const hydrated = await visit(page, screen.path);
        expect(hydrated?.status(), `${screen.path} with JavaScript`).toBe(screen.status);
        if (FIRST_PAINT_PATHS.has(screen.path)) await expectScriptsAfterFirstPaint(page);

        // Title, description, one h1.
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
        if (screen.meta) {
          await expect(page).toHaveTitle(screen.meta.title);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", screen.meta.description);
        } else if (screen.status === 404) {
          await expect(page).toHaveTitle(/Page not found/);
        }

        // The server's text is the hydrated text.
        await expectSameTextOnBothSides(serverPage, page, screen);

        // Links and the guides' blocks, on the hydrated page at 1280 px.
        await expectExternalLinksOpenInNewTabs(page, GUIDE_PATHS.has(screen.path));
        if (GUIDE_PATHS.has(screen.path)) await expectGuideBlocks(page);
        await expectInSiteLinksWork(page);

        // Widths, widest first, on the one hydrated page.
        const illustrated = ILLUSTRATED_GUIDES.has(screen.path);
        for (const width of [1280, 1024, 800, 390, 320]) {
          await page.setViewportSize({ width, height: HEIGHT });
          if (PAGES_WITH_CARD_GRIDS.has(screen.path) && (GRID_WIDTHS as readonly number[]).includes(width)) {
            await expectNothingSpills(page);
          }
          if ((AXE_WIDTHS as readonly number[]).includes(width)) await expectNoSevereAxeViolation(page, width);
          if (illustrated) await expectIllustration(page, width);
          if (width === 390) await expectNoSidewaysScroll(page, width);
        }

        // A phone without JavaScript: the header's logo and name link home.
        await serverPage.setViewportSize({ width: 390, height: 800 });
        const home = serverPage.getByRole("banner").getByRole("link", { name: "Aloha PCS home" });
        await expect(home, screen.path).toBeVisible();
        await expect(home.locator("svg"), screen.path).toBeVisible();
      });
    });
  }

  sweep("every allowed difference is on a screen this spec opens", () => {
    const paths = SCREENS.map((screen) => screen.path);
    for (const control of ONE_SIDED_CONTROLS) expect(paths, control.name).toContain(control.path);
  });
});

/** Text and styles get the connection first: no script is requested before the first contentful paint. */
async function expectScriptsAfterFirstPaint(page: Page) {
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
}

async function expectSameTextOnBothSides(serverPage: Page, page: Page, screen: Screen) {
  expect(serverPage.viewportSize(), "both pages share one viewport").toEqual(page.viewportSize());
  const serverText = await comparableText(serverPage, screen, "without JavaScript");
  const hydratedText = await comparableText(page, screen, "with JavaScript");
  expect(
    hydratedText,
    `${screen.path}: <main>'s text after hydration (received) differs from the server's HTML (expected), ` +
      firstDifference(serverText, hydratedText),
  ).toEqual(serverText);

  const serverFields = await fieldValues(serverPage);
  const hydratedFields = await fieldValues(page);
  expect(
    hydratedFields,
    `${screen.path}: the fields in <main> after hydration (received) differ from the server's HTML (expected), ` +
      firstDifference(serverFields, hydratedFields),
  ).toEqual(serverFields);
}

/**
 * <main>'s rendered text as lines, whitespace collapsed, with this side's one-sided controls
 * taken out once each (after checking they are there, and absent where they should be).
 */
async function comparableText(page: Page, screen: Screen, side: Side): Promise<string[]> {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 }), `${screen.path} ${side}`).toHaveText(screen.heading);
  if (screen.shows) {
    await expect(main.getByText(screen.shows, { exact: true }), `${screen.path} ${side}`).toBeVisible();
  }
  const controls = ONE_SIDED_CONTROLS.filter((control) => control.path === screen.path);
  const here: { name: string; locator: Locator }[] = [];
  for (const control of controls) {
    const locator = main.getByRole(control.role, { name: control.name, exact: true });
    const where = `"${control.name}" on ${screen.path} ${side} (allowed only ${control.onlyWith}: ${control.why})`;
    // Waiting here also waits out the re-render after hydration that adds script-only controls.
    if (control.onlyWith === side) {
      await expect(locator, where).toBeVisible();
      here.push({ name: control.name, locator });
    } else {
      await expect(locator, where).toHaveCount(0);
    }
  }

  const lines = textLines(await main.innerText());
  expect(lines.length, `${screen.path} ${side}: <main> has text`).toBeGreaterThan(1);
  expect(lines, `${screen.path} ${side}: <main> has the page's h1`).toContain(screen.heading);
  for (const { name, locator } of here) {
    const [text] = textLines(await locator.innerText());
    const index = text === undefined ? -1 : lines.indexOf(text);
    expect(index, `${screen.path} ${side}: the line of "${name}"`).toBeGreaterThanOrEqual(0);
    lines.splice(index, 1);
  }
  return lines;
}

function textLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
}

/** What each field in <main> shows: its text, or whether it is ticked. */
async function fieldValues(page: Page): Promise<string[]> {
  return page
    .getByRole("main")
    .locator("input:not([type=hidden]), select, textarea")
    .evaluateAll((fields) =>
      fields.map((field) => {
        const name = field.getAttribute("name") ?? field.id;
        if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
          return `${name}: ${field.checked ? "checked" : "not checked"}`;
        }
        return `${name}: ${JSON.stringify((field as HTMLInputElement).value)}`;
      }),
    );
}

function firstDifference(expected: string[], received: string[]): string {
  const index = expected.findIndex((line, i) => line !== received[i]);
  const at = index === -1 ? expected.length : index;
  if (at === expected.length && received.length === expected.length) return "in no line";
  const show = (line: string | undefined) => (line === undefined ? "(nothing)" : JSON.stringify(line));
  return `first at line ${at + 1}: server ${show(expected[at])}, hydrated ${show(received[at])}`;
}

/** Every external link in <main> opens in a new tab and says so; a guide has at least one. */
async function expectExternalLinksOpenInNewTabs(page: Page, atLeastOne: boolean) {
  const external = page.getByRole("main").locator('a[href^="http"]');
  if (atLeastOne) expect(await external.count(), "external links in <main>").toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }
}

/** A guide's "Official sources" block, and headings that form an outline. */
async function expectGuideBlocks(page: Page) {
  const sources = page.getByRole("region", { name: "Official sources" });
  await expect(sources.getByText("Last reviewed November 2026.", { exact: false })).toBeVisible();
  expect(await sources.getByRole("link").count()).toBeGreaterThan(0);

  // One h1 first, and no level is skipped on the way down.
  const levels = await page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (let index = 1; index < levels.length; index++) {
    expect(levels[index]!, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  }
}

/**
 * Paths of this site already answered 200 in this worker, with their HTML (for fragments):
 * most pages link to the same sidebar, so each path is fetched once per worker, not per page.
 */
const answered = new Map<string, string>();

/** Every link on the page that stays on this site answers 200; fragments name an element. */
async function expectInSiteLinksWork(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"], a[href^="#"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  for (const href of new Set(hrefs)) {
    if (href.startsWith("#")) {
      if (href.length > 1) await expect(page.locator(`[id="${href.slice(1)}"]`), `target of ${href}`).toHaveCount(1);
      continue;
    }
    const [path, fragment] = href.split("#");
    if (!path) continue;
    let html = answered.get(path);
    if (html === undefined) {
      const response = await page.request.get(path);
      expect(response.status(), `link ${href}`).toBe(200);
      html = await response.text();
      answered.set(path, html);
    }
    if (fragment) expect(html, `target of ${href}`).toContain(`id="${fragment}"`);
  }
}

async function expectNoSevereAxeViolation(page: Page, width: number) {
  // Asked again until the page has settled after the resize: a run on the loaded CI host once
  // flagged the header's phone link at 390 px, which a settled page never shows (axe measures
  // the boxes of a page still laying out). A lasting violation still fails once the wait is over,
  // with axe's own account of each node.
  await expect(async () => {
    // From the top, as the page opens: scrolled, the sticky header lies over whatever it passes,
    // and axe's target-size rule counts that against the link beneath (it failed a run so).
    await page.evaluate(() => window.scrollTo(0, 0));
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
            .join(", ")})`,
      );
    expect(severe, `axe at ${width} px`).toEqual([]);
  }).toPass({ timeout: 20_000 });
}

/** Beside the open sidebar, nothing in <main> is wider than its own box. */
async function expectNothingSpills(page: Page) {
  await expect(page.getByRole("button", { name: "Toggle menu" })).toHaveAttribute("aria-expanded", "true");
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(
      () =>
        page.locator("main").evaluate((main) =>
          Array.from(main.querySelectorAll<HTMLElement>("*"))
            .filter((element) => {
              const style = getComputedStyle(element);
              if (style.display === "inline" || ["auto", "scroll", "hidden", "clip"].includes(style.overflowX)) {
                return false;
              }
              return element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
            })
            .map((element) => `${element.tagName} "${element.textContent?.slice(0, 40)}"`),
        ),
      { message: `nothing spills out of its box at ${page.viewportSize()?.width} px` },
    )
    .toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `page wider than the viewport at ${width} px`,
    })
    .toBeLessThanOrEqual(0);
}

/** The page's own header (not the site's banner): the one that holds the h1. */
const pageHeader = (page: Page) =>
  page
    .getByRole("main")
    .locator("header")
    .filter({ has: page.getByRole("heading", { level: 1 }) });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "element has a box").not.toBeNull();
  return found!;
}

/** A decorative svg beside the h1: at its right in a 4:3 box, small on a phone, hidden at 320 px. */
async function expectIllustration(page: Page, width: number) {
  const header = pageHeader(page);
  await expect(header).toHaveCount(1);
  const heading = header.getByRole("heading", { level: 1 });
  const illustration = header.locator("h1 ~ svg");
  if (width === 1280) {
    await expect(illustration).toHaveCount(1);
    await expect(illustration).toBeVisible();
    await expect(illustration).toHaveAttribute("aria-hidden", "true");
    await expect(illustration).toHaveAttribute("focusable", "false");
    expect(await illustration.evaluate((svg) => svg.textContent)).toBe("");
    // Read after the heading, drawn to its right at its height, in a fixed 4:3 box.
    const headingFirst = await header.evaluate((element) => {
      const [first] = element.querySelectorAll("h1, svg");
      return first?.tagName === "H1";
    });
    expect(headingFirst, "the heading comes before any svg in the header").toBe(true);
    const headingBox = await box(heading);
    const art = await box(illustration);
    expect(art.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
    expect(art.y).toBeLessThan(headingBox.y + headingBox.height);
    expect(art.y + art.height).toBeGreaterThan(headingBox.y);
    expect(art.width / art.height).toBeCloseTo(4 / 3, 1);
  } else if (width === 390) {
    // A phone: still beside the heading, small.
    await expect(illustration).toBeVisible();
    const phoneHeading = await box(heading);
    const phoneArt = await box(illustration);
    expect(phoneArt.x).toBeGreaterThanOrEqual(phoneHeading.x + phoneHeading.width);
    expect(phoneArt.width).toBeLessThanOrEqual(96);
  } else if (width === 320) {
    // The narrowest phones: the heading gets the whole width, and nothing scrolls sideways.
    await expect(illustration).toBeHidden();
    await expect(heading).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  }
}
