import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_TYPE, hydrateAfterPaint } from "./hydrate-after-paint.server";
import { cspHashSource, inlineScriptHashes, inlineScriptTexts } from "./inline-scripts";

const ROUTE_CODE = `import * as route0 from "/assets/root-A.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-B.js");`;

/** As React renders React Router's <Scripts/>: boolean attributes as `async=""`. */
function documentWith(nonce: string) {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js"/>` +
    `<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-A.js"/></head>` +
    `<body><p>Aloha</p><script${attribute}>window.__reactRouterContext = {};</script>` +
    `<script${attribute} type="module" async="">${ROUTE_CODE}</script><script${attribute}>enqueue();</script></body></html>`
  );
}

type Element = { type: string; nonce: string; textContent: string };
type FakeBrowser = {
  appended: Element[];
  fireFirstContentfulPaint: () => void;
  fireLoad: () => void;
  timers: (() => void)[];
};

/** The boot script and the data block before it, as the browser would see them. */
function bootOf(html: string): { code: string; held: Element } {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const bootIndex = scripts.findIndex((match) => match[2]!.startsWith("(function (held, nonce)"));
  if (bootIndex < 1) throw new Error("no boot script after a data block in the document");
  const held = scripts[bootIndex - 1]!;
  return {
    code: scripts[bootIndex]![2]!,
    held: { type: /type="([^"]*)"/.exec(held[1]!)?.[1] ?? "", nonce: "", textContent: held[2]! },
  };
}

/** Runs the boot script against a minimal browser: a visible document with paint timing. */
function runBoot(
  html: string,
  { visibility = "visible", paintTiming = true, liveNonce = "live-nonce" } = {},
): FakeBrowser {
  const { code, held } = bootOf(html);
  const browser: FakeBrowser = { appended: [], timers: [], fireFirstContentfulPaint: () => {}, fireLoad: () => {} };
  const listeners: Record<string, () => void> = {};
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      browser.fireFirstContentfulPaint = () =>
        this.callback({ getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) }, this);
    }
    disconnect() {}
  }
  runInNewContext(code, {
    PerformanceObserver: FakeObserver,
    document: {
      visibilityState: visibility,
      currentScript: { nonce: liveNonce, previousElementSibling: held },
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
      body: { appendChild: (element: Element) => browser.appended.push(element) },
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void) => browser.timers.push(callback),
  });
  browser.fireLoad = () => listeners.load?.();
  return browser;
}

function runTimers(browser: FakeBrowser) {
  for (const timer of browser.timers.splice(0)) timer();
}

describe("hydrateAfterPaint", () => {
  const html = hydrateAfterPaint(documentWith("N0"));

  it("drops every modulepreload and holds the module code in an inert block, keeping the rest", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script nonce="N0" type="${AFTER_PAINT_TYPE}">${ROUTE_CODE}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="N0">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="N0">enqueue();</script></body></html>');
  });

  it("starts the unchanged route code as a module only after the first contentful paint", () => {
    const browser = runBoot(html);
    runTimers(browser);
    expect(browser.appended).toEqual([]);
    browser.fireFirstContentfulPaint();
    runTimers(browser);
    expect(browser.appended).toEqual([{ type: "module", nonce: "live-nonce", textContent: ROUTE_CODE }]);
  });

  it("starts once even if load and the paint both arrive", () => {
    const browser = runBoot(html);
    browser.fireFirstContentfulPaint();
    browser.fireLoad();
    runTimers(browser);
    expect(browser.appended).toHaveLength(1);
  });

  it("starts at once in a hidden tab, and at load without paint timing", () => {
    const hidden = runBoot(html, { visibility: "hidden" });
    runTimers(hidden);
    expect(hidden.appended).toHaveLength(1);

    const noPaintTiming = runBoot(html, { paintTiming: false });
    runTimers(noPaintTiming);
    expect(noPaintTiming.appended).toHaveLength(0);
    noPaintTiming.fireLoad();
    runTimers(noPaintTiming);
    expect(noPaintTiming.appended).toHaveLength(1);
  });

  it("on a prerendered page (no nonce), the inserted module's text has a hash the page's CSP lists", () => {
    const prerendered = hydrateAfterPaint(documentWith(""));
    const browser = runBoot(prerendered, { liveNonce: "" });
    browser.fireFirstContentfulPaint();
    runTimers(browser);
    const inserted = browser.appended[0]!;
    expect(inserted.nonce).toBe("");
    expect(inlineScriptHashes(prerendered)).toContain(cspHashSource(inserted.textContent));
    // Every script the browser runs from the document is listed too.
    for (const text of inlineScriptTexts(prerendered))
      expect(inlineScriptHashes(prerendered)).toContain(cspHashSource(text));
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });
});

describe("inline script hashes", () => {
  it("hash each inline script's exact text once, and skip external scripts", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="text/x">b()</script><script>a()</script><script></script>`;
    expect(inlineScriptTexts(html)).toEqual(["a()", "b()", "a()"]);
    // sha256("a()") in base64, as a browser computes it.
    expect(cspHashSource("a()")).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
    expect(inlineScriptHashes(html)).toEqual([cspHashSource("a()"), cspHashSource("b()")]);
  });
});
