import type { BrowserContext, Locator, Page } from "@playwright/test";
import { PAGES, pageInfo } from "../../app/content/pages";
import { VISITED_STORAGE_KEY } from "../../app/features/welcome/first-visit";
import { expect, test, visit } from "./fixtures";

/**
 * The server's text is the hydrated text: on every screen of SPEC.md §2, and on both
 * calculators showing results, <main> reads the same in a browser without JavaScript (the
 * HTML as the server sent it) as in one where React has hydrated the page. Under Preact the
 * checklist's items read "1. . Get your PCS orders…" after hydration while the HTML said
 * "1. Get your PCS orders…"; a value computed differently in the browser, a locale-dependent
 * format or text set by an effect would show up here the same way.
 */

const CREDIT_WITH_RESULT = "/calculators/credit?price=750000";
/** A shared link to a filled-in calculation: a $800,000 home, $450,000 left at 2.75% over 25 years. */
const CRUNCHER_WITH_RESULTS =
  "/calculators/assumption-cruncher?price=800000&down=20000&balance=450000&rate=2.75&term=25&marketRate=6.75&hoa=450&taxes=250&insurance=120";

/** Both sliders and the reward calculator on a price each, as their forms send them without JavaScript. */
const PROGRAMS_WITH_PRICES = "/programs?price=1%2C250%2C000&veteransPrice=860000&newBuildPrice=1200000";

type Screen = {
  name: string;
  path: string;
  heading: string;
  /** Text that proves the state under test rendered (the calculators' results). */
  shows?: string;
};

const SCREENS: Screen[] = [
  ...PAGES.map(({ path, heading }) => ({ name: path, path, heading })),
  {
    name: "/calculators/credit with a result",
    path: CREDIT_WITH_RESULT,
    heading: pageInfo("/calculators/credit").heading,
    shows: "$3,750",
  },
  {
    name: "/programs with the sliders and the reward calculator on a price",
    path: PROGRAMS_WITH_PRICES,
    heading: pageInfo("/programs").heading,
    shows: "$5,375",
  },
  {
    name: "/calculators/assumption-cruncher with results",
    path: CRUNCHER_WITH_RESULTS,
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
  {
    path: "/welcome",
    onlyWith: "with JavaScript",
    role: "button",
    name: "Edit",
    why: "The founder's details are edited and kept in this browser's storage, which only a script can write.",
  },
];

/**
 * Pages without JavaScript, from one context per worker (a context costs seconds on a loaded
 * machine; these pages only GET public documents, which set no state a later test could see).
 * The context takes the project's device options, as the test's `page` does; each test checks
 * that the two viewports match.
 */
const parityTest = test.extend<{ serverPage: Page }, { serverContext: BrowserContext }>({
  serverContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme } =
        workerInfo.project.use;
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        colorScheme,
        // A returning visitor, as the fixtures make `page` one (there, by an init script).
        storageState: {
          cookies: [],
          origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: VISITED_STORAGE_KEY, value: "1" }] }],
        },
      });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  serverPage: async ({ serverContext }, provide) => {
    const page = await serverContext.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await provide(page);
    await page.close();
    expect(errors, "unexpected console errors without JavaScript").toEqual([]);
  },
});

parityTest.describe("server-rendered text equals hydrated text", () => {
  for (const screen of SCREENS) {
    parityTest(
      `${screen.name}: <main> reads the same without JavaScript and once hydrated`,
      async ({ page, serverPage }) => {
        const served = await serverPage.goto(screen.path);
        expect(served?.status(), `${screen.path} without JavaScript`).toBe(200);
        const hydrated = await visit(page, screen.path);
        expect(hydrated?.status(), `${screen.path} with JavaScript`).toBe(200);
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
      },
    );
  }

  parityTest("every allowed difference is on a screen this spec opens", () => {
    const paths = SCREENS.map((screen) => screen.path);
    for (const control of ONE_SIDED_CONTROLS) expect(paths, control.name).toContain(control.path);
  });
});

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
