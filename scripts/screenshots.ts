/**
 * `npm run screenshots`: the first screen of the pages a reviewer most wants to see (home, a
 * guide, the assumption calculator with results, the checklist) and the Oahu map, at a phone's, a small
 * laptop's and a desktop's width, written to docs/screenshots/ so the look can be reviewed
 * without running anything. Serves the existing build (run `npm run build` first when the code
 * changed) with a fresh data folder, in Debian's Chromium. A local copy: its pages carry the
 * one "demo copy" notice while the practice's details are the samples.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.ts";
import { ROOT, startProductionServer } from "./bench/support.ts";

const PORT = 3430;
const OUT_DIR = path.join(ROOT, "docs/screenshots");

const VIEWPORTS = [
  { name: "390", width: 390, height: 844 },
  { name: "800", width: 800, height: 1000 },
  { name: "1280", width: 1280, height: 900 },
] as const;

const SHOTS = [
  { name: "home", path: "/" },
  { name: "guide-pet-travel", path: "/pcs-toolkit/pet-travel" },
  {
    name: "calculator-results",
    path: "/calculators/assumption-cruncher?price=600000&balance=400000&rate=3.5&marketRate=7.5",
  },
  { name: "checklist", path: "/pcs-toolkit/hawaii-checklist" },
  // Below the fold, so the picture is of the map itself rather than the first screen.
  { name: "home-map", path: "/", element: "figure:has(svg[aria-label^='Map of Oahu'])" },
] as const satisfies readonly { name: string; path: string; element?: string }[];

const server = await startProductionServer({ port: PORT });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    for (const shot of SHOTS) {
      await page.goto(`${server.origin}${shot.path}`, { waitUntil: "load" });
      // Web fonts in place, so the picture shows the page as a visitor sees it.
      await page.evaluate(() => document.fonts.ready);
      // Transitions run to their end first: on a fresh browser the prerendered home page's links
      // sometimes start theirs from the browser's default colours (noted in issue 30's closing note).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      const file = path.join(OUT_DIR, `${shot.name}-${viewport.name}.png`);
      if ("element" in shot) await page.locator(shot.element).screenshot({ path: file });
      else await page.screenshot({ path: file });
      console.log(`${path.relative(ROOT, file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
