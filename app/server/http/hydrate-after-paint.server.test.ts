import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_TYPE, hydrateAfterPaint } from "./hydrate-after-paint.server";
import { cspHashSource, inlineScriptHashes, inlineScriptTexts } from "./inline-scripts";

/**
 * As React Router 8 writes it: its manifest in a module file of its own (the entry's imports are
 * in there, not in the page), the route modules, the entry.
 */
const ROUTE_CODE = `import "/assets/manifest-M.js";
import * as route0 from "/assets/root-A.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-B.js");`;

/**
 * What the page holds for after its paint: the route code, then the chunks its preloads named that
 * the route code does not import itself (not the entry, which it imports last).
 */
const HELD_CODE = `${ROUTE_CODE}\nimport "/assets/react-dom-C.js";\nimport "/assets/app-shell-D.js";`;

/** As React renders React Router's <Scripts/>: boolean attributes as `async=""`. */
function documentWith(nonce: string) {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-B.js"/>` +
    `<link rel="modulepreload" href="/assets/react-dom-C.js"/>` +
    `<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-A.js"/>` +
    `<link rel="modulepreload" href="/assets/app-shell-D.js"/><link rel="modulepreload" href="/assets/react-dom-C.js"/></head>` +
    `<body><p>Aloha</p><script${attribute}>window.__reactRouterContext = {};</script>` +
    `<script${attribute} type="module" async="">${ROUTE_CODE}</script><script${attribute}>enqueue();</script></body></html>`
  );
}

type Element = {
  tag: string;
  type: string;
  nonce: string;
  textContent: string;
  src: string;
  rel: string;
  href: string;
  onload?: () => void;
};
type FakeBrowser = {
  /** Scripts and links in the order the boot script added them. */
  appended: Element[];
  fireFirstContentfulPaint: () => void;
  fireLoad: () => void;
  timers: (() => void)[];
};

/** The boot script and the data block before it, as the browser would see them. */
function bootOf(html: string): {
  code: string;
  held: { textContent: string; getAttribute: (name: string) => string | null };
} {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const bootIndex = scripts.findIndex((match) => match[2]!.startsWith("(function (held, nonce)"));
  if (bootIndex < 1) throw new Error("no boot script after a data block in the document");
  const held = scripts[bootIndex - 1]!;
  const attributes = Object.fromEntries(
    [...held[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
  return {
    code: scripts[bootIndex]![2]!,
    held: { textContent: held[2]!, getAttribute: (name) => attributes[name] ?? null },
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
  const append = (element: Element) => browser.appended.push(element);
  runInNewContext(code, {
    PerformanceObserver: FakeObserver,
    document: {
      visibilityState: visibility,
      currentScript: { nonce: liveNonce, previousElementSibling: held },
      createElement: (tag: string) => ({ tag, type: "", nonce: "", textContent: "", src: "", rel: "", href: "" }),
      head: { appendChild: append },
      body: { appendChild: append },
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void) => browser.timers.push(callback),
  });
  browser.fireLoad = () => listeners.load?.();
  return browser;
}

/** Lets every queued timer run, and each script the browser evaluates report its load, until nothing is left. */
function runUntilIdle(browser: FakeBrowser) {
  const loaded = new Set<Element>();
  for (let rounds = 0; rounds < 50; rounds++) {
    const timers = browser.timers.splice(0);
    const pending = browser.appended.filter((element) => element.onload && !loaded.has(element));
    if (!timers.length && !pending.length) return;
    for (const timer of timers) timer();
    for (const script of pending) {
      loaded.add(script);
      script.onload!();
    }
  }
  throw new Error("the boot script never settled");
}

const modules = (browser: FakeBrowser) =>
  browser.appended
    .filter((element) => element.tag === "script")
    .map((script) => ({ type: script.type, nonce: script.nonce, src: script.src, textContent: script.textContent }));

const links = (browser: FakeBrowser) =>
  browser.appended
    .filter((element) => element.tag === "link")
    .map((link) => ({ rel: link.rel, href: link.href, nonce: link.nonce }));

describe("hydrateAfterPaint", () => {
  const html = hydrateAfterPaint(documentWith("N0"));

  it("drops every modulepreload and holds the module code in an inert block, keeping the rest", () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script nonce="N0" type="${AFTER_PAINT_TYPE}" data-entry="/assets/entry.client-B.js">${HELD_CODE}</script>`,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="N0">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="N0">enqueue();</script></body></html>');
  });

  it("after the first contentful paint, preloads the entry and runs the held code as one module, with the page's nonce", () => {
    const browser = runBoot(html);
    runUntilIdle(browser);
    expect(browser.appended).toEqual([]);
    browser.fireFirstContentfulPaint();
    runUntilIdle(browser);
    expect(links(browser)).toEqual([{ rel: "modulepreload", href: "/assets/entry.client-B.js", nonce: "live-nonce" }]);
    expect(modules(browser)).toEqual([{ type: "module", nonce: "live-nonce", src: "", textContent: HELD_CODE }]);
  });

  it("leaves the chunks only the entry imports to the boot script, which preloads them beside the entry", () => {
    const split = hydrateAfterPaint(documentWith("N0"), { entryOnly: ["/assets/react-dom-C.js"] });
    const heldWithoutThem = `${ROUTE_CODE}\nimport "/assets/app-shell-D.js";`;
    expect(split).toContain(
      `<script nonce="N0" type="${AFTER_PAINT_TYPE}" data-entry="/assets/entry.client-B.js" data-entry-imports="/assets/react-dom-C.js">${heldWithoutThem}</script>`,
    );
    const browser = runBoot(split);
    browser.fireFirstContentfulPaint();
    runUntilIdle(browser);
    expect(links(browser)).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-B.js", nonce: "live-nonce" },
      { rel: "modulepreload", href: "/assets/react-dom-C.js", nonce: "live-nonce" },
    ]);
    expect(modules(browser)).toEqual([{ type: "module", nonce: "live-nonce", src: "", textContent: heldWithoutThem }]);
  });

  it("starts once even if load and the paint both arrive", () => {
    const browser = runBoot(html);
    browser.fireFirstContentfulPaint();
    browser.fireLoad();
    runUntilIdle(browser);
    expect(modules(browser)).toHaveLength(1);
  });

  it("starts at once in a hidden tab, and at load without paint timing", () => {
    const hidden = runBoot(html, { visibility: "hidden" });
    runUntilIdle(hidden);
    expect(modules(hidden)).toHaveLength(1);

    const noPaintTiming = runBoot(html, { paintTiming: false });
    runUntilIdle(noPaintTiming);
    expect(modules(noPaintTiming)).toHaveLength(0);
    noPaintTiming.fireLoad();
    runUntilIdle(noPaintTiming);
    expect(modules(noPaintTiming)).toHaveLength(1);
  });

  it("on a prerendered page (no nonce), the inserted module's text has a hash the page's CSP lists", () => {
    const prerendered = hydrateAfterPaint(documentWith(""));
    const browser = runBoot(prerendered, { liveNonce: "" });
    browser.fireFirstContentfulPaint();
    runUntilIdle(browser);
    const inserted = modules(browser).at(-1)!;
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
