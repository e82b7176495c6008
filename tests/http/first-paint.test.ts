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

  const PAGES = ["/", "/housing/va-homes", "/calculators/credit?price=750000"];

  test("no modulepreload links and one boot script instead of a module script, prerendered or rendered per request", async () => {
    for (const pagePath of PAGES) {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      expect(html, pagePath).not.toMatch(/<link[^>]*modulepreload/);
      expect(html, pagePath).not.toContain('type="module"');
      expect(html.match(/document\.currentScript\.nonce\);<\/script>/g), pagePath).toHaveLength(1);
      // Linked with the service worker after the load (app/lib/service-worker-client.ts), not fetched with the first screen.
      expect(html, pagePath).not.toContain('rel="manifest"');
    }
  });

  test("the tab icon is a bitmap: Chrome draws an SVG icon as a document of its own on the page's main thread", async () => {
    for (const pagePath of PAGES) {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      const icons = [...html.matchAll(/<link rel="icon"[^>]*href="([^"]+)"/g)].map((link) => link[1]);
      expect(icons, pagePath).toEqual(["/favicon.ico"]);
    }
  });

  test("after the paint the browser can ask for the page's whole module graph at once: no chunk is found only by loading another", async () => {
    for (const pagePath of PAGES) {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      const { entry, entryImports, code } = heldCode(html);
      expect(entry, pagePath).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      // What the boot script asks for at once: the held code's static imports and what it preloads.
      const requestedAtOnce = new Set([...staticImports(code, "/"), entry, ...entryImports]);
      for (const chunk of requestedAtOnce) {
        const response = await fetch(`${app.url}${chunk}`);
        expect(response.status, chunk).toBe(200);
        const found = staticImports(await response.text(), chunk).filter((imported) => !requestedAtOnce.has(imported));
        expect(found, `${pagePath}: ${chunk} imports chunks the page did not ask for at once`).toEqual([]);
      }
    }
  });

  test("React DOM's client is preloaded beside the entry, not imported by the route code, so it compiles and runs in the entry's task", async () => {
    for (const pagePath of PAGES) {
      const html = await (await fetch(`${app.url}${pagePath}`)).text();
      const { entryImports, code } = heldCode(html);
      expect(entryImports.filter(isReactDomClient), pagePath).toHaveLength(1);
      const routeGraph = new Set<string>();
      for (let pending = staticImports(code, "/"), chunk = pending.pop(); chunk; chunk = pending.pop()) {
        if (routeGraph.has(chunk)) continue;
        routeGraph.add(chunk);
        pending.push(...staticImports(await (await fetch(`${app.url}${chunk}`)).text(), chunk));
      }
      expect([...routeGraph].filter(isReactDomClient), pagePath).toEqual([]);
    }
  });
});

const isReactDomClient = (chunk: string) => /^\/assets\/react-dom-client-[\w-]+\.js$/.test(chunk);

/** The held route code, the entry the boot script preloads and the entry's own chunks it preloads beside it. */
function heldCode(html: string): { entry: string; entryImports: string[]; code: string } {
  const [, attributes = "", code = ""] = /<script([^>]* data-entry="[^"]+"[^>]*)>([\s\S]*?)<\/script>/.exec(html) ?? [];
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
  return {
    entry: attribute("data-entry"),
    entryImports: attribute("data-entry-imports").split(" ").filter(Boolean),
    code,
  };
}

/**
 * The chunks a module's code imports statically (not `import()`), resolved against its own URL.
 * Only paths count: a bare name in a chunk's text is a message about a package, never an import.
 */
function staticImports(code: string, from: string): string[] {
  const specifiers = code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g);
  return [...specifiers].map((match) => new URL(match[1]!, `http://site${from}`).pathname);
}
