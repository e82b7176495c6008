import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AFTER_PAINT_TYPE, EVALUATE_FIRST_ATTRIBUTE } from "../../app/server/http/hydrate-after-paint.server";
import { startApp, type TestApp } from "./app";

/** The entry's imports as the client build's own manifest module lists them. */
function builtEntryImports(): string[] {
  const assets = path.join(process.cwd(), "build", "client", "assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest module in build/client/assets");
  const entry = /"entry":\{"module":"[^"]+","imports":\[([^\]]*)\]/.exec(readFileSync(path.join(assets, file), "utf8"));
  return entry ? [...entry[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!) : [];
}

// JavaScript starts after the first contentful paint (docs/decisions/0006): what the pages carry.
describe("pages hold their scripts until the first paint", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("no modulepreload links and one boot script instead of a module script, prerendered or rendered per request", async () => {
    for (const pagePath of ["/", "/calculators/credit?price=750000"]) {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      expect(html, pagePath).not.toMatch(/<link[^>]*modulepreload/);
      expect(html, pagePath).not.toContain('type="module"');
      expect(html.match(/document\.currentScript\.nonce\);<\/script>/g), pagePath).toHaveLength(1);
      // Linked with the service worker after the load (app/lib/service-worker-client.ts), not fetched with the first screen.
      expect(html, pagePath).not.toContain('rel="manifest"');
    }
  });

  test("the held block names the entry's imports (React DOM among them), to be evaluated one per task", async () => {
    const imports = builtEntryImports();
    expect(imports.some((url) => /react-dom-client/.test(url))).toBe(true);
    for (const pagePath of ["/", "/calculators/credit?price=750000"]) {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      const held = new RegExp(`type="${AFTER_PAINT_TYPE}" ${EVALUATE_FIRST_ATTRIBUTE}="([^"]*)"`).exec(html);
      expect(held?.[1]?.split(" "), pagePath).toEqual(imports);
    }
  });
});
