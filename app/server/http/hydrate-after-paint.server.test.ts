import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint.server";

const ROUTE_CODE = `import * as route0 from "/assets/root-A.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-B.js");`;

/** As the server renders it: Preact writes boolean attributes bare (`async`). */
const DOCUMENT =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N0"/>` +
  `<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-A.js" nonce="N0"/></head>` +
  `<body><p>Aloha</p><script nonce="N0">window.__reactRouterContext = {};</script>` +
  `<script nonce="N0" type="module" async>${ROUTE_CODE}</script><script nonce="N0">enqueue();</script></body></html>`;

/** The boot script's inline code, as the browser would run it. */
function bootScriptOf(html: string): string {
  const match = /<script nonce="N0">(\(function \(code, nonce\)[\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no boot script in the document");
  return match[1];
}

type FakeBrowser = {
  appended: { type: string; nonce: string; textContent: string }[];
  fireFirstContentfulPaint: () => void;
  fireLoad: () => void;
  timers: (() => void)[];
};

/** Runs the boot script against a minimal browser: a visible document with paint timing. */
function runBoot(script: string, { visibility = "visible", paintTiming = true } = {}): FakeBrowser {
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
  runInNewContext(script, {
    PerformanceObserver: FakeObserver,
    document: {
      visibilityState: visibility,
      currentScript: { nonce: "live-nonce" },
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
      body: { appendChild: (element: FakeBrowser["appended"][number]) => browser.appended.push(element) },
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
  const html = hydrateAfterPaint(DOCUMENT);

  it("drops every modulepreload and the module script, keeping the rest of the document", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="N0">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="N0">enqueue();</script></body></html>');
  });

  it("starts the unchanged route code only after the first contentful paint", () => {
    const browser = runBoot(bootScriptOf(html));
    runTimers(browser);
    expect(browser.appended).toEqual([]);
    browser.fireFirstContentfulPaint();
    runTimers(browser);
    expect(browser.appended).toEqual([{ type: "module", nonce: "live-nonce", textContent: ROUTE_CODE }]);
  });

  it("starts once even if load and the paint both arrive", () => {
    const browser = runBoot(bootScriptOf(html));
    browser.fireFirstContentfulPaint();
    browser.fireLoad();
    runTimers(browser);
    expect(browser.appended).toHaveLength(1);
  });

  it("starts at once in a hidden tab, and at load without paint timing", () => {
    const hidden = runBoot(bootScriptOf(html), { visibility: "hidden" });
    runTimers(hidden);
    expect(hidden.appended).toHaveLength(1);

    const noPaintTiming = runBoot(bootScriptOf(html), { paintTiming: false });
    runTimers(noPaintTiming);
    expect(noPaintTiming.appended).toHaveLength(0);
    noPaintTiming.fireLoad();
    runTimers(noPaintTiming);
    expect(noPaintTiming.appended).toHaveLength(1);
  });

  it("writes the route code without a literal < that could end or nest the script", () => {
    // `<!--<script>` inside a script element switches the HTML parser into its double-escaped state.
    const markup = `window.note = "<!--<script>";`;
    const out = hydrateAfterPaint(DOCUMENT.replace(ROUTE_CODE, `${ROUTE_CODE}\n${markup}`));
    expect(bootScriptOf(out)).not.toContain("<");
    const browser = runBoot(bootScriptOf(out));
    browser.fireFirstContentfulPaint();
    runTimers(browser);
    expect(browser.appended[0]?.textContent).toBe(`${ROUTE_CODE}\n${markup}`);
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Offline</p></body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });
});
