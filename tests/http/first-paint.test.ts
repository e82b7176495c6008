import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startApp, type TestApp } from "./app";

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
});
